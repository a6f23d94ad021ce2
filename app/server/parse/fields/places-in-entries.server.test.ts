import { describe, expect, it } from "vitest";
import { parseExperienceSection } from "./experience.server.ts";
import { parseEducationSection } from "./education.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import { isPlaceName, knownCityCountry, parsePlace, splitLeadingPlace, splitTrailingPlace } from "./locations.server.ts";

const jobs = (text: string) => parseExperienceSection(linesFromText(text)).map((e) => ({ jobTitle: e.jobTitle, company: e.company, location: e.location }));

describe("the gazetteer", () => {
  it("knows cities, states, countries and work modes", () => {
    for (const p of ["Chicago", "München", "Bengaluru", "São Paulo", "Texas", "TX", "Germany", "United Kingdom"]) expect(isPlaceName(p), p).toBe(true);
    for (const p of ["Production Engineer", "Acme", "Python", "Leadership"]) expect(isPlaceName(p), p).toBe(false);
    expect(knownCityCountry("Zürich")).toBe("CH");
  });
  it("reads a city before any country the runtime can name, a joining word inside the city's name", () => {
    expect(parsePlace("Ouagadougou, Burkina Faso")).toMatchObject({ city: "Ouagadougou", country: "Burkina Faso" });
    expect(parsePlace("Asunción, Paraguay")).toMatchObject({ city: "Asunción", country: "Paraguay" });
    expect(parsePlace("Ciudad del Este, Paraguay")).toMatchObject({ city: "Ciudad del Este" });
    expect(parsePlace("Ras al Khaimah, United Arab Emirates")).toMatchObject({ city: "Ras al Khaimah" });
    // a school before the country is a name, not a city
    expect(parsePlace("Baltic Polytechnic Academy, Gdańsk, Poland")).toBeNull();
    expect(parsePlace("Vilnius Tech University, Lithuania")).toBeNull();
    // nor is an employer before a city the gazetteer does not know
    expect(parsePlace("Tamarind Metal Works, Nizwa, Oman")).toBeNull();
    expect(parsePlace("Mercy Hospital Kampala, Jinja, Uganda")).toBeNull();
    expect(parsePlace("Bukoba, Kagera, Tanzania")).toMatchObject({ city: "Bukoba", state: "Kagera" });
    // strictly, an unknown town and region before a country need one known part to be a place
    expect(parsePlace("Bucovina Press, Suceava, Romania", true)).toBeNull();
    expect(parsePlace("Pune, Maharashtra, India", true)).toMatchObject({ city: "Pune", state: "Maharashtra" });
    // a work mode is a place of work too
    expect(parsePlace("Field-based")).toEqual({ text: "Field-based" });
    // a country is spelled out and capitalised, not a word in a sentence
    expect(parsePlace("valves, pumps, peru")).toBeNull();
  });
});

describe("a place run into a company or title", () => {
  it("a work mode or city after the company name is the location", () => {
    expect(splitTrailingPlace("Boomi, LP Remote")).toMatchObject({ before: "Boomi, LP", place: { text: "Remote" } });
    expect(splitTrailingPlace("Northwind Traders Chicago, IL")).toMatchObject({ before: "Northwind Traders", place: { city: "Chicago", state: "IL" } });
    expect(splitTrailingPlace("Contoso Ltd London")).toMatchObject({ before: "Contoso Ltd", place: { city: "London" } });
    expect(splitTrailingPlace("Fabrikam GmbH Berlin, Germany")).toMatchObject({ before: "Fabrikam GmbH", place: { city: "Berlin" } });
  });
  it("a state code before a title belongs to the location", () => {
    expect(splitLeadingPlace("PA Production Engineer")).toEqual({ place: "PA", rest: "Production Engineer" });
    expect(splitLeadingPlace("Pittsburgh, PA Production Engineer")).toEqual({ place: "Pittsburgh, PA", rest: "Production Engineer" });
    expect(splitLeadingPlace("QA Engineer")).toBeNull();
    expect(splitLeadingPlace("IT Manager")).toBeNull();
    expect(splitLeadingPlace("Senior Analyst")).toBeNull();
  });
});

