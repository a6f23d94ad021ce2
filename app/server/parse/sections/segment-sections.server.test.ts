import { describe, expect, it } from "vitest";
import { headingKind } from "./headings.server.ts";
import { segmentSections } from "./segment-sections.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import { makeLine } from "../lines/layout.server.ts";
import type { Line } from "../types.server.ts";

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
    // letter-spaced titles whose word gaps a PDF lost, some letter pairs stuck together
    ["P R O F E S S I O N A L H I S TO RY", "experience"],
    ["Q U A L I F I C AT I O N S", "education"],
    // a hyphen inside a spaced word, an ampersand between two spaced words
    ["O F F - S H O R E E X P E R I E N C E", "experience"],
    ["S C H O O L I N G & T R A I N I N G", "education"],
    ["E M P L O Y M E N T & V O L U N T E E R I N G", "experience"],
    ["Qualifications & Licences", "certifications"],
    // a professional body's designations ("CPA", "ACCA"), not schooling
    ["PROFESSIONAL QUALIFICATIONS", "certifications"],
    ["Academic Qualifications", "education"],
  ];
  for (const [t, k] of cases) it(t, () => expect(headingKind(t)).toBe(k));
  it("reads a skill set as skills", () => {
    expect(headingKind("TECHNICAL SKILL SET")).toBe("skills");
  });
  it("takes a qualification named after its subject for no title", () => {
    expect(headingKind("Certificate of Secondary Education")).toBeNull();
    expect(headingKind("Diploma in Adult Education")).toBeNull();
    expect(headingKind("Secondary Education")).toBe("education");
  });
  it("ignores ordinary text", () => {
    expect(headingKind("Led a team of five engineers")).toBeNull();
    expect(headingKind("Google")).toBeNull();
    // short words, not a spaced-out title
    expect(headingKind("I T IS A B C")).toBeNull();
  });

  it("reads a career's path as the jobs, its profile as the opening paragraph, credentials as schooling", () => {
    expect(headingKind("Career Path")).toBe("experience");
    expect(headingKind("CAREER JOURNEY")).toBe("experience");
    expect(headingKind("Career Profile")).toBe("summary");
    expect(headingKind("Academic Credentials")).toBe("education");
    expect(headingKind("What I Bring")).toBe("skills");
    expect(headingKind("Prizes Won")).toBe("awards");
  });

  it("a languages heading that names the speaker's level is still about languages", () => {
    for (const t of ["Language Abilities", "LANGUAGES KNOWN", "Language Competence", "Language Proficiency", "Languages Spoken"])
      expect(headingKind(t), t).toBe("languages");
    expect(headingKind("Core Abilities")).toBe("skills");
  });

  it("a label in brackets after a link is not a heading", () => {
    const lines = linesFromText("Ravi Menon\nContact\nravi.example.net\n(Website)\nToolbox\nWelding");
    expect(segmentSections(lines).map((s) => s.kind)).toEqual(["header", "contact", "skills"]);
  });

  it("finds a letter-spaced title in the line stream", () => {
    const lines = linesFromText("Jane Roe\nC A R E E R H I S TO RY\nEngineer\tAcme Inc.\nS K I L L S\nGo, Rust");
    expect(segmentSections(lines).map((s) => s.kind)).toEqual(["header", "experience", "skills"]);
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

describe("a title's name as an item of a bulleted list", () => {
  it("'• Training' among the list's other items stays in the list", () => {
    const s = segmentSections(linesFromText("Jane Roe\nSkills\n• Stock control\n• Forklift driving\n• Training\n• MS Excel"));
    expect(s.map((x) => x.kind)).toEqual(["header", "skills"]);
    expect(s[1]!.lines.map((l) => l.text)).toContain("• Training");
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

describe("segmentSections on titles set in spaced-out small capitals", () => {
  // each size change cuts a piece: the capital "E" at the title's size, then "X P E R I E N C E" smaller
  let y = 100;
  const spaced = (...pieces: Array<[string, number]>): Line => {
    let x = 40;
    return makeLine(
      pieces.map(([text, size]) => {
        const segment = { text, x, x2: x + text.length * 6, bold: false, size, font: "Lato" };
        x = segment.x2 + 8;
        return segment;
      }),
      1,
      (y += 16),
    );
  };
  const plain = (text: string) => makeLine([{ text, x: 40, x2: 40 + text.length * 5, bold: false, size: 10, font: "Lato" }], 1, (y += 14));

  it("opens a section at each, not bold and in several pieces", () => {
    const sections = segmentSections([
      plain("Maren Okafor"),
      spaced(["W", 13], ["O R K", 10], ["H", 13], ["I S T O R Y", 10]),
      plain("Night Porter  Mar 2019 – Present"),
      plain("Harbour Inn, Portree"),
      spaced(["E", 13], ["D U C A T I O N", 10]),
      plain("Diploma in Hospitality  2018"),
    ]);
    expect(sections.map((s) => s.kind)).toEqual(["header", "experience", "education"]);
    expect(sections[1]!.lines.map((l) => l.text)).toEqual(["Night Porter  Mar 2019 – Present", "Harbour Inn, Portree"]);
  });
});

describe("titles in two languages", () => {
  it("are known by the half in a language the parser knows, in the headings' style as much as by their head word", () => {
    expect(headingKind("Competencias / Skills", false)).toBe("skills");
    expect(headingKind("Werdegang / Work History", false)).toBe("experience");
  });
});

describe("segmentSections on narrow sidebars", () => {
  let y = 100;
  const line = (text: string, bold = false, size = 10): Line =>
    makeLine([{ text, x: 49, x2: 49 + text.length * 5, bold, size, font: bold ? "Arial-Bold" : "Arial" }], 1, (y += 14));

  it("joins a section title wrapped over two lines", () => {
    for (const [first, second, kind] of [
      ["EDUCATION &", "TRAINING", "education"],
      ["ACADEMIC", "BACKGROUND", "education"],
    ] as const) {
      const lines = [
        line("Léa Fontaine", true, 22),
        line("SKILLS", true, 11.5),
        line("Python, Go"),
        line(first, true, 11.5),
        line(second, true, 11.5),
        line("B.Sc. in Statistics", true),
        line("University of Lagos"),
      ];
      const sections = segmentSections(lines);
      expect(sections.map((s) => [s.kind, s.title])).toEqual([
        ["header", ""],
        ["skills", "SKILLS"],
        [kind, `${first} ${second}`],
      ]);
      expect(sections[2]!.lines.map((l) => l.text)).toEqual(["B.Sc. in Statistics", "University of Lagos"]);
    }
  });

  it("keeps 'Honours: …' under a degree in the education section", () => {
    const lines = [
      line("EDUCATION", true, 11.5),
      line("MBA", true),
      line("University of Washington"),
      line("Honours: Dean's List (6 semesters)"),
      line("LANGUAGES", true, 11.5),
      line("English"),
    ];
    expect(segmentSections(lines).map((s) => [s.kind, s.lines.length])).toEqual([
      ["header", 0],
      ["education", 3],
      ["languages", 1],
    ]);
  });
});

describe("titles in a table's first column", () => {
  it("rows whose first cell names a section open that section with the rest of the row", () => {
    const s = segmentSections(
      linesFromText(
        [
          "Tamsin Reed",
          "Profile\tEvents planner with six years in regional tourism.",
          "Experience\tEvents Coordinator, Harbourside Venues",
          "Mar. 2022 - Present | Geelong VIC",
          "Education\tBachelor of Tourism, Coastal Institute of Technology",
          "Skills\tBudgeting, Vendor management",
        ].join("\n"),
      ),
    );
    expect(s.map((x) => [x.kind, x.lines.map((l) => l.text)])).toEqual([
      ["header", ["Tamsin Reed"]],
      ["summary", ["Events planner with six years in regional tourism."]],
      ["experience", ["Events Coordinator, Harbourside Venues", "Mar. 2022 - Present | Geelong VIC"]],
      ["education", ["Bachelor of Tourism, Coastal Institute of Technology"]],
      ["skills", ["Budgeting, Vendor management"]],
    ]);
  });
  it("one labelled row alone stays a line", () => {
    const s = segmentSections(linesFromText("Tamsin Reed\nEXPERIENCE\nEvents Coordinator\t2022 - 2024\nLanguages\tEnglish, Māori"));
    expect(s.map((x) => x.kind)).toEqual(["header", "experience"]);
  });
});

describe("a title wrapped in a left margin", () => {
  it("'Education and' / 'Training' beside the section's first line is one title", () => {
    const at = (x: number, y: number, text: string, bold = true) =>
      makeLine([{ text, x, x2: x + text.length * 5, bold, size: 10, font: bold ? "Arial-Bold" : "Arial" }], 1, y);
    const lines = [
      at(40, 100, "Experience"),
      at(150, 100, "Events Coordinator | 2022 - 2024", false),
      at(40, 140, "Education and"),
      at(150, 140, "Bachelor of Tourism | 2019"),
      at(40, 153, "Training"),
      at(150, 153, "Coastal Institute of Technology - Geelong, VIC", false),
    ];
    const s = segmentSections(lines);
    expect(s.map((x) => [x.kind, x.title, x.lines.map((l) => l.text)])).toEqual([
      ["header", "", []],
      ["experience", "Experience", ["Events Coordinator | 2022 - 2024"]],
      ["education", "Education and Training", ["Bachelor of Tourism | 2019", "Coastal Institute of Technology - Geelong, VIC"]],
    ]);
  });
});

describe("the headings of professional bodies a person belongs to", () => {
  for (const heading of ["PROFESSIONAL MEMBERSHIP", "Membership", "Professional Associations", "Professional Bodies"])
    it(`reads "${heading}" as a heading, so no school is taken from it`, () => expect(headingKind(heading)).toBe("volunteering"));
});

describe("a sidebar read after the main column", () => {
  const at = (text: string, x: number, y: number, bold = false, size = 10): Line =>
    makeLine([{ text, x, x2: x + text.length * 5, bold, size, font: bold ? "Arial-Bold" : "Arial" }], 1, y);

  it("keeps its smaller titles, set at its own edge, as titles", () => {
    const lines = [
      at("Ines Marlow", 255, 79, true, 22),
      at("Summary", 255, 138, true, 14),
      at("Dispensing pharmacist in a busy town pharmacy.", 255, 157),
      at("Experience", 255, 208, true, 14),
      at("Harbourside Pharmacy", 255, 227, false, 11),
      at("Pharmacist", 255, 242, true),
      at("May 2020 - Present (5 years)", 255, 256),
      at("Education", 255, 402, true, 14),
      at("Northgate University", 255, 421, false, 11),
      at("Contact", 60, 75, true, 11),
      at("ines@example.com", 60, 90, false, 9),
      at("Top Skills", 60, 149, true, 11),
      at("Medicines Review", 60, 164, false, 9),
      at("Stock Control", 60, 178, false, 9),
    ];
    const sections = segmentSections(lines);
    expect(sections.map((s) => s.kind)).toEqual(["header", "summary", "experience", "education", "contact", "skills"]);
    expect(sections.at(-1)!.lines.map((l) => l.text)).toEqual(["Medicines Review", "Stock Control"]);
  });
});

describe("a job's description label", () => {
  it("opens no section under the job", () => {
    const lines = linesFromText(
      [
        "Ravi Nair",
        "EMPLOYMENT DETAILS",
        "Organization\t: Kaveri Towers Pvt. Ltd., Mysuru",
        "Designation\t: RF Engineer",
        "Roles & Responsibilities:",
        "Planned 120 new sites",
        "Organization\t: Nilgiri Networks Ltd., Ooty",
        "Designation\t: Trainee Engineer",
        "Key Responsibilities:",
        "Logged drive tests",
        "EDUCATION",
        "B.E. Electronics",
      ].join("\n"),
    );
    expect(segmentSections(lines).map((s) => s.kind)).toEqual(["header", "experience", "education"]);
  });
});

describe("a plain word a title could be, far from the titles' edge", () => {
  const at = (text: string, x: number, y: number, bold = false): Line =>
    makeLine([{ text, x, x2: x + text.length * 5, bold, size: 10, font: bold ? "Arial-Bold" : "Arial" }], 1, y);
  it("is a table cell's wrapped line, not a title", () => {
    const lines = [
      at("Arjun Patil", 46, 60, true),
      at("EMPLOYMENT DETAILS", 46, 100, true),
      at("Organization : Sahyadri Telecom Ltd.", 46, 118),
      at("EDUCATIONAL QUALIFICATIONS", 46, 150, true),
      at("B.E. Electronics", 46, 170),
      at("University", 325, 176),
      at("TECHNICAL SKILLS", 46, 220, true),
      at("Atoll, TEMS", 46, 238),
      at("Languages Known", 46, 260),
      at("English, Marathi", 160, 260),
      at("Hobbies", 46, 276),
      at("Cricket", 160, 276),
    ];
    expect(segmentSections(lines).map((s) => s.kind)).toEqual(["header", "experience", "education", "skills", "languages", "interests"]);
  });
});

describe("a list's last item in capitals before a title", () => {
  it("is no first line of the title", () => {
    const sections = segmentSections(linesFromText("SKILLS\n• Pastry\n• HACCP\nREFERENCES\nAvailable on request."));
    expect(sections.map((s) => s.kind)).toEqual(["header", "skills", "references"]);
    expect(sections[1]!.lines.map((l) => l.text)).toEqual(["• Pastry", "• HACCP"]);
  });
});

describe("a functional resume's skills grouped under titles", () => {
  it("stay skills though a group's title names volunteering elsewhere", () => {
    const sections = segmentSections(linesFromText("SKILLS\nLeadership\n• Shift planning\n• Coaching\nTools\n• Rota software\nVOLUNTEERING\nFood bank driver"));
    expect(sections.map((s) => s.kind)).toEqual(["header", "skills", "volunteering"]);
  });
  it("leave a volunteering section after skills with items of their own as it is", () => {
    const sections = segmentSections(linesFromText("SKILLS\n• Coaching\nLeadership\nYouth league coach"));
    expect(sections.map((s) => s.kind)).toEqual(["header", "skills", "volunteering"]);
  });
});

describe("a singular or bracketed licence title", () => {
  it("reads 'Licence', 'License' and 'Licence(s)' as certifications", () => {
    for (const t of ["LICENCE", "License", "Licence(s)", "Licensure"]) expect(headingKind(t)).toBe("certifications");
    expect(headingKind("Certificate(s)")).toBe("certifications");
    expect(headingKind("Professional Registration")).toBe("certifications");
  });
});

describe("a bulleted duty ending in a section's name after 'and'", () => {
  it("stays in the job's list, and the job after it in the section", () => {
    const text = [
      "WORK EXPERIENCE",
      "Store Supervisor - Lotus Home Stores Pvt. Ltd., Indore",
      "(Mar 2021 - Present)",
      "• Plan weekly rosters",
      "• Handle stock audits and training",
      "Sales Associate - Orchid Retail Ltd., Bhopal",
      "(Jun 2019 - Feb 2021)",
      "• Billed customers",
      "EDUCATION",
      "B.Com, Narmada Commerce College, 2019",
    ].join("\n");
    const sections = segmentSections(linesFromText(text));
    expect(sections.map((s) => s.kind)).toEqual(["header", "experience", "education"]);
    expect(sections[1]!.lines.map((l) => l.text)).toContain("Sales Associate - Orchid Retail Ltd., Bhopal");
  });
});
