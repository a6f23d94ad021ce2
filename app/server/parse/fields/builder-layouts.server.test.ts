/**
 * Layouts of common resume builders and word processors, each written out here as plain text:
 * letter-spaced and builder-specific section titles, Europass dates in square brackets before the
 * title, short date forms (two-digit years, a shared year, quarters), label/value jobs.
 */
import { describe, expect, it } from "vitest";
import { headingKind } from "../sections/headings.server.ts";
import { findDateRange } from "./dates.server.ts";
import { parseExperienceSection } from "./experience.server.ts";
import { parseEducationSection } from "./education.server.ts";
import { parseProjectsSection } from "./projects.server.ts";
import { extractFields } from "./extract-fields.server.ts";
import { findName } from "./contact.server.ts";
import { buildLines, makeLine } from "../lines/layout.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import { labelledRowsAsEntries } from "./labelled-entries.server.ts";

const parse = (text: string) => extractFields({ kind: "docx", links: [], lines: linesFromText(text) });
const jobs = (text: string) => parseExperienceSection(linesFromText(text)).map((e) => [e.jobTitle, e.company, e.startDate, e.endDate]);
const labelledJobs = (text: string) => parseExperienceSection(labelledRowsAsEntries(linesFromText(text)));

describe("builder section titles", () => {
  const cases: Array<[string, string]> = [
    // letter-spaced with the word gap lost, a title no synonym spells whole
    ["S K I L L S H I G H L I G H T S", "skills"],
    ["W O R K T I M E L I N E", "experience"],
    ["Intro", "summary"],
    ["Experience Timeline", "experience"],
    ["Education Timeline", "education"],
    ["Software Proficiency", "skills"],
    ["Skill Matrix", "skills"],
    ["Study", "education"],
    ["University", "education"],
    ["Details", "contact"],
    // jobs listed with their projects are jobs
    ["Project & Employment History", "experience"],
  ];
  for (const [text, kind] of cases) it(text, () => expect(headingKind(text)).toBe(kind));
  it("leaves a job title and a spaced-out name alone", () => {
    expect(headingKind("Head of Projects")).toBeNull();
    expect(headingKind("M A R T A K O V A C")).toBeNull();
  });
});

describe("short date forms", () => {
  const cases: Array<[string, string, string]> = [
    ["03/18 – 09/21", "03/2018", "09/2021"],
    ["4/22 - Present", "04/2022", "Present"],
    ["Jun–Sep 2023", "Jun 2023", "Sep 2023"],
    ["Intern, Acme Labs  Feb - Apr 2024", "Feb 2024", "Apr 2024"],
    ["Q4 2019 – ongoing", "2019", "Present"],
    ["Q1 2017 – Q3 2020", "2017", "2020"],
  ];
  for (const [text, start, end] of cases)
    it(text, () => {
      const r = findDateRange(text);
      expect(r && [r.start, r.end]).toEqual([start, end]);
    });
  it("reads no date from a fraction or a lone month pair", () => {
    expect(findDateRange("mixed 3/4 of the batch")).toBeNull();
    expect(findDateRange("Mon–Fri shifts")).toBeNull();
  });
});

describe("Europass dates in square brackets before the title", () => {
  it("reads the dates and keeps the title's words", () => {
    expect(
      jobs(
        [
          "[ 01/03/2021 – Current ] Harbour Pilot",
          "Baltic Pilotage AS",
          "Guided tankers into port",
          "[ 01/05/2016 – 28/02/2021 ] Second Officer",
          "Nordsee Shipping GmbH",
          "Kept the bridge watch",
        ].join("\n"),
      ),
    ).toEqual([
      ["Harbour Pilot", "Baltic Pilotage AS", "03/2021", "Present"],
      ["Second Officer", "Nordsee Shipping GmbH", "05/2016", "02/2021"],
    ]);
  });
  it("gives a degree its year", () => {
    const ed = parseEducationSection(linesFromText(["[ 01/09/2012 – 30/06/2016 ] BSc Nautical Science", "Maritime University of Gdynia"].join("\n")));
    expect(ed).toMatchObject([{ degree: "BSc Nautical Science", school: "Maritime University of Gdynia", graduationYear: "2016" }]);
  });
});

