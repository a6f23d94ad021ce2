import { describe, expect, it } from "vitest";
import { offlineWriter } from "../writer.server.ts";
import { degrees, read, roles, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a pasted CV whose headings are told in two languages", () => {
  it("reads the jobs under a long two-language heading as a CV's rows, the employer over its title", async () => {
    const resume = await offlineWriter.resumeFromPrompt(
      [
        "MARTA ELENA ROJO",
        "Quito - Ecuador",
        "",
        "EXPERIENCIA PROFESIONAL / WORK EXPERIENCE",
        "Almacenes Cotopaxi Andina S.A.",
        "Cajera principal (Head Cashier)",
        "Marzo 2021 - Actual",
        "",
        "Panadería Ribera Alta Cía. Ltda.",
        "Vendedora (Sales Clerk)",
        "2017 - 2021",
        "",
        "FORMACIÓN / EDUCATION",
        "Bachiller en Contabilidad - Colegio Fiscal Pichincha Sur - 2016",
      ].join("\n"),
    );
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Cajera principal (Head Cashier)", "Almacenes Cotopaxi Andina S.A."],
      ["Vendedora (Sales Clerk)", "Panadería Ribera Alta Cía. Ltda."],
    ]);
  });
});

describe("prompt classes: a pasted CV's schooling rows the writer reads whole and the parser merges", () => {
  it("keeps the writer's rows when it reads more of them whole (school, degree and year)", async () => {
    const resume = await offlineWriter.resumeFromPrompt(
      [
        "Tomás Quiroga",
        "",
        "WORK EXPERIENCE",
        "Bodega Lagunaverde Ltda.",
        "Warehouse Assistant",
        "2018 - 2022",
        "",
        "EDUCATION",
        "Tecnólogo en Logística - Servicio Nacional de Formación Pradera - 2017",
        "Bachiller Académico - Colegio Santa Lucía del Valle - 2014",
      ].join("\n"),
    );
    expect(degrees(resume)).toEqual([
      ["Tecnólogo en Logística", "Servicio Nacional de Formación Pradera", "2017"],
      ["Bachiller Académico", "Colegio Santa Lucía del Valle", "2014"],
    ]);
  });
});

describe("prompt classes: a skills label in another language", () => {
  it("reads the items after a German skills label as skills", () => {
    const resume = read(
      ["Jonas Wendler", "Kassel", "", "BERUFSERFAHRUNG", "Lagerist, Fuldatal Getränke GmbH, 2018 - 2023", "", "KENNTNISSE: SAP, Kommissionierung, Excel"].join(
        "\n",
      ),
    );
    expect(skillNames(resume).map((skill) => skill.toLowerCase())).toEqual(expect.arrayContaining(["sap", "kommissionierung", "excel"]));
  });

  it("reads the items after a Spanish skills label as skills", () => {
    const resume = read("Lucía Ferrán\nValencia\n\nEXPERIENCIA\nCamarera, Bar Tres Arcos, 2019 - 2022\n\nHabilidades: atención al cliente, caja, inventarios");
    expect(skillNames(resume).map((skill) => skill.toLowerCase())).toEqual(expect.arrayContaining(["atención al cliente", "caja", "inventarios"]));
  });
});

describe("prompt classes: a pasted CV whose rows set their fields apart by spaced slashes", () => {
  it("reads the title, employer and dates of each slash-separated row", async () => {
    const resume = await offlineWriter.resumeFromPrompt(
      [
        "Petra  Valkova",
        "Brno  |  petra.valkova@example.cz",
        "",
        "EXPERIENCE",
        "",
        "Welder  /  Moravia Steelworks s.r.o.  /  2018 – now",
        "Packer / picker  /  Svratka Foods a.s.  /  2014 – 2018",
        "",
        "SKILLS",
        "MIG welding, forklift",
      ].join("\n"),
    );
    expect(roles(resume).map(([title, company, start]) => [title, company, start])).toEqual([
      ["Welder", "Moravia Steelworks s.r.o.", "2018"],
      ["Packer / picker", "Svratka Foods a.s.", "2014"],
    ]);
  });

  it("reads rows whose slashes are all set one space apart", async () => {
    const resume = await offlineWriter.resumeFromPrompt(
      [
        "Iwo Marczak",
        "",
        "EXPERIENCE",
        "Cook / Harbour Lights Bistro / 2016 – 2019",
        "",
        "EDUCATION",
        "Culinary Certificate, Gdynia Catering College, 2015",
      ].join("\n"),
    );
    expect(roles(resume).map(([title, company, start, end]) => [title, company, start, end])).toEqual([["Cook", "Harbour Lights Bistro", "2016", "2019"]]);
  });

  it("reads a bullet list's slash-separated rows, no headings about them", async () => {
    const resume = await offlineWriter.resumeFromPrompt("Ana Ruel, Tartu\n- Baker / Emajõe Bakery / 2020 – now\n- Waiter / Toomemägi Grill / 2017 – 2020");
    expect(roles(resume).map(([title, company, start]) => [title, company, start])).toEqual([
      ["Baker", "Emajõe Bakery", "2020"],
      ["Waiter", "Toomemägi Grill", "2017"],
    ]);
  });
});

