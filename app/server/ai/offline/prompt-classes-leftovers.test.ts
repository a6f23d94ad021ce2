import { describe, expect, it } from "vitest";
import { degrees, name, roles, skillNames as named, read } from "./prompt-test-helpers.server.ts";
import type { PartialResume } from "../../../lib/resume.ts";
import { offlineWriter } from "../writer.server.ts";
import { withoutTitleLabels } from "./extract-facts.server.ts";

const skillNames = (resume: PartialResume) => named(resume).map((skill) => skill.toLowerCase());

describe("prompt classes: skills named with no label", () => {
  it("reads a closing list whose first item carries a lower-case note", () => {
    const resume = read(
      "I'm Dale Proctor from Akron. I have driven for Summit Freight since 2018. CDL Class A with hazmat endorsement, CPR, route planning, forklift.",
    );
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["cdl class a", "cpr", "route planning"]));
    const good = read("I'm Dale Proctor. I was a cashier at Summit Foods from 2015 to 2019. Good with stock control, rota planning and cash handling.");
    expect(skillNames(good)).toEqual(expect.arrayContaining(["stock control", "rota planning", "cash handling"]));
    expect(skillNames(good)).not.toContain("good");
  });

  it("reads the licences and cards a person says they have", () => {
    const cards = read(
      "hi im Petra Vasko, i drive trucks at Danube Haulage since 2020. I have permis C+E since 2017 and CPC card, tachograph, ADR. call 0700 111 222",
    );
    expect(skillNames(cards)).toEqual(expect.arrayContaining(["c+e", "cpc card", "tachograph", "adr"]));
    const badge = read("im lee corran, did doors at Quayside Security 2016 - 2020. got my LGV licence (C) and SIA door supervisor badge.");
    expect(skillNames(badge)).toEqual(expect.arrayContaining(["lgv licence", "sia door supervisor badge"]));
    expect(skillNames(badge)).not.toContain("licence");
  });

  it("reads a qualification worn as a prefix, a list of things done and what the person is passionate about", () => {
    const resume = read(
      "I'm Nora Beckett. I have been an ACCA-qualified accountant at Fenwick Ledger since 2019. Payroll and VAT returns done. I am passionate about data quality, budgeting and helping small firms grow. I also do bookkeeping for two charities.",
    );
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["acca", "payroll", "vat returns", "data quality", "budgeting", "bookkeeping"]));
    expect(skillNames(resume).join(",")).not.toMatch(/helping/i);
  });

  it("reads no skill from having years, a degree or a job", () => {
    const resume = read(
      "I'm Nora Beckett. I have five years of experience in retail. I have a BA in History from Kestrel University (2015). I have two part-time jobs at Fenwick Foods.",
    );
    expect(skillNames(resume).join(",")).not.toMatch(/years|BA|History|jobs/i);
  });
});

describe("prompt classes: lower-case English as a second language", () => {
  it("reads a job told with how long before 'like' the title, and a title the title list lacks", () => {
    const resume = read(
      "hello my name is Luiza Teles i live in recife. i work 3 years like cashier in Mercado Boa Vista 2018 until 2021, after i work in the shop Loja Aurora as seller since 2021 until now. i work like welder in Metais Norte 2016 until 2018.",
    );
    expect(roles(resume).map(([title, company, start, end]) => [title, company, start, end])).toEqual([
      ["Seller", "Loja Aurora", "2021", ""],
      ["Cashier", "Mercado Boa Vista", "2018", "2021"],
      ["Welder", "Metais Norte", "2016", "2018"],
    ]);
  });

  it("reads a school level glossed in brackets, the school and the year in either order", () => {
    const yearFirst = read(
      "hi i am Luiza Teles. i work like cashier in Mercado Boa Vista since 2018. i finish ensino médio (high school) in 2016 at Escola Estadual Rio Claro.",
    );
    expect(degrees(yearFirst)).toEqual([["Ensino médio (high school)", "Escola Estadual Rio Claro", "2016"]]);
    const schoolFirst = read(
      "hola i am Pedro Ruiz. i work like welder in Metales Norte since 2019. i finish bachillerato (high school) in Liceo San Marcos 2015.",
    );
    expect(degrees(schoolFirst)).toEqual([["Bachillerato (high school)", "Liceo San Marcos", "2015"]]);
  });
});

describe("prompt classes: a year of a field's apprenticeship", () => {
  it("reads the field's apprentice, still in it", () => {
    const resume = read(
      "kia ora, names tama reid, im 19. just finished the first year of my plumbing apprenticeship with Kowhai Plumbing (started feb 2024). before that i worked at Pipi Cafe 2022-2023.",
    );
    expect(roles(resume)[0]).toEqual(["Plumbing Apprentice", "Kowhai Plumbing", "feb 2024", "", true]);
  });

  it("reads the title of one being done with no article", () => {
    const resume = read("I'm Tama Reid. I'm doing a plumbing apprenticeship with Kowhai Plumbing since 2023.");
    expect(roles(resume)[0]?.[0]).toBe("Plumbing Apprentice");
  });
});