describe("sections under builder titles", () => {
  it("reads jobs under a timeline title and degrees under a one-word title", () => {
    const r = parse(
      [
        "Ines Moreau",
        "ines.moreau@example.com",
        "Experience Timeline",
        "Ferry Purser\tMar 2019 – Present",
        "Atlantic Ferries",
        "Study",
        "BA Hospitality, University of Nantes\t2014 – 2018",
      ].join("\n"),
    );
    expect(r.experiences).toMatchObject([{ jobTitle: "Ferry Purser", company: "Atlantic Ferries", startDate: "Mar 2019", endDate: "Present" }]);
    expect(r.education).toMatchObject([{ degree: "BA Hospitality", school: "University of Nantes", graduationYear: "2018" }]);
  });
});

describe("jobs printed as labelled rows", () => {
  it("reads 'Organisation' / 'Designation' / 'Duration' rows, the labels in a column of their own", () => {
    expect(
      labelledJobs(
        [
          "Organisation\t: Sahyadri Cables Pvt. Ltd.",
          "Designation\t: Quality Engineer",
          "Duration\t: Mar-2019 – Jan-2023",
          "Responsibilities:",
          "Audited the extrusion line every week",
          "Organisation\t: Narmada Wires Ltd.",
          "Designation\t: Trainee Engineer",
          "Duration\t: Jul-2016 – Feb-2019",
          "Responsibilities:",
          "Logged test results for copper cores",
        ].join("\n"),
      ).map((e) => [e.jobTitle, e.company, e.startDate, e.endDate]),
    ).toEqual([
      ["Quality Engineer", "Sahyadri Cables Pvt. Ltd.", "Mar-2019", "Jan-2023"],
      ["Trainee Engineer", "Narmada Wires Ltd.", "Jul-2016", "Feb-2019"],
    ]);
  });
  it("reads 'Client / Employer: …' with its dates in the next cell and its place in brackets", () => {
    const lines = labelledJobs(
      [
        "2022 – Present\tClient / Employer: Orebro Freight (Orebro, Sweden)",
        "Role: Data Engineer",
        "Tasks:",
        "Moved nightly loads to streaming",
        "2019 – 2022\tClient / Employer: Kalmar Ports (Kalmar, Sweden)",
        "Role: BI Developer",
        "Tasks:",
        "Built the berth dashboard",
      ].join("\n"),
    );
    expect(lines.map((e) => [e.jobTitle, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ["Data Engineer", "Orebro Freight", "Orebro, Sweden", "2022", "Present"],
      ["BI Developer", "Kalmar Ports", "Kalmar, Sweden", "2019", "2022"],
    ]);
    expect(lines[0]!.description).toContain("Moved nightly loads to streaming");
  });
  it("reads 'Company: / Position: / Time:' rows", () => {
    const jobs = labelledJobs(
      [
        "Company: Song Han Logistics Co., Ltd.",
        "Position: Warehouse Supervisor",
        "Time: 03/2021 - Present",
        "Responsibilities:",
        "• Ran the night shift of twelve pickers",
        "Company: Ben Thanh Retail JSC",
        "Position: Stock Clerk",
        "Time: 06/2018 - 02/2021",
      ].join("\n"),
    );
    expect(jobs.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Warehouse Supervisor", "Song Han Logistics Co., Ltd.", "03/2021", "Present"],
      ["Stock Clerk", "Ben Thanh Retail JSC", "06/2018", "02/2021"],
    ]);
  });
  it("takes the numbered plain line over each block of labelled rows for the employer when no row is labelled so", () => {
    const jobs = labelledJobs(
      [
        "1. Meghna Savings Bank Ltd.",
        "Designation\t: Cash Officer",
        "Duration\t: Mar, 2022 – Present",
        "Responsibilities:",
        "Counted the vault at the close of business",
        "Kept the cash register balanced.",
        "2. Karnaphuli Credit Union",
        "Designation\t: Teller",
        "Duration\t: Jan, 2020 – Feb, 2022",
      ].join("\n"),
    );
    expect(jobs.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Cash Officer", "Meghna Savings Bank Ltd.", "Mar, 2022", "Present"],
      ["Teller", "Karnaphuli Credit Union", "Jan, 2020", "Feb, 2022"],
    ]);
    expect(jobs[0]!.description).toContain("Kept the cash register balanced.");
  });
  it("leaves a job with one labelled detail as it is", () => {
    const text = ["Data Engineer, Orebro Freight\t2022 – Present", "Role: led the streaming migration"].join("\n");
    expect(labelledRowsAsEntries(linesFromText(text))).toEqual(linesFromText(text));
  });
});