describe("prompt classes: a pasted CV's title line naming a unit, its employer on the dated line below", () => {
  it("reads the employer from the dated line, not the unit after the title", async () => {
    const resume = await offlineWriter.resumeFromPrompt(
      [
        "Priya Lindqvist",
        "Enrolled Nurse | Ballarat, Victoria",
        "",
        "EXPERIENCE",
        "Enrolled Nurse – Cardiac Unit",
        "Lake Wendouree Private Hospital | Mar '21 to now",
        "",
        "Patient Care Assistant – Orthopaedic Ward",
        "Sebastopol Community Hospital | 2017 – 2021",
        "",
        "EDUCATION",
        "Diploma of Nursing — Goldfields Institute of Health, 2020",
      ].join("\n"),
    );
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Enrolled Nurse", "Lake Wendouree Private Hospital"],
      ["Patient Care Assistant", "Sebastopol Community Hospital"],
    ]);
  });
});

describe("prompt classes: a course named with the word for a course, beside a school", () => {
  it("reads a training line whose course names a job title, dated the year a job began, as schooling", () => {
    const resume = read("* Nell Hargrove\n* Kitchen hand at Bluegum Diner, 2019 to 2022\n* Pharmacy assistant training, Westvale Technical College, 2019");
    expect(degrees(resume)).toEqual([["Pharmacy assistant training", "Westvale Technical College", "2019"]]);
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([["Kitchen Hand", "Bluegum Diner"]]);
  });

  it("reads a course line the same way", () => {
    const resume = read("Nell Hargrove\nBarista at Tallow Lane Café, 2020 to 2023\nPharmacy assistant course, Northgate Hospitality Institute, 2020");
    expect(degrees(resume)).toEqual([["Pharmacy assistant course", "Northgate Hospitality Institute", "2020"]]);
  });
});

describe("prompt classes: a course whose year opens its sentence", () => {
  it("gives the course the year the sentence opens with", () => {
    const resume = read(
      "My name is Vera Kulik. I work as a cleaner in Oakfield Hotel (from May 2021). In 2023 I completed a Certificate in Healthcare Support at Riverside Adult Learning Centre.",
    );
    expect(degrees(resume)).toEqual([["Certificate in Healthcare Support", "Riverside Adult Learning Centre", "2023"]]);
  });
});

describe("prompt classes: a place of schooling the net reads again as a job", () => {
  it("reads no untitled job at the centre a course was done at", () => {
    const resume = read(
      "My name is Vera Kulik. I work as a cleaner in Oakfield Hotel (from May 2021). In 2023 I did QQI Level 5 in Healthcare Support at Riverside Adult Learning Centre.",
    );
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([["Cleaner", "Oakfield Hotel"]]);
  });
});

describe("prompt classes: a dated row that opens with its title in brackets", () => {
  it("reads the bracketed title as the row's title and the name after it as the employer", async () => {
    const resume = await offlineWriter.resumeFromPrompt(
      [
        "Nora Keane",
        "Cork",
        "",
        "Employment",
        "",
        "(Receptionist) Lee Valley Dental Practice, 2022 - present",
        "(Shop Assistant) Bantry Bay Hardware Stores, from 2017 till 2022",
        "",
        "Education",
        "",
        "Leaving Certificate, Blarney Hill Community School, 2015",
      ].join("\n"),
    );
    expect(roles(resume).map(([title, company, start]) => [title, company, start])).toEqual([
      ["Receptionist", "Lee Valley Dental Practice", "2022"],
      ["Shop Assistant", "Bantry Bay Hardware Stores", "2017"],
    ]);
  });
});

describe("prompt classes: a pasted CV's schooling row whose trade the parser reads as the school", () => {
  it("keeps the writer's reading of the school's name", async () => {
    const resume = await offlineWriter.resumeFromPrompt(
      [
        "Marco Ferri",
        "Via Roma 4, Lecce",
        "",
        "ESPERIENZE PROFESSIONALI",
        "03/2018 – oggi        Saldatore             Officine Salento Nord S.r.l., Lecce",
        "2015                  Aiuto meccanico       Autofficina Due Ponti",
        "",
        "ISTRUZIONE",
        "2014   Diploma di qualifica, operatore meccanico — IPSIA Capo di Leuca",
      ].join("\n"),
    );
    expect(degrees(resume).map(([, school, year]) => [school, year])).toEqual([["IPSIA Capo di Leuca", "2014"]]);
  });
});
