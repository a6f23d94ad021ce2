import { describe, expect, it } from "vitest";
import { headingKind } from "./headings.server.ts";
import { segmentSections } from "./segment-sections.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";

describe("headingKind", () => {
  const cases: Array<[string, string]> = [
    ["Experience", "experience"],
    ["WORK HISTORY", "experience"],
    ["Employment", "experience"],
    ["Professional Experience:", "experience"],
    ["Education", "education"],
    ["Academic Background", "education"],
    ["Technical Skills", "skills"],
    ["Skills & Abilities", "skills"],
    ["Projects", "projects"],
    ["Certifications", "certifications"],
    ["Languages", "languages"],
    ["Honors & Awards", "awards"],
    ["Publications", "publications"],
    ["Volunteer Experience", "volunteering"],
    ["Interests", "interests"],
    ["Summary", "summary"],
    ["Profile", "summary"],
    ["Career Objective", "summary"],
    ["E X P E R I E N C E", "experience"],
    ["Skills and Awards", "skills"],
  ];
  for (const [t, k] of cases) it(t, () => expect(headingKind(t)).toBe(k));
  it("ignores ordinary text", () => {
    expect(headingKind("Led a team of five engineers")).toBeNull();
    expect(headingKind("Google")).toBeNull();
  });
});

describe("segmentSections", () => {
  it("splits the stream at headings; lines before the first heading are the header", () => {
    const lines = linesFromText("Jane Roe\njane@roe.dev\nEXPERIENCE\nEngineer\tAcme Inc.\nEDUCATION\nBSc Physics\nSkills\nGo, Rust");
    const s = segmentSections(lines);
    expect(s.map((x) => x.kind)).toEqual(["header", "experience", "education", "skills"]);
    expect(s[0]!.lines.map((l) => l.text)).toEqual(["Jane Roe", "jane@roe.dev"]);
  });
  it("does not take a heading word inside a longer line as a heading", () => {
    const s = segmentSections(linesFromText("Name Here\nExperience with Kubernetes and Terraform at scale"));
    expect(s).toHaveLength(1);
  });
});

describe("inline headings", () => {
  it("'Skills: …' on one line opens a skills section, but not inside a skills section", () => {
    const s = segmentSections(linesFromText("Jane Roe\nEXPERIENCE\nEngineer\tAcme Inc.\t2020 - 2021\nTechnical Skills: Go, Rust"));
    expect(s.map((x) => x.kind)).toEqual(["header", "experience", "skills"]);
    const e = segmentSections(linesFromText("EDUCATION\nBSc Physics\tMIT\t2019\nLanguages: English, French"));
    expect(e.map((x) => x.kind)).toEqual(["header", "education", "languages"]);
    const t = segmentSections(linesFromText("SKILLS\nLanguages: Go, Rust\nTools: Git"));
    expect(t.map((x) => x.kind)).toEqual(["header", "skills"]);
  });
  it("'Technologies:' inside an entry stays in the entry", () => {
    const s = segmentSections(linesFromText("EXPERIENCE\nEngineer\tAcme Inc.\t2020 - 2021\nTechnologies: Go, Rust"));
    expect(s.map((x) => x.kind)).toEqual(["header", "experience"]);
  });
});

describe("spaced-out headings", () => {
  it("joins letter-spaced words", () => {
    expect(headingKind("W O R K   E X P E R I E N C E")).toBe("experience");
    expect(headingKind("S K I L L S")).toBe("skills");
  });
});
