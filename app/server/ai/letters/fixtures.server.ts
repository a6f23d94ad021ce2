/** Resumes and postings for the letter tests (written for them; not real people or companies). */
import { nlp } from "../../nlp.server.ts";
import type { ResumeFormData } from "../../../lib/resume.ts";

/** Every "I" followed by a word compromise does not read as a verb ("I DAISY", "I Precepted", "I Bachelor"). */
export function subjectsWithoutVerb(text: string): string[] {
  const out: string[] = [];
  for (const sentence of nlp(text).sentences().json() as { terms: { text: string; tags: string[] }[] }[]) {
    const terms = sentence.terms;
    terms.forEach((term, i) => {
      const next = terms[i + 1];
      if (term.text !== "I" || !next) return;
      const isVerb = ["Verb", "Copula", "Auxiliary", "Adverb"].some((tag) => next.tags.includes(tag));
      if (!isVerb || /^[A-Z]/.test(next.text)) out.push(`I ${next.text}`);
    });
  }
  return out;
}

function resume(patch: Partial<ResumeFormData> & Pick<ResumeFormData, "personalInfo">): ResumeFormData {
  return {
    experiences: [],
    education: [],
    skills: { technicalSkills: "", frameworks: "", tools: "", softSkills: "" },
    projects: [],
    additionalInfo: { certifications: "", languages: "", hobbies: "", volunteering: "", awards: "", publications: "" },
    ...patch,
  } as ResumeFormData;
}

function person(firstName: string, lastName: string, email: string, country = "USA") {
  return {
    firstName,
    lastName,
    email,
    phone: "",
    address: "",
    city: "",
    state: "",
    zipCode: "",
    country,
    linkedIn: "",
    portfolio: "",
    github: "",
    summary: "",
  };
}

function job(id: string, jobTitle: string, company: string, description: string, extra: Partial<ResumeFormData["experiences"][number]> = {}) {
  return {
    id,
    jobTitle,
    company,
    location: "",
    startDate: "2020-01",
    endDate: "",
    currentJob: false,
    description,
    achievements: "",
    technologies: "",
    ...extra,
  };
}

function school(degree: string, name: string) {
  return { id: `edu-${name.length}`, degree, school: name, location: "", graduationYear: "2016", gpa: "", honors: "", relevantCoursework: "" };
}

export const ENGINEER = resume({
  personalInfo: { ...person("Maya", "Chen", "maya.chen@example.com"), summary: "Software engineer who ships fast, reliable products." },
  experiences: [
    job(
      "exp-1",
      "Senior Software Engineer",
      "Lumenstack",
      "- Designed a fraud-detection pipeline in Go and Kafka scoring 3M transactions a day\n- Cut API p99 latency by 45% by moving hot queries to PostgreSQL read replicas\n- Built a WebGL canvas renderer drawing 50,000 shapes at 60 fps for the design editor\n- Implemented CRDT-based real-time collaboration so 200 people can edit one board",
      { currentJob: true },
    ),
    job(
      "exp-2",
      "Software Engineer",
      "Parcelly",
      "- Rebuilt the checkout in React and TypeScript, lifting conversion by 8%\n- Migrated 40 services to Kubernetes on AWS with Terraform",
    ),
  ],
  education: [school("Bachelor of Science, Computer Science", "UC Berkeley")],
  skills: {
    technicalSkills: "TypeScript, JavaScript, Go, SQL, WebGL",
    frameworks: "React, Node.js",
    tools: "Kafka, PostgreSQL, Kubernetes, AWS, Docker, Terraform",
    softSkills: "Mentoring, Communication",
  },
});

export const FRONTEND_POSTING = {
  company: "Figment",
  role: "Senior Frontend Engineer",
  description: `Senior Frontend Engineer — Figment (Austin, TX)
Figment is hiring a Senior Frontend Engineer to build our collaborative whiteboard.
You will own canvas rendering with WebGL, real-time collaboration with CRDTs, and a fast React and TypeScript interface.
Experience with accessibility and rendering performance is a plus. Figment offers great benefits and a remote-friendly culture.`,
};

