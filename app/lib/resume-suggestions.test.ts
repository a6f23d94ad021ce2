import { describe, expect, it } from "vitest";
import { diffSuggestions, type Suggestion } from "./resume-suggestions.ts";
import { mergeSuggestions, pendingSuggestions, readSuggestions } from "./stored-suggestions.ts";
import type { ResumeFormData } from "./resume.ts";

function form(extra: Partial<ResumeFormData> = {}): ResumeFormData {
  return {
    personalInfo: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "+44 20 7946 0958", summary: "Analyst who likes numbers." },
    experiences: [
      { id: "e1", jobTitle: "Analyst", company: "Acme", startDate: "2020", description: "Grew pipeline 40%\r\nhelped the sales team build", achievements: "" },
      { id: "e2", jobTitle: "Clerk", company: "Babbage & Co", startDate: "2018", description: "Kept the books", achievements: "" },
    ],
    education: [],
    skills: { technicalSkills: "SQL, Excel", softSkills: "Writing" },
    projects: [],
    additionalInfo: {},
    ...extra,
  } as ResumeFormData;
}

let counter = 0;
const ids = () => `s${++counter}`;

describe("diffSuggestions", () => {
  it("offers only the fields the writer changed, with the author's text as before and the writer's tidied as after", () => {
    const typed = form();
    const proposed = structuredClone(typed);
    proposed.experiences[0]!.description = "Grow pipeline 40%\nEnable the sales team to build  ";
    proposed.experiences[1]!.description = "  Kept the books "; // the same once tidied: no suggestion
    proposed.skills = { technicalSkills: "SQL", softSkills: "Writing", tools: "Excel" };
    const offered = diffSuggestions(typed, proposed, "generate", ["summary", "experience", "skills"], ids);
    expect(offered).toEqual([
      {
        id: expect.any(String),
        source: "generate",
        scope: "experience",
        section: "Experience: Analyst at Acme",
        fields: [
          {
            path: "experiences[0].description",
            label: "Job Description",
            before: "Grew pipeline 40%\r\nhelped the sales team build",
            after: "Grow pipeline 40%\nEnable the sales team to build",
          },
        ],
      },
      {
        id: expect.any(String),
        source: "generate",
        scope: "skills",
        section: "Skills",
        fields: [
          { path: "skills.technicalSkills", label: "Technical Skills", before: "SQL, Excel", after: "SQL" },
          { path: "skills.tools", label: "Tools", before: "", after: "Excel" },
        ],
      },
    ]);
  });

  it("keeps to the scopes asked for, matches experiences by id and never suggests clearing a field the writer left out", () => {
    const typed = form();
    const proposed = structuredClone(typed);
    proposed.personalInfo.summary = "Data analyst.";
    proposed.experiences.reverse();
    proposed.experiences[1]!.description = "Grew the pipeline by 40%";
    delete proposed.skills.technicalSkills;
    expect(diffSuggestions(typed, proposed, "enhance", ["summary"], ids).map((s) => s.section)).toEqual(["Summary"]);
    const experience = diffSuggestions(typed, proposed, "enhance", ["experience", "skills"], ids);
    expect(experience).toHaveLength(1);
    expect(experience[0]!.fields[0]!.path).toBe("experiences[0].description");
    expect(experience[0]!.fields[0]!.after).toBe("Grew the pipeline by 40%");
  });
});

describe("pendingSuggestions", () => {
  const typed = form();
  const proposed = structuredClone(typed);
  proposed.personalInfo.summary = "Data analyst.";
  const [summary] = diffSuggestions(typed, proposed, "generate", ["summary"], ids) as [Suggestion];

  it("offers a suggestion while its field holds the text it was made for (line endings and spacing aside)", () => {
    expect(pendingSuggestions([summary], typed)).toEqual([summary]);
    const reposted = form({ personalInfo: { ...typed.personalInfo, summary: "Analyst who likes numbers.  \r\n" } });
    expect(pendingSuggestions([summary], reposted)).toEqual([summary]);
  });

  it("hides it once accepted or once the author changed the field, and offers it again when the text is back", () => {
    const accepted = form({ personalInfo: { ...typed.personalInfo, summary: "Data analyst." } });
    expect(pendingSuggestions([summary], accepted)).toEqual([]);
    const edited = form({ personalInfo: { ...typed.personalInfo, summary: "Analyst." } });
    expect(pendingSuggestions([summary], edited)).toEqual([]);
    expect(pendingSuggestions([summary], typed)).toEqual([summary]);
  });

  it("leaves out stored entries of another shape", () => {
    expect(readSuggestions([{ id: 1 }, null, "x", summary])).toEqual([summary]);
    expect(readSuggestions(null)).toEqual([]);
  });
});

describe("mergeSuggestions", () => {
  it("replaces stored suggestions for the same fields and keeps the others", () => {
    const typed = form();
    const first = structuredClone(typed);
    first.personalInfo.summary = "One.";
    first.skills.technicalSkills = "SQL";
    const stored = diffSuggestions(typed, first, "generate", ["summary", "skills"], ids);
    const second = structuredClone(typed);
    second.personalInfo.summary = "Two.";
    const offered = diffSuggestions(typed, second, "enhance", ["summary"], ids);
    const merged = mergeSuggestions(stored, offered);
    expect(merged.map((s) => [s.section, s.fields[0]!.after])).toEqual([
      ["Skills", "SQL"],
      ["Summary", "Two."],
    ]);
  });
});
