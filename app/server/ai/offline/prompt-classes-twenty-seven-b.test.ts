import { describe, expect, it } from "vitest";
import { offlineWriter } from "../writer.server.ts";
import { degrees, name, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: the room, shift or kitchen between a title and its employer", () => {
  it("reads the title and the employer around a room or a shift", () => {
    const room = read(
      "Mara Quill is a nursery worker in Leeds. She has been Lead Carer in the baby room at Puddle Lane Nursery since 2021, and before that worked as a cook at Ferris Diner until 2021.",
    );
    expect(roles(room).map(([title, company]) => [title, company])).toEqual([
      ["Lead Carer", "Puddle Lane Nursery"],
      ["Cook", "Ferris Diner"],
    ]);
    const shift = read("Tom Reyes has been a line cook on the night shift at Bramble Grill since 2019.");
    expect(roles(shift).map(([title, company]) => [title, company])).toEqual([["Line Cook", "Bramble Grill"]]);
  });
});

describe("prompt classes: the kind of place in a lower-case town, then its name and dates in brackets", () => {
  it("reads the name in brackets as the employer", () => {
    const resume = read(
      "hey, i'm Lena Varga. now im at Rosewater Candles as shop assistant since march 2023, before that i was a barista at a coffee bar in pecs (Bean Corner, 2019-2022).",
    );
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Shop Assistant", "Rosewater Candles"],
      ["Barista", "Bean Corner"],
    ]);
  });
});

describe("prompt classes: a learner's 'was in' an employer 'as' a title", () => {
  it("reads the organisation as the employer, and a town as none", () => {
    const resume = read("hello, im Goran Babic from Split. before i was in Mlinar Pekarna as driver 2012-2017, now i work at Brodotrans since 2017.");
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["", "Brodotrans"],
      ["Driver", "Mlinar Pekarna"],
    ]);
    const town = read("hello, im Goran Babic. I was in Zagreb as a driver from 2012 to 2017.");
    expect(roles(town).map(([, company]) => company)).not.toContain("Zagreb");
  });
});

describe("prompt classes: a learner's 'work like' a title", () => {
  it("reads the words after 'like' as the title when they open with letters and end as a doer's word, misspelt or not", () => {
    const resume = read("hello, im Goran Babic from Split. i work like CNC programer in Brodotrans from 2017.");
    expect(roles(resume).map(([title, company, start]) => [title.split(" ")[0], company, start])).toEqual([["CNC", "Brodotrans", "2017"]]);
    const dog = read("Ana Lis. I worked like a dog at Brisk Co from 2015 to 2018 as a clerk.");
    expect(roles(dog).map(([title, company]) => [title, company])).toEqual([["Clerk", "Brisk Co"]]);
  });
});

describe("prompt classes: a title no list knows, then the title in brackets", () => {
  it("reads the bracketed title", () => {
    const resume = read("hello, im Goran Babic from Split. i worked at Hotel Lastavica as konobar (waiter) from 2010 to 2014.");
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([["Waiter", "Hotel Lastavica"]]);
  });
});

describe("prompt classes: a pasted CV's education rows the parser leaves short", () => {
  it("takes the writer's school where the parser left it in the degree", async () => {
    const resume = await offlineWriter.resumeFromPrompt(`ODETTE  MARCHAND
Baton Rouge, LA  •  (225) 555-0177  •  odette.marchand@example.com

WORK EXPERIENCE
Medical Assistant        Bayou Family Clinic           05/2020 – Present
Receptionist             Cypress Dental Group          02/2017 – 04/2020

EDUCATION
Medical Assistant Certificate        Pelican Technical Institute        2020
CNA Certificate                      Fernhill Adult Learning Center     2016

SKILLS
phlebotomy, scheduling`);
    expect(degrees(resume)).toEqual([
      ["Medical Assistant Certificate", "Pelican Technical Institute", "2020"],
      ["CNA Certificate", "Fernhill Adult Learning Center", "2016"],
    ]);
  });

  it("adds a row the parser left out, when the writer names its school as one and its year", async () => {
    const resume = await offlineWriter.resumeFromPrompt(`NADIA  BOODOO
Chaguanas, Trinidad
1 (868) 555-4410  |  nadia.b@example.tt

EXPERIENCE
Accounts Clerk — Sandpiper Freight Ltd — 2019 to present
Cashier — Palmiste Foods — 2015 to 2019

EDUCATION
BBA Accounting — Lagoon Bay College — 2018
CAPE Unit 1 & 2 (Accounting, Economics) — Harbourview Secondary School — 2014

SKILLS
QuickBooks, payroll`);
    expect(degrees(resume).map(([, school, year]) => [school, year])).toEqual([
      ["Lagoon Bay College", "2018"],
      ["Harbourview Secondary School", "2014"],
    ]);
  });
});