describe("experience headers with places", () => {
  it("company and a remote tag on one line, the title below", () => {
    expect(jobs("Boomi, LP Remote\tJan 2020 – Present\nSenior Software Engineer\n• Built integrations")[0]).toEqual({
      jobTitle: "Senior Software Engineer",
      company: "Boomi, LP",
      location: "Remote",
    });
  });
  it("a city and state printed before the title go to the location", () => {
    expect(jobs("Keystone Refining Co.\tPittsburgh, PA Production Engineer\t2016 – 2019\n• Ran the line")[0]).toEqual({
      jobTitle: "Production Engineer",
      company: "Keystone Refining Co.",
      location: "Pittsburgh, PA",
    });
  });
  it("a city alone on the header line is never the job title", () => {
    expect(jobs("Data Analyst\tMar 2018 – Jun 2020\nWoodgrove Bank\tToronto\n• Reports")[0]).toEqual({
      jobTitle: "Data Analyst",
      company: "Woodgrove Bank",
      location: "Toronto",
    });
    expect(jobs("Litware\tSingapore\t2019 – 2021\nProduct Designer\n• Shipped")[0]).toMatchObject({
      jobTitle: "Product Designer",
      company: "Litware",
      location: "Singapore",
    });
  });
  it("a city after a comma is the location, not the company", () => {
    expect(jobs("Senior Auditor, London\tSep 2017 – Present\nErnst & Young\n• Audits")[0]).toMatchObject({
      jobTitle: "Senior Auditor",
      company: "Ernst & Young",
      location: "London",
    });
    expect(splitTrailingPlace("University of California, Berkeley")).toBeNull();
  });
  it("a state name or country alone is a location too", () => {
    expect(jobs("Tailspin Toys | Texas | 2015 – 2017\nMarketing Manager\n• Campaigns")[0]).toMatchObject({
      jobTitle: "Marketing Manager",
      company: "Tailspin Toys",
      location: "Texas",
    });
  });
});

describe("a town closing a name when the entry prints its place apart", () => {
  it("stays in the name; without a place of its own the town is still split off", () => {
    expect(jobs("Banco Fenix Lisboa\nBank Clerk\n2019 - 2022\nPorto, Portugal")).toEqual([
      { jobTitle: "Bank Clerk", company: "Banco Fenix Lisboa", location: "Porto, Portugal" },
    ]);
    expect(jobs("Harbour Freight Ltd Durban\nShift Supervisor\n2016 - 2019")).toEqual([
      { jobTitle: "Shift Supervisor", company: "Harbour Freight Ltd", location: "Durban" },
    ]);
  });
});

describe("a town the gazetteer does not know, after a dash", () => {
  it("'Employer — Town' over the title: the town is the place, the title the title", () => {
    expect(jobs("Coral Reach Hotel — Port Adley\tMar 2021 - Jan 2024\nNight Auditor\n• Balanced the night's takings")).toEqual([
      { jobTitle: "Night Auditor", company: "Coral Reach Hotel", location: "Port Adley" },
    ]);
  });
  it("a name after a dash that is a title, a firm or a part of one stays a name", () => {
    expect(jobs("Pastry Cook — Coral Reach Hotel\tMar 2021 - Jan 2024\nBanqueting Team\n• Baked for weddings")).toEqual([
      { jobTitle: "Pastry Cook", company: "Coral Reach Hotel", location: "" },
    ]);
    expect(jobs("Coral Reach Hotel — Banqueting Division\tMar 2021 - Jan 2024\nPastry Cook\n• Baked for weddings")[0]!.location).toBe("");
  });
});

