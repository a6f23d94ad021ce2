/**
 * Entry shapes of everyday uploads: a job header of names set off by bars, however long and
 * whatever its last piece ends with; entries' dates set flush right beside a table or a skills
 * grid whose last cells reach past the gutter; an employer's heading over labelled rows with its
 * dates beside it; a training provider no word names as a school, told by the town closing it;
 * a degree named by its dotted initials; skills lists that open with a verb-like word, that run
 * into the contact details and referees, or that hold an item reading like a title; a trade's
 * helper's title; a town whose later name follows an elided small word; a table of the jobs over
 * each job told again with its duties; a name set in small caps, its capitals drawn larger; a town
 * the gazetteer does not know beside the title, the employer named by its legal form below.
 */
import { describe, expect, it } from "vitest";
import { textItem } from "../../../../tests/setup/text-items.ts";
import { parseExperienceSection } from "./experience.server.ts";
import { labelledRowsAsEntries } from "./labelled-entries.server.ts";
import { parseEducationSection } from "./education.server.ts";
import { parseSkillsLines } from "./skills.server.ts";
import { segmentSections } from "../sections/segment-sections.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import { buildLines, makeLine, type TextItem } from "../lines/layout.server.ts";
import { tableRowsAsEntries } from "./table-rows.server.ts";
import { orderPage } from "../read/extract-pdf.server.ts";

const jobs = (text: string) => parseExperienceSection(linesFromText(text)).map((e) => [e.jobTitle, e.company, e.startDate, e.endDate]);

describe("a job header of names set off by bars", () => {
  it("reads a header whose place ends with an abbreviation's dot, its dates below", () => {
    expect(
      jobs(
        [
          "Machine Setter | Ferrovia Componentes S.A. de C.V. | Tlaxcala, Tlax.",
          "2020 – Present",
          "Set up presses for each new run",
          "Forklift Driver | Almacenes del Norte | Apizaco, Tlax.",
          "2017 – 2020",
          "Moved pallets between bays",
        ].join("\n"),
      ),
    ).toEqual([
      ["Machine Setter", "Ferrovia Componentes S.A. de C.V.", "2020", "Present"],
      ["Forklift Driver", "Almacenes del Norte", "2017", "2020"],
    ]);
  });
  it("reads a long header under its dates, its place a town the gazetteer may not know", () => {
    expect(
      jobs(
        [
          "APR 2019 - PRESENT",
          "Senior Special Needs Learning Support Assistant | Bramblecote Church Primary Academy | Little Wendham",
          "• Lead reading groups",
          "JAN 2015 - MAR 2019",
          "Learning Support Assistant | Fernhill Infant School | Oakby",
          "• Supported Year 2",
        ].join("\n"),
      ),
    ).toEqual([
      ["Senior Special Needs Learning Support Assistant", "Bramblecote Church Primary Academy", "APR 2019", "Present"],
      ["Learning Support Assistant", "Fernhill Infant School", "JAN 2015", "MAR 2019"],
    ]);
  });
  it("keeps a sentence with a bar in it a description line", () => {
    expect(jobs(["Cook | Harbour Grill | Leeds", "2019 – 2021", "Cooked for 200 covers a night | trained two commis chefs."].join("\n"))).toEqual([
      ["Cook", "Harbour Grill", "2019", "2021"],
    ]);
  });
});

const item = textItem;

