import { describe, expect, it } from "vitest";
import type { ResumeFormData } from "../../../lib/resume.ts";
import { WriterError, type EnhanceContext, type FieldType } from "../types.server.ts";
import { composeSummary, enhanceFieldSync, offlineWriter } from "./writer.server.ts";

type Case = [before: string, after: string, type?: FieldType, context?: EnhanceContext];

/** Before/after pairs from real-looking resume lines. */
const CASES: Case[] = [
  // weak openers → strong past-tense verbs
  ["Responsible for managing a team of 5 engineers.", "Managed a team of 5 engineers"],
  ["responsible for the payroll system", "Managed the payroll system"],
  ["Was responsible for coordinating shipments across 3 warehouses", "Coordinated shipments across 3 warehouses"],
  ["I was responsible for onboarding new hires", "Onboarded new hires"],
  ["Worked on the checkout redesign", "Contributed to the checkout redesign"],
  ["Worked on building the internal analytics dashboard", "Built the internal analytics dashboard"],
  ["Helped with the launch of the mobile app", "Supported the launch of the mobile app"],
  // "worked on" a count of jobs, or jobs named in the plural, completed them; "helped with" before a gerund stays the author's
  ["Worked on 120+ jobs for local builders", "Completed 120+ jobs for local builders"],
  ["Worked on kitchen refits and boiler swaps", "Complete kitchen refits and boiler swaps", "experience", { currentJob: true }],
  ["Worked on paid search campaigns in Google Ads", "Contributed to paid search campaigns in Google Ads"],
  ["Helped with training new hires on the tills", "Helped with training new hires on the tills"],
  // "done" a piece of work named by its -ing noun was carried out; a passive says what was done to the person, in either tense
  ["Done sanding and sealing under supervision", "Carry out sanding and sealing under supervision", "experience", { currentJob: true }],
  ["I was trained on scissor lifts and cherry pickers", "Trained on scissor lifts and cherry pickers", "experience", { currentJob: true }],
  // a gerund the verb list lacks is the verb whose base the dictionary knows
  ["I was in charge of laminating the menus", "Laminated the menus", "experience", { currentJob: false, endDate: "2020" }],
  ["In charge of laminating the menus", "Laminate the menus", "experience", { currentJob: true }],
  // a line that only names the work done was carried out; one that names no work stays as written
  [
    "Pipe lagging and duct work on retail units",
    "Carried out pipe lagging and duct work on retail units",
    "experience",
    { currentJob: false, endDate: "2020" },
  ],
  ["Parcel rounds across the county", "Carry out parcel rounds across the county", "experience", { currentJob: true }],
  ["Key holder for the Sunday shift", "Key holder for the Sunday shift", "experience", { currentJob: true }],
  // an acronym after a verb is its object
  ["Check PPE before each shift", "Checked PPE before each shift", "experience", { currentJob: false, endDate: "2020" }],
  // a greeting opens no summary
  ["Hi! I'm a nurse who loves people. Currently at a walk-in clinic.", "Nurse who loves people. Currently at a walk-in clinic.", "summary"],
  // the author's sentence case of a skill the app writes in title case is kept
  ["Figma, User research, javascript", "JavaScript, Figma, User research", "skills"],
  // what was achieved in a job held now stays in the past when the list is written so
  [
    "Helped the team win a regional award in 2023\nLed the switch to a new booking app",
    "Helped the team win a regional award in 2023\nLed the switch to a new booking app",
    "achievements",
    { currentJob: true },
  ],
  ["helped reduce churn by 12%", "Helped reduce churn by 12%"],
  // the author's "helped" stays: "Enabled" would claim more than they wrote
  ["Helped customers resolve billing issues", "Helped customers resolve billing issues"],
  // "I'm" typed with either apostrophe, before a weak opener
  ["I'm in charge of the weekend rota", "Manage the weekend rota", "experience", { currentJob: true }],
  ["I’m responsible for the loading bay", "Managed the loading bay", "experience", { currentJob: false, endDate: "2022" }],
  // everyday verbs of hands-on work take the role's tense too, and so does every verb joined to the first
  ["Stacked pallets and wrapped them for the night run", "Stack pallets and wrap them for the night run", "experience", { currentJob: true }],
  ["sweep the yard and empty the skips", "Swept the yard and emptied the skips", "experience", { currentJob: false, endDate: "2020" }],
  [
    "Washed the vans, restocked the shelves and logged every delivery",
    "Wash the vans, restock the shelves and log every delivery",
    "experience",
    { currentJob: true },
  ],
  // weak openers as people type them: hyphenated, with another preposition, as a noun
  ["In-charge of the stores and the night team", "Manage the stores and the night team", "experience", { currentJob: true }],
  ["responsible about the cold room temperatures", "Managed the cold room temperatures", "experience", { currentJob: false, endDate: "2020" }],
  ["Responsibility for the weekly payroll", "Manage the weekly payroll", "experience", { currentJob: true }],
  ["Having handled the month-end close for 3 entities", "Handled the month-end close for 3 entities", "experience", { currentJob: false, endDate: "2020" }],
  // a gerund and its noun before their own verb are the subject, not an action to put in the past
  ["Booking conversion went up from 20% to 31%", "Booking conversion went up from 20% to 31%", "experience", { currentJob: false, endDate: "2020" }],
  ["Improving the intake form reduced errors by 15%", "Improving the intake form reduced errors by 15%", "experience", { currentJob: false, endDate: "2020" }],
  // "got" says what was got; "did the …" is work carried out; a passive's participle opens without "was"
  ["Got the best newcomer award in my first year", "Won the best newcomer award in the first year", "experience", { currentJob: false, endDate: "2020" }],
  ["got sponsorship from three garages", "Secured sponsorship from three garages", "experience", { currentJob: false, endDate: "2020" }],
  ["Got thank-you cards from families", "Received thank-you cards from families", "experience", { currentJob: false, endDate: "2020" }],
  ["did the weekly fire alarm tests", "Carry out the weekly fire alarm tests", "experience", { currentJob: true }],
  ["Was promoted to head groundsman in 2021", "Promoted to head groundsman in 2021", "experience", { currentJob: false, endDate: "2023" }],
  // "new and used" describes: only the verb changes
  ["Sold new and used forklifts", "Sell new and used forklifts", "experience", { currentJob: true }],
  ["make sure every van leaves with a full checklist", "Ensure every van leaves with a full checklist", "experience", { currentJob: true }],
  ["I made sure the tills balanced each night", "Ensured the tills balanced each night", "experience", { currentJob: false, endDate: "2019" }],
  ["Duties included answering phones and greeting visitors", "Answered phones and greeted visitors"],
  ["Tasked with migrating the database to PostgreSQL", "Migrated the database to PostgreSQL"],
  ["In charge of a team of 8 nurses on night shifts", "Managed a team of 8 nurses on night shifts"],
  ["Involved in planning the annual sales conference", "Planned the annual sales conference"],
  ["Assisted with month-end close and reconciliations", "Supported month-end close and reconciliations"],
  ["I was the team lead for the payments squad", "Served as the team lead for the payments squad"],
  ["I was promoted to shift supervisor in 2021", "Promoted to shift supervisor in 2021"],
  ["My responsibilities included preparing quarterly tax filings", "Prepared quarterly tax filings"],
  // first-person pronouns
  ["I built a dashboard that cut reporting time by 30%", "Built a dashboard that cut reporting time by 30%"],
  ["I designed and delivered training for 40 new agents", "Designed and delivered training for 40 new agents"],
  ["We launched the product in 4 new markets", "Launched the product in 4 new markets"],
  ["Managed my team's budget of $2M", "Managed the team's budget of $2M"],
  ["I was able to reduce server costs by 22%", "Reduced server costs by 22%"],
  // tense
  ["Leading a team of 4 designers", "Led a team of 4 designers"],
  ["Manages a portfolio of 30 enterprise accounts", "Manage a portfolio of 30 enterprise accounts"],
  ["Manages a portfolio of 30 enterprise accounts", "Managed a portfolio of 30 enterprise accounts", "experience", { currentJob: false }],
  ["Managed a portfolio of 30 enterprise accounts", "Manage a portfolio of 30 enterprise accounts", "experience", { currentJob: true }],
  ["I manage the support queue and I handle escalations", "Manage the support queue and handle escalations", "experience", { currentJob: true }],
  ["Responsible for leading weekly stand-ups", "Lead weekly stand-ups", "experience", { currentJob: true }],
  // titles and nouns that look like verbs are left alone
  ["Lead engineer on the payments team", "Lead engineer on the payments team"],
  ["Marketing campaigns for 12 B2B clients", "Marketing campaigns for 12 B2B clients"],
  // run-on bullets: one achievement per line
  ["Managing social media accounts; creating weekly reports", "Managed social media accounts\nCreated weekly reports"],
  ["Designed the REST API and also wrote the developer documentation", "Designed the REST API\nWrote the developer documentation"],
  ["Negotiated supplier contracts, and reduced procurement costs by 15%", "Negotiated supplier contracts\nReduced procurement costs by 15%"],
  ["Wrote unit tests. Improved coverage from 40% to 85%.", "Wrote unit tests\nImproved coverage from 40% to 85%"],
  // filler words
  ["I really successfully delivered various very important projects.", "Delivered important projects"],
  ["Utilized Excel on a daily basis in order to track inventory", "Used Excel daily to track inventory"],
  // bullets, whitespace, capitalisation, punctuation
  ["• led migration to AWS\n- wrote runbooks.\n* mentored 3 juniors", "Led migration to AWS\nWrote runbooks\nMentored 3 juniors"],
  ["  trained   12 new   cashiers ,  and handled cash-outs  ", "Trained 12 new cashiers, and handled cash-outs"],
  ["1. Reduced invoice errors by 18%\n2. Automated the month-end report", "Reduced invoice errors by 18%\nAutomated the month-end report"],
  // achievements and projects
  ["I won the regional sales award in 2022 and 2023", "Won the regional sales award in 2022 and 2023", "achievements"],
  ["I built a budgeting app with React Native that has 2,000 users", "Built a budgeting app with React Native that has 2,000 users", "project"],
  // summaries
  [
    "I am a software engineer with 5 years of experience. I love building really scalable systems. I have worked at various startups. My background is in finance.",
    "Software engineer with 5 years of experience. Enjoys building scalable systems. Worked at startups. Background in finance.",
    "summary",
  ],
  [
    "i'm a registered nurse with 10 years in ICU care, and i am very passionate about patient safety",
    "Registered nurse with 10 years in ICU care, and passionate about patient safety.",
    "summary",
  ],
  // skills
  ["python, SQL, aws, Python, react and docker; communication", "Python, SQL, React, AWS, Docker, Communication", "skills"],
  ["JavaScript / TypeScript / Node.js / node.js / Git", "JavaScript, TypeScript, Node.js, Git", "skills"],
  ["Excel, excel, Tableau, Power BI, SQL, etc.", "SQL, Excel, Tableau, Power BI", "skills"],
];

