import { describe, expect, it } from "vitest";
import { withPastedCvEntries } from "./pasted-cv.server.ts";
import { degrees, name, read, roles, skillNames } from "./prompt-test-helpers.server.ts";

/** The writer's reading with a pasted CV's jobs and schooling read by the parser, as the endpoint does. */
function readPasted(prompt: string) {
  return withPastedCvEntries(prompt, read(prompt));
}

describe("prompt classes: section headings and the present in Spanish and the Nordic languages", () => {
  it("reads a Nordic skills label as the skills", () => {
    const resume = read(
      [
        "Nils Berg",
        "Lagerarbetare / Warehouse Worker",
        "nils.berg@example.se · 070-123 45 67",
        "",
        "ERFARENHET / EXPERIENCE",
        "Warehouse worker, Norrby Lager AB, 2016 - 2022",
        "",
        "UTBILDNING / EDUCATION",
        "Gymnasieexamen, Ekdala Gymnasium, 2015",
        "",
        "KOMPETENSER: pallet stacking, stock control, truck licence",
      ].join("\n"),
    );
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["pallet stacking", "stock control"]));
  });

  it("reads a Spanish CV's schooling heading, and 'a la fecha' as the present", () => {
    const resume = readPasted(
      [
        "Ana Vera Rojas",
        "Talca, Chile — ana.vera@example.cl",
        "",
        "EXPERIENCIA LABORAL",
        "Cajera – Supermercado Los Aromos – 2019 a la fecha",
        "Vendedora – Tienda Maipo Verde – 2015 – 2019",
        "",
        "ESTUDIOS",
        "Técnico en Administración – Instituto Profesional Río Claro – 2014",
      ].join("\n"),
    );
    expect(roles(resume)).toContainEqual(["Cajera", "Supermercado Los Aromos", "2019", "Present", true]);
    expect(degrees(resume)).toEqual([["Técnico en Administración", "Instituto Profesional Río Claro", "2014"]]);
  });
});

describe("prompt classes: a column of spans whose start has a dash and no end", () => {
  const cv = [
    "Lars Dahl",
    "Svetsare / Welder",
    "lars.dahl@example.se",
    "",
    "ERFARENHET / EXPERIENCE",
    "2019–          Welder, Fjordvik Steel AB",
    "2014–2019      Apprentice welder, Norrby Verkstad AB",
    "",
    "UTBILDNING / EDUCATION",
    "2013    Industriprogrammet, Ekdala Gymnasium",
  ].join("\n");

  it("reads the open span as running to now", () => {
    expect(roles(readPasted(cv))[0]).toEqual(["Welder", "Fjordvik Steel AB", "2019", "Present", true]);
  });

  it("keeps an end set off by the same gaps", () => {
    const resume = readPasted(cv.replace("2019–          Welder", "2019  –  2021  Welder"));
    expect(roles(resume)[0]).toEqual(["Welder", "Fjordvik Steel AB", "2019", "2021", false]);
  });
});

describe("prompt classes: a move to another employer told with 'transferred to'", () => {
  it("reads the employer transferred to and the title held there", () => {
    const resume = read(
      "My name is Ruth Obi. First I was a clerk at Dunmore Insurance from 2012 to 2016, then I transferred to Kestrel Savings Bank as Branch Manager, from 2016 up to present.",
    );
    expect(roles(resume)).toEqual([
      ["Branch Manager", "Kestrel Savings Bank", "2016", "", true],
      ["Clerk", "Dunmore Insurance", "2012", "2016", false],
    ]);
  });

  it("makes no employer of a lower-case department transferred to", () => {
    const resume = read("I worked as a nurse at Elm Vale Hospital from 2010 and in 2015 I transferred to the emergency department as charge nurse until 2019.");
    expect(roles(resume).map(([, company]) => company)).toEqual(["Elm Vale Hospital"]);
  });
});

describe("prompt classes: a promotion's later title followed by what the work covers", () => {
  it("reads both titles when the later one ends before a clause in -ing", () => {
    const resume = read(
      "Sam Lee has been with Corvid Print since 2018, first as a press operator and, since 2021, as a shift supervisor covering the Tri-County area.",
    );
    expect(roles(resume)).toEqual([
      ["Shift Supervisor", "Corvid Print", "2021", "", true],
      ["Press Operator", "Corvid Print", "2018", "2021", false],
    ]);
  });
});

describe("prompt classes: 'Before <a field>' opening the clause of an earlier role", () => {
  it("reads the title held before, not the headline's", () => {
    const resume = read("Sam Lee is a printer. Before printing he was floor manager at Birchwood Shoe Co. (2015–2020).");
    expect(roles(resume)).toEqual([["Floor Manager", "Birchwood Shoe Co.", "2015", "2020", false]]);
  });

  it("leaves 'Before joining X' alone", () => {
    const resume = read("I'm Ana Pike. I joined Fenwick Bank in 2019 as a teller. Before joining Fenwick Bank I was a cashier at Elm Mart from 2015 to 2019.");
    expect(roles(resume)).toContainEqual(["Cashier", "Elm Mart", "2015", "2019", false]);
  });
});

