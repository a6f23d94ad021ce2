import { describe, expect, it } from "vitest";
import { extractContact, findEmails, findName, findPhones, findUrls, looksLikeName, splitName } from "./contact.server.ts";
import { parsePlace, splitTrailingPlace } from "./locations.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import { makeLine } from "../lines/layout.server.ts";

describe("phones", () => {
  const ok: Array<[string, string]> = [
    ["Phone: (555) 123-4567", "(555) 123-4567"],
    ["Mobile: +1-123-456-7890", "+1-123-456-7890"],
    ["+44 20 7946 0958 | me@x.org", "+44 20 7946 0958"],
    ["(+91) 8087996634 | x@y.in", "(+91) 8087996634"],
    ["+90 541 999 99 99", "+90 541 999 99 99"],
    ["tel 06 12 34 56 78", "06 12 34 56 78"],
    ["+49 (0) 30 1234567", "+49 (0) 30 1234567"],
    ["000-00-0000", "000-00-0000"],
    // a trunk code before a slash with spaces round it, as German-speaking countries print it
    ["Tel. 0171 / 234 56 78 · jo@example.de", "0171 / 234 56 78"],
  ];
  for (const [text, phone] of ok) it(text, () => expect(findPhones(text)[0]).toBe(phone));
  it("rejects date ranges, zip codes, masked numbers and ids", () => {
    expect(findPhones("2014 - 2018")).toEqual([]);
    expect(findPhones("Dallas, TX 75025")).toEqual([]);
    expect(findPhones("+1 (xxx) xxx-xxxx")).toEqual([]);
    expect(findPhones("DOI 10.1109/TASC.2023.3340648")).toEqual([]);
    expect(findPhones("Version 2.10.3, build 10.1145.3290605")).toEqual([]);
  });

  it("reads numbers printed with dots between the groups", () => {
    expect(findPhones("ada@example.com | 312.867.5309 | Chicago, IL")).toEqual(["312.867.5309"]);
    expect(findPhones("Tel. 06.1234.5678")).toEqual(["06.1234.5678"]);
  });
});

describe("emails and urls", () => {
  it("finds e-mails", () => {
    expect(findEmails("Email: john.smith@email.com | x")).toEqual(["john.smith@email.com"]);
  });
  it("finds urls but not e-mail domains or Node.js", () => {
    const urls = findUrls("hello@openresume.com linkedin.com/in/john-doe https://github.com/x/ stuxf.dev Node.js");
    expect(urls).toContain("linkedin.com/in/john-doe");
    expect(urls).toContain("https://github.com/x/");
    expect(urls).toContain("stuxf.dev");
    expect(urls).not.toContain("openresume.com");
    expect(urls.some((u) => /node/i.test(u))).toBe(false);
  });
});

describe("names", () => {
  it("accepts names with non-ASCII letters, hyphens and particles", () => {
    for (const n of ["José Álvarez-Núñez", "Zoë Müller", "Ludwig van Beethoven", "MARISSA MAYER", "Seán O’Brien", "Łukasz Żuk"]) {
      expect(looksLikeName(n), n).toBe(true);
    }
  });
  it("rejects headings, titles and places", () => {
    for (const n of ["Work Experience", "Software Engineer", "San Francisco, CA", "Curriculum Vitae", "Data Analyst/ Business Analyst"]) {
      expect(looksLikeName(n), n).toBe(false);
    }
  });
  it("splits first and last name, title-casing capitals and dropping middle initials", () => {
    expect(splitName("MARISSA MAYER")).toEqual({ firstName: "Marissa", lastName: "Mayer" });
    expect(splitName("John A. Smith")).toEqual({ firstName: "John", lastName: "Smith" });
    expect(splitName("Ludwig van Beethoven")).toEqual({ firstName: "Ludwig", lastName: "van Beethoven" });
  });
  it("prefers the name over a headline above it", () => {
    const lines = linesFromText("Data Analyst/ Business Analyst\nAlex Sample\t(333) 222 1111 | sample@gmail.com");
    expect(findName(lines)).toBe("Alex Sample");
  });
});

describe("places", () => {
  it("parses common forms", () => {
    expect(parsePlace("San Diego, CA")).toMatchObject({ city: "San Diego", state: "CA" });
    expect(parsePlace("Dallas, TX 75025")).toMatchObject({ city: "Dallas", state: "TX", zipCode: "75025" });
    expect(parsePlace("Pune, Maharashtra, India")).toMatchObject({ city: "Pune", state: "Maharashtra", country: "India" });
    expect(parsePlace("Google HQ, Mountain View, CA, USA")).toMatchObject({ city: "Mountain View", state: "CA", country: "USA" });
    expect(parsePlace("Berlin, Germany")).toMatchObject({ city: "Berlin", country: "Germany" });
    expect(parsePlace("Software Engineer")).toBeNull();
    expect(parsePlace("Python, Java")).toBeNull();
  });
  it("splits a trailing place off an entry header", () => {
    expect(splitTrailingPlace("Apple, Software Engineer, Cupertino, CA")).toMatchObject({ before: "Apple, Software Engineer", place: { city: "Cupertino" } });
  });
});

