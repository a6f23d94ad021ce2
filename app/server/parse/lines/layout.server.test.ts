import { describe, expect, it } from "vitest";
import { textItem } from "../../../../tests/setup/text-items.ts";
import { buildLines, buildLinesWithMargin, findGutter, isBoldFont, isIconFont, isMonospacedFont, type TextItem } from "./layout.server.ts";
import { joinStackedName } from "./line-structure.server.ts";
import { orderPage } from "../read/extract-pdf.server.ts";
import { segmentSections } from "../sections/segment-sections.server.ts";

const item = textItem;

describe("fonts", () => {
  it("bold from font names", () => {
    for (const f of ["Roboto-Bold", "SourceSans3-Semibold", "Lato-Black", "CMBX12", "CMSSBX10", "LinLibertineB", "Arial,Bold"])
      expect(isBoldFont(f), f).toBe(true);
    for (const f of ["Roboto-Regular", "CMR10", "LinLibertine", "Lato-Italic", "Georgia"]) expect(isBoldFont(f), f).toBe(false);
  });
  it("icon fonts", () => {
    expect(isIconFont("FontAwesome5Free-Solid")).toBe(true);
    expect(isIconFont("Roboto-Regular")).toBe(false);
  });
});

describe("lines and segments", () => {
  it("sets a date range drawn word by word apart from the title it runs into", () => {
    // "Mar. 2016 - Present" overflowing a narrow dates column right up to "Site Manager"
    const words = [
      item("Mar.", 40, 100, 20),
      item("2016", 63, 100, 22),
      item("-", 88, 100, 4),
      item("Present", 95, 100, 35),
      item("Site", 130, 100, 18),
      item("Manager", 151, 100, 40),
    ];
    const [line] = buildLines(words, 1);
    expect(line!.segments.map((s) => s.text)).toEqual(["Mar. 2016 - Present", "Site Manager"]);
  });
  it("groups by baseline and splits at wide gaps", () => {
    const lines = buildLines([item("Google", 40, 100), item("Mountain View, CA", 470, 100.4), item("Software", 40, 114), item("Engineer", 84, 114)], 1);
    expect(lines.map((l) => l.segments.map((s) => s.text))).toEqual([["Google", "Mountain View, CA"], ["Software Engineer"]]);
  });
  it("a piece drawn after a space as wide as several is a segment of its own", () => {
    const row = (spaced: boolean) =>
      buildLines(
        [item("Tromsø, Norway", 46, 90, 62, 9), { ...item("+47 912 55 123", 115.5, 90, 70, 9), spaced }, { ...item("ola@example.no", 193, 90, 80, 9), spaced }],
        1,
      );
    expect(row(true)[0]!.segments.map((s) => s.text)).toEqual(["Tromsø, Norway", "+47 912 55 123", "ola@example.no"]);
    // the same gap after no such space is read as a word space
    expect(row(false)[0]!.segments).toHaveLength(1);
  });
  it("a row drawn a word a run keeps a word space where one run's width was measured a little wide", () => {
    // gaps of 2, 3, 0.2 and 2 points at 10.5 pt: the narrow one still parts two whole words
    const words: [string, number, number][] = [
      ["KESTREL", 64, 44],
      ["BAY", 110, 22],
      ["HERITAGE", 135, 60],
      ["FOUNDATION,", 195.2, 70],
      ["Dunmore", 267.2, 40],
    ];
    const [line] = buildLines(
      words.map(([t, x, w]) => item(t, x, 193, w, 10.5, "Times-Bold")),
      1,
    );
    expect(line!.text).toBe("KESTREL BAY HERITAGE FOUNDATION, Dunmore");
    // a word drawn in pieces, its gaps all narrow, stays one word
    const [pieces] = buildLines([item("HERI", 64, 193, 30, 10.5), item("TAGE", 94.2, 193, 30, 10.5), item("TRUST", 127, 193, 34, 10.5)], 1);
    expect(pieces!.text).toBe("HERITAGE TRUST");
  });
  it("icon glyphs separate segments but are not text", () => {
    const lines = buildLines([item("a@b.co", 40, 100), item("\uf095", 80, 100, 8, 10, "FontAwesome"), item("555 1234", 90, 100)], 1);
    expect(lines[0]!.segments.map((s) => s.text)).toEqual(["a@b.co", "555 1234"]);
  });
});