describe("dates set flush right beside entries, a grid's last cells past them", () => {
  it("reads each date on its entry's row, not as a column after the page", () => {
    const items: TextItem[] = [item("Rowan Ashdown", 45, 40, 160, 20, "Lato-Bold"), item("Payroll Officer", 45, 66, 90)];
    items.push(item("EXPERIENCE", 45, 100, 80, 11, "Lato-Bold"));
    const jobs: [string, string, string][] = [
      ["Payroll Officer", "Brackenford Dairies Ltd | Selby", "Mar 2021 – Present"],
      ["Payroll Clerk", "Ouseburn Hardware | Goole", "Jan 2018 – Feb 2021"],
      ["Accounts Junior", "Tadcaster Freight | Tadcaster", "Sep 2016 – Dec 2017"],
    ];
    jobs.forEach(([title, firm, dates], k) => {
      const y = 122 + 60 * k;
      items.push(item(title, 45, y, 90, 10, "Lato-Bold"), item(dates, 560 - dates.length * 5, y, dates.length * 5));
      items.push(item(firm, 45, y + 14, 170), item("• Ran the weekly and monthly payroll for the whole site", 58, y + 28, 280));
    });
    items.push(item("EDUCATION", 45, 310, 70, 11, "Lato-Bold"));
    items.push(item("BSc Accounting and Finance", 45, 330, 150, 10, "Lato-Bold"), item("2016", 540, 330, 20));
    items.push(item("University of Fenmere | Hull", 45, 344, 160));
    items.push(item("AAT Level 4 Diploma", 45, 362, 110, 10, "Lato-Bold"), item("2019", 540, 362, 20));
    items.push(item("Humber Training | Hull", 45, 376, 120));
    items.push(item("SKILLS", 45, 400, 50, 11, "Lato-Bold"));
    items.push(item("Sage Payroll", 52, 420, 60), item("Pensions", 170, 420, 45), item("HMRC filings", 290, 420, 60));
    items.push(item("Year-end returns", 384, 436, 80), item("Excel", 490, 436, 25));
    const lines = orderPage(items, 612, 1).map((l) => l.segments.map((sg) => sg.text));
    expect(lines).toContainEqual(["Payroll Officer", "Mar 2021 – Present"]);
    expect(lines).toContainEqual(["Payroll Clerk", "Jan 2018 – Feb 2021"]);
    expect(lines).toContainEqual(["BSc Accounting and Finance", "2016"]);
  });
});

describe("an employer's heading over labelled rows, its dates beside it", () => {
  it("keeps the dates and reads the designation as the title", () => {
    const lines = linesFromText(
      [
        "Kaveri Agro Seeds and Farm Inputs Pvt. Ltd., Mysuru\tAug 2020 – Till Date",
        "Designation: Area Sales Officer",
        "• Managed 30 dealers",
        "Deccan Fertilisers, Hubballi\tMay 2017 – Jul 2020",
        "Designation: Sales Executive",
        "• Ran farmer meetings",
      ].join("\n"),
    );
    const jobs = parseExperienceSection(labelledRowsAsEntries(lines)).map((e) => [e.jobTitle, e.company, e.startDate, e.endDate]);
    expect(jobs).toEqual([
      ["Area Sales Officer", "Kaveri Agro Seeds and Farm Inputs Pvt. Ltd.", "Aug 2020", "Present"],
      ["Sales Executive", "Deccan Fertilisers", "May 2017", "Jul 2020"],
    ]);
  });
});

const schooling = (text: string) => parseEducationSection(linesFromText(text)).map((e) => [e.degree, e.school, e.location, e.graduationYear]);

describe("a training provider no word names as a school", () => {
  it("is the name a town closes after a bar, the course the other piece", () => {
    expect(schooling(["2021", "Site Supervisor Safety Status | Harrowgate Training Partnership | Kendal"].join("\n"))).toEqual([
      ["Site Supervisor Safety Status", "Harrowgate Training Partnership", "Kendal", "2021"],
    ]);
  });
  it("is the name before the town after a bar when the gazetteer does not know the town either", () => {
    expect(schooling(["2022", "Pupil Support Level 4 Status | Ferrowmoor Learning Trust | Holmbrigg"].join("\n"))).toEqual([
      ["Pupil Support Level 4 Status", "Ferrowmoor Learning Trust", "Holmbrigg", "2022"],
    ]);
  });
  it("is the name a town closes after a comma, on the line under the course", () => {
    expect(schooling(["Forklift and Reach Truck Licence", "Moorside Plant Training, Ripon — 2018"].join("\n"))).toEqual([
      ["Forklift and Reach Truck Licence", "Moorside Plant Training", "Ripon", "2018"],
    ]);
  });
  it("still takes a school its words name", () => {
    expect(schooling(["NVQ Level 2 Bricklaying | Fellside College | Penrith", "2016"].join("\n")).map((e) => e.slice(0, 2))).toEqual([
      ["NVQ Level 2 Bricklaying", "Fellside College"],
    ]);
  });
});