describe("extractContact", () => {
  it("reads a labelled contact block", () => {
    const header = linesFromText(
      "John Smith\nEmail: john.smith@email.com\nPhone: (555) 123-4567\nLocation: San Francisco, CA\nlinkedin.com/in/jsmith | github.com/jsmith | jsmith.io",
    );
    const info = extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity });
    expect(info).toMatchObject({
      firstName: "John",
      lastName: "Smith",
      email: "john.smith@email.com",
      phone: "(555) 123-4567",
      city: "San Francisco",
      state: "CA",
      linkedIn: "linkedin.com/in/jsmith",
      github: "github.com/jsmith",
      portfolio: "jsmith.io",
    });
  });
  it("takes LinkedIn / GitHub from link annotations when only icons are printed", () => {
    const header = linesFromText("Ada Lovelace\nada@example.com\nada\nadal");
    const info = extractContact({
      header,
      all: header,
      contactSections: [],
      headerBottom: 200,
      links: [
        { url: "https://www.linkedin.com/in/ada", page: 1, y: 50 },
        { url: "https://github.com/adal", page: 1, y: 60 },
      ],
    });
    expect(info.linkedIn).toBe("https://www.linkedin.com/in/ada");
    expect(info.github).toBe("https://github.com/adal");
  });
});

describe("contact edge cases", () => {
  it("rejects masked phone numbers and strips credentials from names", () => {
    expect(findPhones("131-221-87xxx")).toEqual([]);
    expect(findName(linesFromText("Jane Q. Public, PhD\njane@public.org"))).toBe("Jane Q. Public");
    expect(findName(linesFromText("William (Bill) Gates\nbill@example.com"))).toBe("William Gates");
    expect(findName(linesFromText("Ana Díaz (she/her)\nana@example.com"))).toBe("Ana Díaz");
  });
  it("joins a LinkedIn URL wrapped over two lines", () => {
    const lines = linesFromText("Contact\nwww.linkedin.com/in/jane-doe-\n12ab34 (LinkedIn)");
    const info = extractContact({ header: [], all: lines, contactSections: lines, links: [], headerBottom: Infinity });
    expect(info.linkedIn).toBe("www.linkedin.com/in/jane-doe-12ab34");
  });
  it("joins a LinkedIn URL broken inside the name in a narrow column", () => {
    const lines = linesFromText("Contact\n+44 7700 900 321\nhttps://www.linkedin.com/in/martaoliv\nerasmith/\nSkills\nExcel");
    const info = extractContact({ header: [], all: lines, contactSections: lines, links: [], headerBottom: Infinity });
    expect(info.linkedIn).toBe("https://www.linkedin.com/in/martaoliverasmith/");
    const afterPath = linesFromText("Contact\nhttps://www.linkedin.com/in/\nMartaOlivera-4821\nSkills");
    expect(extractContact({ header: [], all: afterPath, contactSections: afterPath, links: [], headerBottom: Infinity }).linkedIn).toBe(
      "https://www.linkedin.com/in/MartaOlivera-4821",
    );
    const whole = linesFromText("Contact\nlinkedin.com/in/martaoliverasmith\nExcel");
    expect(extractContact({ header: [], all: whole, contactSections: whole, links: [], headerBottom: Infinity }).linkedIn).toBe(
      "linkedin.com/in/martaoliverasmith",
    );
  });
  it("recognises a well-known city printed alone", () => {
    const header = linesFromText("Sam Lee\nsam@lee.io | London | +44 7700 900123");
    expect(extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity }).city).toBe("London");
  });
});

describe("places in contact lines", () => {
  it("finds the city among other details and without a comma", () => {
    const a = linesFromText("Jo March\njo@march.com, (555) 555-5555, Boston, MA");
    expect(extractContact({ header: a, all: a, contactSections: [], links: [], headerBottom: Infinity })).toMatchObject({ city: "Boston", state: "MA" });
    const b = linesFromText("Jo March\nSeattle WA 98101 | jo@march.com");
    expect(extractContact({ header: b, all: b, contactSections: [], links: [], headerBottom: Infinity })).toMatchObject({
      city: "Seattle",
      state: "WA",
      zipCode: "98101",
    });
  });
});

describe("contact details set apart by other marks", () => {
  const contact = (text: string) => {
    const header = linesFromText(text);
    return extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity });
  };
  it("a dot operator, a spaced long dash or a wide gap parts the details", () => {
    expect(contact("Lena Fischer\nlena@fischer.example ⋅ +49 151 2345 6789 ⋅ Leipzig, Germany")).toMatchObject({ city: "Leipzig" });
    expect(contact("Omar Haddad\nAqaba, Jordan — omar@haddad.example — +962 77 123 4567")).toMatchObject({ city: "Aqaba", phone: "+962 77 123 4567" });
    expect(contact("Sara Lind\nsara@lind.example   +46 70 123 45 67\nUppsala, Sweden   lind.example.net")).toMatchObject({
      city: "Uppsala",
      portfolio: "lind.example.net",
    });
  });
});

