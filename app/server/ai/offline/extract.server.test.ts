import { describe, expect, it } from "vitest";
import { partialResumeSchema } from "../../../lib/resume.ts";
import { extractContacts, extractName, extractResume } from "./extract.server.ts";
import { offlineWriter } from "./writer.server.ts";

interface Expected {
  prompt: string;
  firstName: string;
  lastName: string;
  email?: string;
  phone?: string;
  city?: string;
  linkedIn?: string;
  github?: string;
  /** every stated employer with its dates, most recent first */
  experiences: { company: string; jobTitle?: string; startDate?: string; endDate?: string; currentJob?: boolean }[];
  education?: { school: string; degree?: string; graduationYear?: string }[];
  skills?: string[];
}

const CASES: Expected[] = [
  {
    // junior, Indian phone, internship
    prompt: `My name is Priya Sharma and I'm a junior frontend developer based in Pune, India. You can reach me at priya.sharma@mail.com or +91 98765 43210. I graduated with a B.Tech in Computer Science from Pune University in 2023. I interned at Infosys from June 2022 to December 2022, where I built React components for an internal dashboard. Skilled in JavaScript, React, HTML, CSS and Git.`,
    firstName: "Priya",
    lastName: "Sharma",
    email: "priya.sharma@mail.com",
    phone: "+91 98765 43210",
    city: "Pune",
    experiences: [{ company: "Infosys", jobTitle: "Intern", startDate: "June 2022", endDate: "December 2022" }],
    education: [{ school: "Pune University", degree: "B.Tech in Computer Science", graduationYear: "2023" }],
    skills: ["JavaScript", "React", "HTML", "CSS", "Git"],
  },
  {
    // senior, "Name, a …" opener, US phone, (2018–present)
    prompt: `Jane Doe, a senior product manager with 12 years of experience. Email: jane.doe@example.org. Phone (415) 555-0100. Based in San Francisco, CA. Senior PM at Acme Corp (2018–present), where I lead a team of 6 PMs and grew ARR by 35%. Before that I was a product manager at Initech from 2013 to 2018. MBA from Stanford University, 2012. linkedin.com/in/janedoe`,
    firstName: "Jane",
    lastName: "Doe",
    email: "jane.doe@example.org",
    phone: "(415) 555-0100",
    city: "San Francisco",
    linkedIn: "linkedin.com/in/janedoe",
    experiences: [
      { company: "Acme Corp", jobTitle: "Senior PM", startDate: "2018", endDate: "", currentJob: true },
      { company: "Initech", jobTitle: "Product Manager", startDate: "2013", endDate: "2018" },
    ],
    education: [{ school: "Stanford University", degree: "MBA", graduationYear: "2012" }],
  },
  {
    // "worked as … from … to …, then joined … in … as …", UK phone
    prompt: `I'm Tom Baker. I worked as a backend engineer at Stripe from 2019 to 2022, then joined Foo Ltd in March 2022 as a staff engineer. I'm skilled in Go, Python, PostgreSQL and Kubernetes. Contact: tom.baker@gmail.com, +44 20 7946 0958. github.com/tombaker`,
    firstName: "Tom",
    lastName: "Baker",
    email: "tom.baker@gmail.com",
    phone: "+44 20 7946 0958",
    github: "github.com/tombaker",
    experiences: [
      { company: "Foo Ltd", jobTitle: "Staff Engineer", startDate: "March 2022", endDate: "", currentJob: true },
      { company: "Stripe", jobTitle: "Backend Engineer", startDate: "2019", endDate: "2022" },
    ],
    skills: ["Go", "Python", "PostgreSQL", "Kubernetes"],
  },
  {
    // career change, no e-mail given
    prompt: `Hi, I'm Maria Garcia. I spent 8 years as a high school teacher at Lincoln High School (2014-2022) and I'm now moving into instructional design. I completed a Google UX Design certificate in 2023. I have a Master's in Education from Arizona State University. Skills include curriculum development, Articulate Storyline, Figma and public speaking. Phone: +1 602 555 0147.`,
    firstName: "Maria",
    lastName: "Garcia",
    email: "",
    phone: "+1 602 555 0147",
    experiences: [{ company: "Lincoln High School", jobTitle: "High School Teacher", startDate: "2014", endDate: "2022" }],
    education: [{ school: "Arizona State University", degree: "Master's in Education" }],
    skills: ["Figma", "Articulate Storyline"],
  },
  {
    // "here." opener, current role with "since", no phone
    prompt: `Rahul Verma here. Data analyst with 3 years of experience. I work at Flipkart as a data analyst since 2021, building dashboards in Tableau and writing SQL. Previously, I worked at Mu Sigma as a trainee analyst from 2019 to 2021. BSc Statistics, University of Delhi, 2019. Proficient in Python, SQL, Tableau and Excel. rahul.verma@outlook.com`,
    firstName: "Rahul",
    lastName: "Verma",
    email: "rahul.verma@outlook.com",
    phone: "",
    experiences: [
      { company: "Flipkart", jobTitle: "Data Analyst", startDate: "2021", endDate: "", currentJob: true },
      { company: "Mu Sigma", jobTitle: "Trainee Analyst", startDate: "2019", endDate: "2021" },
    ],
    education: [{ school: "University of Delhi", degree: "BSc Statistics", graduationYear: "2019" }],
    skills: ["Python", "SQL", "Tableau", "Excel"],
  },
  {
    // accents, French phone, languages
    prompt: `I am Chloé Martin, a registered nurse living in Lyon, France. I worked as a staff nurse at Hôpital Édouard Herriot from 2015 to 2020 and then joined Clinique du Parc in January 2021 as a charge nurse. I speak French, English and Spanish. Email chloe.martin@free.fr, phone +33 6 12 34 56 78.`,
    firstName: "Chloé",
    lastName: "Martin",
    email: "chloe.martin@free.fr",
    phone: "+33 6 12 34 56 78",
    city: "Lyon",
    experiences: [
      { company: "Clinique du Parc", jobTitle: "Charge Nurse", startDate: "January 2021", endDate: "", currentJob: true },
      { company: "Hôpital Édouard Herriot", jobTitle: "Staff Nurse", startDate: "2015", endDate: "2020" },
    ],
  },
  {
    // freelancer without an employer, Ghanaian phone, no e-mail
    prompt: `My name is Kwame Mensah. I'm a self-taught software developer in Accra, Ghana. I've been a freelance web developer since 2020, building WordPress and Shopify sites for small businesses. I have a diploma in Accounting from Accra Technical University. Phone: +233 24 123 4567. I know PHP, JavaScript and MySQL.`,
    firstName: "Kwame",
    lastName: "Mensah",
    email: "",
    phone: "+233 24 123 4567",
    experiences: [{ company: "Self-employed", jobTitle: "Freelance Web Developer", startDate: "2020", endDate: "", currentJob: true }],
    education: [{ school: "Accra Technical University", degree: "Diploma in Accounting" }],
    skills: ["PHP", "JavaScript", "MySQL"],
  },
  {
    // career change marketing → data, two roles in one sentence
    prompt: `Alex Chen, looking to move from marketing into data science. I worked as a marketing coordinator at HubSpot from 2017 to 2020 and as a marketing manager at Zendesk from 2020 to 2024, where I ran A/B tests and increased conversion by 18%. I recently finished a Master of Science in Data Science at Georgia Institute of Technology. Experienced with Python, pandas, SQL and Tableau. alex.chen@protonmail.com`,
    firstName: "Alex",
    lastName: "Chen",
    email: "alex.chen@protonmail.com",
    experiences: [
      { company: "Zendesk", jobTitle: "Marketing Manager", startDate: "2020", endDate: "2024" },
      { company: "HubSpot", jobTitle: "Marketing Coordinator", startDate: "2017", endDate: "2020" },
    ],
    education: [{ school: "Georgia Institute of Technology", degree: "Master of Science in Data Science", graduationYear: "" }],
    skills: ["Python", "SQL", "Tableau"],
  },
  {
    // three employers, "at X as Y", "have been … since", Italian phone, certification
    prompt: `I'm Sofia Rossi, an accountant with 6 years of experience, originally from Milan, Italy. I worked at Deloitte as an audit associate from 2016 to 2019 and at KPMG as a senior accountant from 2019 to 2022. I have been a finance manager at Ferrero since 2022. CPA certified. Skilled in SAP, Excel, financial reporting and IFRS. Contact me at sofia.rossi@email.it or +39 02 1234 5678.`,
    firstName: "Sofia",
    lastName: "Rossi",
    email: "sofia.rossi@email.it",
    phone: "+39 02 1234 5678",
    city: "Milan",
    experiences: [
      { company: "Ferrero", jobTitle: "Finance Manager", startDate: "2022", endDate: "", currentJob: true },
      { company: "KPMG", jobTitle: "Senior Accountant", startDate: "2019", endDate: "2022" },
      { company: "Deloitte", jobTitle: "Audit Associate", startDate: "2016", endDate: "2019" },
    ],
    skills: ["SAP", "Excel"],
  },
  {
    // graduate, apostrophe name, Irish mobile without country code, honours
    prompt: `I'm Daniel O'Brien, a recent graduate. I have a BA in Economics from Trinity College Dublin, 2024, with first-class honours. During university I worked part-time as a barista at Starbucks from 2021 to 2024. I was president of the debating society. I'm comfortable with Excel, Stata and R. Phone 087 123 4567.`,
    firstName: "Daniel",
    lastName: "O'Brien",
    email: "",
    phone: "087 123 4567",
    experiences: [{ company: "Starbucks", jobTitle: "Barista", startDate: "2021", endDate: "2024" }],
    education: [{ school: "Trinity College Dublin", degree: "BA in Economics", graduationYear: "2024" }],
    skills: ["Excel", "Stata", "R"],
  },
];

