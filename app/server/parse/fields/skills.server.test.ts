import { describe, expect, it } from "vitest";
import { mergeSkills, parseSkillsLines, splitList } from "./skills.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import { makeLine } from "../lines/layout.server.ts";
import type { ParsedAdditionalInfo, ParsedSkills } from "../types.server.ts";

function run(text: string, title = "Skills") {
  const skills: ParsedSkills = { technicalSkills: "", softSkills: "", tools: "", frameworks: "" };
  const extra: ParsedAdditionalInfo = { certifications: "", languages: "", hobbies: "", volunteering: "", awards: "", publications: "" };
  mergeSkills([parseSkillsLines(linesFromText(text), title)], skills, extra);
  return { skills, extra };
}

describe("skills", () => {
  it("keeps parentheses together when splitting", () => {
    expect(splitList("SQL (SQL Server, MySQL), Python")).toEqual(["SQL (SQL Server, MySQL)", "Python"]);
  });
  it("groups by the document's own labels", () => {
    const { skills, extra } = run(
      "Programming Languages: Python, JavaScript, SQL\nFrameworks: React, Node.js\nSoft Skills: Leadership, Communication\nTools: Git, Docker\nSoftware: Excel\nInterests: Chess, Hiking\nAwards: Dean's List",
    );
    expect(skills).toEqual({
      technicalSkills: "Python, JavaScript, SQL",
      frameworks: "React, Node.js",
      softSkills: "Leadership, Communication",
      tools: "Git, Docker, Excel",
    });
    expect(extra.hobbies).toBe("Chess, Hiking");
    expect(extra.awards).toBe("Dean's List");
  });
  it("puts unlabelled skills into technicalSkills and joins wrapped lines", () => {
    const { skills } = run("JavaScript, TypeScript, Google Cloud\nPlatform, Firebase");
    expect(skills.technicalSkills).toBe("JavaScript, TypeScript, Google Cloud Platform, Firebase");
  });
  it("spoken languages under a Languages label go to additional info", () => {
    const { skills, extra } = run("Languages: English, Spanish\nLanguages: Go, Rust");
    expect(extra.languages).toBe("English, Spanish");
    expect(skills.technicalSkills).toBe("Go, Rust");
  });
});

describe("a Languages section", () => {
  it("of programming languages counts as skills, of spoken languages as languages", async () => {
    const { extractFields } = await import("./extract-fields.server.ts");
    const { linesFromText: lt } = await import("../lines/plain-text.server.ts");
    const a = extractFields({ kind: "docx", links: [], lines: lt("Jane Roe\njane@roe.dev\nLanguages\nPython, Go, TypeScript") });
    expect(a.skills.technicalSkills).toBe("Python, Go, TypeScript");
    const b = extractFields({ kind: "docx", links: [], lines: lt("Jane Roe\njane@roe.dev\nLanguages\nEnglish (native), Spanish") });
    expect(b.additionalInfo.languages).toBe("English (native), Spanish");
  });
});

describe("category lines", () => {
  it("a category name alone on a line labels the list below it", () => {
    const { skills } = run("Programming Languages\nPython, Java, Go\nFrameworks\nReact, Django, Spring");
    expect(skills).toMatchObject({ technicalSkills: "Python, Java, Go", frameworks: "React, Django, Spring" });
  });
  it("a skill name over its own labelled details stays a skill", () => {
    const { skills } = run("Python\nLibraries: pandas, matplotlib\nExcel\nTools: Pivot Table, VLOOKUP");
    expect(skills.technicalSkills).toContain("Python");
    expect(skills.frameworks).toBe("pandas, matplotlib");
  });
});

describe("labelled rows of a Harvard-style 'Skills & Interests'", () => {
  it("a capitalised first item after a label is a skill, not a second label", () => {
    const r = parseSkillsLines(linesFromText("Technical: STAAD; Revit; Site surveying"), "Skills & Interests");
    expect(r.skills.technicalSkills).toEqual(["STAAD", "Revit", "Site surveying"]);
  });
  it("'Language:' over languages with their levels, some no list names, is the languages", () => {
    const r = parseSkillsLines(linesFromText("Language: Sindhi (native), English (fluent), Balochi (conversational)"), "Skills & Interests");
    expect(r.extra.languages).toEqual(["Sindhi (native)", "English (fluent)", "Balochi (conversational)"]);
    expect(r.skills.technicalSkills ?? []).toEqual([]);
  });
});

describe("a functional resume's skills", () => {
  it("a skill with its measure is a skill; a sentence of what was done is no list; 'Technical' labels the list under it", () => {
    const r = parseSkillsLines(
      linesFromText(
        [
          "Patient Care",
          "Dressed wounds, changed beds and helped residents to the dining room",
          "Technical",
          "Typing 60 wpm • Care planning software • Manual handling",
        ].join("\n"),
      ),
      "Relevant Skills",
    );
    const all = [...(r.skills.technicalSkills ?? []), ...(r.skills.softSkills ?? [])];
    expect(r.skills.technicalSkills).toEqual(expect.arrayContaining(["Typing 60 wpm", "Care planning software", "Manual handling"]));
    expect(all).not.toContain("Dressed wounds");
    expect(all).not.toContain("Technical");
  });
  it("a list opening with a word in '-ed' is still a list", () => {
    const r = parseSkillsLines(
      linesFromText("Differentiated instruction · Classroom management · Assessment · Moodle · Lesson planning"),
      "Areas of Expertise",
    );
    expect(r.skills.technicalSkills ?? []).toContain("Moodle");
  });
});