describe("contact details below the body", () => {
  it("a row of e-mail, phone and links after the last section is the person's, not the section's", async () => {
    const { extractFields } = await import("./extract-fields.server.ts");
    const text = [
      "Pedro Alves",
      "Site Engineer",
      "Experience",
      "Site Engineer, Atlântico Obras, 2018 – 2024",
      "Languages",
      "Portuguese (native), English (C1)",
      "pedro@alves.example ◆ +351 912 345 678 ◆ Braga, Portugal ◆ alves.example.org",
    ].join("\n");
    const r = extractFields({ kind: "docx", links: [], lines: linesFromText(text) });
    expect(r.personalInfo).toMatchObject({ email: "pedro@alves.example", phone: "+351 912 345 678", city: "Braga", portfolio: "alves.example.org" });
    expect(r.additionalInfo.languages).not.toContain("pedro");
  });
});

describe("contact details in a Word footer", () => {
  it("a footer row with an e-mail address and a phone number gives the person's details", async () => {
    const { extractFields } = await import("./extract-fields.server.ts");
    const body = linesFromText(["Ines Varga", "Quality Auditor", "Experience", "Quality Auditor, Dunavia Foods, 2019 – 2024"].join("\n"));
    const footer = linesFromText("ines@varga.example | +36 30 123 4567 | Szeged, Hungary | varga.example.net", "footer", 30_000);
    const r = extractFields({ kind: "docx", links: [], lines: [...body, ...footer] });
    expect(r.personalInfo).toMatchObject({ email: "ines@varga.example", phone: "+36 30 123 4567", city: "Szeged", portfolio: "varga.example.net" });
  });
  it("a footer without the person's details (a page number, a note) gives nothing", async () => {
    const { extractFields } = await import("./extract-fields.server.ts");
    const body = linesFromText(["Ines Varga", "Experience", "Quality Auditor, Dunavia Foods, 2019 – 2024"].join("\n"));
    const footer = linesFromText("Page 1 of 2 | Szeged, Hungary", "footer", 30_000);
    const r = extractFields({ kind: "docx", links: [], lines: [...body, ...footer] });
    expect(r.personalInfo.city ?? "").toBe("");
  });
});

describe("a family name printed first in capitals", () => {
  it("the capitals are the last name, the given names after them the first", () => {
    expect(splitName("KOVÁCS Anna")).toEqual({ firstName: "Anna", lastName: "Kovács" });
    expect(splitName("TRAN Minh-thu")).toEqual({ firstName: "Minh-thu", lastName: "Tran" });
    expect(splitName("OU Mei Lan")).toEqual({ firstName: "Mei Lan", lastName: "Ou" });
  });
  it("a name all in capitals or with the surname last is read as before", () => {
    expect(splitName("ANNA KOVÁCS")).toEqual({ firstName: "Anna", lastName: "Kovács" });
    expect(splitName("Anna KOVÁCS")).toEqual({ firstName: "Anna", lastName: "Kovács" });
  });
});

describe("the person's place", () => {
  it("an icon glyph before the place does not hide it", () => {
    const header = linesFromText("Tomasz Wrona\n✉ tomasz@wrona.example\n☎ +48 601 234 567\n⌂ Gdynia, Poland");
    expect(extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity })).toMatchObject({
      city: "Gdynia",
      country: "Poland",
    });
  });
  it("a place alone under the name and headline of the main column, after a sidebar read first", () => {
    const at = (text: string, x: number, y: number) => makeLine([{ text, x, x2: x + text.length * 5, bold: false, size: 10, font: "Arial" }], 1, y);
    const sidebar = [at("Contact", 30, 50), at("tomasz@wrona.example", 30, 64), at("Top Skills", 30, 90), at("Forklift driving", 30, 104)];
    const main = [at("Tomasz Wrona", 200, 50), at("Warehouse Lead at Baltic Cargo", 200, 72), at("Gdynia, Poland", 200, 86), at("Summary", 200, 110)];
    const all = [...sidebar, ...main];
    const info = extractContact({ header: [], all, contactSections: sidebar.slice(1, 2), links: [], headerBottom: 50 });
    expect(info).toMatchObject({ firstName: "Tomasz", lastName: "Wrona", city: "Gdynia" });
  });
});

describe("a main column's top read after a sidebar", () => {
  it("the name and headline above the sidebar's last heading are header lines, not that section's items", async () => {
    const { extractFields } = await import("./extract-fields.server.ts");
    const at = (text: string, x: number, y: number, bold = false) =>
      makeLine([{ text, x, x2: x + text.length * 5, bold, size: bold ? 11 : 10, font: bold ? "Arial-Bold" : "Arial" }], 1, y);
    const lines = [
      at("jonas@brandt.example", 30, 60),
      at("+49 170 123 4567", 30, 74),
      at("SKILLS", 30, 100, true),
      at("Forklift driving", 30, 114),
      at("Stock control", 30, 128),
      at("Jonas Brandt", 200, 40, true),
      at("Warehouse Lead", 200, 58),
      at("EXPERIENCE", 200, 90, true),
      at("Warehouse Lead  Nordlager GmbH  2019 – 2024", 200, 104),
    ];
    const r = extractFields({ kind: "pdf", links: [], lines });
    expect(r.personalInfo).toMatchObject({ firstName: "Jonas", lastName: "Brandt" });
    expect(JSON.stringify(r.skills)).not.toMatch(/Jonas|Brandt/);
    expect(JSON.stringify(r.skills)).toMatch(/Forklift driving/);
  });
});