describe("offline resumeFromPrompt: ten career descriptions", () => {
  it.each(CASES.map((c) => [`${c.firstName} ${c.lastName}`, c] as const))("%s", async (_label, expected) => {
    const resume = await offlineWriter.resumeFromPrompt(expected.prompt);
    expect(() => partialResumeSchema.parse(resume)).not.toThrow();
    const info = resume.personalInfo;
    expect(info.firstName).toBe(expected.firstName);
    expect(info.lastName).toBe(expected.lastName);
    if (expected.email !== undefined) expect(info.email ?? "").toBe(expected.email);
    if (expected.phone !== undefined) expect(info.phone ?? "").toBe(expected.phone);
    if (expected.city !== undefined) expect(info.city).toBe(expected.city);
    if (expected.linkedIn !== undefined) expect(info.linkedIn).toBe(expected.linkedIn);
    if (expected.github !== undefined) expect(info.github).toBe(expected.github);

    // each stated employer with its dates, and no others
    expect(
      resume.experiences.map((e) => ({ company: e.company, jobTitle: e.jobTitle, startDate: e.startDate, endDate: e.endDate, currentJob: e.currentJob })),
    ).toEqual(expected.experiences.map((e) => ({ jobTitle: expect.any(String), currentJob: false, ...e })));
    for (const item of resume.experiences) expect(item.id).toMatch(/^[0-9a-f-]{36}$/);

    if (expected.education) {
      expect(resume.education.map((e) => ({ school: e.school, degree: e.degree, graduationYear: e.graduationYear }))).toEqual(
        expected.education.map((e) => ({ degree: expect.any(String), graduationYear: expect.any(String), ...e })),
      );
    }
    const skills = Object.values(resume.skills)
      .join(", ")
      .toLowerCase()
      .split(/\s*,\s*/);
    for (const skill of expected.skills ?? []) expect(skills).toContain(skill.toLowerCase());

    // nothing invented: every number and every capitalised name in the output is in the prompt
    const { id: _drop, ...rest } = { id: 0, ...resume };
    const output = JSON.stringify(rest, (key, value: unknown) => (key === "id" ? undefined : value));
    for (const number of output.match(/\d+/g) ?? []) expect(expected.prompt).toContain(number);
    // the one label the writer gives is "Self-employed", and only for work the prompt calls freelance or self-employed
    for (const item of [...resume.experiences.map((e) => e.company), ...resume.education.map((e) => e.school)]) {
      if (item === "Self-employed") expect(expected.prompt).toMatch(/freelanc|self-employed|for (?:my|her|him|them)sel/i);
      else expect(expected.prompt).toContain(item ?? "");
    }
    // the summary is built from the person's own facts and reads as 1–4 sentences
    const sentences = (info.summary ?? "").split(/(?<=\.)\s+/).filter(Boolean);
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(4);
    expect(info.summary).not.toMatch(/\b(?:I|my|me)\b/);
  });

  it("files what the person did under the role it belongs to, in that role's tense", () => {
    const [, jane, , , rahul] = CASES.map((c) => extractResume(c.prompt));
    expect(jane!.experiences[0]!.achievements).toBe("Lead a team of 6 PMs and grew ARR by 35%");
    expect(rahul!.experiences[0]!.description).toBe("Build dashboards in Tableau and write SQL");
    const tom = extractResume("I'm Tom. I have been a staff engineer at Foo Ltd since 2022, leading a team of 6. At Stripe I built the payouts API.");
    expect(tom.experiences.map((e) => [e.company, e.startDate, e.achievements, e.description])).toEqual([
      ["Foo Ltd", "2022", "Lead a team of 6", ""],
      ["Stripe", "", "", "Built the payouts API"],
    ]);
  });

  it("leaves everything empty for a prompt without facts", () => {
    const resume = extractResume("Please make me a great resume that gets interviews.");
    expect(resume.personalInfo).toEqual({});
    expect(resume.experiences).toEqual([]);
    expect(resume.education).toEqual([]);
  });

  it("ignores a 2000+ character tail", () => {
    const resume = extractResume(`I'm Ann Lee. ${"x".repeat(2100)} I worked at Globex from 2010 to 2012.`);
    expect(resume.personalInfo.firstName).toBe("Ann");
    expect(resume.experiences).toEqual([]);
  });

  it("rejects an empty prompt", async () => {
    await expect(offlineWriter.resumeFromPrompt("  ")).rejects.toMatchObject({ code: "bad_input" });
  });
});