describe("a details table of skills closing a European CV", () => {
  it("a licence in a labelled row is a certification, and the town and date it is signed with no skill", () => {
    const r = parseSkillsLines(linesFromText("IT\tRevit, Site supervision\nDriving licence\tClass C1\nDresden, 14.05.2026"), "Skills");
    expect(r.skills.technicalSkills).toEqual(["Revit", "Site supervision"]);
    expect(r.extra.certifications).toEqual(["Driving licence: Class C1"]);
  });
});

describe("a Languages row naming one language the vocabulary does not know", () => {
  it("is the person's languages, not skills", () => {
    const r = parseSkillsLines(linesFromText("Languages\tFaroese, English, Danish\nJob-related skills\tPayroll, Sage 50"), "Personal skills");
    expect(r.extra.languages).toEqual(["Faroese", "English", "Danish"]);
    expect(r.skills.technicalSkills).toEqual(["Payroll", "Sage 50"]);
  });
  it("a list of programming languages stays skills", () => {
    const r = parseSkillsLines(linesFromText("Languages\tPython, Kotlin, Haskell"), "Skills");
    expect(r.extra.languages ?? []).toEqual([]);
    expect(r.skills.technicalSkills).toEqual(["Python", "Kotlin", "Haskell"]);
  });
});

describe("items dated with the year they were earned", () => {
  it("are credentials, not skills, under a title of skills and certificates", () => {
    const r = parseSkillsLines(
      linesFromText("Forklift driving, Stock control, SAP\nIOSH Working Safely (2020) · First Aid at Work (2023)"),
      "Skills & Certificates",
    );
    expect(r.skills.technicalSkills).toEqual(["Forklift driving", "Stock control", "SAP"]);
    expect(r.extra.certifications).toEqual(["IOSH Working Safely (2020)", "First Aid at Work (2023)"]);
  });
});

describe("how long or how well, printed after a skill", () => {
  it("is no part of the skill", () => {
    const { skills } = run("Pallet wrapping (6 years)\nStock rotation (3+ yrs)\nRota planning Expert\nSubject Matter Expert\nExcel Advanced");
    expect(skills.technicalSkills.split(", ")).toEqual(expect.arrayContaining(["Pallet wrapping", "Stock rotation", "Rota planning", "Excel"]));
    expect(`${skills.technicalSkills}, ${skills.softSkills}`).toContain("Subject Matter Expert");
    expect(`${skills.technicalSkills}, ${skills.softSkills}`).not.toMatch(/years|yrs|Rota planning Expert|Excel Advanced/);
  });
});

describe("a grid of bulleted skills", () => {
  it("holds one skill a cell, a licence among them, and no label", () => {
    const { skills, extra } = run("• Welding\t• Rigging\n• Code 10 licence\t• Crane signalling");
    expect(skills.technicalSkills).toBe("Welding, Rigging, Code 10 licence, Crane signalling");
    expect(extra.certifications).toBe("");
  });
});

describe("languages and licences beside the skills", () => {
  it("files a European CV's row of mother tongue and other languages under languages", () => {
    const { skills, extra } = run(
      "Mother tongue / other languages\tGreek (native), Italian (B2), German (A2)\nJob-related skills\tRoute planning, Forklift",
      "Personal skills",
    );
    expect(extra.languages).toBe("Greek (native), Italian (B2), German (A2)");
    expect(skills.technicalSkills).not.toMatch(/Italian|B2/);
  });
});

describe("a row's label wrapped in its narrow column", () => {
  const row = (y: number, cells: Array<[number, string]>) =>
    makeLine(
      cells.map(([x, text]) => ({ text, x, x2: x + text.length * 5, bold: false, size: 10, font: "Serif" })),
      1,
      y,
    );
  it("joins the label's last word back, so the languages row lists languages and the next row's label stays out of the skills", () => {
    const lines = [
      row(500, [
        [46, "Mother tongue / other"],
        [190, "Spanish (native), English (B2), Italian (A2)"],
      ]),
      row(513, [[46, "languages"]]),
      row(528, [
        [46, "Job-related skills"],
        [190, "Forklift operation, Stock control, Route planning, MS Excel, Goods"],
      ]),
      row(542, [[190, "receiving"]]),
    ];
    const r = parseSkillsLines(lines, "Personal skills");
    const all = Object.values(r.skills).flat().join(" | ");
    expect(all).not.toMatch(/mother|tongue|spanish|job-related/i);
    expect(all).toContain("Forklift operation");
    expect(r.extra.languages).toEqual(["Spanish (native)", "English (B2)", "Italian (A2)"]);
  });
});