describe("middle names", () => {
  it("a middle name is neither the first nor the last name", () => {
    expect(splitName("John Michael Smith")).toEqual({ firstName: "John", lastName: "Smith" });
    expect(splitName("PRIYA LAKSHMI NAIR")).toEqual({ firstName: "Priya", lastName: "Nair" });
    expect(splitName("Anne-Marie Louise Dubois")).toEqual({ firstName: "Anne-Marie", lastName: "Dubois" });
  });
  it("keeps surname particles and a two-part surname after two given names", () => {
    expect(splitName("Juan Carlos de la Cruz")).toEqual({ firstName: "Juan", lastName: "de la Cruz" });
    expect(splitName("Maria Elena Garcia Lopez")).toEqual({ firstName: "Maria", lastName: "Garcia Lopez" });
    expect(splitName("Pieter Van Der Berg")).toEqual({ firstName: "Pieter", lastName: "Van Der Berg" });
  });
  it("two-word names are unchanged", () => {
    expect(splitName("Wei Zhang")).toEqual({ firstName: "Wei", lastName: "Zhang" });
  });
});

describe("phones in international formats", () => {
  const ok: Array<[string, string]> = [
    ["Mobile: 07700 900123 | Manchester", "07700 900123"],
    ["+1.415.555.0132", "+1.415.555.0132"],
    ["+91-98765-43210 · Pune", "+91-98765-43210"],
    ["+86 138 0013 8000", "+86 138 0013 8000"],
    ["+7 (912) 345-67-89", "+7 (912) 345-67-89"],
    ["+55 11 91234-5678", "+55 11 91234-5678"],
    ["0044 20 7946 0958", "0044 20 7946 0958"],
    ["+353 (0)87 123 4567", "+353 (0)87 123 4567"],
    ["+61 4 1234 5678 • Sydney", "+61 4 1234 5678"],
    ["+1 (415) 555-0132 ext. 12", "+1 (415) 555-0132"],
  ];
  for (const [text, phone] of ok) it(text, () => expect(findPhones(text)[0]).toBe(phone));
  it("reads a local number by the country the document is in", () => {
    expect(findPhones("Phone 01632 960 001", "GB")[0]).toBe("01632 960 001");
    expect(findPhones("Tel 089 1234567", "DE")[0]).toBe("089 1234567");
    expect(findPhones("Tel. 030/12345678", "DE")[0]).toBe("030/12345678");
  });
  it("still rejects years, ranges and postal codes", () => {
    expect(findPhones("2019 – 2021 | 10115 Berlin")).toEqual([]);
    expect(findPhones("Jan 2018 - Dec 2020")).toEqual([]);
  });
  it("extractContact finds a number printed with slashes in a German header", () => {
    const header = linesFromText("Lena Vogel\nMünchen, Germany | Tel. 089/1234567 | lena@vogel.de");
    const info = extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity });
    expect(info.phone).toBe("089/1234567");
  });
});

describe("given names, forms of address and labelled rows", () => {
  it("a Chinese given name romanised as two syllables is the first name", () => {
    expect(splitName("Jia Hui Lim")).toEqual({ firstName: "Jia Hui", lastName: "Lim" });
    expect(splitName("Zhi Hao Ong")).toEqual({ firstName: "Zhi Hao", lastName: "Ong" });
    // a western middle name is still left out
    expect(splitName("Daniel Robert Hughes")).toEqual({ firstName: "Daniel", lastName: "Hughes" });
  });
  it("a form of address before the name is not the first name", () => {
    expect(splitName("Dr Folake Adeyemi")).toEqual({ firstName: "Folake", lastName: "Adeyemi" });
    expect(splitName("PROF. HANNE LUND")).toEqual({ firstName: "Hanne", lastName: "Lund" });
    expect(splitName("Mrs. Joan Hale-Fraser")).toEqual({ firstName: "Joan", lastName: "Hale-Fraser" });
  });
  it("'Name' and 'Address' label rows: the name after its label, the town ending the address", () => {
    const lines = linesFromText(
      "CURRICULUM VITAE\nPERSONAL DETAILS\nName\tKwabena Osei\nAddress\t12 Zongo Lane, Techiman\nMobile\t024 555 0188\nEmail\tkwabena@example.org",
    );
    expect(extractContact({ header: lines, all: lines, contactSections: [], links: [], headerBottom: Infinity })).toMatchObject({
      firstName: "Kwabena",
      lastName: "Osei",
      city: "Techiman",
    });
    const labelled = linesFromText("Name: Efua Quaye\nLocation: Techiman\nPhone: 024 555 0188");
    expect(extractContact({ header: labelled, all: labelled, contactSections: [], links: [], headerBottom: Infinity })).toMatchObject({
      firstName: "Efua",
      city: "Techiman",
    });
  });
});