describe("prompt classes: a branch or office of the employer named before", () => {
  it("keeps the employer named before for a title held at one of its branches", () => {
    const resume = read(
      "My name is Ruth Obi. I joined Kestrel Savings Bank in 2016 as a teller and since 2021 I have worked as a head teller at the Marlow branch.",
    );
    expect(roles(resume)).toEqual([
      ["Head Teller", "Kestrel Savings Bank", "2021", "", true],
      ["Teller", "Kestrel Savings Bank", "2016", "2021", false],
    ]);
  });

  it("reads a firm's branch as the employer when no employer was named before", () => {
    const resume = read("My name is Ruth Obi. I have worked as a teller at the Calder branch in Leeds since 2016.");
    expect(roles(resume).map(([, company]) => company)).not.toContain("");
  });
});

describe("prompt classes: a role told only by the work done", () => {
  it("names the trade by the verb: 'drove for', 'bussed tables at'", () => {
    expect(roles(read("Sam Lee works as a supervisor at Elm Cold Store since 2019. Before that he drove for Northway Cabs from 2013 to 2016."))).toContainEqual(
      ["Driver", "Northway Cabs", "2013", "2016", false],
    );
    expect(roles(read("hi im dee. i bussed tables at Rio Grill from 2015 to 2017 and now i work as a server at Casa Verde since 2018."))).toContainEqual([
      "Busser",
      "Rio Grill",
      "2015",
      "2017",
      false,
    ]);
  });

  it("keeps the title said after the employer", () => {
    expect(roles(read("Gary Holt. Before that I drove for Airedale Parcels as an HGV Class 1 driver (2004–2012)."))).toEqual([
      ["HGV Class 1 Driver", "Airedale Parcels", "2004", "2012", false],
    ]);
  });
});

describe("prompt classes: the document's title with its letters spaced out", () => {
  it("is no name; the labelled name below it is", () => {
    const resume = read(
      [
        "R E S U M E",
        "",
        "Nombre :  Lucía Paredes Vidal",
        "Email :  lucia.paredes@example.cl",
        "",
        "EXPERIENCE",
        "2019 – 2023     Cashier     Mercado Las Lomas",
      ].join("\n"),
    );
    expect(name(resume)).toEqual(["Lucía", "Paredes Vidal"]);
  });

  it("leaves a name with its letters spaced out read as the name", () => {
    const resume = read(["J O N A S   B E C K", "jonas.beck@example.com", "", "EXPERIENCE", "2019 – 2023     Cashier     Mercado Las Lomas"].join("\n"));
    expect(name(resume)[0]).not.toBe("");
  });
});

describe("prompt classes: a name typed in lower case after a list's marker on the first line", () => {
  it("reads the name", () => {
    const resume = read(["- tomas reyes, leeds uk", "- forklift driver at Harbour Lift Co, 2019 - present", "- picker, Elm Depot, 2016 - 2019"].join("\n"));
    expect(name(resume)).toEqual(["Tomas", "Reyes"]);
  });

  it("reads no name from a lower-case title there", () => {
    const resume = read(["- forklift driver, leeds uk", "- forklift driver at Harbour Lift Co, 2019 - present"].join("\n"));
    expect(name(resume)).toEqual(["", ""]);
  });
});

describe("prompt classes: 'w/' for 'with' before an employer's name", () => {
  it("reads the employer after 'w/'", () => {
    const resume = read(["- tomas reyes, leeds uk", "- forklift driver w/ Harbour Lift Co, 2019 - present", "- picker, Elm Depot, 2016 - 2019"].join("\n"));
    expect(roles(resume)).toContainEqual(["Forklift Driver", "Harbour Lift Co", "2019", "", true]);
  });
});

describe("prompt classes: a trade school named with the trade's lower-case words", () => {
  it("reads 'Ecole hoteliere <name>' whole, its first word written without its accent", () => {
    const resume = read(
      "ok so im Luc Tremblay, line cook in quebec. currently at Chez Marcel since 2021, before that dishwasher at Rue Verte Diner in 2018. did my DEP in professional cooking at Ecole hoteliere Saint-Roch, finished 2019.",
    );
    expect(degrees(resume)).toEqual([["DEP in professional cooking", "Ecole hoteliere Saint-Roch", "2019"]]);
    expect(roles(resume).map(([, company]) => company)).toEqual(["Chez Marcel", "Rue Verte Diner"]);
  });
});
