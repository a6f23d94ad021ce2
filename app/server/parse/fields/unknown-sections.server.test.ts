/**
 * Sections whose heading the synonym list does not hold: read by the heading's head word, or, for a
 * heading in the document's heading style that names nothing known, by what the section's lines
 * hold. Also the European CV's label rows, a skills table's header and rating cells, and a
 * credential listed among the degrees.
 */
import { describe, expect, it } from "vitest";
import { headingKind } from "../sections/headings.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import { makeLine } from "../lines/layout.server.ts";
import type { ExtractedDocument, Line } from "../types.server.ts";
import { extractFields, languagesText } from "./extract-fields.server.ts";
import { kindByContent } from "./section-content.server.ts";
import { withoutRowLabels } from "./label-rows.server.ts";
import { parseSkillsLines } from "./skills.server.ts";
import { credentialsAmongDegrees } from "./education.server.ts";
import { splitName } from "./contact.server.ts";

describe("headings by their head word", () => {
  it.each([
    ["Employment Record", "experience"],
    ["Experience Highlights", "experience"],
    ["ACADEMIC APPOINTMENTS", "experience"],
    ["Clinical Positions", "experience"],
    ["Career Overview", "experience"],
    ["Personal Skills", "skills"],
    ["Toolbox", "skills"],
    ["Laboratory Competences", "skills"],
    ["Language Proficiency", "languages"],
    ["Community Volunteering", "volunteering"],
    ["Research Projects", "projects"],
    ["Peer-reviewed Publications", "publications"],
    ["Prizes and Scholarships", "awards"],
    ["Academic Degrees", "education"],
    // informal titles: a verb or a phrase around the head word
    ["What I Studied", "education"],
    ["Languages Spoken", "languages"],
    ["Commendations and Medals", "awards"],
    ["My Specialisms", "skills"],
    ["Career Snapshot", "summary"],
    ["At a Glance", "summary"],
    ["In Brief", "summary"],
    ["Offices Held", "experience"],
    ["My Track Record", "experience"],
    ["Academic Records", "education"],
    ["My Tools of the Trade", "skills"],
    ["Linguistic Skills:", "languages"],
  ])("%s is %s", (text, kind) => expect(headingKind(text)).toBe(kind));

  it("does not take job titles, table columns or labelled values for headings", () => {
    for (const t of [
      "Career Advisor",
      "Head of Projects",
      "Education Officer",
      "Skills Trainer",
      "Skill",
      "Blog Posts",
      "Gold Medal",
      "GPA: 3.9/4.0 Skills",
      "Work in progress on the new payroll system",
    ])
      expect(headingKind(t)).toBeNull();
  });
});

describe("what a section's lines hold", () => {
  const kind = (text: string) => kindByContent(linesFromText(text));
  it("reads entries with date ranges as experience", () => {
    expect(kind("Harbour Master\tPort of Valletta\t2019 – 2023\nLogistics Clerk\tMalta Freeport\tMay 2015 – Jan 2019")).toBe("experience");
    expect(kind("Orchard Supervisor, Kettle Valley Fruit\nApr 2018 – present\n• Ran a picking crew of twelve")).toBe("experience");
  });
  it("reads degree lines as education, even with dates", () => {
    expect(kind("Bachelor of Forestry, Lincoln University\t2012 – 2016\nDiploma in Arboriculture, Otago Polytechnic\t2010 – 2011")).toBe("education");
  });
  it("reads a short list of terms as skills and spoken languages as languages", () => {
    expect(kind("Chainsaw operation • Tree climbing • Pest control\nGIS mapping, Drone surveys")).toBe("skills");
    expect(kind("Italian (native), Arabic (fluent), English")).toBe("languages");
  });
  it("leaves prose and lone dated lines alone", () => {
    expect(kind("I spent three summers restoring dry-stone walls on the family farm, which taught me patience.")).toBeNull();
    expect(kind("Regional Ploughing Champion, 2021")).toBeNull();
  });
});