describe("a degree named by its dotted initials", () => {
  it("keeps its field whole, commas and all, before the school", () => {
    expect(schooling("A.O.S. Welding, Fabrication and Metal Arts, Lakeshore Technical Institute\t2014")).toEqual([
      ["A.O.S. Welding, Fabrication and Metal Arts", "Lakeshore Technical Institute", "", "2014"],
    ]);
  });
});

const skillList = (text: string, title = "Skills") => {
  const r = parseSkillsLines(linesFromText(text), title).skills;
  return [...(r.technicalSkills ?? []), ...(r.softSkills ?? []), ...(r.tools ?? []), ...(r.frameworks ?? [])];
};

describe("a skills list", () => {
  it("of short items parted by slashes is a list, though its first item opens like a verb in the past", () => {
    expect(skillList("Guided reading / Restorative practice / Assessment for learning / Makerspace / Forest school", "Strengths")).toEqual([
      "Guided reading",
      "Restorative practice",
      "Assessment for learning",
      "Makerspace",
      "Forest school",
    ]);
  });
  it("stops at the contact details and referees run into it", () => {
    expect(
      skillList(
        [
          "Guided reading, Phonics, Makerspace",
          "Contact",
          "22 Tawa Street, Marton 4710\tDr Ana Whitlow, Principal, Ridgeview School",
          "027 555 0142\tana.whitlow@ridgeview.example.nz",
        ].join("\n"),
      ),
    ).toEqual(["Guided reading", "Phonics", "Makerspace"]);
    expect(skillList(["Pallet wrapping", "Forklift", "tomas.berg@example.com", "+44 7700 900123"].join("\n"))).toEqual(["Pallet wrapping", "Forklift"]);
  });
});

describe("a skill named with a code's number", () => {
  it("is a skill, not a sentence with a measure", () => {
    expect(skillList("HCPCS and ICD-10 coding\tPrior authorisations\nISO 9001 internal audits\tExcel")).toEqual([
      "HCPCS and ICD-10 coding",
      "Prior authorisations",
      "ISO 9001 internal audits",
      "Excel",
    ]);
    expect(skillList("Cut waste by 15 percent on the line")).toEqual([]);
  });
});

describe("a skills list's lines", () => {
  it("join a compound broken at its hyphen with no space", () => {
    expect(skillList("Boiler servicing / Gas safety / Work-\norder tracking / Pipe fitting")).toEqual([
      "Boiler servicing",
      "Gas safety",
      "Work-order tracking",
      "Pipe fitting",
    ]);
  });
});

describe("an item reading like a title in a list", () => {
  it("stays an item where every title is set in capitals", () => {
    const sections = segmentSections(
      linesFromText(
        [
          "Ines Moreau",
          "EXPERIENCE",
          "Nurse, Lakeside Clinic, 2019 – 2023",
          "SKILLS",
          "Wound care",
          "Triage",
          "Community education",
          "Phlebotomy",
          "LANGUAGES",
          "French",
        ].join("\n"),
      ),
    );
    expect(sections.map((s) => s.kind)).toEqual(["header", "experience", "skills", "languages"]);
    expect(sections[2]!.lines.map((l) => l.text)).toEqual(["Wound care", "Triage", "Community education", "Phlebotomy"]);
  });
});

describe("a job title of the building and repair trades", () => {
  it("is the title under the employer and its town", () => {
    expect(
      jobs(["HARBOUR ICE WORKS CO. — Vailoa\tMarch 2012 – June 2015", "Boiler Helper", "• Cleaned condensers"].join("\n")).map((j) => j.slice(0, 2)),
    ).toEqual([["Boiler Helper", "HARBOUR ICE WORKS CO."]]);
    expect(jobs(["Pellworth Builders Ltd — Hollins\tMay 2016 – Present", "Scaffold Rigger", "• Raised towers"].join("\n")).map((j) => j.slice(0, 2))).toEqual([
      ["Scaffold Rigger", "Pellworth Builders Ltd"],
    ]);
  });
});