describe("the address without the separators of the details around it", () => {
  it("keeps only the place", () => {
    const header = linesFromText("Tamsin Reed\nGeelong VIC | 0438 555 107 | tamsin@example.org\n");
    expect(extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity })).toMatchObject({
      city: "Geelong",
      address: "Geelong VIC",
    });
    const dotted = linesFromText("Tamsin Reed\ntamsin@example.org • +61 438 555 107 • Geelong, Australia • tamsinreed.example");
    expect(extractContact({ header: dotted, all: dotted, contactSections: [], links: [], headerBottom: Infinity })).toMatchObject({
      address: "Geelong, Australia",
    });
    const slashed = linesFromText("Tamsin Reed\ntamsin@example.org / +212 6 55 55 01 12 / Rabat, Morocco /");
    expect(extractContact({ header: slashed, all: slashed, contactSections: [], links: [], headerBottom: Infinity })).toMatchObject({
      city: "Rabat",
      address: "Rabat, Morocco",
    });
  });
});

describe("a profile's address broken in a table cell, another column beside it", () => {
  const at = (cells: Array<[string, number]>, y: number) =>
    makeLine(
      cells.map(([text, x]) => ({ text, x, x2: x + text.length * 5, bold: false, size: 10, font: "Sans" })),
      1,
      y,
    );
  const read = (lines: ReturnType<typeof at>[]) => extractContact({ header: lines, all: lines, contactSections: [], links: [], headerBottom: Infinity });
  it("joins the rest of the name from the cell's next line", () => {
    const lines = [
      at([["Ines Duarte", 50]], 40),
      at(
        [
          ["E-mail: ines.d@example.org", 50],
          ["LinkedIn: linkedin.com/in/ines-", 300],
        ],
        60,
      ),
      at(
        [
          ["Phone: 0161 555 0192", 50],
          ["duarte-77a1", 300],
        ],
        74,
      ),
    ];
    expect(read(lines).linkedIn).toBe("linkedin.com/in/ines-duarte-77a1");
    expect(read(lines).phone).toBe("0161 555 0192");
  });
  it("joins a name set wholly on the next line after '/in/'", () => {
    const lines = [
      at([["Ines Duarte", 50]], 40),
      at(
        [
          ["ines.d@example.org", 50],
          ["https://www.linkedin.com/in/", 300],
        ],
        60,
      ),
      at(
        [
          ["+44 161 555 0192", 50],
          ["inesduarte", 300],
        ],
        74,
      ),
    ];
    expect(read(lines).linkedIn).toBe("https://www.linkedin.com/in/inesduarte");
  });
});

describe("an e-mail address wrapped in a narrow column", () => {
  const email = (column: string) => {
    const lines = linesFromText(`Contact\n${column}\nSkills\nExcel`);
    return extractContact({ header: [], all: lines, contactSections: lines, links: [], headerBottom: Infinity });
  };
  it("joins it broken after the '@', inside the domain or after a dash of the name", () => {
    expect(email("bartholomew.okonkwo@\nexample.org").email).toBe("bartholomew.okonkwo@example.org");
    expect(email("bartholomew.okonkwo@exam\nple.org").email).toBe("bartholomew.okonkwo@example.org");
    expect(email("bartholomew.okonkwo@example.\nco.uk").email).toBe("bartholomew.okonkwo@example.co.uk");
    const dashed = email("bartholomew.okonkwo-\nadeyemi@example.org");
    expect(dashed.email).toBe("bartholomew.okonkwo-adeyemi@example.org");
    // the domain's end read as no site of the person's own
    expect(email("bartholomew.okonkwo@\nexample.org").portfolio).toBeUndefined();
  });
  it("leaves a whole address apart from the line under it", () => {
    expect(email("bart@example.org\nLagos").email).toBe("bart@example.org");
    expect(email("bart@example\nDesigner").email).toBeUndefined();
    // a sentence's last word wrapped alone onto a line ends with its full stop
    expect(email("Planned shoots for outdoor\nbrands.\nbart@example.org").email).toBe("bart@example.org");
  });
});

describe("details only a running footer prints", () => {
  const read = (body: string, footer: string) => {
    const lines = [...linesFromText(body), ...linesFromText(footer).map((l) => ({ ...l, region: "footer" as const }))];
    const header = lines.filter((l) => l.region !== "footer").slice(0, 2);
    return extractContact({ header, all: lines, contactSections: [], links: [], headerBottom: Infinity });
  };
  it("reads the e-mail address, LinkedIn and GitHub from it where the body names none", () => {
    const info = read(
      "Tomasz Wrona\nWarehouse Supervisor\nExperience\nSupervisor, Vistula Depots\n2019 - 2024",
      "tomasz.wrona@example.org · linkedin.com/in/tomaszwrona · github.com/twrona · Page 1 of 2",
    );
    expect(info).toMatchObject({ email: "tomasz.wrona@example.org", linkedIn: "linkedin.com/in/tomaszwrona", github: "github.com/twrona" });
  });
  it("keeps the body's own details before the footer's", () => {
    const info = read("Tomasz Wrona\ntomasz@example.org | linkedin.com/in/tomasz-w", "office@example.org · linkedin.com/in/someone-else");
    expect(info).toMatchObject({ email: "tomasz@example.org", linkedIn: "linkedin.com/in/tomasz-w" });
  });
});

