import { describe, expect, it } from "vitest";
import { degrees, read, roles, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: skills told in prose", () => {
  it("reads what the person can do or use", () => {
    const skills = skillNames(
      read(
        "I'm Dev Patel from Leicester. Since 2019 I've worked as a plumber for Soar Valley Heating. I can do boiler servicing, leak detection and bathroom fitting.",
      ),
    );
    expect(skills).toEqual(expect.arrayContaining(["boiler servicing", "leak detection", "bathroom fitting"]));
    const lower = skillNames(
      read("im dev from leicester. plumber at soar valley heating since 2019. i can use tills and stock systems. can do grill, sauce, pastry a bit."),
    );
    expect(lower.map((skill) => skill.toLowerCase())).toEqual(expect.arrayContaining(["tills", "stock systems", "grill", "pastry"]));
  });

  it("names no skill for 'I can do anything'", () => {
    expect(skillNames(read("Sam Reed, Derby. Cook at Ivy Grill since 2018. I can do anything you need in a kitchen."))).toEqual([]);
  });

  it("leaves the cue out of a list that opens 'Her skills include'", () => {
    const skills = skillNames(
      read(
        "Marta Kowal is a bookkeeper based in Leeds. She has worked at Fenwick Grain Ltd since 2018. Her skills include Pastel, Sage, payroll runs and VAT returns.",
      ),
    );
    expect(skills).toEqual(expect.arrayContaining(["Pastel", "Sage", "payroll runs", "VAT returns"]));
    expect(skills.join(" ")).not.toMatch(/include/);
  });

  it("reads a tool after 'I know' when the languages spoken follow in the same sentence", () => {
    const resume = read("I am Lia Conti, a vet nurse at Clinica Orsa since 2020. I know Vetlink software and suturing, and I speak Italian and English.");
    expect(skillNames(resume).join(", ")).toContain("Vetlink");
    expect(resume.additionalInfo?.languages).toContain("English");
  });

  it("reads 'good on' and an 'IT:' label as skills", () => {
    expect(skillNames(read("my name is tumi dube, 24, from springs. cashier at kasi foods since 2021. im good on computers, ms office."))).toEqual(
      expect.arrayContaining(["ms office"]),
    );
    const cv = read("Name: Ana Lopes\nLisbon\n\nEXPERIENCE\nCashier – Loja Sol, Lisbon – 2019 – present\n\nIT: Fidelio, Word");
    expect(skillNames(cv)).toEqual(expect.arrayContaining(["Fidelio", "Word"]));
  });
});

describe("prompt classes: a later title at the same employer", () => {
  it("splits a job read under its later title, 'where I started … as X and got promoted to Y in …'", () => {
    const resume = read(
      "Rhona Blake here, from Bury. These days I'm head cook at Elmfield Care Home, where I started in 2018 as a kitchen porter and got promoted to head cook in 2021. Helpful Hands employed me from 2012 to 2018.",
    );
    expect(roles(resume).slice(0, 2)).toEqual([
      ["Head Cook", "Elmfield Care Home", "2021", "", true],
      ["Kitchen Porter", "Elmfield Care Home", "2018", "2021", false],
    ]);
  });

  it("reads 'joined X in … as A and has been B there since …'", () => {
    const resume = read(
      "Marta Kowal is a bookkeeper based in Leeds. She joined Fenwick Grain Ltd in 2018 as a clerk and has been bookkeeper there since 2021.",
    );
    expect(roles(resume)).toEqual([
      ["Bookkeeper", "Fenwick Grain Ltd", "2021", "", true],
      ["Clerk", "Fenwick Grain Ltd", "2018", "2021", false],
    ]);
  });

  it("reads 'first as A at X from …, then as B from … until …'", () => {
    const resume = read(
      "I'm Joost Smit from Hull. My retail years were at one chain, first as a cashier at Dunmore Stores from 2005, then as a floor manager from 2010 until 2015. Since 2016 I've worked for Kelda Roofing as a roofer.",
    );
    expect(roles(resume).slice(1)).toEqual([
      ["Floor Manager", "Dunmore Stores", "2010", "2015", false],
      ["Cashier", "Dunmore Stores", "2005", "2010", false],
    ]);
  });

  it("reads 'A at X from …, B since …' on one bullet as two titles there", () => {
    const resume = read(
      "* Tomas Vela — Quito\n* Night receptionist at Hotel Andes Real from 2020, shift manager since Mar 2023\n* Before: waiter at Café Luna (2017-2019)",
    );
    expect(roles(resume).slice(0, 2)).toEqual([
      ["Shift Manager", "Hotel Andes Real", "Mar 2023", "", true],
      ["Night Receptionist", "Hotel Andes Real", "2020", "Mar 2023", false],
    ]);
  });

  it("reads '(promoted Jun 2022)' on an undated role line as the title's start", () => {
    const resume = read(
      "• Dara Moss – Leeds\n• Shift Supervisor, Northgate Parcels Ltd (promoted Jun 2022)\n• Sorter, Northgate Parcels Ltd, May 2020 – Jun 2022\n• Cleaner, Tidy Co, 2018 – 2020",
    );
    expect(roles(resume)[0]).toEqual(["Shift Supervisor", "Northgate Parcels Ltd", "Jun 2022", "", true]);
    expect(roles(resume)).toHaveLength(3);
  });
});