describe("a town whose later name follows an elided small word", () => {
  it("is set off by a dash after the title and the employer", () => {
    const r = parseExperienceSection(linesFromText("03.2016 – 08.2019\tWarehouse Clerk, Logistica Brembana S.r.l. — Villa d'Almè\n• Checked deliveries"));
    expect(r.map((e) => [e.jobTitle, e.company, e.location])).toEqual([["Warehouse Clerk", "Logistica Brembana S.r.l.", "Villa d'Almè"]]);
  });
});

describe("a table of the jobs over each job told again with its duties", () => {
  const row = (y: number, ...cells: [string, number][]) =>
    makeLine(
      cells.map(([text, x]) => ({ text, x, x2: x + text.length * 4.5, bold: false, size: 10, font: "Arial" })),
      1,
      y,
    );
  it("keeps every row a job and gives each its duties", () => {
    const lines = [
      row(100, ["Employer", 50], ["Position", 200], ["Period", 420]),
      row(114, ["Ridgeline Dairies Ltd., Kandy", 50], ["Stores Supervisor", 200], ["Mar. 2021 to date", 420]),
      row(128, ["Hillcrest Hardware & Co., Matale", 50], ["Stores Clerk", 200], ["Jun. 2017 to Feb. 2021", 420]),
      row(150, ["Stores Supervisor – Ridgeline Dairies Ltd.", 46]),
      row(164, ["• Run the cold store's stock counts", 58]),
      row(178, ["Stores Clerk – Hillcrest Hardware & Co.", 46]),
      row(192, ["• Issued parts against job cards", 58]),
    ];
    const jobs = parseExperienceSection(tableRowsAsEntries(lines));
    expect(jobs.map((j) => [j.jobTitle, j.company, j.startDate, j.endDate])).toEqual([
      ["Stores Supervisor", "Ridgeline Dairies Ltd.", "Mar. 2021", "Present"],
      ["Stores Clerk", "Hillcrest Hardware & Co.", "Jun. 2017", "Feb. 2021"],
    ]);
    expect(jobs[0]!.description).toContain("stock counts");
    expect(jobs[1]!.description).toContain("job cards");
  });
});

describe("a name set in small caps, its capitals drawn larger", () => {
  it("is one run, its words parted by spaces", () => {
    // each letter drawn alone: the name's first capital at 9.5 pt, the small capitals after it at
    // 6.75 pt, word spaces between
    const items: TextItem[] = [];
    let x = 43;
    for (const [w, word] of ["KOVÁŘSKÉ", "DÍLNY", "S.R.O."].entries()) {
      [...word].forEach((ch, k) => {
        const size = w === 0 && k === 0 ? 9.5 : 6.75;
        items.push(item(ch, x, 300, 0.62 * size, size));
        x += 0.62 * size;
      });
      x += 2.6;
    }
    items.push(item("Sep. 2020 to date", 480, 300, 70, 9, "Lato-Italic"));
    expect(buildLines(items, 1).map((l) => l.segments.map((sg) => sg.text))).toEqual([["KOVÁŘSKÉ DÍLNY S.R.O.", "Sep. 2020 to date"]]);
  });
});

describe("a town the gazetteer does not know beside the title", () => {
  it("is the place when the line below names the employer by its legal form", () => {
    expect(jobs(["Firmware Engineer\tBrnovice", "KOVO TECHNIKA S.R.O.\tSep. 2020 to date", "• Wrote motor drivers"].join("\n"))).toEqual([
      ["Firmware Engineer", "KOVO TECHNIKA S.R.O.", "Sep. 2020", "Present"],
    ]);
    expect(parseExperienceSection(linesFromText("Firmware Engineer\tBrnovice\nKOVO TECHNIKA S.R.O.\tSep. 2020 to date"))[0]!.location).toBe("Brnovice");
  });
});