describe("columns", () => {
  it("finds a sidebar gutter and reads the left column first", () => {
    const items: TextItem[] = [item("Jane Doe", 40, 40, 200, 20)];
    for (let i = 0; i < 12; i++) items.push(item(`Side ${i}`, 40, 120 + i * 14, 100));
    for (let i = 0; i < 14; i++) items.push(item(`Main text line number ${i}`, 200, 120 + i * 14, 350));
    expect(findGutter(items, 612)).not.toBeNull();
    const lines = orderPage(items, 612, 1).map((l) => l.text);
    expect(lines[0]).toBe("Jane Doe");
    expect(lines[1]).toBe("Side 0");
    expect(lines.indexOf("Main text line number 0")).toBeGreaterThan(lines.indexOf("Side 11"));
  });
  it("a short sidebar at the top beside a long main column, a page number centred under both (LinkedIn's export)", () => {
    const items: TextItem[] = [item("Contact", 17, 61, 45, 12)];
    for (let i = 0; i < 6; i++) items.push(item(`Sidebar detail ${i}`, 17, 78 + i * 14, 120, 9.5));
    items.push(item("Kasia Nowak", 232, 63, 200, 24), item("Summary", 232, 130, 70, 15));
    for (let i = 0; i < 24; i++) items.push(item(`Main column sentence number ${i} of the career`, 232, 150 + i * 15, 320));
    items.push(item("Page 1 of 1", 198, 814, 41, 8));
    expect(findGutter(items, 596)).not.toBeNull();
    const lines = orderPage(items, 596, 1).map((l) => l.text);
    // no row mixes the sidebar with the main column
    expect(lines.filter((t) => /Sidebar/.test(t) && /Main|Kasia|Summary/.test(t))).toEqual([]);
    expect(lines.indexOf("Main column sentence number 1 of the career")).toBe(lines.indexOf("Main column sentence number 0 of the career") + 1);
  });
  it("no gutter in a single-column page with right-aligned dates", () => {
    const items: TextItem[] = [];
    for (let i = 0; i < 10; i++) {
      items.push(item(`Company ${i}`, 40, 100 + i * 40, 80), item("Jan 2020 – Present", 480, 100 + i * 40, 90));
      items.push(item("A bullet that runs across the whole width of the page body text", 40, 114 + i * 40, 520));
    }
    expect(findGutter(items, 612)).toBeNull();
  });
  it("puts a moderncv date margin back on its line", () => {
    const items: TextItem[] = [
      item("June 2022 –", 80, 100, 50),
      item("Present", 100, 112, 32),
      item("Software Engineer, Google, Mountain View, CA", 146, 100, 250),
      item("Developing interfaces with React and Redux.", 146, 112, 300),
      item("2018 – 2022", 82, 150, 48),
      item("B.Tech, Indian Institute of Technology", 146, 150, 250),
      item("Overall GPA: 9.5/10", 146, 162, 100),
      item("More text", 146, 174, 60),
      item("Even more text", 146, 186, 80),
      item("And a last line", 146, 198, 80),
    ];
    const lines = buildLinesWithMargin(items, 1).map((l) => l.segments.map((s) => s.text));
    expect(lines[0]).toEqual(["June 2022 – Present", "Software Engineer, Google, Mountain View, CA"]);
    expect(lines[1]).toEqual(["Developing interfaces with React and Redux."]);
    expect(lines[2]).toEqual(["2018 – 2022", "B.Tech, Indian Institute of Technology"]);
  });
});

describe("a page set in a fixed-pitch font, a word at a time", () => {
  // every row's words sit in the same letter cells, so a space may line up down the page
  const pitch = 5.4;
  const row = (words: string[], y: number, font = "Courier"): TextItem[] => {
    let x = 72;
    return words.map((w) => {
      const it = item(w, x, y, w.length * pitch, 9, font);
      x += (w.length + 1) * pitch;
      return it;
    });
  };
  const page = (font?: string) =>
    [
      ["Renovating", "barns", "and", "framing", "timber", "houses", "for", "twelve", "years"],
      ["Supervised", "a", "crew", "of", "six", "on", "new", "builds", "in", "the", "valley"],
      ["Contracted", "to", "fit", "kitchens", "and", "stairs", "for", "local", "builders"],
      ["Calculated", "costs", "and", "ordered", "materials", "from", "suppliers"],
      ["Apprentice", "joiner", "from", "2010", "to", "2014", "with", "a", "master"],
      ["Refinished", "floors", "and", "doors", "in", "listed", "buildings"],
    ].flatMap((words, i) => row(words, 100 + i * 14, font));
  it("a space in the same cell on every row is no gutter between two columns", () => {
    expect(isMonospacedFont("Courier")).toBe(true);
    expect(isMonospacedFont("Helvetica")).toBe(false);
    expect(findGutter(page(), 612)).toBeNull();
    expect(orderPage(page(), 612, 1)[0]!.text).toBe("Renovating barns and framing timber houses for twelve years");
  });
});

