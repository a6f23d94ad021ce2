import { describe, expect, it } from "vitest";
import { degrees, name, read, roles, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a given name alone, typed in lower case", () => {
  it("reads the given name after a lower-case introduction when the tagger knows it for one", () => {
    expect(name(read("hi im sarah, i worked as a cashier at pellow foods from 2019 to 2021"))).toEqual(["Sarah", ""]);
    expect(name(read("hey im david 24 from ohio, worked at harlan mart as a stocker 2018-2020"))).toEqual(["David", ""]);
  });

  it("reads no name from what the person says they are", () => {
    expect(name(read("im tired, i worked at pellow foods 2019-2022 on the tills"))).toEqual(["", ""]);
    expect(name(read("i'm ready, i was a porter at the quayle hotel 2017-2019"))).toEqual(["", ""]);
  });
});

describe("prompt classes: who a person is good with", () => {
  it("lists no customers, people or children among the skills, and keeps the skills said with them", () => {
    const skills = skillNames(read("I was a waiter at Brindle Cafe from 2018 to 2022. I'm good with customers and cash handling, and great with kids."));
    expect(skills.map((skill) => skill.toLowerCase())).toContain("cash handling");
    expect(skills.map((skill) => skill.toLowerCase())).not.toEqual(expect.arrayContaining(["customers"]));
    expect(skills.map((skill) => skill.toLowerCase())).not.toEqual(expect.arrayContaining(["kids"]));
  });
});

describe("prompt classes: the skills of everyday work named in passing", () => {
  it("reads shop, ward, warehouse and trade skills out of prose", () => {
    const skills = skillNames(
      read(
        "I'm Ola Brandt. At Fenwick Stores (2016-2019) I did the stock control and cashing up, then I moved to Alder House care home " +
          "where I've done medication rounds and dementia care since 2019. I also did some MIG welding at college.",
      ),
    ).map((skill) => skill.toLowerCase());
    expect(skills).toEqual(expect.arrayContaining(["stock control", "cashing up", "medication rounds", "dementia care", "mig welding"]));
    // the longer name is the skill, not the word inside it
    expect(skills).not.toContain("welding");
  });

  it("reads the skills of security, salon, call-centre and farm work too", () => {
    const skills = skillNames(
      read(
        "Dan Mole, night guard at Ferro Park 2018-2021: CCTV monitoring and patrolling. Then inbound calls and order processing at " +
          "Brisk Direct. Weekends I help with lambing and fencing on my uncle's farm, and my partner does gel nails and lash extensions.",
      ),
    ).map((skill) => skill.toLowerCase());
    expect(skills).toEqual(expect.arrayContaining(["cctv monitoring", "patrolling", "inbound calls", "order processing", "lambing", "fencing"]));
  });

  it("reads no skill from a word inside a job title, and none twice when it is a certificate held", () => {
    const titled = skillNames(read("Anna Berg, pastry chef at Kanel Bakery since 2019 and forklift driver at Ostby Freight before that (2015-2019)."));
    expect(titled.map((skill) => skill.toLowerCase())).not.toEqual(expect.arrayContaining(["pastry"]));
    expect(titled.map((skill) => skill.toLowerCase())).not.toEqual(expect.arrayContaining(["forklift"]));
    const certified = read("Anna Berg, care assistant at Lyle Court since 2019.\nCertifications: First Aid at Work (2022)");
    expect(skillNames(certified).map((skill) => skill.toLowerCase())).not.toContain("first aid");
    expect(certified.additionalInfo?.certifications ?? "").toContain("First Aid at Work");
  });
});

describe("prompt classes: 'till' and 'thru' before a date", () => {
  it("ends the title before 'till 2022' and keeps a title that opens with the word", () => {
    expect(roles(read("then got a job at Harlan Mart as a picker till 2022."))).toEqual([["Picker", "Harlan Mart", "", "2022", false]]);
    expect(roles(read("I worked as a till operator at Costmore from 2019 till 2021."))).toEqual([["Till Operator", "Costmore", "2019", "2021", false]]);
  });

  it("reads 'thru 2020' as the end of the job", () => {
    expect(roles(read("I was a waitress at Bistro Lune thru 2020."))).toEqual([["Waitress", "Bistro Lune", "", "2020", false]]);
  });
});