describe("prompt classes: a role lost to what stands between its title and employer, or to how its years are written", () => {
  it("reads a title with a one-word gloss in brackets before 'at'", () => {
    const resume = read(
      "Luc Moreau is a driver based in Lyon. Since 2021 he has worked at Rhône Fret SA. From 2015 to 2020 he was a baker (boulanger) at Maison Perrin.",
    );
    expect(roles(resume)[1]).toEqual(["Baker", "Maison Perrin", "2015", "2020", false]);
  });

  it("reads 'has taught S1–S3 at X since …' as the job there", () => {
    const resume = read(
      "Fiona Hart is a music teacher with ten years in schools. She has taught S1–S3 at Kelvin Park Academy in Perth since August 2017, and before that spent five years at Tay Road Primary (2012–2017).",
    );
    expect(roles(resume).map(([, company, start]) => [company, start])).toEqual([
      ["Kelvin Park Academy", "August 2017"],
      ["Tay Road Primary", "2012"],
    ]);
  });

  it("reads a service year written '2018/2019' as the span of the role", () => {
    const resume = read(
      "1. Name: Tobi Lawal\n2. Location: Kestrel Bay\n3. Current job: Accountant at Pellow Foods Ltd (since 2021)\n4. Previous: Clerk, Harbour Loan Bank, 2019 – 2021\n5. Service year: Tutor at Kestrel Grammar School 2018/2019",
    );
    expect(roles(resume)[2]).toEqual(["Tutor", "Kestrel Grammar School", "2018", "2019", false]);
  });
});

describe("prompt classes: a qualification held or got at a school named as one", () => {
  it("reads a course with a level, a code or a bracket in its name", () => {
    expect(
      degrees(
        read("Since 2019 I've worked for Coastline Plumbing as a plumber. I did my N2 Plumbing and pipe test at Eden Technical College and qualified in 2019."),
      ),
    ).toEqual([["N2 Plumbing", "Eden Technical College", "2019"]]);
    expect(
      degrees(
        read(
          "I'm Mere Tane. I was a receptionist at Bay Dental from 2015 to 2020. I have a National Certificate in Office (Records and Law) Level 4 from Hawke Community Polytechnic, 2014.",
        ),
      ),
    ).toEqual([["National Certificate in Office (Records and Law) Level 4", "Hawke Community Polytechnic", "2014"]]);
  });

  it("reads two qualifications a sentence lists, the second after 'and a'", () => {
    const resume = read(
      "i work at Kasi Foods as a cashier since march 2022. got my matric in 2019 at Ivory Park Secondary School and a higher certificate in accounting from Midrand Business Academy 2021.",
    );
    expect(degrees(resume)).toEqual([
      ["Matric", "Ivory Park Secondary School", "2019"],
      ["Higher certificate in accounting", "Midrand Business Academy", "2021"],
    ]);
  });

  it("reads a school named with Italian articles, or in Irish", () => {
    expect(
      degrees(
        read("I work as nurse at Ospedale Vito Fazzi since 2018. I have the Bachelor's degree in Nursing from Università degli Studi del Salento, 2017."),
      ),
    ).toEqual([["Bachelor's degree in Nursing", "Università degli Studi del Salento", "2017"]]);
    expect(
      degrees(
        read(
          "Name : Aine Walsh\n\nCAREER HISTORY\nCare Assistant ,  Oak Lodge ,  Galway\n2019  -  2022\n\nEDUCATION\nLeaving Certificate ,  Coláiste Bhríde ,  2016",
        ),
      ),
    ).toEqual([["Leaving Certificate", "Coláiste Bhríde", "2016"]]);
  });

  it("names no qualification for a job got at an employer", () => {
    expect(degrees(read("I got my job at Harlow Foods in 2019 and have a car."))).toEqual([]);
  });
});

describe("prompt classes: a second qualification after one read at an Irish-named school", () => {
  it("reads 'I did my A at Coláiste … in … and got a B from C in …' as two", () => {
    const resume = read(
      "I'm Nora Quill, based in Birr. I did my Junior Cert at Coláiste an Bhaile Nua in 2001 and got a FETAC Level 6 in Transport and Storage from Kestrel Skills Hub in 2016.",
    );
    expect(degrees(resume)).toEqual([
      ["Junior Cert", "Coláiste an Bhaile Nua", "2001"],
      ["FETAC Level 6 in Transport and Storage", "Kestrel Skills Hub", "2016"],
    ]);
  });
});

describe("prompt classes: a lower-case employer after 'in the', its years after a span", () => {
  it("reads 'a waitress in the harbour view cafe for 2 years 2019 - 2021' as the job there", () => {
    const resume = read(
      "hi my name is aoife kane im from cork. sales assistant at lee bakery since 2021. before that i was a waitress in the harbour view cafe for 2 years 2019 - 2021",
    );
    expect(roles(resume)[1]).toEqual(["Waitress", "Harbour View Cafe", "2019", "2021", false]);
  });

  it("names no employer for 'a nurse in the city since 2019'", () => {
    expect(roles(read("im a nurse in the city since 2019")).map(([, company]) => company)).toEqual([""]);
  });
});

describe("prompt classes: practical training at an employer", () => {
  it("reads 'my practical training at X, six months in 2017' as a stay at that employer", () => {
    const resume = read(
      "I am Lucia Greco, from Lecce. Currently I work as vet at Clinica Orsa in Lecce, since 2019. Before, I made my practical training at Clinica Duomo di Bari, six months in 2017, and then I worked as assistant at Pet Planet from 2017 to 2019.",
    );
    expect(roles(resume).map(([, company, start, end]) => [company, start, end])).toContainEqual(["Clinica Duomo di Bari", "2017", "2017"]);
  });
});

describe("prompt classes: a named qualification after a lower-case short course", () => {
  it("reads 'got my level 1 first aid and NVQ level 2 in baking from …' as the NVQ", () => {
    const resume = read(
      "hiya im dave shaw from ayr. cook at brig hotel since 2021. got my level 1 first aid and NVQ level 2 in baking from ayr coast college 2019.",
    );
    expect(degrees(resume)).toEqual([["NVQ level 2 in baking", "Ayr Coast College", "2019"]]);
  });
});