describe("a large name drawn in pieces", () => {
  it("keeps its first word on its line above a margin of dates, though it ends left of the text's edge", () => {
    const items: TextItem[] = [item("Oskar", 50, 50, 70, 28), item("Lindqvist", 126, 50, 120, 28), item("+46 70 555 12 34", 480, 50, 65, 9)];
    items.push(item("Carpenter", 50, 72, 60, 13));
    // two jobs, their dates set right against the text's edge
    const jobs: [string, string, string, string][] = [
      ["2019 – Present", "Site Carpenter, Norrbygg AB", "Umeå", "• Framed timber houses for a regional builder."],
      ["2015 – 2019", "Apprentice Carpenter, Vik Snickeri", "Skellefteå", "• Built stairs and windows in the shop."],
    ];
    jobs.forEach(([dates, head, town, duty], k) => {
      const y = 136 + 57 * k;
      items.push(item(dates, 150 - dates.length * 4, y, dates.length * 4), item(head, 160, y), item(town, 160, y + 13), item(duty, 162, y + 26));
    });
    const lines = buildLinesWithMargin(items, 1).map((l) => l.segments.map((s) => s.text));
    expect(lines[0]).toEqual(["Oskar Lindqvist", "+46 70 555 12 34"]);
    expect(lines).toContainEqual(["2019 – Present", "Site Carpenter, Norrbygg AB"]);
  });

  it("reads it whole in the header when its pieces reach over the gutter of two columns", () => {
    // word by word, cut mid-word: no piece spans the gutter, the name does
    const items: TextItem[] = [item("Ros", 40, 52, 40, 26), item("alind", 80, 52, 60, 26), item("Ferr", 146, 52, 50, 26), item("eira", 196, 52, 44, 26)];
    items.push(item("Coimbra, Portugal", 470, 34, 80, 9), item("rosalind@example.pt", 450, 60, 100, 9));
    for (let i = 0; i < 8; i++) items.push(item(`Side ${i}`, 40, 128 + i * 12, 90, 9.5));
    for (let i = 0; i < 10; i++) items.push(item(`Main column line ${i}`, 215, 128 + i * 12, 300, 9.5));
    const lines = orderPage(items, 595, 1).map((l) => l.text);
    expect(lines.slice(0, 3)).toContain("Rosalind Ferreira  rosalind@example.pt");
  });
});

describe("section titles in a left margin", () => {
  it("become heading lines before their row", () => {
    const items: TextItem[] = [];
    const heads = ["EXPERIENCE", "EDUCATION", "SKILLS", "PROJECTS", "LANGUAGES"];
    heads.forEach((h, k) => {
      const y = 100 + k * 120;
      items.push(item(h, 40, y, 70, 10, "Lato-Bold"));
      for (let r = 0; r < 5; r++) items.push(item(`Row ${k}.${r} of the main column text`, 160, y + r * 14, 380));
    });
    const lines = orderPage(items, 612, 1).map((l) => l.text);
    expect(lines.slice(0, 3)).toEqual(["EXPERIENCE", "Row 0.0 of the main column text", "Row 0.1 of the main column text"]);
    expect(lines.indexOf("EDUCATION")).toBe(lines.indexOf("Row 1.0 of the main column text") - 1);
  });
});

describe("section titles spelled out letter by letter in a left margin", () => {
  // a short name, headline and town on the left edge above the margin, contacts running on the right
  const page = () => {
    const items: TextItem[] = [
      item("Radosław", 46, 50, 85, 24, "Lato-Bold"),
      item("Wierzbicki", 143, 50, 150, 24, "Lato-Bold"),
      item("Plumber", 46, 72, 50, 12),
      item("Kielce, Poland", 46, 90, 80, 9),
      item("+48 600 555 010 t.wierzbicki@example.pl", 135, 90, 260, 9),
    ];
    const sections: [string, string[]][] = [
      ["P R O F I L E", ["Plumber with ten years on heating systems in homes and schools,", "gas-certified."]],
      [
        "E X P E R I E N C E",
        ["Lead Plumber — Kranwood Installations 2019 – Present", "Kielce", "- Fit boilers and underfloor heating.", "- Train two apprentices."],
      ],
    ];
    let y = 126;
    for (const [title, rows] of sections) {
      items.push(item(title, 46, y, 60, 8.5, "Lato-Bold"));
      rows.forEach((r, k) => items.push(item(r, 164, y + 13 * k, r.length * 5, 9.5)));
      y += 13 * rows.length + 24;
    }
    return items;
  };

  it("opens a section at each title, the header above read across", () => {
    const sections = segmentSections(orderPage(page(), 595, 1));
    expect(sections.map((s) => s.kind)).toEqual(["header", "summary", "experience"]);
    expect(sections[0]!.lines[0]!.text).toBe("Radosław Wierzbicki");
    expect(sections[2]!.lines[0]!.text).toBe("Lead Plumber — Kranwood Installations 2019 – Present");
  });
});