describe("prompt classes: a name stated in a message without full stops", () => {
  it("ends the name where the next sentence's 'i' or 'and' begins", () => {
    expect(name(read("helo my name is anh duong i work nail technician at lotus nails since 2019"))).toEqual(["Anh", "Duong"]);
    expect(name(read("my name is ola berg and i work at a shop"))).toEqual(["Ola", "Berg"]);
  });
});

describe("prompt classes: a title with no 'as', as English learners write it", () => {
  it("reads a known title after 'I work' before the employer, with 'at' or 'for'", () => {
    expect(roles(read("I work cashier at Lotus Mart since 2019."))).toEqual([["Cashier", "Lotus Mart", "2019", "", true]]);
    expect(roles(read("I worked waiter for Lotus Grill from 2015 to 2018."))).toEqual([["Waiter", "Lotus Grill", "2015", "2018", false]]);
  });

  it("reads a known title written after the employer's years", () => {
    expect(roles(read("Worked at Fenn Sports 2018-2020 sales advisor."))).toEqual([["Sales Advisor", "Fenn Sports", "2018", "2020", false]]);
  });

  it("takes no title from a word that is none", () => {
    expect(roles(read("I worked hard at Lotus Grill from 2015 to 2018."))).toEqual([["", "Lotus Grill", "2015", "2018", false]]);
    expect(roles(read("I worked at Pellow Foods 2015-2019 mostly."))).toEqual([["", "Pellow Foods", "2015", "2019", false]]);
  });
});

describe("prompt classes: a place of study named by its kind", () => {
  it("makes no job of 'still at uni' nor of the word 'still'", () => {
    expect(roles(read("ok so im 19 and still at uni (doing nursing, finish 2027). part time i work at Pellow Foods since 2023 as a server"))).toEqual([
      ["Server", "Pellow Foods", "2023", "", true],
    ]);
    expect(roles(read("im still at uni, finishing in 2027"))).toEqual([]);
  });
});

describe("prompt classes: a CV's 'SOFTWARE KNOWN' line", () => {
  it("lists the programs as skills and reads no master's degree from 'MS Office'", () => {
    const resume = read("Rekha Pillai\nSOFTWARE KNOWN : MS Office, Busy, Clinic Desk\nLANGUAGES KNOWN  : Tamil, English");
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["MS Office", "Busy", "Clinic Desk"]));
    expect(skillNames(resume)).not.toEqual(expect.arrayContaining([expect.stringMatching(/Tamil/)]));
    expect(degrees(resume)).toEqual([]);
  });
});

describe("prompt classes: an employer first on a pasted CV's line", () => {
  it("reads no person's name from the employer of a titled role", () => {
    const resume = read("WORK HISTORY\nKenmore Logistics — Warehouse Associate — 03/2017 to 06/2020\nBrightline Couriers — Route Driver — 07/2020 to present");
    expect(name(resume)).toEqual(["", ""]);
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Route Driver", "Brightline Couriers"],
      ["Warehouse Associate", "Kenmore Logistics"],
    ]);
  });
});

describe("prompt classes: an objective's verbs", () => {
  it("lists no skill from what the person hopes to do ('use my knowledge and grow with …')", () => {
    expect(skillNames(read("To work in a reputed hospital pharmacy where I can use my knowledge and grow with the organisation."))).toEqual([]);
  });
});

describe("prompt classes: the person's name on a list's first line", () => {
  it("is no employer when a marker and a town go with it ('• Giulia Neri, Bologna')", () => {
    const resume = read("• Giulia Neri, Bologna\n• Commessa (shop assistant) presso Profumeria Sole, dal 2022\n• Barista, Caffè Lune, 2019–2022");
    expect(name(resume)).toEqual(["Giulia", "Neri"]);
    expect(roles(resume).map(([, company]) => company)).not.toContain("Giulia Neri");
  });
});