describe("offline enhanceField: before/after table", () => {
  it("has at least 30 cases", () => expect(CASES.length).toBeGreaterThanOrEqual(30));
  it.each(CASES)("%j", (before, after, type = "experience", context) => {
    expect(enhanceFieldSync(before, type, context)).toBe(after);
  });
});

describe("offline enhanceField: contract", () => {
  it("rejects empty content with a WriterError", async () => {
    await expect(offlineWriter.enhanceField("   ", "summary")).rejects.toBeInstanceOf(WriterError);
  });

  it("is idempotent on its own output", () => {
    for (const [before, , type = "experience", context] of CASES) {
      const once = enhanceFieldSync(before, type, context);
      expect(enhanceFieldSync(once, type, context)).toBe(once);
    }
  });

  it("keeps summaries to at most four sentences, the most informative first kept", () => {
    const summary =
      "I am a data analyst. I have 4 years of experience with SQL and Python. I am a team player. I am hard-working. I like dogs. I cut reporting time by 30% at Acme.";
    const out = enhanceFieldSync(summary, "summary");
    expect(out.split(/(?<=\.)\s+/)).toHaveLength(4);
    expect(out).toContain("4 years of experience with SQL and Python");
    expect(out).toContain("30%");
    expect(out).not.toMatch(/\bI\b|\bmy\b/);
  });

  it("announces itself", () => {
    expect(offlineWriter.name).toBe("offline");
    expect(offlineWriter.label).toBe("Offline writer");
  });
});