describe("a column of labels set flush right against the gutter (Europass)", () => {
  it("is read across its rows, each label or date with what it labels", () => {
    const rows: [string, string, boolean][] = [
      ["PERSONAL INFORMATION", "", true],
      ["", "Jonas Vilkas", false],
      ["Telephone", "+370 600 55 123", false],
      ["E-mail", "jonas.vilkas@example.lt", false],
      ["Nationality", "Maltese", false],
      ["WORK EXPERIENCE", "", true],
      ["June 2020 to date", "Warehouse Supervisor", false],
      ["", "Baltic Cold Chain UAB, Kaunas", false],
      ["", "Run two shifts of twelve pickers", false],
      ["April 2016 to May 2020", "Forklift Driver", false],
      ["", "Nemunas Logistics, Alytus", false],
      ["EDUCATION AND TRAINING", "", true],
      ["2012 – 2016", "Vocational diploma in logistics", false],
      ["", "Kaunas Vocational School", false],
    ];
    const items: TextItem[] = [];
    rows.forEach(([label, content, title], i) => {
      const y = 60 + i * 18;
      if (label) items.push(item(label, 176 - label.length * 5, y, label.length * 5, 9, title ? "Lato-Bold" : "Lato-Regular"));
      if (content) items.push(item(content, 192, y, content.length * 5));
    });
    const sections = segmentSections(orderPage(items, 595, 1));
    expect(sections.map((s) => s.kind)).toEqual(["header", "contact", "experience", "education"]);
    expect(sections[2]!.lines.map((l) => l.text)).toEqual([
      "June 2020 to date  Warehouse Supervisor",
      "Baltic Cold Chain UAB, Kaunas",
      "Run two shifts of twelve pickers",
      "April 2016 to May 2020  Forklift Driver",
      "Nemunas Logistics, Alytus",
    ]);
  });
});

describe("labels set flush right under section titles set flush left, a document title above (Europass-like)", () => {
  it("is read across its rows, the dates beside each entry's title", () => {
    const rows: [string, string, boolean][] = [
      ["Personal information", "", true],
      ["Name", "Orla Quennell", false],
      ["Telephone", "+44 7700 900123", false],
      ["E-mail", "orla.quennell@example.org", false],
      ["Nationality", "Irish", false],
      ["Work experience", "", true],
      ["01/03/2021 – Current", "Harbour Pilot", false],
      ["", "Westmere Port Authority, Dunmarra", false],
      ["", "Bring in forty ships a month", false],
      ["01/05/2016 – 28/02/2021", "Deck Officer", false],
      ["", "Grey Gull Shipping Ltd, Kelross", false],
      ["Education and training", "", true],
      ["2012 – 2016", "BSc Nautical Science", false],
      ["", "Kelross Maritime Institute, Kelross", false],
    ];
    const items: TextItem[] = [item("Curriculum Vitae", 40, 30, 150, 20, "Lato-Bold")];
    rows.forEach(([label, content, title], i) => {
      const y = 70 + i * 18;
      if (title) items.push(item(label, 40, y, label.length * 5, 9, "Lato-Bold"));
      else if (label) items.push(item(label, 176 - label.length * 4.5, y, label.length * 4.5, 9));
      if (content) items.push(item(content, 193, y, content.length * 5));
    });
    const sections = segmentSections(orderPage(items, 595, 1));
    expect(sections.map((s) => s.kind)).toEqual(["header", "contact", "experience", "education"]);
    expect(sections[2]!.lines.map((l) => l.text)).toEqual([
      "01/03/2021 – Current  Harbour Pilot",
      "Westmere Port Authority, Dunmarra",
      "Bring in forty ships a month",
      "01/05/2016 – 28/02/2021  Deck Officer",
      "Grey Gull Shipping Ltd, Kelross",
    ]);
  });
});

describe("section titles in a left margin beside a list", () => {
  const rows = (heads: [string, string][]) =>
    heads.flatMap(([h, first], k) => {
      const y = 100 + k * 80;
      return [item(h, 40, y, 70, 10, "Lato-Bold"), item(first, 160, y, 380), item(`Row ${k} under ${h}`, 160, y + 14, 380)];
    });

  it("a title set like the page's other titles is split from a list beside it", () => {
    const lines = orderPage(
      rows([
        ["EXPERIENCE", "Acme Corp"],
        ["SKILLS", "Technical: Go, Rust, SQL"],
        ["PROJECTS", "OpenInvoice"],
      ]),
      612,
      1,
    ).map((l) => l.text);
    expect(lines).toContain("SKILLS");
    expect(lines).toContain("Technical: Go, Rust, SQL");
  });

  it("a bold label beside a list stays whole when no title on the page looks like it", () => {
    const items = [item("SKILLS", 40, 80, 70, 14, "Lato-Bold"), item("Languages", 40, 100, 60, 10, "Lato-Bold"), item("Python, Go, Rust", 160, 100, 200)];
    const lines = orderPage(items, 612, 1).map((l) => l.text);
    expect(lines.some((l) => l.startsWith("Languages") && l.includes("Python, Go, Rust"))).toBe(true);
  });

  it("a lone lower-case 'languages' ending a wrapped line is no section title", () => {
    const items = [
      item("PROJECTS", 40, 80, 70, 10, "Lato-Bold"),
      item("OpenInvoice", 40, 94, 60, 10, "Lato-Bold"),
      item("Generates PDF invoices in 14", 40, 108, 150),
      item("languages", 40, 122, 50),
      item("Transit Times", 40, 136, 70, 10, "Lato-Bold"),
    ];
    const sections = segmentSections(orderPage(items, 612, 1));
    expect(sections.map((s) => s.kind)).toEqual(["header", "projects"]);
  });
});