describe("a graduation year set off by a comma", () => {
  it("ends a long degree line", () => {
    const ed = parseEducationSection(
      linesFromText(["MSc Marine Geoscience — University of the Western Fjords, 2019", "BSc Geology — Polar Institute of Technology, 2016"].join("\n")),
    );
    expect(ed.map((e) => [e.degree, e.school, e.graduationYear])).toEqual([
      ["MSc Marine Geoscience", "University of the Western Fjords", "2019"],
      ["BSc Geology", "Polar Institute of Technology", "2016"],
    ]);
  });
});

describe("the name in a sidebar layout", () => {
  const line = (text: string, y: number, size: number, bold = false) => makeLine([{ text, x: 230, x2: 500, bold, size, font: "Sans" }], 1, y);
  it("cuts a letter-spaced name whose word gap is lost where the e-mail address cuts it", () => {
    const lines = [line("M A R IJA P E T R OV IĆ", 70, 26, true), line("Harbour Lights Events", 190, 10, true), line("✉ marija.petrovic@example.com", 200, 9)];
    expect(findName(lines)).toBe("Marija Petrović");
  });
  it("cuts it where a profile handle does", () => {
    const lines = [line("T E V I TA L AT U", 70, 26, true), line("Blue Reef Diving", 190, 10, true), line("linkedin.com/in/tevita-latu-9", 200, 9)];
    expect(findName(lines)).toBe("Tevita Latu");
  });
  it("takes no list item of a Word sidebar for the name", () => {
    const r = parse(
      [
        "CONTACT",
        "ines.vidal@example.com",
        "SKILLS",
        "• Harbour Logistics",
        "• Customs Brokerage",
        "LANGUAGES",
        "Spanish: Native\tINES VIDAL",
        "Port Agent",
        "EXPERIENCE",
        "Port Agent\t2020 – Present",
        "Cadiz Shipping",
      ].join("\n"),
    );
    expect([r.personalInfo.firstName, r.personalInfo.lastName]).toEqual(["Ines", "Vidal"]);
  });
});

describe("a timeline's date column narrower than its dates", () => {
  const seg = (text: string, x: number, x2: number, bold = false) => ({ text, x, x2, bold, size: 10, font: "Sans" });
  it("puts the date's halves back together beside the title", () => {
    const lines = [
      makeLine([seg("Mar '23–", 60, 100, true), seg("Dive Instructor", 120, 220, true)], 1, 200),
      makeLine([seg("Present", 64, 100, true), seg("Blue Reef Diving · Dahab, Egypt", 120, 300)], 1, 211),
      makeLine([seg("Taught 40 open-water courses a season", 132, 380)], 1, 225),
      makeLine([seg("Apr '19–Feb", 45, 100, true), seg("Boat Skipper", 120, 200, true)], 1, 260),
      makeLine([seg("'23", 85, 100, true)], 1, 271),
      makeLine([seg("Coral Coast Charters · Hurghada, Egypt", 120, 320)], 1, 278),
      makeLine([seg("Ran two day trips a day for 20 divers", 132, 380)], 1, 292),
    ];
    expect(parseExperienceSection(lines).map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Dive Instructor", "Blue Reef Diving", "Mar 2023", "Present"],
      ["Boat Skipper", "Coral Coast Charters", "Apr 2019", "Feb 2023"],
    ]);
  });
});

describe("the person's town among other details", () => {
  it("ends a postal address, a country in brackets and a label after it", () => {
    const r = parse(
      [
        "Lena Saar",
        "Email address: lena.saar@example.com",
        "Address: Kalda tee 14, Tartu (Estonia) (Home)",
        "Experience",
        "Nurse\t2019 – Present",
        "Tartu Clinic",
      ].join("\n"),
    );
    expect([r.personalInfo.city, r.personalInfo.country]).toEqual(["Tartu", "Estonia"]);
  });
  it("ends an address in a label's cell with a street number first", () => {
    const r = parse(["Lena Saar", "Address\t2-4-1 Kita, Sendai, Japan", "E-mail\tlena.saar@example.com"].join("\n"));
    expect(r.personalInfo.city).toBe("Sendai");
  });
  it("sits on two lines of a details column, the country under the town", () => {
    const r = parse(["Lena Saar", "Nurse", "Details", "Kuressaare", "Estonia", "+372 555 0101", "lena.saar@example.com", "Skills", "Triage"].join("\n"));
    expect(r.personalInfo.city).toBe("Kuressaare");
  });
  it("follows an icon glyph the font maps to a control character", () => {
    const r = parse(["Lena Saar", "lena.saar@example.com  \u0000 Tartu, Estonia"].join("\n"));
    expect(r.personalInfo.city).toBe("Tartu");
  });
});