export const BACKEND_POSTING = {
  company: "Ledgerline",
  role: "Senior Backend Engineer",
  description: `Ledgerline is looking for a Senior Backend Engineer to scale our payments platform in New York.
You will design event-driven pipelines with Go and Kafka, tune PostgreSQL, and run services on Kubernetes and AWS.
Fraud detection experience is a strong plus. Ledgerline values ownership and clear communication.`,
};

export const NURSE = resume({
  personalInfo: person("Rosa", "Alvarez", "rosa.alvarez@example.com"),
  experiences: [
    job(
      "exp-1",
      "Registered Nurse",
      "St. Anne Medical Center",
      "- Precepted 12 new graduate nurses on a 32-bed med-surg unit\n- Cut patient falls by 30% by leading hourly rounding\n- Managed care for 6 patients per shift, charting in Epic",
      { currentJob: true, achievements: "DAISY Award nominee, 2023" },
    ),
  ],
  education: [school("BSN", "University of Texas at Austin")],
  skills: {
    technicalSkills: "Patient Care, Medication Administration, IV Therapy, BLS, ACLS",
    frameworks: "",
    tools: "Epic",
    softSkills: "Empathy, Communication, Teamwork",
  },
});

export const NURSE_POSTING = {
  company: "Riverside Health",
  role: "ICU Registered Nurse",
  description: `Riverside Health seeks an ICU Registered Nurse for our critical care unit.
Requirements: active RN license, BLS and ACLS, two years of acute care, Epic charting.
You will precept new nurses, lead patient education and keep patient falls and infections down.`,
};

export const MARKETER = resume({
  personalInfo: person("Dev", "Patel", "dev.patel@example.com", "United Kingdom"),
  experiences: [
    job(
      "exp-1",
      "Marketing Manager",
      "Brightloop",
      "- Grew organic traffic by 120% through an SEO content program\n- Launched a HubSpot lead-nurture program that produced 3,400 MQLs\n- Managed a $1.2M paid media budget across Google Ads and LinkedIn",
      { currentJob: true },
    ),
    job("exp-2", "Marketing Coordinator", "Fernway", "- Ran 30 email campaigns a quarter in Mailchimp\n- Organised four customer events with 500 guests each"),
  ],
  education: [school("MBA, Marketing", "Northwestern University")],
  skills: {
    technicalSkills: "SEO, Content Marketing, Email Marketing",
    frameworks: "",
    tools: "HubSpot, Google Ads, Mailchimp, Google Analytics",
    softSkills: "Leadership, Communication",
  },
});

export const MARKETING_POSTING = {
  company: "Cobalt Analytics",
  role: "Senior Marketing Manager",
  description: `Cobalt Analytics is hiring a Senior Marketing Manager for demand generation.
You will own marketing automation in HubSpot, SEO and content marketing, and paid media budgets on Google Ads.
Report pipeline and MQLs to leadership every month.`,
};

export const CAREER_CHANGER = resume({
  personalInfo: person("Sam", "Rivera", "sam.rivera@example.com", "Canada"),
  experiences: [
    job(
      "exp-1",
      "High School Math Teacher",
      "Lincoln High School",
      "- Designed lesson plans for 150 students across five classes\n- Raised state test pass rates by 18% with data-driven instruction\n- Led classroom management training for new teachers",
      { currentJob: true },
    ),
  ],
  education: [school("BA Mathematics", "San Jose State University")],
  skills: { technicalSkills: "JavaScript, HTML, CSS", frameworks: "React", tools: "Git, Google Classroom", softSkills: "Communication, Patience, Mentoring" },
  projects: [
    {
      id: "prj-1",
      title: "Gradebook Pal",
      description: "- Built a React app that tracks grades and assignments for 3 teachers",
      technologies: "React, JavaScript",
      link: "",
      github: "",
      startDate: "2024",
      endDate: "",
    },
  ],
});

export const JUNIOR_FRONTEND_POSTING = {
  company: "Brightpath Learning",
  role: "Junior Frontend Developer",
  description: `Brightpath Learning is hiring a Junior Frontend Developer.
Build React and JavaScript features for our learning platform, write HTML and CSS, and work in Git with a small team.`,
};