describe("layouts of the generated corpus", () => {
  it("joins small-caps runs into one heading word ('● S' + 'UMMARY' a size smaller)", () => {
    const items = [item("● S", 43, 100, 26.5, 13, "Lato-Bold")];
    let x = 69.9;
    for (const ch of "UMMARY") {
      items.push(item(ch, x, 100, 7, 9, "Lato-Bold"));
      x += 7.7;
    }
    const [line] = buildLines(items, 1);
    expect(line!.segments.map((s) => s.text)).toEqual(["● SUMMARY"]);
    const sections = segmentSections([line!, ...buildLines([item("Platform engineer with six years of experience", 43, 120, 300)], 1)]);
    expect(sections.map((s) => s.kind)).toEqual(["header", "summary"]);
  });

  it("keeps right-aligned locations and dates on the rows of a single-column page", () => {
    const items: TextItem[] = [];
    for (let i = 0; i < 6; i++) {
      const y = 100 + i * 60;
      items.push(item(`Company ${i} GmbH`, 43, y, 90, 10, "Lato-Bold"), item("Austin, TX", 509, y, 46));
      items.push(item(`Engineer ${i}`, 43, y + 13, 60), item("Jan 2024 – Present", 478, y + 13, 78));
      items.push(item("Shipped a pricing experiment that raised conversion by 11%", 55, y + 28, 290));
      items.push(item("Led a team of six through a two-quarter platform migration", 55, y + 41, 300));
    }
    expect(findGutter(items, 595)).not.toBeNull(); // a free strip does exist between the texts…
    const lines = orderPage(items, 595, 1).map((l) => l.text);
    // …but the rows are read across it
    expect(lines[0]).toBe("Company 0 GmbH  Austin, TX");
    expect(lines[1]).toBe("Engineer 0  Jan 2024 – Present");
  });

  it("reads a table with dates and labels in the left cell row by row", () => {
    const items: TextItem[] = [item("Yusuf Moreau", 43, 61, 150, 22, "Lato-Bold")];
    const rows: [string, string][] = [
      ["2024-03 – Present", "Product Manager"],
      ["", "Riverbend Credit Union, Osaka, Japan"],
      ["2023-01 – 2024-03", "Associate Product Manager"],
      ["", "Redwood Retail Inc., Chicago, IL"],
      ["2017-09 – 2021-05", "Bachelor of Business Administration"],
      ["", "University of Lagos, Lagos, Nigeria"],
      ["Tools", "Docker, Terraform, Jira, Git, Excel"],
      ["Languages", "C++, Python, Rust, Java"],
    ];
    rows.forEach(([left, right], i) => {
      const y = 120 + i * 15;
      if (left) items.push(item(left, 150 - left.length * 5, y, left.length * 5, 10, /\d/.test(left) ? "Lato-Regular" : "Lato-Bold"));
      items.push(item(right, 170, y, right.length * 5));
    });
    const lines = orderPage(items, 595, 1).map((l) => l.text);
    expect(lines).toContain("2024-03 – Present  Product Manager");
    expect(lines).toContain("Languages  C++, Python, Rust, Java");
  });
});

describe("joinStackedName", () => {
  it("joins a large name stacked over two lines at the top of a sidebar", () => {
    const lines = buildLines(
      [
        item("Léa", 49, 67, 40, 22, "Lato-Bold"),
        item("Fontaine", 49, 96, 100, 22, "Lato-Bold"),
        item("CONTACT", 49, 122, 60, 11.5, "Lato-Bold"),
        item("lea@example.org", 49, 141, 90),
        item("312.555.0138", 49, 155, 60),
      ],
      1,
    );
    expect(joinStackedName(lines).map((l) => l.text)).toEqual(["Léa Fontaine", "CONTACT", "lea@example.org", "312.555.0138"]);
  });
  it("leaves a name followed by a headline alone", () => {
    const lines = buildLines(
      [
        item("Léa Fontaine", 49, 67, 140, 22, "Lato-Bold"),
        item("Senior Accountant", 49, 90, 100, 12),
        item("lea@example.org", 49, 110, 90),
        item("Chicago, IL", 49, 124, 60),
      ],
      1,
    );
    expect(joinStackedName(lines).map((l) => l.text)).toEqual(["Léa Fontaine", "Senior Accountant", "lea@example.org", "Chicago, IL"]);
  });
});