describe("names with letters after them, patronyms and names set over two lines", () => {
  it("post-nominal letters after a comma are no part of the name", () => {
    expect(findName(linesFromText("Tevita Havili, MRICS\nQuantity surveyor\ntevita@example.org"))).toBe("Tevita Havili");
    expect(findName(linesFromText("Mele Taufa, RN, BSN\nmele@example.org"))).toBe("Mele Taufa");
    const labelled = linesFromText("Curriculum Vitae\nPersonal Details\nName\tTevita Havili, MRICS\nE-mail\ttevita@example.org");
    expect(findName(labelled)).toBe("Tevita Havili");
  });
  it("a school's name in large type is no person's name", () => {
    expect(looksLikeName("Kingsmead Academy")).toBe(false);
    expect(looksLikeName("Politeknik Merlimau")).toBe(false);
    expect(looksLikeName("Tevita Havili")).toBe(true);
  });
  it("a Vietnamese given name of two syllables before the family name stays whole", () => {
    expect(splitName("Bao Chau Nguyen")).toEqual({ firstName: "Bao Chau", lastName: "Nguyen" });
    expect(splitName("Thu Trang Đỗ")).toEqual({ firstName: "Thu Trang", lastName: "Đỗ" });
    // a middle name before any other surname is no part of the given name
    expect(splitName("Mark Alan Peters")).toEqual({ firstName: "Mark", lastName: "Peters" });
  });
  it("'bin' / 'binti' ends the given name", () => {
    expect(splitName("Siti Nurhaliza binti Othman")).toEqual({ firstName: "Siti Nurhaliza", lastName: "binti Othman" });
    expect(splitName("Ahmad Faiz bin Yusof")).toEqual({ firstName: "Ahmad Faiz", lastName: "bin Yusof" });
  });
  it("the particles before a two-part surname belong to it", () => {
    expect(splitName("Pedro de la Fuente Ortiz")).toEqual({ firstName: "Pedro", lastName: "de la Fuente Ortiz" });
    expect(splitName("Rita dos Reis Lima")).toEqual({ firstName: "Rita", lastName: "dos Reis Lima" });
    expect(splitName("Cian Mac Giolla Phádraig")).toEqual({ firstName: "Cian", lastName: "Mac Giolla Phádraig" });
  });
  it("an engineer's, architect's or lawyer's form of address before the name is no part of it", () => {
    expect(splitName("Eng. Samir Khoury")).toEqual({ firstName: "Samir", lastName: "Khoury" });
    expect(splitName("Ing. Jana Horáková")).toEqual({ firstName: "Jana", lastName: "Horáková" });
    expect(splitName("Atty. Liza Manalo")).toEqual({ firstName: "Liza", lastName: "Manalo" });
  });
  it("a patronym after a one-word given name, or written with a slash ('a/l', 'a/p', 's/o'), stays in the surname", () => {
    expect(splitName("Hamid bin Abu Samah")).toEqual({ firstName: "Hamid", lastName: "bin Abu Samah" });
    expect(splitName("Suresh a/l Raman")).toEqual({ firstName: "Suresh", lastName: "a/l Raman" });
    expect(splitName("SURESH A/L RAMAN")).toEqual({ firstName: "Suresh", lastName: "a/l Raman" });
    expect(looksLikeName("Meena a/p Krishnan")).toBe(true);
    expect(looksLikeName("Sales/Marketing Lead")).toBe(false);
    expect(findName(linesFromText("Meena a/p Krishnan\nmeena.k@example.org\nExperience"))).toBe("Meena a/p Krishnan");
  });
  it("a name set over two lines, the second opening with a surname's particle, is one name", () => {
    const info = (text: string) => {
      const header = linesFromText(text);
      return extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity });
    };
    expect(info("Nur Sabrina\nbinti Hashim\nMarketing Executive\nsabrina@example.org")).toMatchObject({ firstName: "Nur Sabrina", lastName: "binti Hashim" });
    expect(info("Maarten\nvan der Linde\nmaarten@example.org")).toMatchObject({ firstName: "Maarten", lastName: "van der Linde" });
  });
  it("a family name first, before a comma: set in capitals, or spelled so by the e-mail address", () => {
    expect(findName(linesFromText("LINDQVIST, Maja\nmaja@example.org\nExperience"))).toBe("Maja LINDQVIST");
    expect(findName(linesFromText("Lindqvist, Maja\nmaja.lindqvist@example.org\nExperience"))).toBe("Maja Lindqvist");
    expect(splitName("Maja LINDQVIST")).toEqual({ firstName: "Maja", lastName: "Lindqvist" });
    // a town and its region read alike, and no handle spells them
    expect(findName(linesFromText("Jonas Berg\nTromsø, Norway\njb@example.org\nExperience"))).toBe("Jonas Berg");
  });
  it("two given names in display type over the family name alone are one name, a title alone below them is not", () => {
    const at = (text: string, y: number, size: number) => makeLine([{ text, x: 50, x2: 50 + text.length * 5, bold: false, size, font: "Sans" }], 1, y);
    const tail = [at("Marketing Executive", 120, 11), at("About Me", 140, 12), at("Campaigns for consumer brands across the region.", 156, 10)];
    expect(findName([at("Rosa Maria", 40, 25), at("Lindqvist", 75, 25), ...tail])).toBe("Rosa Maria Lindqvist");
    expect(findName([at("Rosa Maria", 40, 25), at("FERREIRA", 75, 25), ...tail])).toBe("Rosa Maria FERREIRA");
    expect(findName([at("Rosa Lindqvist", 40, 25), at("Photographer", 75, 25), ...tail])).toBe("Rosa Lindqvist");
  });
  it("a display name over two lines, the family name bolder, a detail of another column read between", () => {
    const at = (text: string, x: number, y: number, size: number, bold = false) =>
      makeLine([{ text, x, x2: x + text.length * 5, bold, size, font: bold ? "Serif-Bold" : "Serif" }], 1, y);
    const lines = [
      at("Phone +676 555 0101", 450, 57, 9),
      at("Tevita", 50, 69, 26),
      at("tevita@example.org", 400, 82, 9),
      at("FIFITA", 50, 97, 26, true),
      at("Quantity surveyor for roads and bridges across the islands", 50, 115, 10),
      at("Work Experience", 40, 150, 11, true),
      at("Quantity Surveyor", 40, 168, 10, true),
    ];
    expect(findName(lines)).toBe("Tevita FIFITA");
  });
});