describe("'Title, Employer — Town' on one line", () => {
  it("takes the piece after the dash as the town, not the employer", () => {
    expect(jobs("Registered Nurse, Lakeside Community Health — Riverton\nMarch, 2021 - Ongoing\n• Ran a community caseload")).toEqual([
      { jobTitle: "Registered Nurse", company: "Lakeside Community Health", location: "Riverton" },
    ]);
  });
});

describe("a name set in capitals before a region's name", () => {
  it("is the employer's name, not a town", () => {
    expect(parsePlace("CASA LUPITA, Palencia", true)).toBeNull();
    expect(parsePlace("PALENCIA, SPAIN", true)?.city).toBe("PALENCIA");
    const r = jobs("CASA LUPITA, Palencia\tApril 2020 - Present\nLine Cook\n• Ran the grill for 80 covers");
    expect(r[0]).toMatchObject({ jobTitle: "Line Cook" });
    expect(r[0]!.company).toMatch(/^CASA LUPITA/);
  });
});

describe("a town the gazetteer does not know, after a comma", () => {
  const rows = (text: string) => parseExperienceSection(linesFromText(text)).map((e) => [e.jobTitle, e.company, e.location]);
  it("closes a line of title, employer and town", () => {
    expect(rows("Forklift Driver, Glynarth Packaging Ltd, Cwmderi\tMay 2019 to Present\n• Loaded trailers")).toEqual([
      ["Forklift Driver", "Glynarth Packaging Ltd", "Cwmderi"],
    ]);
    expect(rows("Cook, Harbour Bistro, Porthwen.\t2018 – 2021\n• Ran the grill")).toEqual([["Cook", "Harbour Bistro", "Porthwen"]]);
  });
  it("follows the employer's name on its own line, the title on another", () => {
    expect(rows("HARBOUR HARDWARE, Kelsby\tApril 2020 - Present\nStore Supervisor\n• Opened the shop")).toEqual([
      ["Store Supervisor", "HARBOUR HARDWARE", "Kelsby"],
    ]);
  });
  it("is no region's or firm's letters, no town cut at its first word, and no town and region beside the employer", () => {
    expect(rows("Reef Telecom, PT\t2019 – 2021\nField Technician")[0]![1]).toBe("Reef Telecom, PT");
    expect(rows("Kowhai Freight Ltd | Tarawhiti, New\t2019 – 2021\nDriver")[0]![2]).not.toBe("New");
    expect(rows("Sariaya Grocers - Lucban, Quezon\t2019 – 2021\nCashier")[0]![2]).not.toBe("Quezon");
  });
  it("follows a school's name under the degree", () => {
    const r = parseEducationSection(linesFromText("Diploma in Carpentry\t2016\nColeg Talgarth, Pencader")).map((e) => [e.degree, e.school, e.location]);
    expect(r).toEqual([["Diploma in Carpentry", "Coleg Talgarth", "Pencader"]]);
    const row = parseEducationSection(linesFromText("Sijil Pelajaran Malaysia (SPM)\tSMK Bukit Aman, Sri Aman\t2012")).map((e) => [
      e.degree,
      e.school,
      e.location,
    ]);
    expect(row).toEqual([["Sijil Pelajaran Malaysia (SPM)", "SMK Bukit Aman", "Sri Aman"]]);
  });
});

describe("a name before a country that is a city of its own, in an entry's header", () => {
  it("is the employer, the country its place", () => {
    expect(parsePlace("Harbour Tidings, Macau", true)).toBeNull();
    // outside an entry's header, the piece before a city-state is its quarter, the town the city
    expect(parsePlace("Harbour Tidings, Macau")?.city).toBe("Macau");
    expect(parsePlace("Marula, Malaysia", true)?.city).toBe("Marula");
  });
});

