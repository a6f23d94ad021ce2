import { describe, expect, it } from "vitest";
import { mergeSkills, parseSkillsLines } from "./skills.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import type { ParsedAdditionalInfo, ParsedSkills } from "../types.server.ts";

function run(text: string, title = "Skills") {
  const skills: ParsedSkills = { technicalSkills: "", softSkills: "", tools: "", frameworks: "" };
  const extra: ParsedAdditionalInfo = { certifications: "", languages: "", hobbies: "", volunteering: "", awards: "", publications: "" };
  mergeSkills([parseSkillsLines(linesFromText(text), title)], skills, extra);
  return { skills, extra };
}
const all = (s: ParsedSkills) => [s.technicalSkills, s.frameworks, s.tools, s.softSkills].filter(Boolean).join(", ").split(", ");

describe("skill names with symbols survive", () => {
  it("C#, .NET, C++, Node.js, CI/CD, A/B testing", () => {
    const { skills } = run("Languages: C# .NET, C++, Node.js\nPractices: CI/CD, A/B testing, ASP.NET Core");
    expect(all(skills)).toEqual(expect.arrayContaining(["C# .NET", "C++", "Node.js", "CI/CD", "A/B testing", "ASP.NET Core"]));
  });
  it("a list parted by slashes with spaces round them, a category name first labelling it", () => {
    const { skills } = run("Welding / Rigging / Forklift operation / TCP/IP networks\nSoftware / AutoCAD / SolidWorks");
    expect(all(skills)).toEqual(expect.arrayContaining(["Welding", "Rigging", "Forklift operation", "TCP/IP networks", "AutoCAD", "SolidWorks"]));
    expect(all(skills)).not.toContain("Software");
    expect(skills.tools).toBe("AutoCAD, SolidWorks");
  });
  it("a list separated by bullets or pipes", () => {
    const { skills } = run("C# • .NET • F# | Objective-C");
    expect(all(skills)).toEqual(["C#", ".NET", "F#", "Objective-C"]);
  });
});

describe("proficiency prefixes", () => {
  it("are not part of the skill", () => {
    const { skills } = run("Proficient in Python, Java and Go\nFamiliar with Docker, Kubernetes\nExperienced in SQL; working knowledge of Rust");
    expect(all(skills)).toEqual(["Python", "Java", "Go", "Docker", "Kubernetes", "SQL", "Rust"]);
  });
});

describe("headings and prose are not skills", () => {
  it("a capitalised group label before a sentence labels it; the sentence is not a skill", () => {
    const { skills } = run("PROGRAMMING, Over 5000 lines of code written in Python and MATLAB\nDESIGN, AutoCAD, SolidWorks");
    const items = all(skills);
    expect(items).not.toContain("PROGRAMMING");
    expect(items.some((s) => /lines of code/i.test(s))).toBe(false);
    expect(items).toEqual(expect.arrayContaining(["Python", "MATLAB", "AutoCAD", "SolidWorks"]));
  });
  it("one line opening with an uncommon skill in capitals is a list, not a labelled one", () => {
    const { skills } = run("SAFEPASS, Hazard spotting, Toolbox talks");
    expect(all(skills)).toEqual(["SAFEPASS", "Hazard spotting", "Toolbox talks"]);
    // a word naming a kind of skill still labels its line
    expect(all(run("TOOLS, Git, Jira").skills)).toEqual(["Git", "Jira"]);
  });
  it("a list of skills all in capitals has no label", () => {
    const { skills } = run("CATIA, ANSYS, ABAQUS");
    expect(all(skills)).toEqual(["CATIA", "ANSYS", "ABAQUS"]);
  });
  it("a degree in a skills list is dropped", () => {
    const { skills } = run("Bachelor of Science in Mechanical Engineering\nPython, Excel, MS Office");
    expect(all(skills)).toEqual(["Python", "Excel", "MS Office"]);
  });
  it("a heading word alone is not a skill", () => {
    const { skills } = run("TECHNICAL SKILLS\nPython, SQL\nSkills\nTableau");
    expect(all(skills)).toEqual(["Python", "SQL", "Tableau"]);
  });
});