describe("the person's town where the gazetteer knows neither it nor its area", () => {
  const headerCity = (text: string) => {
    const header = linesFromText(text);
    return extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity }).city;
  };
  const detailsCity = (text: string) => {
    const lines = linesFromText(text);
    return extractContact({ header: [], all: lines, contactSections: lines, links: [], headerBottom: Infinity }).city;
  };
  it("a town before a region printed with its kind ('Northern Region'), however generic its name", () => {
    expect(headerCity("Abena Mensah\nTamale, Northern Region\n024 555 0100\nabena.mensah@example.org")).toBe("Tamale");
  });
  it("a town and its island or area on the row of the e-mail address, or before a country", () => {
    expect(headerCity("Dwayne Rolle\nMarsh Landing, Little Abaco | (242) 555-0100 | dwayne.rolle@example.org")).toBe("Marsh Landing");
    expect(headerCity("Mariam Al Suwaidi\nMadinat Zayed, Al Dhafra, UAE\nmariam@example.org")).toBe("Madinat Zayed");
    // a headline is no town, even beside the e-mail address
    expect(headerCity("Dwayne Rolle\nDental Assistant, Team Lead | dwayne.rolle@example.org")).toBeUndefined();
  });
  it("the town ending a labelled street address, its postcode before or after it", () => {
    expect(detailsCity("Address : House No. 12, Street 9, Model Colony, Sahiwal\nMobile : 0300 5550100")).toBe("Sahiwal");
    expect(detailsCity("Address: House 7, Road 2, Zindabazar, Sunamganj-3000\nMobile: 01711 555000")).toBe("Sunamganj");
    expect(detailsCity("Address\tGoethestraße 14, 06108 Halle\nPhone\t+49 151 5550 0000")).toBe("Halle");
  });
});

describe("a designer's portfolio on a portfolio site", () => {
  const portfolio = (text: string) => {
    const header = linesFromText(text);
    return extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity }).portfolio;
  };
  it("a Behance or Dribbble page is the portfolio when the person names no site of their own", () => {
    expect(portfolio("Lina Haddad\nlina@example.org | behance.net/linahaddad")).toBe("behance.net/linahaddad");
    expect(portfolio("Lina Haddad\nlina@example.org | dribbble.com/linah | linahaddad.design")).toBe("linahaddad.design");
  });
});

describe("the name of a Word document with a sidebar read first", () => {
  const word = (text: string, cellStarts: number[] = []) => linesFromText(text).map((l, i) => (cellStarts.includes(i) ? { ...l, cellStart: true } : l));
  it("is no item under a sidebar's section title", () => {
    const lines = word(
      [
        "CONTACT",
        "kemal.ardent@example.com",
        "LANGUAGES",
        "Lingala Kinshasa",
        "French",
        "Kemal Ardent",
        "Field Technician",
        "PROFILE",
        "Keeps pumps running.",
      ].join("\n"),
      [0, 5],
    );
    expect(findName(lines)).toBe("Kemal Ardent");
  });
  it("is the line the e-mail address spells after a long sidebar that is no table", () => {
    const sidebar = ["CONTACT", "kemal.ardent.tech@example.com", "+1 555 0100", "SKILLS", ...Array.from({ length: 14 }, (_, i) => `• Skill number ${i}`)];
    const lines = word([...sidebar, "Kemal Ardent", "Field Technician", "PROFILE", "Keeps pumps running."].join("\n"));
    expect(findName(lines)).toBe("Kemal Ardent");
  });
  it("is a name straight over the profile's title after the sidebar's items", () => {
    const lines = linesFromText(
      ["CONTACT", "fieldtech.ka@example.com", "LANGUAGES", "English", "Lingala Kinshasa", "KEMAL ARDENT", "PROFILE", "Keeps pumps running."].join("\n"),
    );
    expect(findName(lines)).toBe("KEMAL ARDENT");
  });
});