describe("a trade's abbreviation that is also a region's code, opening a job title", () => {
  it("stays in the title", () => {
    expect(splitLeadingPlace("QC Inspector")).toBeNull();
    expect(splitLeadingPlace("PE Teacher")).toBeNull();
    expect(jobs("QC Inspector\nHollin Fasteners Ltd, Rotherham\n2018 - 2022\n- Checked thread gauges")[0]).toMatchObject({
      jobTitle: "QC Inspector",
      company: "Hollin Fasteners Ltd",
    });
    expect(jobs("QC Analyst | Brightwater Labs | Jan 2015 - May 2018\n- Tested batches")[0]).toMatchObject({ jobTitle: "QC Analyst", location: "" });
  });
  it("makes no place of a title before it, while a town before it stays one", () => {
    expect(parsePlace("Senior Inspector, QC")).toBeNull();
    expect(parsePlace("Trois-Rivières, QC")).toMatchObject({ city: "Trois-Rivières", state: "QC" });
  });
});

describe("a town the gazetteer does not know, its names joined by small words, after the employer", () => {
  it("is the entry's place, the name before it the employer (dates left, title over 'Company, Town')", () => {
    expect(
      jobs(
        "Mar 2021 – Present\tField Technician\nOrbel Water Services, Villa de las Garzas\n• Fixed pumps\nJan 2018 – Feb 2021\tApprentice\nCasa Morel Ltd, Puerto de la Brisa\n• Learned welding",
      ),
    ).toEqual([
      { jobTitle: "Field Technician", company: "Orbel Water Services", location: "Villa de las Garzas" },
      { jobTitle: "Apprentice", company: "Casa Morel Ltd", location: "Puerto de la Brisa" },
    ]);
  });
  it("a school's town so joined is its place too", () => {
    const [e] = parseEducationSection(linesFromText("2014 – 2018\tLicenciatura en Contabilidad\nInstituto Tecnico Serrano, San Miguel de los Olmos"));
    expect(e).toMatchObject({ degree: "Licenciatura en Contabilidad", school: "Instituto Tecnico Serrano", location: "San Miguel de los Olmos" });
  });
});

describe("an employer closed by a legal form that is also a region's code, a town after it", () => {
  it("is the employer, the town the place", () => {
    expect(jobs("Mar 2021 – Present\tStock Planner\nKelmar Logistics NV · Rostveld\n• Planned stock")).toEqual([
      { jobTitle: "Stock Planner", company: "Kelmar Logistics NV", location: "Rostveld" },
    ]);
    expect(jobs("Web Developer · Brask Digital AB · Gothenburg\n2021-08 – present\n• Built pages")).toEqual([
      { jobTitle: "Web Developer", company: "Brask Digital AB", location: "Gothenburg" },
    ]);
  });
  it("a town and its region's code after the employer stay the place", () => {
    expect(jobs("Dealer · Silver Mesa Casino · Pahrump NV\n2021-08 – present\n• Dealt cards")).toEqual([
      { jobTitle: "Dealer", company: "Silver Mesa Casino", location: "Pahrump NV" },
    ]);
  });
});

describe("a name the gazetteer does not know before a region that is a town too, over the title alone", () => {
  it("is the employer and its town, not the employer of the entry above", () => {
    const text = "Kelvo Software SRL\t03.2022 - now\nSenior QA Engineer\n• Led tests\nOrvel Digital, Soroca\t01.2019 - 02.2022\nQA Engineer\n• Automated tests";
    expect(jobs(text)).toEqual([
      { jobTitle: "Senior QA Engineer", company: "Kelvo Software SRL", location: "" },
      { jobTitle: "QA Engineer", company: "Orvel Digital", location: "Soroca" },
    ]);
  });
});

describe("a work mode in brackets closing 'Employer, Town'", () => {
  it("leaves the employer and the town apart", () => {
    expect(jobs("Kelvo Software SRL, Almsee (remote)\t03.2022 - now\nSenior QA Engineer\n• Led tests")).toEqual([
      { jobTitle: "Senior QA Engineer", company: "Kelvo Software SRL", location: "Almsee" },
    ]);
  });
});