describe("prompt classes: a past role placed in one year", () => {
  it("ends in the year it was held", () => {
    const after = read(
      "Lena Ward is an HR officer at Pine Ridge Foods (since 2021). Before this she was a recruiter at Oak Staffing from 2017 to 2021, and an HR intern at Birch Mills in 2016.",
    );
    expect(roles(after)[2]).toEqual(["HR Intern", "Birch Mills", "2016", "2016", false]);
    const before = read("I'm Lena Ward. I work at Pine Ridge Foods since 2021. In 2016 I was an intern at Birch Mills.");
    expect(roles(before)[1]).toEqual(["Intern", "Birch Mills", "2016", "2016", false]);
  });

  it("runs on from a year the person joined in", () => {
    const resume = read("I'm Lena Ward. I work at Pine Ridge Foods since 2021. I joined Birch Mills in 2016.");
    expect(roles(resume)[1]?.slice(1, 4)).toEqual(["Birch Mills", "2016", "2021"]);
    const founded = read("Owen Tate is a plumber. He worked for Rowan Pipes from 2008 to 2014 before setting up Tate Plumbing in 2014.");
    expect(roles(founded)[0]?.slice(1)).toEqual(["Tate Plumbing", "2014", "", true]);
  });
});

describe("prompt classes: a certificate the person has, from a provider with no school word", () => {
  it("reads the certificate, its category set off in commas, the provider and the year", () => {
    const resume = read(
      "Hi, I'm Lars Berg, I work as an electrician at Nordlys Elektro since 2016. I went to Fjord Vocational High School (electrical programme, 2012) and I have an F-gas certificate, category II, from Kuldeteknikk Opplæring Nord (2019).",
    );
    expect(degrees(resume)).toContainEqual(["F-gas certificate, category II", "Kuldeteknikk Opplæring Nord", "2019"]);
  });
});

describe("prompt classes: an employer named in commas after a kind of business the list lacks", () => {
  it("reads the name as the employer", () => {
    const resume = read(
      "I am Marta Rossi, from Bari. Currently I work as baker at Forno Vecchio since 2019. Before, I worked as sales assistant in a tannery, Conceria Adriatica, from 2015 to 2019.",
    );
    expect(roles(resume)[1]).toEqual(["Sales Assistant", "Conceria Adriatica", "2015", "2019", false]);
  });

  it("leaves where the person lives alone", () => {
    const resume = read("I live in a village, Ashby Parva, since 2010. I work at Foxley Ltd since 2012.");
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([["", "Foxley Ltd"]]);
  });
});

describe("prompt classes: a word placing the sentence in time, set off by a comma", () => {
  it("is no title", () => {
    const resume = read("I'm Ola Dean, a nurse at Elm Hospital since 2019. Earlier, I worked at Oak Clinic 2015-2019.");
    expect(roles(resume)[1]).toEqual(["", "Oak Clinic", "2015", "2019", false]);
  });
});

describe("prompt classes: a name of four words", () => {
  it("reads two given names and two family names", () => {
    const resume = read("CURRICULUM VITAE\nNAME: ROSA INÉS CABRERA VIDAL\nPHONE: 900 111 222\n\nWORK EXPERIENCE\n- ANDES TOURS S.A.C. — Guide — 2019 to 2024");
    expect(name(resume)).toEqual(["Rosa Inés", "Cabrera Vidal"]);
  });

  it("keeps a family name that opens with a particle whole", () => {
    expect(name(read("I'm Pieter van der Berg, a farmer at Berg Farms since 2010."))).toEqual(["Pieter", "van der Berg"]);
  });
});

describe("prompt classes: a label before a title and a lower-case note after it", () => {
  const cv = (lines: string) =>
    `Curriculum Vitae\n\nName: Ines Duarte Lobo\nLisbon, Portugal · +351 900 000 000 · ines@example.pt\n\nEXPERIENCE\n${lines}\n\nEDUCATION\nLicenciatura em Turismo (BA Tourism) – Escola Superior de Turismo de Sintra – 2017`;

  it("reads the title alone in a pasted CV", async () => {
    const resume = await offlineWriter.resumeFromPrompt(
      cv(
        "Receptionist (front office) – Hotel Mar Azul, Lisbon – 05/2021 – present\nBooking Agent – Viagens Tejo Lda., Sintra – 09/2017 – 04/2021\nSummer job: boat guide, Barcos Tejo Passeios – summer 2016",
      ),
    );
    expect(roles(resume).map(([title]) => title)).toEqual(["Receptionist", "Booking Agent", "Boat Guide"]);
  });

  it("keeps a translation in capitals and a title with no label", () => {
    expect(withoutTitleLabels("Encargado (Foreman)")).toBe("Encargado (Foreman)");
    expect(withoutTitleLabels("part time: math tutor")).toBe("Math Tutor");
    expect(withoutTitleLabels("Head of Sales")).toBe("Head of Sales");
  });
});

describe("prompt classes: a polytechnic named with its accent", () => {
  it("reads a foreign degree line glossed as a kind of technologist as schooling", () => {
    const resume = read(
      "* Luis Ortega — Cali, Colombia\n* Support agent at Valle BPO since 2021\n* Before: cashier at Tienda Sol (2018-2020)\n* Tecnólogo en Gestión Logística (logistics technologist) – Politécnico Valle Norte – 2020\n* luis@example.com",
    );
    expect(roles(resume).map(([, company]) => company)).toEqual(["Valle BPO", "Tienda Sol"]);
    expect(degrees(resume)).toEqual([["Tecnólogo en Gestión Logística", "Politécnico Valle Norte", "2020"]]);
  });
});