describe("a band of two columns under side-by-side titles", () => {
  it("reads the left title's lines, then the right title's", () => {
    const items = [
      item("Professional Summary", 37, 134, 130, 13.2, "Lato-Bold"),
      item("Skills", 357, 134, 35, 13.2, "Lato-Bold"),
      item("Engineering Manager with 9 years of experience", 37, 151, 250, 12),
      item("Technical: Kotlin, Go, TypeScript", 357, 151, 180, 12),
      item("delivering measurable results across teams.", 37, 167, 250, 12),
      item("Frameworks: Azure, AWS,", 357, 167, 130, 12),
      item("Snowflake, BigQuery", 357, 187, 110, 12),
      item("Experience", 37, 252, 70, 13.2, "Lato-Bold"),
      item("Engineering Manager", 37, 268, 110, 12),
      item("Aug 2022 – Jun 2024", 457, 268, 100, 12),
    ];
    const sections = segmentSections(orderPage(items, 595, 1));
    expect(sections.map((s) => [s.kind, s.lines.map((l) => l.text)])).toEqual([
      ["header", []],
      ["summary", ["Engineering Manager with 9 years of experience", "delivering measurable results across teams."]],
      ["skills", ["Technical: Kotlin, Go, TypeScript", "Frameworks: Azure, AWS,", "Snowflake, BigQuery"]],
      ["experience", ["Engineering Manager  Aug 2022 – Jun 2024"]],
    ]);
  });
});

describe("a section title centred on the page", () => {
  it("heads the full width below it: its first entry's employer and place stay on one row", () => {
    const items = [
      item("Rania Haddad", 240, 58, 116, 18, "Garamond-Bold"),
      item("+961 3 555 010 • rania@example.org • Tripoli, Lebanon", 150, 76, 296),
      item("EXPERIENCE", 260, 99, 76, 11),
      item("Cedar Coast Hotels S.A.L.", 43, 117, 132),
      item("Batroun", 515, 117, 38),
      item("Front Office Supervisor", 43, 130, 120),
      item("Feb 2023 – Mar 2025", 458, 130, 95),
      item("Ran the night audit and the hand-over between shifts", 55, 144, 260),
      item("Trained six receptionists on the booking system", 55, 157, 240),
    ];
    const lines = orderPage(items, 596, 1).map((l) => l.text);
    expect(lines).toContain("Cedar Coast Hotels S.A.L.  Batroun");
    expect(lines).toContain("Front Office Supervisor  Feb 2023 – Mar 2025");
  });
});

describe("contacts at the top right, dates wrapped in their cell", () => {
  it("a contact block beside the name does not make the right-aligned dates a column", () => {
    const items: TextItem[] = [item("Noor Schäfer", 43, 61, 140, 22, "Lato-Bold"), item("Senior UX Designer", 43, 81, 90)];
    ["noor@example.com", "+1 206-555-0169", "San Diego, CA", "linkedin.com/in/noor", "github.com/noor"].forEach((c, k) =>
      items.push(item(c, 460, 49 + k * 13, 90)),
    );
    items.push(item("EXPERIENCE", 43, 138, 80, 11.5, "Lato-Bold"));
    for (let i = 0; i < 4; i++) {
      const y = 160 + i * 60;
      items.push(item(`Designer ${i}`, 43, y, 70, 10, "Lato-Bold"), item("2023 - 2024", 505, y, 50));
      items.push(item(`Company ${i}`, 43, y + 13, 80), item("Berlin, Germany", 486, y + 13, 69));
      items.push(item("Negotiated vendor contracts saving $240K a year", 55, y + 28, 230));
      items.push(item("Improved test coverage from 45% to 85% across the core services", 55, y + 41, 300));
    }
    const lines = orderPage(items, 595, 1).map((l) => l.text);
    expect(lines).toContain("Designer 0  2023 - 2024");
    expect(lines).toContain("Company 3  Berlin, Germany");
  });

  it("joins a date range wrapped under its cell with the wrapped title beside it", () => {
    const items = [
      item("EDUCATION", 43, 379, 80, 11.5, "Lato-Bold"),
      item("Bachelor of Engineering in Mechanical Engineering, Indian Institute of Technology", 43, 397, 400, 10, "Lato-Bold"),
      item("Sep 2011 – May", 458, 397, 70),
      item("Madras", 43, 409, 35, 10, "Lato-Bold"),
      item("2015", 458, 409, 22),
      item("Honours: Summa Cum Laude", 43, 424, 130),
    ];
    const lines = orderPage(items, 595, 1).map((l) => l.text);
    expect(lines).toEqual([
      "EDUCATION",
      "Bachelor of Engineering in Mechanical Engineering, Indian Institute of Technology Madras  Sep 2011 – May 2015",
      "Honours: Summa Cum Laude",
    ]);
  });

  it("joins a range broken at its dash or after its 'to', and keeps a short title's next row apart", () => {
    const items = [
      item("Senior Data Scientist at Kessler Maschinenbau", 43, 244, 290, 13),
      item("December 2022 —", 391, 244, 100, 13),
      item("GmbH", 43, 263, 35, 13),
      item("Current", 391, 263, 45, 13),
      item("Data Analyst", 43, 300, 70, 13),
      item("September 2015", 435, 300, 90, 13),
      item("Acme Robotics Inc.", 43, 319, 110, 13),
      item("— May 2019", 435, 319, 65, 13),
      item("Harbour Freight Ltd | Marula, New", 43, 356, 290, 13),
      item("Oct 2013 to", 391, 356, 100, 13),
      item("Westland", 43, 375, 50, 13),
      item("Aug 2015", 391, 375, 45, 13),
    ];
    expect(orderPage(items, 595, 1).map((l) => l.text)).toEqual([
      "Senior Data Scientist at Kessler Maschinenbau GmbH  December 2022 — Current",
      "Data Analyst  September 2015 — May 2019",
      "Acme Robotics Inc.",
      "Harbour Freight Ltd | Marula, New Westland  Oct 2013 to Aug 2015",
    ]);
  });
});