describe("prompt classes: the role begun last", () => {
  it("is held now when nothing ends it and every other role was over by then", () => {
    const resume = read(
      "Tom Hale started out as an apprentice joiner with Harlow & Sons in 2004 and stayed until 2012. He then ran his own firm, Hale Joinery, " +
        "until 2020, before joining Castle Homes as site manager in 2020.",
    );
    expect(roles(resume).find(([, company]) => company === "Castle Homes")).toEqual(["Site Manager", "Castle Homes", "2020", "", true]);
  });

  it("is not held now when another role is, or one still ran after it began", () => {
    const other = read("I'm a nurse at Alder Clinic since 2015. I also did a locum at Fenwick Hospital in 2019.");
    expect(
      roles(other)
        .filter(([, , , , current]) => current)
        .map(([, company]) => company),
    ).toEqual(["Alder Clinic"]);
  });
});

describe("prompt classes: a secondary school named 'X Secondary'", () => {
  it("is the school beside a diploma that names a kind of school, and no person's name", () => {
    const resume = read("Ontario Secondary School Diploma – Pinecrest Secondary, 2013");
    expect(degrees(resume)).toEqual([["Ontario Secondary School Diploma", "Pinecrest Secondary", "2013"]]);
    expect(name(resume)).toEqual(["", ""]);
  });

  it("is a school in prose too", () => {
    expect(degrees(read("I went to Pinecrest Secondary and graduated in 2013."))).toEqual([["", "Pinecrest Secondary", "2013"]]);
  });
});

describe("prompt classes: the verb that finished a qualification", () => {
  it("is no part of the qualification's name", () => {
    expect(degrees(read("Completed Year 12 at Bunbury Senior High School in 2015."))).toEqual([["Year 12", "Bunbury Senior High School", "2015"]]);
    expect(degrees(read("Passed SSC from Hill View School in 2010."))).toEqual([["SSC", "Hill View School", "2010"]]);
  });
});

describe("prompt classes: a town between the employer and 'as'", () => {
  it("is where the job was, and the title after it is read", () => {
    expect(roles(read("From 2018 to 2021 I worked in Dunmore Call Centre in Casablanca as a call agent."))).toEqual([
      ["Call Agent", "Dunmore Call Centre", "2018", "2021", false],
    ]);
  });
});

describe("prompt classes: French-system qualifications written short", () => {
  it("reads a Bac, a DUT or a BTS in a field as a degree", () => {
    expect(degrees(read("I have a DUT in management from Ecole Supérieure Sefrou (2018)."))).toEqual([
      ["DUT in management", "Ecole Supérieure Sefrou", "2018"],
    ]);
    expect(degrees(read("BTS in accounting, Lycée Hugo, 2019"))).toEqual([["BTS in accounting", "Lycée Hugo", "2019"]]);
    expect(degrees(read("I have a Bac in economics (2016)."))).toEqual([["Bac in economics", "", "2016"]]);
    expect(degrees(read("I got a DEUG in law in 2010."))).toEqual([["DEUG in law", "", "2010"]]);
  });
});

describe("prompt classes: a LinkedIn profile's place line", () => {
  it("lists no skills from a town, region and country", () => {
    const resume = read(
      "Experience\nWarehouse Team Lead\nNorthgate Distribution · Full-time\nMar 2021 - Present · 3 yrs 9 mos\nLeicester, England, United Kingdom\n\n" +
        "Picker Packer\nNorthgate Distribution · Full-time\nJun 2018 - Mar 2021 · 2 yrs 10 mos",
    );
    expect(skillNames(resume)).toEqual([]);
    expect(roles(resume).map(([title]) => title)).toEqual(["Warehouse Team Lead", "Picker Packer"]);
  });
});

describe("prompt classes: hostile letters", () => {
  it("reads a paragraph whose skill is spelt with a letter lower-casing keeps ('caſh handling') without failing", () => {
    const resume = read("I worked at Elm Foods from 2015 to 2019 doing caſh handling and stock control.");
    expect(roles(resume)).toEqual([["", "Elm Foods", "2015", "2019", false]]);
    expect(skillNames(resume).map((skill) => skill.toLowerCase())).toContain("stock control");
  });
});

describe("prompt classes: work done as a self-employed tradesperson", () => {
  it("reads 'as a self-employed plasterer' as the person's own work", () => {
    expect(roles(read("I worked as a self-employed plasterer from 2015 to 2020."))).toEqual([["Plasterer", "Self-employed", "2015", "2020", false]]);
  });
});