describe("technical vs soft when the groups are unlabelled", () => {
  it("a mixed list is split by what each skill is", () => {
    const { skills } = run("Python, Leadership, SQL, Communication, Problem Solving, Tableau", "Skills & Strengths");
    expect(skills.softSkills).toBe("Leadership, Communication, Problem Solving");
    expect(skills.technicalSkills).toBe("Python, SQL, Tableau");
  });
  it("a Soft Skills section keeps its items soft", () => {
    const { skills } = run("Negotiation, Public Speaking", "Soft Skills");
    expect(skills.softSkills).toBe("Negotiation, Public Speaking");
  });
});

describe("a skill opened by a figure joined to a word", () => {
  it("is kept, while a sentence with a figure is still dropped", () => {
    const { skills } = run("AQL sampling\n4-point yarn inspection\n3-phase motor wiring\nShade matching", "Technical Skills");
    expect(all(skills)).toEqual(expect.arrayContaining(["4-point yarn inspection", "3-phase motor wiring", "Shade matching"]));
    expect(all(run("Shade matching\nInspected over 400 rolls a week", "Technical Skills").skills)).not.toContain("Inspected over 400 rolls a week");
  });
  it("is kept when the figure is glued to a letter ('6S', '5S', '3D')", () => {
    const { skills } = run("Kaizen events\n6S audits\n5S workplace organisation\n3D printing", "Skills");
    expect(all(skills)).toEqual(expect.arrayContaining(["6S audits", "5S workplace organisation", "3D printing"]));
  });
});

describe("a product's short name and module in capitals opening a list", () => {
  it("is a skill, not the list's label", () => {
    expect(all(run("ERP MM, Goods receipt, Stock counts").skills)).toEqual(expect.arrayContaining(["ERP MM", "Goods receipt"]));
    expect(all(run("ABC FI-GL • Journal entries • Month-end close").skills)).toEqual(expect.arrayContaining(["ABC FI-GL", "Journal entries"]));
    expect(all(run("DESIGN, AutoCAD, SolidWorks").skills)).not.toContain("DESIGN");
  });
});

describe("a grid of bulleted cells, one cell listing several items", () => {
  it("takes no cell for the label of the next", () => {
    const items = all(run("• Welding\t• Rigging\n• Forklift driving\t• Blueprint reading, Scaffolding").skills);
    expect(items).toEqual(expect.arrayContaining(["Welding", "Forklift driving", "Blueprint reading", "Scaffolding"]));
  });
});

describe("a label joining certifications to tools or skills", () => {
  it("lists skills, where a label of certifications alone lists credentials", () => {
    expect(all(run("Certifications & Tools: Trench shoring, Pipe threading").skills)).toEqual(expect.arrayContaining(["Trench shoring", "Pipe threading"]));
    expect(run("Certifications: First Aid Level 2, Confined Space Entry").extra.certifications).toContain("First Aid Level 2");
  });
});

describe("a method's code of a figure and capitals opening an item", () => {
  it("names the skill, no measure of a sentence", () => {
    expect(all(run("5S workplace audits\n3D surface modelling").skills)).toEqual(expect.arrayContaining(["5S workplace audits", "3D surface modelling"]));
  });
});

describe("a group's title over its bulleted items", () => {
  it("names no skill", () => {
    expect(all(run("Leadership\n• Shift planning\n• Coaching").skills)).toEqual(expect.not.arrayContaining(["Leadership"]));
    expect(all(run("Leadership\n• Shift planning\n• Coaching").skills)).toEqual(expect.arrayContaining(["Shift planning"]));
    expect(all(run("Rota Planning\nPlanned weekly rotas for 30 staff across two sites\nTechnical\nExcel, Rota software").skills)).toEqual([
      "Excel",
      "Rota software",
    ]);
  });
});

describe("a category's name over a row of chips", () => {
  it("names no skill", () => {
    expect(all(run("Frameworks\nReact\tVue\tSvelte").skills)).toEqual(["React", "Vue", "Svelte"]);
  });
});

describe("one-word skills in a row whose gaps were read as spaces", () => {
  it("are each a skill, under a category's name that names none", () => {
    expect(all(run("Frameworks\nDocker Excel Tableau Kubernetes").skills)).toEqual(["Docker", "Excel", "Tableau", "Kubernetes"]);
    expect(all(run("Microsoft Office Suite").skills)).toEqual(["Microsoft Office Suite"]);
  });
});