describe("a document with a heading nobody listed", () => {
  let y = 80;
  const line = (segs: string[], bold = false, size = 10): Line => {
    let x = 50;
    return makeLine(
      segs.map((text) => {
        const s = { text, x, x2: x + text.length * 5, bold, size, font: bold ? "Serif-Bold" : "Serif" };
        x += 200;
        return s;
      }),
      1,
      (y += 14),
    );
  };
  const head = (t: string) => line([t], true, 12);

  it("classifies the unknown sections by their content and keeps every job", () => {
    const lines = [
      line(["Tamsin Borg"], true, 20),
      line(["tamsin.borg@example.mt  ·  +356 7900 1234"]),
      head("PROFILE"),
      line(["Harbour logistics lead with ten years on the quayside."]),
      head("WHERE WE DOCKED"),
      line(["Harbour Master", "March 2019 – Present"]),
      line(["Port of Galway, Galway, Ireland"]),
      line(["• Cut vessel turnaround time by a fifth"]),
      line(["Logistics Clerk", "May 2015 – February 2019"]),
      line(["Baltic Freeport, Gdańsk, Poland"]),
      head("EDUCATION"),
      line(["Bachelor of Commerce", "2011 – 2014"]),
      line(["University of Malta"]),
      head("KIT BAG"),
      line(["Crane scheduling, Customs declarations, SAP"]),
      head("LANGUAGES"),
      line(["Maltese, English"]),
    ];
    const r = extractFields({ lines, links: [] } as unknown as ExtractedDocument);
    expect(r.experiences.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Harbour Master", "Port of Galway", "March 2019", "Present"],
      ["Logistics Clerk", "Baltic Freeport", "May 2015", "February 2019"],
    ]);
    expect(r.education.map((e) => e.degree)).toEqual(["Bachelor of Commerce"]);
    expect(r.skills.technicalSkills).toContain("Crane scheduling");
    expect(r.skills.technicalSkills).toContain("SAP");
  });
});

describe("European CV label rows", () => {
  let y = 0;
  const row = (label: string, value: string): Line =>
    makeLine(
      [
        { text: label, x: 40, x2: 180, bold: false, size: 9, font: "Sans" },
        { text: value, x: 200, x2: 520, bold: false, size: 10, font: "Sans" },
      ],
      1,
      (y += 14),
    );
  it("takes the labels off so the values read as an entry", () => {
    const lines = [
      row("Dates", "Sep 2017 – Aug 2021"),
      row("Occupation or position held", "Ferry Deckhand"),
      row("Name and address of employer", "Gozo Channel Line, Galway, Ireland"),
      row("Main activities and responsibilities", "Mooring; passenger safety drills"),
    ];
    expect(withoutRowLabels(lines).map((l) => l.text)).toEqual([
      "Sep 2017 – Aug 2021",
      "Ferry Deckhand",
      "Gozo Channel Line, Galway, Ireland",
      "Mooring; passenger safety drills",
    ]);
    const r = extractFields({
      lines: [makeLine([{ text: "Work experience", x: 40, x2: 160, bold: true, size: 12, font: "Sans-Bold" }], 1, -10), ...lines],
      links: [],
    } as unknown as ExtractedDocument);
    expect(r.experiences.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Ferry Deckhand", "Gozo Channel Line", "Sep 2017", "Aug 2021"],
    ]);
  });
  it("takes off the labels labelled jobs use too, in the same label column", () => {
    const lines = [row("Duration", "Sep 2017 – Aug 2021"), row("Designation", "Ferry Deckhand"), row("Main activities and responsibilities", "Mooring")];
    expect(withoutRowLabels(lines).map((l) => l.text)).toEqual(["Sep 2017 – Aug 2021", "Ferry Deckhand", "Mooring"]);
  });
  it("leaves a section with a single label-like row as it is", () => {
    const lines = [row("Position", "Ferry Deckhand"), makeLine([{ text: "Gozo Channel Line", x: 40, x2: 200, bold: false, size: 10, font: "Sans" }], 1, 99)];
    expect(withoutRowLabels(lines)).toBe(lines);
  });
});

describe("a skills table", () => {
  it("reads neither the header row nor the rating cells as skills", () => {
    const lines = linesFromText("Skill\tLevel\tYears\nRope access\tExpert\t6\nWelding inspection\tIntermediate\t3 years\nNDT ultrasonics\tB2\t2");
    const r = parseSkillsLines(lines, "Know-how");
    expect(Object.values(r.skills).flat()).toEqual(["Rope access", "Welding inspection", "NDT ultrasonics"]);
  });
});

describe("credentials among the degrees", () => {
  it("moves a certification line out of education and keeps degrees, schools and details", () => {
    const lines = linesFromText(
      "Bachelor of Nursing\t2016\nUniversity of Auckland\nCertified Wilderness First Responder, 2020\nRegistered Nurse (NZ), 2017\nCertificate in Midwifery, Unitec Institute\t2018",
    );
    const { credentials, rest } = credentialsAmongDegrees(lines);
    expect(credentials.map((l) => l.text)).toEqual(["Certified Wilderness First Responder, 2020", "Registered Nurse (NZ), 2017"]);
    expect(rest.map((l) => l.segments[0]!.text)).toEqual(["Bachelor of Nursing", "University of Auckland", "Certificate in Midwifery, Unitec Institute"]);
  });
});