describe("contacts and names", () => {
  it.each([
    ["+44 20 7946 0958", "+44 20 7946 0958"],
    ["+91 98765 43210", "+91 98765 43210"],
    ["(415) 555-0100", "(415) 555-0100"],
    ["415-555-0100", "415-555-0100"],
    ["+49 30 123456", "+49 30 123456"],
    ["+61 412 345 678", "+61 412 345 678"],
  ])("finds the phone %s", (phone, expected) => {
    expect(extractContacts(`Call me on ${phone} any time.`).contacts.phone).toBe(expected);
  });

  it("does not read a date range as a phone number", () => {
    expect(extractContacts("I was there 2019-2022 and 2015 - 2018.").contacts.phone).toBeUndefined();
  });

  it.each([
    ["My name is Ana María López and I design kitchens.", "Ana María", "López"],
    ["I'm Jean-Luc Picard.", "Jean-Luc", "Picard"],
    ["Sam Patel, a senior nurse with 9 years on the ward.", "Sam", "Patel"],
    ["Hello! I'm Lena.", "Lena", ""],
  ])("finds the name in %j", (text, first, last) => {
    expect(extractName(text)).toEqual({ firstName: first, lastName: last });
  });

  it.each(["I'm a senior engineer at Google.", "Senior Software Engineer, 10 years of experience.", "I am currently based in Paris."])(
    "finds no name in %j",
    (text) => {
      expect(extractName(text)).toBeUndefined();
    },
  );
});