describe("section titles and dates set in a left margin", () => {
  it("reads each date on the row of the entry beside it, not as a column of its own", () => {
    const items: TextItem[] = [
      item("Jo Marsh", 66, 64, 90, 16),
      item("Lakeford, WS", 66, 97, 70),
      item("250-555-0199 · jo.marsh@example.com · linkedin.com/in/jomarsh", 66, 111, 300),
      item("Experience", 66, 135, 60, 12, "Lato-Bold"),
      item("10/2021 – Present", 82, 153, 80),
      item("Support Agent, Harbour Phone Co, Lakeford, WS", 174, 153, 260),
      item("Answered calls about bills and service plans", 186, 166, 250),
      item("Logged every call and its outcome in the system", 186, 178, 260),
      item("07/2018 – 09/2021", 79, 200, 80),
      item("Bank Teller, Lakeford Credit Union, Lakeford, WS", 174, 200, 270),
      item("Counted the tills and balanced the vault daily", 186, 213, 260),
      item("Education", 66, 241, 60, 12, "Lato-Bold"),
      item("2018", 143, 259, 24),
      item("Diploma in Business, Lakeford College, Lakeford, WS", 174, 259, 280),
      item("Skills", 66, 295, 40, 12, "Lato-Bold"),
      item("Customer service, Cash handling, Spreadsheets, Scheduling", 174, 312, 300),
    ];
    const lines = orderPage(items, 612, 1).map((l) => l.text);
    const row = lines.find((t) => t.includes("Support Agent"));
    expect(row).toContain("10/2021");
    expect(lines.indexOf("Education")).toBeGreaterThan(lines.findIndex((t) => t.includes("Bank Teller")));
  });
  it("does so under a short header set on the margin's edge, the dates a narrow gap from their entry", () => {
    const items: TextItem[] = [
      item("Tomas Ferreyra Quispe", 43, 67, 110, 16),
      item("Warehouse Lead", 43, 89, 80),
      item("Lakeford, Peru", 43, 103, 70),
      item("+51 955 555 000", 43, 118, 80),
      item("tomas.fq@example.com", 152, 118, 110),
      item("Experience", 43, 143, 60, 12, "Lato-Bold"),
      item("10/2020 – Present", 66, 162, 86),
      item("Stock Controller, Norteño Almacenes, Lakeford, Peru", 158, 162, 260),
      item("Count pallets against the delivery notes", 170, 176, 220),
      item("Plan the loading bays for each shift", 170, 189, 200),
      item("01/2018 – 09/2020", 66, 212, 86),
      item("Picker, Frutera Andina S.A.C., Lakeford, Peru", 158, 212, 240),
      item("Picked and packed orders for the coast", 170, 226, 210),
      item("Education", 43, 256, 60, 12, "Lato-Bold"),
      item("2017", 131, 275, 21),
      item("Diploma in Logistics, Instituto Andino, Lakeford, Peru", 158, 275, 270),
      item("Skills", 43, 313, 40, 12, "Lato-Bold"),
      item("Forklift, Stock counts, Excel", 158, 331, 150),
    ];
    const lines = orderPage(items, 612, 1);
    const row = lines.find((l) => l.text.includes("Stock Controller"))!;
    expect(row.segments.map((s) => s.text)).toEqual(["10/2020 – Present", "Stock Controller, Norteño Almacenes, Lakeford, Peru"]);
    expect(lines.map((l) => l.text)).toContain("Tomas Ferreyra Quispe");
    expect(lines.findIndex((l) => l.text === "Education")).toBeGreaterThan(lines.findIndex((l) => l.text.includes("Picker")));
  });
});

