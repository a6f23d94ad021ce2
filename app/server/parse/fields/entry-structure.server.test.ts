/**
 * Entry structures the older corpora did not print: dates opening the line ("2018 to date: Title,
 * Employer, City"), dates over each title, employers printed with their city and country, a
 * summary heading over a list of posts, titles set with letter spacing that no list names.
 */
import { describe, expect, it } from "vitest";
import { parseExperienceSection } from "./experience.server.ts";
import { parseEducationSection } from "./education.server.ts";
import { extractFields } from "./extract-fields.server.ts";
import { parsePlace, splitTrailingPlace } from "./locations.server.ts";
import { findDateRange } from "./dates.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import { makeLine } from "../lines/layout.server.ts";
import { headingKind, looksLikeHeading } from "../sections/headings.server.ts";
import { segmentSections } from "../sections/segment-sections.server.ts";
import { isRightAlignedDetails } from "../lines/line-structure.server.ts";
import type { ExtractedDocument, Line } from "../types.server.ts";

const jobs = (text: string) => parseExperienceSection(linesFromText(text)).map((e) => [e.jobTitle, e.company, e.location, e.startDate, e.endDate]);

describe("dates opening the entry's line", () => {
  it("a range set off by a colon before title, employer and place", () => {
    const text = [
      "2021 to date: Night Porter, Harbour View Inn, Mombasa, Kenya",
      "• Checked in guests arriving after midnight",
      "2016 to 2021: Bellboy, Coral Sands Resort, Malindi, Kenya",
      "• Carried luggage for up to 300 guests a day",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Night Porter", "Harbour View Inn", "Mombasa, Kenya", "2021", "Present"],
      ["Bellboy", "Coral Sands Resort", "Malindi, Kenya", "2016", "2021"],
    ]);
  });

  it("a range followed by other details after a bar", () => {
    const text = [
      "WELDER",
      "Northgate Steel Fabrication, Kisumu, Kenya",
      "Mar. 2022 — Jan. 2025 | Hours per week: 45 | Grade: 7",
      "Welded pressure vessels to code.",
      "WELDER'S HELPER",
      "Northgate Steel Fabrication, Kisumu, Kenya",
      "since 04/2019 | Hours per week: 40",
      "Ground and prepared joints.",
    ].join("\n");
    expect(jobs(text).map(([title, company, , start, end]) => [title, company, start, end])).toEqual([
      ["WELDER", "Northgate Steel Fabrication", "Mar. 2022", "Jan. 2025"],
      ["WELDER'S HELPER", "Northgate Steel Fabrication", "04/2019", "Present"],
    ]);
  });
});

describe("employers printed with their city and country", () => {
  it("the place is split off the employer, whatever the order of title and employer", () => {
    const text = [
      "Blue Lagoon Leisure, San Fernando, Trinidad and Tobago - Lifeguard",
      "MARCH 2021 - PRESENT",
      "• Watched over the main pool",
      "Coral Sands Resort, Port Louis, Mauritius - Bellboy",
      "JUNE 2016 - MARCH 2021",
      "• Carried luggage",
      // no place to tell: the order the entries above printed
      "Palm Court Leisure - Pool Attendant",
      "MAY 2014 - JUNE 2016",
      "• Set out loungers",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Lifeguard", "Blue Lagoon Leisure", "San Fernando, Trinidad and Tobago", "MARCH 2021", "Present"],
      ["Bellboy", "Coral Sands Resort", "Port Louis, Mauritius", "JUNE 2016", "MARCH 2021"],
      ["Pool Attendant", "Palm Court Leisure", "", "MAY 2014", "JUNE 2016"],
    ]);
  });

  it("an employer ending in a company word, or of three unknown words, is no city", () => {
    expect(parsePlace("Lakeside Builders Ltd, Beira, Mozambique", true)).toBeNull();
    expect(splitTrailingPlace("Lakeside Builders Ltd, Beira, Mozambique")?.before).toBe("Lakeside Builders Ltd");
    expect(parsePlace("Air Lagoon Pacific, San Fernando, Trinidad and Tobago", true)).toBeNull();
    expect(parsePlace("Yamoussoukro, Côte d'Ivoire")?.country).toBe("Côte d'Ivoire");
    expect(parsePlace("Pune, Maharashtra, India", true)?.city).toBe("Pune");
    expect(parsePlace("Santiago de los Caballeros, Dominican Republic", true)?.city).toBe("Santiago de los Caballeros");
  });

  it("dates over the title, the employer and its place after a bar on the line below", () => {
    const text = [
      "SPRING 2023 – WINTER 2024",
      "Bakery Assistant",
      "Crumb & Crust Bakery | Santiago de los Caballeros, Dominican Republic",
      "• Laminated dough for 600 croissants a morning",
      "SUMMER 2022",
      "Summer Intern",
      "Maison Olivier Pâtisserie | Lyon, France",
      "• Piped choux for the weekend counter",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Bakery Assistant", "Crumb & Crust Bakery", "Santiago de los Caballeros, Dominican Republic", "SPRING 2023", "WINTER 2024"],
      ["Summer Intern", "Maison Olivier Pâtisserie", "Lyon, France", "SUMMER 2022", "SUMMER 2022"],
    ]);
  });
});