describe("a date column beside bullets", () => {
  it("leaves the next entry's dates to it, not to the bullet above", () => {
    expect(
      jobs(
        [
          "03/2020 - Present\tDock Supervisor, Baltic Freight",
          "\u25aa\tLoaded 40 trucks a shift",
          "06/2017 - 02/2020\tForklift Driver, Narva Depot",
          "\u25aa\tKept the yard log",
        ].join("\n"),
      ),
    ).toEqual([
      ["Dock Supervisor", "Baltic Freight", "03/2020", "Present"],
      ["Forklift Driver", "Narva Depot", "06/2017", "02/2020"],
    ]);
  });
});

describe("one-line projects without bullet glyphs", () => {
  it("reads a name and a dash before what each project is", () => {
    const projects = parseProjectsSection(
      linesFromText(
        [
          "Tide gauge logger — Logged sea levels every minute on a Raspberry Pi",
          "Seagrass mapping — Classified drone photos of two bays with QGIS",
          "and shared the maps with the harbour board",
          "Plankton counter — A small app that counts cells in microscope images",
        ].join("\n"),
      ),
    );
    expect(projects.map((p) => p.title)).toEqual(["Tide gauge logger", "Seagrass mapping", "Plankton counter"]);
    expect(projects[1]!.description).toBe("Classified drone photos of two bays with QGIS and shared the maps with the harbour board");
  });
});

describe("the European CV's language grid", () => {
  it("keeps the languages and leaves the grid's titles, levels and key out of the skills", () => {
    const r = parse(
      [
        "Ana Lima",
        "ana@lima.dev",
        "Language Skills",
        "Mother tongue(s): Portuguese",
        "Other language(s):",
        "UNDERSTANDING\tSPEAKING",
        "Listening\tReading\tSpoken production\tSpoken interaction",
        "Spanish\tB2\tB2\tB1\tB1",
        "WRITING",
        "B1",
        "Levels: A1 and A2: Basic user; B1 and B2: Independent user; C1 and C2: Proficient user",
      ].join("\n"),
    );
    expect(r.additionalInfo.languages).toBe("Portuguese, Spanish");
    expect(r.skills.technicalSkills).toBe("");
  });
});

describe("a consultant's assignments table", () => {
  const seg = (text: string, x: number) => ({ text, x, x2: x + 90, bold: false, size: 10, font: "Sans" });
  it("reads the employer on a 'Client / Role' cell's first line and the title under it", () => {
    const lines = [
      makeLine([seg("Period", 40), seg("Client / Role", 150), seg("Responsibilities", 300)], 1, 100),
      makeLine([seg("2021 – Present", 40), seg("Fjord Analytics", 150), seg("Built the billing data warehouse", 300)], 1, 114),
      makeLine([seg("Data Architect", 150)], 1, 126),
      makeLine([seg("2018 – 2021", 40), seg("Nordlys Energy", 150), seg("Modelled meter readings", 300)], 1, 150),
      makeLine([seg("BI Developer", 150)], 1, 162),
    ];
    const r = extractFields({ kind: "pdf", links: [], lines: [makeLine([{ ...seg("Assignments", 40), bold: true, size: 12 }], 1, 80), ...lines] });
    expect(r.experiences.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Data Architect", "Fjord Analytics", "2021", "Present"],
      ["BI Developer", "Nordlys Energy", "2018", "2021"],
    ]);
  });
});

describe("a letter-spaced name", () => {
  const line = (text: string, y: number, size: number, bold = false) => makeLine([{ text, x: 230, x2: 500, bold, size, font: "Sans" }], 1, y);
  it("is cut where a handle of one of its names begins or ends", () => {
    const lines = [line("T A N I A V O R S E K", 70, 26, true), line("HARBOUR PILOT", 100, 10), line("✉ tvorsek@example.com", 120, 9)];
    expect(findName(lines)).toBe("Tania Vorsek");
    const other = [line("T A N I A V O R S E K", 70, 26, true), line("HARBOUR PILOT", 100, 10), line("✉ tania.work@example.com", 120, 9)];
    expect(findName(other)).toBe("Tania Vorsek");
  });
  it("keeps its words where wider gaps set them apart", () => {
    expect(buildLines([{ text: "T A N I A   V O R S E K", x: 40, y: 70, w: 200, size: 26, font: "Sans-Bold", bold: true }], 1)[0]!.text).toBe("TANIA VORSEK");
  });
});