const resume: ResumeFormData = {
  personalInfo: { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "+44 20 7946 0958", city: "London", summary: "" },
  experiences: [
    {
      id: "a",
      jobTitle: "Senior Backend Engineer",
      company: "Stripe",
      startDate: "2021",
      endDate: "",
      currentJob: true,
      description: "Responsible for the payouts API\nI mentor 3 junior engineers",
      achievements: "Cut p99 latency by 40%",
      technologies: "go, Go, Kafka",
    },
    {
      id: "b",
      jobTitle: "Backend Engineer",
      company: "Monzo",
      startDate: "2017",
      endDate: "2021",
      currentJob: false,
      description: "worked on the card-processing service; helped with on-call",
      achievements: "",
      technologies: "",
    },
  ],
  education: [{ id: "e", degree: "BSc Computer Science", school: "University of Leeds", graduationYear: "2016" }],
  skills: { technicalSkills: "Python, go, Docker, python, Communication, React", softSkills: "mentoring", tools: "git", frameworks: "" },
  projects: [{ id: "p", title: "Side project", description: "I built a CLI", technologies: "" }],
  additionalInfo: { languages: "English" },
};

describe("offline enhanceResume", () => {
  it("summary: composes one from the resume's own facts when empty, and changes nothing else", async () => {
    const out = await offlineWriter.enhanceResume(resume, "summary");
    expect(out.personalInfo.summary).toBe(
      "Senior Backend Engineer with experience at Stripe and Monzo. Skilled in Python, Go, Docker, React and Git. Strengths include mentoring. BSc Computer Science from University of Leeds.",
    );
    expect({ ...out, personalInfo: { ...out.personalInfo, summary: "" } }).toEqual(resume);
  });

  it("experience: present tense for the current job, past for the others, nothing else changed", async () => {
    const out = await offlineWriter.enhanceResume(resume, "experience");
    expect(out.experiences[0]!.description).toBe("Manage the payouts API\nMentor 3 junior engineers");
    expect(out.experiences[0]!.technologies).toBe("Go, Kafka");
    expect(out.experiences[1]!.description).toBe("Contributed to the card-processing service\nSupported on-call");
    expect(out.experiences.map((e) => [e.id, e.company, e.startDate])).toEqual(resume.experiences.map((e) => [e.id, e.company, e.startDate]));
    expect(out.personalInfo).toEqual(resume.personalInfo);
    expect(out.skills).toEqual(resume.skills);
    expect(out.projects).toEqual(resume.projects);
  });

  it("skills: de-duplicated and cased within each field, nothing moved to another field", async () => {
    const out = await offlineWriter.enhanceResume(resume, "skills");
    expect(out.skills).toEqual({ technicalSkills: "Python, Go, React, Docker, Communication", frameworks: "", tools: "Git", softSkills: "Mentoring" });
    expect(out.experiences).toEqual(resume.experiences);
  });

  it("does not mutate its input", async () => {
    const copy = structuredClone(resume);
    await offlineWriter.enhanceResume(resume, "experience");
    await offlineWriter.polishResume(resume);
    expect(resume).toEqual(copy);
  });
});

describe("offline polishResume", () => {
  it("polishes experience and skills, leaves contacts, education, projects and an empty summary alone", async () => {
    const out = await offlineWriter.polishResume(resume);
    expect(out.personalInfo).toEqual(resume.personalInfo);
    expect(out.education).toEqual(resume.education);
    expect(out.projects).toEqual(resume.projects);
    expect(out.experiences[1]!.description).toBe("Contributed to the card-processing service\nSupported on-call");
    expect(out.skills.technicalSkills).toBe("Python, Go, React, Docker, Communication");
    expect(out.skills.softSkills).toBe("Mentoring");
  });

  it("tightens an existing summary", async () => {
    const out = await offlineWriter.polishResume({
      ...resume,
      personalInfo: { ...resume.personalInfo, summary: "I am a backend engineer. I really love Go." },
    });
    expect(out.personalInfo.summary).toBe("Backend engineer. Enjoys Go.");
  });
});

describe("composeSummary", () => {
  it("is empty when the resume says nothing", () => {
    expect(composeSummary({ experiences: [], education: [], skills: {} })).toBe("");
  });
});