describe("section titles", () => {
  it("names the career, schooling and tickets by other words", () => {
    expect(headingKind("Professional Journey")).toBe("experience");
    expect(headingKind("Roles & Responsibilities")).toBe("experience");
    expect(headingKind("R O L E S & R E S P O N S I B I L I T I E S")).toBe("experience");
    expect(headingKind("School & University")).toBe("education");
    expect(headingKind("Learning")).toBe("education");
    expect(headingKind("Specialist Skills")).toBe("skills");
    expect(headingKind("Certified In")).toBe("certifications");
    expect(headingKind("Licences and Tickets")).toBe("certifications");
  });

  let y = 60;
  const line = (text: string, bold = false, size = 10): Line =>
    makeLine([{ text, x: 50, x2: 50 + text.length * 5, bold, size, font: bold ? "Sans-Bold" : "Sans" }], 1, (y += 14));
  const head = (t: string) => line(t, true, 12);

  it("a letter-spaced title no list names opens a section read by its content; a summary title over posts holds the career", () => {
    const lines = [
      line("Ruta Kalnina", true, 20),
      line("ruta.kalnina@example.lv"),
      head("C A R E E R S U M M A R Y"),
      line("2020 – 2024", false, 9),
      line("Deck Officer", true),
      line("Baltic Ferries | Riga, Latvia"),
      line("• Kept the bridge watch on night crossings"),
      line("2017 – 2020", false, 9),
      line("Deck Cadet", true),
      line("Baltic Ferries | Riga, Latvia"),
      line("• Assisted with mooring and cargo lashing"),
      head("S K I L L S"),
      line("Navigation, Radar plotting, Cargo lashing"),
      head("W H A T I S P E A K"),
      line("Latvian, English, Russian"),
    ];
    const r = extractFields({ kind: "pdf", lines, links: [] } as ExtractedDocument);
    expect(r.experiences.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Deck Officer", "Baltic Ferries", "2020", "2024"],
      ["Deck Cadet", "Baltic Ferries", "2017", "2020"],
    ]);
    expect(r.skills.technicalSkills).toContain("Radar plotting");
    expect(r.skills.technicalSkills).not.toContain("Latvian");
    expect(r.additionalInfo.languages).toContain("Latvian");
  });
});