describe("a surname set in capitals", () => {
  it("keeps every given name before it in the first name", () => {
    expect(splitName("Ana Lucía QUISPE")).toEqual({ firstName: "Ana Lucía", lastName: "Quispe" });
    expect(splitName("Thi Mai NGUYEN HOANG")).toEqual({ firstName: "Thi Mai", lastName: "Nguyen Hoang" });
    expect(splitName("Jean-Luc R. VAN DAMME")).toEqual({ firstName: "Jean-Luc", lastName: "van Damme" });
    expect(splitName("Kofi O'BRIEN-ASANTE")).toEqual({ firstName: "Kofi", lastName: "O'Brien-Asante" });
  });
  it("changes nothing when the whole name, or none of it, is in capitals", () => {
    expect(splitName("ANA LUCÍA QUISPE")).toEqual({ firstName: "Ana", lastName: "Quispe" });
    expect(splitName("Ana Lucía Quispe")).toEqual({ firstName: "Ana", lastName: "Quispe" });
  });
});

describe("European CV language rows", () => {
  it("keeps the languages, not the row labels", () => {
    const row = (label: string, value: string, y: number) =>
      makeLine(
        [
          { text: label, x: 40, x2: 180, bold: false, size: 9, font: "Sans" },
          { text: value, x: 200, x2: 420, bold: false, size: 10, font: "Sans" },
        ],
        1,
        y,
      );
    expect(languagesText([row("Mother tongue(s)", "Slovak", 10), row("Other language(s)", "German (B2), English (C1)", 24)])).toBe(
      "Slovak, German (B2), English (C1)",
    );
    // a plain list is read whole
    expect(languagesText(linesFromText("Slovak, German"))).toBe("Slovak, German");
  });
});

describe("languages, skills and licences under titles that join or rename them", () => {
  const fields = (text: string) => extractFields({ kind: "docx", links: [], lines: linesFromText(text) } as ExtractedDocument);
  it("'Tongues' and 'Linguistic skills' head the languages", () => {
    expect(headingKind("TONGUES")).toBe("languages");
    expect(headingKind("Linguistic skills")).toBe("languages");
    expect(headingKind("Mother Tongue")).toBe("languages");
  });
  it("spoken languages the vocabulary does not name stay languages; programming languages are skills", () => {
    const spoken = fields("Efua Quaye\nefua@example.org\nLanguages\nTwi, English, Ga");
    expect(spoken.additionalInfo.languages).toBe("Twi, English, Ga");
    expect(JSON.stringify(spoken.skills)).not.toMatch(/Twi/);
    const programming = fields("Efua Quaye\nefua@example.org\nLanguages\nPython, Kotlin, SQL");
    expect(programming.additionalInfo.languages).toBe("");
    expect(JSON.stringify(programming.skills)).toMatch(/Kotlin/);
  });
  it("'Licenses & Skills': the credentials are certifications, the other lines skills", () => {
    const r = fields("Efua Quaye\nefua@example.org\nLicenses & Skills\n• Forklift Licence, Class 2\n• Route planning\n• Pallet jack operation");
    expect(r.additionalInfo.certifications).toBe("Forklift Licence, Class 2");
    expect(JSON.stringify(r.skills)).toMatch(/Route planning/);
    expect(JSON.stringify(r.skills)).toMatch(/Pallet jack operation/);
    expect(JSON.stringify(r.skills)).not.toMatch(/Forklift/);
  });
  it("'Qualifications and Skills': a degree stays a qualification, the lines naming none are skills", () => {
    const r = fields(
      "Efua Quaye\nefua@example.org\nQualifications and Skills\nDiploma in Plumbing | Accra Technical Institute | 2019\n• Pipe threading\n• Leak detection",
    );
    expect(r.education.map((e) => [e.degree, e.school, e.graduationYear])).toEqual([["Diploma in Plumbing", "Accra Technical Institute", "2019"]]);
    expect(r.skills.technicalSkills).toBe("Pipe threading, Leak detection");
  });
  it("'Qualifications & Skills' of bullets alone: 'MS Excel' and a title's name among them are skills", () => {
    const r = fields("Efua Quaye\nefua@example.org\nQualifications & Skills\n• Pipe threading\n• Leak detection\n• Training\n• MS Excel");
    expect(r.education).toEqual([]);
    expect(r.skills.technicalSkills).toBe("Pipe threading, Leak detection, Training, MS Excel");
  });
});