describe("a name typed letter-spaced, its words set apart by wider gaps", () => {
  it("is read as its words", () => {
    const c = extractContact({
      header: linesFromText("K E M A L   A R D E N T\nField Technician\nka.work@example.com"),
      all: [],
      contactSections: [],
      links: [],
      headerBottom: Infinity,
    });
    expect([c.firstName, c.lastName]).toEqual(["Kemal", "Ardent"]);
    expect(linesFromText("S K I L L S")[0]!.text).toBe("S K I L L S");
  });
});

describe("the name of a Word document laid out with a sidebar that is no table", () => {
  it("is the line over the person's title over a section's title, however far down", () => {
    const sidebar = ["CONTACT", "fieldtech.ka@example.com", "+1 555 0100", "SKILLS", ...Array.from({ length: 12 }, (_, i) => `• Skill number ${i}`)];
    const lines = linesFromText(
      [...sidebar, "LANGUAGES", "Lingala Kinshasa", "Kemal Ardent", "Field Technician", "PROFILE", "Keeps pumps running."].join("\n"),
    );
    expect(findName(lines)).toBe("Kemal Ardent");
  });
});

describe("a LinkedIn profile printed by its path alone", () => {
  const contactOf = (text: string) => {
    const header = linesFromText(text);
    return extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity });
  };
  it("reads the profile from a detail of its own", () => {
    expect(contactOf("Kim Lowe\nkim@example.com | in/kim-lowe-42 | Seattle, WA").linkedIn).toBe("linkedin.com/in/kim-lowe-42");
    expect(contactOf("Kim Lowe\nkim@example.com · /in/kimlowe").linkedIn).toBe("linkedin.com/in/kimlowe");
  });
  it("reads none from words joined by a slash", () => {
    expect(contactOf("Kim Lowe\nkim@example.com\nSkills: sign in/out procedures").linkedIn).toBeUndefined();
  });
});

describe("digits on two lines", () => {
  it("are no phone number together", () => {
    expect(findPhones("Rua das Gaivotas 12\n4700-123 Vilarinho")).toEqual([]);
  });
});

describe("a person's own site under a country's domain", () => {
  it("is read whole, the country's second level included", () => {
    expect(findUrls("kim@example.com | kimlowe.ie")).toEqual(["kimlowe.ie"]);
    expect(findUrls("kim@example.com | kimlowe.com.br")).toEqual(["kimlowe.com.br"]);
    expect(findUrls("kim@example.com | www.kimlowe.co.za")).toEqual(["www.kimlowe.co.za"]);
  });
});

describe("a LinkedIn profile's label and path, or its label alone", () => {
  const contactOf = (text: string) => {
    const header = linesFromText(text);
    return extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity });
  };
  it("reads the path after the label, and no town from the label", () => {
    expect(contactOf("Kim Lowe\nkim@example.com | LinkedIn: /in/kimlowe").linkedIn).toBe("linkedin.com/in/kimlowe");
    expect(contactOf("Kim Lowe\nkim@example.com | LinkedIn – Kim Lowe").city).toBeUndefined();
  });
});

describe("a name and the person's title on one line, with no comma between", () => {
  const header = (text: string) => {
    const lines = linesFromText(text);
    return extractContact({ header: lines, all: lines, contactSections: [], links: [], headerBottom: Infinity });
  };
  it("takes the name without the title", () => {
    expect(header("Tomas Berg Payroll Officer\nLakeford | +44 7700 900111 | tomas.berg@example.com")).toMatchObject({ firstName: "Tomas", lastName: "Berg" });
    expect(header("Ines Falk Senior Data Analyst\nines@example.com")).toMatchObject({ firstName: "Ines", lastName: "Falk" });
  });
  it("keeps a name of four words, none of them a role, whole", () => {
    expect(header("Lena Marie Holt Brandt\nhello@example.com")).toMatchObject({ firstName: "Lena", lastName: "Holt Brandt" });
  });
});

describe("names of two cultures", () => {
  it("keeps a whole Chinese name after an English given name as the surname", () => {
    expect(splitName("GRACE TAN BOON KEAT")).toEqual({ firstName: "Grace", lastName: "Tan Boon Keat" });
    expect(splitName("Vivian Goh Siew Ping")).toEqual({ firstName: "Vivian", lastName: "Goh Siew Ping" });
    expect(splitName("Luis Alberto Quintana Olmedo").lastName).toBe("Quintana Olmedo");
  });
  it("reads a Brazilian phone with its area code in brackets as the country of two surnames", () => {
    const header = linesFromText("Bruna Alves Cardoso\n+55 (11) 91234-5678 | bruna@example.com\nNutritionist");
    expect(extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity })).toMatchObject({
      firstName: "Bruna",
      lastName: "Alves Cardoso",
    });
  });
});