describe("roles grouped under their employer", () => {
  let y = 100;
  const seg = (text: string, x: number, bold: boolean) => ({ text, x, x2: x + text.length * 5, bold, size: bold ? 11 : 10, font: bold ? "Sans-Bold" : "Sans" });
  const row = (left: string, right: string | null = null, bold = false, x = 50): Line =>
    makeLine(!right ? [seg(left, x, bold)] : [seg(left, x, bold), seg(right, 470, false)], 1, (y += 14));

  it("every role carries the employer printed above it, and its own dates", () => {
    const lines = [
      row("Harbour Freight Terminals", "Walvis Bay, Namibia", true),
      row("Yard Foreman", "Mar. 2022 — Present"),
      row("• Planned the night shift's crane moves", null, false, 60),
      row("• Cut truck waiting time by a third", null, false, 60),
      row("Straddle Carrier Driver", "Jan. 2019 — Mar. 2022"),
      row("• Moved 40 boxes an hour", null, false, 60),
      row("Kunene Logistics", "Oshakati, Namibia", true),
      row("Tally Clerk", "Jun. 2016 — Jan. 2019"),
      row("• Checked seals against the manifest", null, false, 60),
    ];
    expect(parseExperienceSection(lines).map((e) => [e.jobTitle, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ["Yard Foreman", "Harbour Freight Terminals", "Walvis Bay, Namibia", "Mar. 2022", "Present"],
      ["Straddle Carrier Driver", "Harbour Freight Terminals", "Walvis Bay, Namibia", "Jan. 2019", "Mar. 2022"],
      ["Tally Clerk", "Kunene Logistics", "Oshakati, Namibia", "Jun. 2016", "Jan. 2019"],
    ]);
  });

  it("right-aligned places and dates beside short entries are details of the rows, not a second column", () => {
    const left = [
      row("Harbour Freight Terminals", null, true),
      row("Yard Foreman"),
      row("• Planned the crane moves each day", null, false, 60),
      row("Straddle Carrier Driver"),
      row("Kunene Logistics", null, true),
      row("Tally Clerk"),
    ];
    const right = [
      makeLine([seg("Walvis Bay, Namibia", 420, false)], 1, left[0]!.y),
      makeLine([seg("Mar. 2022 — Present", 420, false)], 1, left[1]!.y),
      makeLine([seg("Jan. 2019 — Mar. 2022", 420, false)], 1, left[3]!.y),
      makeLine([seg("Oshakati, Namibia", 420, false)], 1, left[4]!.y),
      makeLine([seg("Jun. 2016 — Jan. 2019", 420, false)], 1, left[5]!.y),
    ];
    expect(isRightAlignedDetails(left, right, looksLikeHeading)).toBe(true);
    // the same narrow strip holding other words beside the rows is a column of its own
    const sidebar = right.map((l, i) =>
      makeLine(
        [
          seg(
            ["Overhead crane operation", "Reach stacker handling", "Hazardous cargo stowage", "Customs paperwork (ASYCUDA)", "Portuguese and German"][i]!,
            420,
            false,
          ),
        ],
        1,
        l.y,
      ),
    );
    expect(isRightAlignedDetails(left, sidebar, looksLikeHeading)).toBe(false);
  });
});

describe("Google Docs headings: employer, place — title, the dates below in capitals", () => {
  it("a long heading line still heads its entry, and a one-word employer is split off its place", () => {
    const text = [
      "Air Lagoon Pacific, San Fernando, Trinidad and Tobago - Cabin Services Manager",
      "JULY 2022 - FEBRUARY 2025",
      "• Ran the premium cabin on long-haul routes",
      "Royal Tasman Airways, Lilongwe, Malawi - Senior Flight Attendant",
      "AUGUST 2016 - JULY 2022",
      "• Briefed crews of up to 18",
      "Skylark, Curepipe, Mauritius - Flight Attendant",
      "SEPTEMBER 2014 - AUGUST 2016",
      "• Sold duty-free goods on board",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Cabin Services Manager", "Air Lagoon Pacific", "San Fernando, Trinidad and Tobago", "JULY 2022", "FEBRUARY 2025"],
      ["Senior Flight Attendant", "Royal Tasman Airways", "Lilongwe, Malawi", "AUGUST 2016", "JULY 2022"],
      ["Flight Attendant", "Skylark", "Curepipe, Mauritius", "SEPTEMBER 2014", "AUGUST 2016"],
    ]);
  });
});

describe("education: the school's line, then the degree and when it was completed", () => {
  it('"Completed 2017" is the year, not a school', () => {
    const text = [
      "Coastal Trades College, Gaborone, Botswana",
      "Vocational Diploma in Welding – Completed 2021",
      "Northern Vocational School, Tirana, Albania",
      "Level 3 Certificate in Welding and Fabrication Work – Completed 2017",
    ].join("\n");
    expect(parseEducationSection(linesFromText(text)).map((e) => [e.degree, e.school, e.location, e.graduationYear])).toEqual([
      ["Vocational Diploma in Welding", "Coastal Trades College", "Gaborone, Botswana", "2021"],
      ["Level 3 Certificate in Welding and Fabrication Work", "Northern Vocational School", "Tirana, Albania", "2017"],
    ]);
  });
});

