import { describe, expect, it } from "vitest";
import type { ResumeFormData } from "../../../lib/resume.ts";
import { splitSkills } from "./skills.server.ts";
import { improveBullets } from "./text.server.ts";
import { lookupVerb, verbByBase } from "./verbs.server.ts";
import { enhanceFieldSync, enhanceResumeSync, polishResumeSync, tenseFor } from "./writer.server.ts";

const STRONG = [
  "train",
  "lead",
  "manage",
  "design",
  "build",
  "mentor",
  "negotiate",
  "coach",
  "launch",
  "reduce",
  "write",
  "teach",
  "spearhead",
  "oversee",
  "plan",
];
const OPENINGS = ["", "I ", "We ", "I also ", "and "];

describe("verbs: the author's strong verb is never swapped for another", () => {
  for (const base of STRONG) {
    it(base, () => {
      const verb = verbByBase(base)!;
      for (const opening of OPENINGS) {
        for (const form of [verb.past, verb.base, verb.gerund]) {
          for (const tense of ["past", "present"] as const) {
            const out = improveBullets(`${opening}${form} the new starters in the warehouse`, tense);
            const first = out.split(/\s/)[0]!;
            expect(lookupVerb(first)?.base, `${opening}${form} (${tense}) → ${out}`).toBe(base);
          }
        }
      }
    });
  }

  it("a weak opener with the author's own verb after it keeps that verb", () => {
    expect(improveBullets("Helped train 12 new cashiers", "past")).toBe("Helped train 12 new cashiers");
    expect(improveBullets("Responsible for training 12 new cashiers", "past")).toBe("Trained 12 new cashiers");
  });

  it("a weak opener before an action noun takes that noun's verb", () => {
    expect(improveBullets("Responsible for the management of the night shift", "past")).toBe("Managed the night shift");
    expect(improveBullets("In charge of supervision of 6 porters", "present")).toBe("Supervise 6 porters");
  });

  it("a summary's 'I <verb>' becomes the third person, for verbs outside the resume lexicon too", () => {
    expect(enhanceFieldSync("I want a job in retail. I thrive under pressure.", "summary")).toBe("Wants a job in retail. Thrives under pressure.");
    expect(enhanceFieldSync("I really love cooking for 200 guests.", "summary")).toBe("Enjoys cooking for 200 guests.");
  });

  it("conjugates with compromise, including doubled consonants", () => {
    expect(improveBullets("Planning the rota\nDebugging production incidents\nMentoring 3 juniors", "past")).toBe(
      "Planned the rota\nDebugged production incidents\nMentored 3 juniors",
    );
  });
});

describe("tense: present for the current job, past for one that ended, one tense per entry", () => {
  it("reads the entry's dates", () => {
    expect(tenseFor({ currentJob: true })).toBe("present");
    expect(tenseFor({ endDate: "Present" })).toBe("present");
    expect(tenseFor({ currentJob: false, endDate: "present" })).toBe("present");
    expect(tenseFor({ endDate: "Jun 2021" })).toBe("past");
    expect(tenseFor({ currentJob: false })).toBe("past");
    expect(tenseFor({})).toBeUndefined();
  });

  it("verbs joined to the first one take its tense", () => {
    expect(enhanceFieldSync("Trained and mentored new cashiers", "experience", { currentJob: true })).toBe("Train and mentor new cashiers");
    expect(enhanceFieldSync("Manage, train and schedule the night shift", "experience", { endDate: "2022" })).toBe(
      "Managed, trained and scheduled the night shift",
    );
  });

  const entry = (over: Partial<ResumeFormData["experiences"][number]>): ResumeFormData["experiences"][number] => ({
    id: "x",
    jobTitle: "Store Manager",
    company: "Tesco",
    startDate: "2020",
    endDate: "",
    currentJob: false,
    description: "",
    achievements: "",
    technologies: "",
    ...over,
  });
  const resume = (experiences: ResumeFormData["experiences"]): ResumeFormData => ({
    personalInfo: { firstName: "Sam", lastName: "Lee", email: "sam@example.com", phone: "", city: "", summary: "" },
    experiences,
    education: [],
    skills: { technicalSkills: "", softSkills: "", tools: "", frameworks: "" },
    projects: [],
    additionalInfo: {},
  });

  it("section Enhance and Generate's polish write the same tense for the same entry", () => {
    const cv = resume([
      entry({ id: "now", endDate: "Present", description: "Managed the rota\nTrained new staff", achievements: "Cut waste by 10%" }),
      entry({ id: "before", startDate: "2015", endDate: "2019", description: "Manage the tills\nTrains new staff", achievements: "Grow sales by 5%" }),
    ]);
    const enhanced = enhanceResumeSync(cv, "experience").experiences;
    const polished = polishResumeSync(cv).experiences;
    expect(enhanced.map((e) => [e.description, e.achievements])).toEqual(polished.map((e) => [e.description, e.achievements]));
    expect(enhanced[0]!.description).toBe("Manage the rota\nTrain new staff");
    expect(enhanced[1]).toMatchObject({ description: "Managed the tills\nTrained new staff", achievements: "Grew sales by 5%" });
  });
});

describe("skills: polish never moves a skill to another field", () => {
  const cv: ResumeFormData = {
    personalInfo: { firstName: "Sam", lastName: "Lee", email: "sam@example.com", phone: "", city: "", summary: "" },
    experiences: [],
    education: [],
    skills: { technicalSkills: "python, Docker, React, Communication, python", softSkills: "excel, leadership", tools: "SQL, figma", frameworks: "" },
    projects: [],
    additionalInfo: {},
  };
  const keys = ["technicalSkills", "softSkills", "tools", "frameworks"] as const;
  const itemsOf = (text: string | undefined) => new Set(splitSkills(text ?? "").map((item) => item.toLowerCase()));

  for (const [name, run] of [
    ["section Enhance", () => enhanceResumeSync(cv, "skills")],
    ["Generate's polish", () => polishResumeSync(cv)],
  ] as const) {
    it(name, () => {
      const out = run();
      for (const key of keys) expect(itemsOf(out.skills[key])).toEqual(itemsOf(cv.skills[key]));
      expect(out.skills.technicalSkills).toBe("Python, React, Docker, Communication");
    });
  }
});