describe("a sidebar beside the main column under a tall full-width header", () => {
  it("is read as a column of its own though a profile line crosses its gutter above it", () => {
    const items: TextItem[] = [
      item("Harjot Virdi", 66, 59, 120, 16, "Lato-Bold"),
      item("Parts Counter Clerk", 66, 79, 100),
      item("harjot@example.com", 75, 94, 110),
      item("+1 403 555 0100", 322, 94, 60),
      item("Tabervale, Alberta", 75, 107, 90),
      item("Parts counter clerk for farm machinery dealers, quoting and ordering for six years now.", 66, 123, 420),
      item("WORK EXPERIENCE", 66, 146, 90, 10, "Lato-Bold"),
      item("SKILLS", 390, 146, 40, 10, "Lato-Bold"),
      item("Parts Counter Clerk", 66, 164, 100, 10, "Lato-Bold"),
      item("Salesforce", 395, 165, 45),
      item("Prairie Implement Ltd.", 66, 178, 110, 10, "Lato-Bold"),
      item("Cold calling", 395, 180, 50),
      item("03-2021 – present", 66, 191, 80),
      item("Tabervale, AB", 318, 191, 60),
      item("Inventory", 395, 191, 45),
      item("Quote and order parts for 90 farms", 77, 205, 170),
      item("Counter Assistant", 66, 234, 90, 10, "Lato-Bold"),
      item("LANGUAGES", 390, 220, 55, 10, "Lato-Bold"),
      item("Harvest Supply Co-op", 66, 248, 100, 10, "Lato-Bold"),
      item("English", 390, 237, 35),
      item("08-2018 – 02-2021", 66, 262, 80),
      item("Tabervale, AB", 318, 262, 60),
      item("Punjabi", 390, 251, 35),
      item("Served walk-in customers at the counter", 77, 275, 190),
    ];
    const lines = orderPage(items, 612, 1).map((l) => l.text);
    expect(lines.find((t) => t.includes("03-2021"))).not.toMatch(/Inventory/);
    expect(lines.indexOf("SKILLS")).toBeGreaterThan(lines.findIndex((t) => t.includes("Served walk-in")));
  });
});

describe("a skills grid's last cells and right-aligned dates", () => {
  it("stay on the rows beside them, no column of their own", () => {
    const items: TextItem[] = [
      item("ROWAN ACHTERBERG", 43, 65, 120, 16, "Lato-Bold"),
      item("rowan@example.com • +44 7700 900000 • Leeds, UK", 43, 86, 290),
      item("OVERVIEW", 43, 125, 60, 10, "Lato-Bold"),
      item("Ward nurse with six years in acute care and a calm head on busy shifts.", 43, 143, 290),
      item("SKILLS", 43, 169, 50, 10, "Lato-Bold"),
      item("Triage", 43, 187, 40),
      item("Catheter care", 216, 187, 70),
      item("Wound care", 389, 187, 60),
      item("Phlebotomy", 43, 201, 55),
      item("ECG", 216, 201, 25),
      item("BLS", 389, 201, 25),
      item("Epic EHR", 43, 215, 45),
      item("Rostering", 216, 215, 50),
      item("Cerner", 389, 215, 35),
      item("EXPERIENCE", 43, 241, 70, 10, "Lato-Bold"),
      item("CHARGE NURSE", 43, 259, 80, 10, "Lato-Bold"),
      item("09.2023–07.2026", 466, 259, 86),
      item("LEEDS GENERAL WARD TRUST, LEEDS, UK", 43, 274, 230),
      item("• Ran a 28-bed surgical ward", 50, 288, 160),
      item("STAFF NURSE", 43, 319, 70, 10, "Lato-Bold"),
      item("06.2020–09.2023", 466, 319, 86),
      item("AIREDALE HOSPITAL, KEIGHLEY, UK", 43, 334, 200),
      item("• Trained new nurses in triage", 50, 349, 170),
      item("EDUCATION", 43, 380, 60, 10, "Lato-Bold"),
      item("Bachelor of Science in Nursing, University of Leeds", 43, 398, 280),
      item("2019", 528, 398, 24),
    ];
    const lines = orderPage(items, 595, 1).map((l) => l.text);
    expect(lines.find((t) => t.includes("CHARGE NURSE"))).toContain("09.2023–07.2026");
    expect(lines.find((t) => t.includes("Bachelor of Science"))).toContain("2019");
  });
});

describe("a row of tag chips set a space's width apart", () => {
  const row = (texts: string[], gap: number) => {
    let x = 40;
    return texts.map((t) => {
      const it = item(t, x, 300);
      x += it.w + gap;
      return it;
    });
  };
  it("gives each chip a cell of its own", () => {
    const chips = ["Crop rotation", "Soil testing", "Farm records", "Drip irrigation", "Yield Planner 3"];
    expect(buildLines(row(chips, 3), 1)[0]!.segments.map((s) => s.text)).toEqual(chips);
  });
  it("leaves runs of one style with their own spaces, or with uneven gaps, as one segment", () => {
    expect(buildLines(row(["Led the ", "night crew ", "of six"], 0.5), 1)[0]!.segments).toHaveLength(1);
    expect(buildLines(row(["Crop rotation", "Soil testing"], 3), 1)[0]!.segments).toHaveLength(1);
  });
});