describe("what follows the skills", () => {
  it('a bulleted skill named like a section ("• Sugar work") stays in the list', () => {
    const sections = segmentSections(
      linesFromText(["Hard Skills", "• Chocolate tempering", "• Sugar work", "• Menu costing", "Languages", "French, Arabic"].join("\n")),
    );
    expect(sections.map((s) => [s.kind, s.lines.length])).toEqual([
      ["header", 0],
      ["skills", 3],
      ["languages", 1],
    ]);
  });

  let y = 60;
  const seg = (text: string, x: number, size = 12) => ({ text, x, x2: x + text.length * 6, bold: true, size, font: "Serif-Bold" });
  const line = (text: string, bold = false, size = 10): Line =>
    makeLine([{ text, x: 50, x2: 50 + text.length * 5, bold, size, font: bold ? "Serif-Bold" : "Serif" }], 1, (y += 14));
  const head = (t: string) => line(t, true, 12);

  it("titles of grants, teaching and memberships end the skills; their lists are not skills", () => {
    const lines = [
      line("Ilse Marais", true, 20),
      line("ilse.marais@example.za"),
      head("SKILLS"),
      line("Methods: Cohort studies, Meta-analysis"),
      line("Software: Stata, R"),
      head("TEACHING"),
      line("Foundations of Biostatistics (MSc, 60 students)"),
      line("Outbreak Investigation (short course)"),
      // a title whose middle word came in small capitals, as a run of its own
      makeLine([seg("PROFESSIONAL MEMBERSHIPS", 50), seg("AND", 210, 8.2), seg("TRAINING", 236)], 1, (y += 14)),
      line("Member, Society for Epidemiologic Research, 2019"),
      head("RESEARCH GRANTS"),
      line("2022 Seed Award for Field Surveillance, ZAR 200,000"),
    ];
    const sections = segmentSections(lines);
    expect(sections.map((x) => x.kind)).toEqual(["header", "skills", "other", "certifications", "awards"]);
    const r = extractFields({ kind: "pdf", lines, links: [] } as ExtractedDocument);
    const skills = Object.values(r.skills).join(", ");
    expect(skills).toContain("Meta-analysis");
    expect(skills).not.toMatch(/Biostatistics|Outbreak|Society|Seed Award/);
    expect(r.experiences).toEqual([]);
  });

  it("a list under an unknown title that names no activity is still read as skills", () => {
    const lines = [
      line("Ilse Marais", true, 20),
      line("ilse.marais@example.za"),
      head("PROFILE"),
      line("Contact-centre agent with five years on the phones."),
      head("EDUCATION"),
      line("National Certificate in Call Centre Support, Durban College, 2018"),
      head("CUSTOMER SERVICE"),
      line("Complaint handling, Upselling, Call logging"),
    ];
    expect(Object.values(extractFields({ kind: "pdf", lines, links: [] } as ExtractedDocument).skills).join(", ")).toContain("Upselling");
  });
});

describe("dates in synthetic small capitals", () => {
  it("a month or season split after its capital is read whole", () => {
    expect(findDateRange("W inter 2024 – S ummer 2025")).toMatchObject({ start: "Winter 2024", end: "Summer 2025", single: false });
    expect(findDateRange("S EPTEMBER 2018 – J ULY 2021")).toMatchObject({ start: "SEPTEMBER 2018", end: "JULY 2021" });
    // a capital before an ordinary word is left alone
    expect(findDateRange("A Team 2020")).toMatchObject({ start: "2020", single: true });
  });
});

describe("roles under their employer without any styling (Word text)", () => {
  it("a lone name beside its dates, like the title before it, is the next title at that employer", () => {
    const text = [
      "Kalahari Water Works",
      "Plumbing Foreman\tFeb 2024 – Present",
      "• Priced jobs for a crew of five",
      "Master Plumber\tJun 2021 – Feb 2024",
      "• Fitted gas boilers",
      "Demerara Building Services",
      "Plumber\tAug 2018 – Jun 2021",
      "• Installed hot water systems",
    ].join("\n");
    expect(jobs(text).map(([title, company, , start]) => [title, company, start])).toEqual([
      ["Plumbing Foreman", "Kalahari Water Works", "Feb 2024"],
      ["Master Plumber", "Kalahari Water Works", "Jun 2021"],
      ["Plumber", "Demerara Building Services", "Aug 2018"],
    ]);
  });

  it("a long line of names ending in a place is an employer, not a description", () => {
    const text = [
      "2022 to date\tPostdoctoral Research Fellow",
      "\tDepartment of Tropical Medicine, University of Ghana, San Fernando, Trinidad and Tobago",
      "2020 to 2022\tResearch Assistant",
      "\tSchool of Public Health, University of Cape Coast, Accra, Ghana",
    ].join("\n");
    expect(jobs(text)).toEqual([
      ["Postdoctoral Research Fellow", "Department of Tropical Medicine, University of Ghana", "San Fernando, Trinidad and Tobago", "2022", "Present"],
      ["Research Assistant", "School of Public Health, University of Cape Coast", "Accra, Ghana", "2020", "2022"],
    ]);
  });
});