describe("prompt classes: ongoing work said by a verb made from the trade's own name", () => {
  it("reads the trade as the title", () => {
    const resume = read("hey there, mia fenn here. these days im waitressing at the Driftwood Tavern restaurant (from may 2021).");
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([["Waitress", "Driftwood Tavern"]]);
    const bar = read("I'm Sam Ortiz. I've been bartending at Lantern Bar since 2021.");
    expect(roles(bar).map(([title, company]) => [title, company])).toEqual([["Bartender", "Lantern Bar"]]);
  });
});

describe("prompt classes: a bio's 'has been' before a title in lower case", () => {
  it("reads the words after 'has been' as the title", () => {
    const resume = read("Rui Alves has been bar manager at Tidewater Grill since 2019. Before that he was a line cook at Harbour Inn (2014-2019).");
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Bar Manager", "Tidewater Grill"],
      ["Line Cook", "Harbour Inn"],
    ]);
  });
});

describe("prompt classes: where a bio's person comes from, said before the name", () => {
  it("reads the name after the opening phrase", () => {
    expect(name(read("Originally from Porto, Rui Alves has run the bar at Tidewater Grill since 2019."))).toEqual(["Rui", "Alves"]);
    expect(name(read("Born and raised in Cork, Niamh Byrne is a nurse at Mercy Hospital since 2015."))).toEqual(["Niamh", "Byrne"]);
  });
});

describe("prompt classes: a nickname in brackets inside the name", () => {
  it("reads the name without the nickname", () => {
    const header = read(`DONALD (DON) FARRIER
Dayton OH    937-555-0140    dfarrier@example.net

EXPERIENCE
Welder   |  Miami Valley Fabrication  |  2010 - Present
Helper   |  Stillwater Steel           |  2004 - 2010`);
    expect(name(header)).toEqual(["Donald", "Farrier"]);
    expect(name(read("Ana (Annie) Lind is a nurse at Mercy Hospital since 2015."))).toEqual(["Ana", "Lind"]);
  });
});

describe("prompt classes: an employer named back by its opening words", () => {
  it("reads the short name as the role already told, not as another", () => {
    const resume = read(
      "Dana Lowe is a loan officer at Harbour Crest Bank in Tulsa, where she has worked since 2018. She began her career as a teller with Elm Savings in 2012, a role she held until she moved to Harbour Crest in 2018.",
    );
    expect(roles(resume).map(([, company]) => company)).toEqual(["Harbour Crest Bank", "Elm Savings"]);
  });
});

describe("prompt classes: the person's own business named in brackets after dated work", () => {
  it("reads the business as a role begun at that date", () => {
    const resume = read(
      "hello, my name Sari Wulan. since 2024 i work as cashier in Toko Mawar, plus i bake cookies to order since 2023 (my own home bakery, Sari Kue Corner).",
    );
    expect(roles(resume).map(([, company, start]) => [company, start])).toEqual([
      ["Sari Kue Corner", "2023"],
      ["Toko Mawar", "2024"],
    ]);
  });
});

describe("prompt classes: present work said by the trade's own verb, through an agency", () => {
  it("reads the trade as the title and the agency as the employer", () => {
    const resume = read("mia fenn here. i nanny three days a week through Tiny Steps Nannies, started that in 2021.");
    expect(roles(resume).map(([title, company, start]) => [title, company, start])).toEqual([["Nanny", "Tiny Steps Nannies", "2021"]]);
    const sits = read("hi, i'm mia fenn. i also babysit for Tiny Steps Agency since 2022.");
    expect(roles(sits).map(([title, company]) => [title, company])).toEqual([["Babysitter", "Tiny Steps Agency"]]);
  });
});

describe("prompt classes: a phone number opened by North America's trunk '1' without a plus", () => {
  it("keeps the '1' with the number", () => {
    const resume = read("I'm Ana Ruiz, a teller at Palm Bank since 2018. 1 (868) 555-2219 | ana.ruiz@example.tt");
    expect(resume.personalInfo?.phone).toBe("1 (868) 555-2219");
  });
});

describe("prompt classes: an internship done at an employer", () => {
  it("gives the intern's title", () => {
    const resume = read("hi, i'm Lena Varga. i did a marketing internship at Pixel Media in 2019 and a summer internship at Orbit Labs in 2020.");
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Intern", "Orbit Labs"],
      ["Marketing Intern", "Pixel Media"],
    ]);
  });
});