describe("a left column of dates (a Lebenslauf)", () => {
  let y = 200;
  const seg = (text: string, x: number, bold = false) => ({ text, x, x2: x + text.length * 5, bold, size: 10, font: bold ? "Sans-Bold" : "Sans" });
  const row = (...segs: ReturnType<typeof seg>[]) => makeLine(segs, 1, (y += 14));

  it("years alone or ranges to date in the margin, the title beside them and the employer below", () => {
    const lines = [
      row(seg("2020 to date", 46), seg("Site Engineer", 200, true)),
      row(seg("Lakeside Builders Ltd, Beira, Mozambique", 200)),
      row(seg("Set out foundations for a 12-storey block", 212)),
      row(seg("2018", 46), seg("Graduate Engineer", 200, true)),
      row(seg("Coastal Works Group, Maputo, Mozambique", 200)),
      row(seg("Checked rebar before every pour", 212)),
    ];
    expect(parseExperienceSection(lines).map((e) => [e.jobTitle, e.company, e.location, e.startDate, e.endDate])).toEqual([
      ["Site Engineer", "Lakeside Builders Ltd", "Beira, Mozambique", "2020", "Present"],
      ["Graduate Engineer", "Coastal Works Group", "Maputo, Mozambique", "2018", "2018"],
    ]);
  });
});

describe("an employer named like a town, where the job before printed its employer and place", () => {
  const jobs = (text: string) => parseExperienceSection(linesFromText(text)).map((e) => ({ jobTitle: e.jobTitle, company: e.company, location: e.location }));
  it("is the job's employer, not the job before's", () => {
    const byLine = jobs(
      "Jan 2019 - Present\nSales Assistant\nHarrow Books Ltd, Leeds\n- Sold books\nMar 2015 - Dec 2018\nCashier\nRipon, Leeds\n- Ran the till",
    );
    expect(byLine[1]).toEqual({ jobTitle: "Cashier", company: "Ripon", location: "Leeds" });
    const onTitleLine = jobs(
      "Sales Assistant — Harrow Books Ltd, Leeds\tJan 2019 - Present\n- Sold books\nCashier — Ripon\tMar 2015 - Dec 2018\n- Ran the till",
    );
    expect(onTitleLine[1]).toMatchObject({ jobTitle: "Cashier", company: "Ripon" });
  });
  it("is the job's employer where the job before printed its employer alone in that spot", () => {
    expect(
      jobs("Sales Assistant | Harrow Books Ltd | Jan 2019 - Present\n- Sold books\nCashier | Halifax | Mar 2015 - Dec 2018\n- Ran the till")[1],
    ).toMatchObject({
      jobTitle: "Cashier",
      company: "Halifax",
    });
  });
  it("is the job's employer where the job before printed its employer and town after the title in one piece", () => {
    const inline = jobs(
      "Sales Assistant, Harrow Books Ltd, Leeds\tJan 2019 - Present\n- Sold books\nCashier, Halifax, Leeds\tMar 2015 - Dec 2018\n- Ran the till",
    );
    expect(inline[1]).toEqual({ jobTitle: "Cashier", company: "Halifax", location: "Leeds" });
  });
  it("leaves a town and the region it lies in to the place", () => {
    const region = jobs(
      "Jan 2019 - Present\nSales Assistant\nHarrow Books Ltd, Leeds\n- Sold books\nMar 2015 - Dec 2018\nCashier\nKendal, Cumbria\n- Ran the till",
    );
    expect(region[1]).toMatchObject({ jobTitle: "Cashier", location: "Kendal, Cumbria" });
  });
  it("leaves a work mode on a line of its own, where the employer's line came before the title, to the employer above", () => {
    const grouped = jobs(
      "Harrow Books Ltd\nSales Assistant\n2021.06 – 2023.11\nField-based\n- Sold books\nCashier\n2019.04 – 2021.06\nField-based\n- Ran the till",
    );
    expect(grouped[1]).toMatchObject({ jobTitle: "Cashier", company: "Harrow Books Ltd" });
  });
  it("leaves a second role under the employer's own line to that employer", () => {
    const grouped = jobs("Harrow Books Ltd, Leeds\nSales Assistant\tJan 2019 - Present\n- Sold books\nCashier\tMar 2015 - Dec 2018\n- Ran the till");
    expect(grouped[1]).toMatchObject({ jobTitle: "Cashier", company: "Harrow Books Ltd" });
  });
});
