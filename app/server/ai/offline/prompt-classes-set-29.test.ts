import { describe, expect, it } from "vitest";
import { degrees, name, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a name where the contacts follow it", () => {
  it("reads the name that opens a line of dashes and contacts", () => {
    const resume = read(
      "Porter at Ennis General since 2019, before that kitchen hand at The Clare Inn 2015-2019.\nBríd Ní Fhlannagáin — 085 555 1234 — brid@example.ie",
    );
    expect(name(resume)).toEqual(["Bríd", "Ní Fhlannagáin"]);
  });

  it("reads the name that opens the closing sentence, a phone number straight after it", () => {
    const resume = read("Roofing work around Timaru for years, at Southline Roofing since 2015. Wiremu Kahu 027 555 0101");
    expect(name(resume)).toEqual(["Wiremu", "Kahu"]);
  });
});

describe("prompt classes: a name in capitals whose surname keeps a small letter", () => {
  it("reads a 'Mc' surname in capitals as the surname, not as a given name written second", () => {
    const resume = read("ALASDAIR McBRIDE\nStirling\n\nEXPERIENCE\nStore Manager   Tweed Shoes   2019 – Present");
    expect(name(resume).map((part) => part.toLowerCase())).toEqual(["alasdair", "mcbride"]);
  });
});

describe("prompt classes: 'my names' typed without its apostrophe", () => {
  it("reads the name after it", () => {
    const resume = read("hey there, my names Morven Dalziel and im a carer from falkirk. currently carer at Larbert House since 2020.");
    expect(name(resume)).toEqual(["Morven", "Dalziel"]);
  });
});

describe("prompt classes: a qualification, a school and a year as the fields of one list line or bracket", () => {
  it("reads a listed course at a school named as one, whatever words name the course", () => {
    const resume = read(
      "* Ana Lima – Recife\n* Quality Analyst — Porto Frio — 2014 to date\n* Technologist in Food Science (Tecnólogo) – Faculdade Agrária do Norte – 2013",
    );
    expect(degrees(resume)).toEqual([["Technologist in Food Science", "Faculdade Agrária do Norte", "2013"]]);
  });

  it("reads the school, the qualification and the year set in brackets in a sentence", () => {
    const resume = read("After school (Ridgeway High School, NCEA Level 2, 2009) I worked at Tern Gear from 2010 to 2014.");
    expect(degrees(resume)).toEqual([["NCEA Level 2", "Ridgeway High School", "2009"]]);
  });

  it("reads a course under a training label when a school is named with it, and no employer line as one", () => {
    const resume = read(
      "Jobs:\n1) Yard supervisor – Red Lake Haulage – since 2019\nTraining: Forklift Instructor Certificate, Tarn Valley College, 2018\nTools: Excel",
    );
    expect(degrees(resume)).toEqual([["Forklift Instructor Certificate", "Tarn Valley College", "2018"]]);
    expect(roles(resume)).toEqual([["Yard Supervisor", "Red Lake Haulage", "2019", "", true]]);
  });
});

describe("prompt classes: a qualification held beside another thing, its name joined by 'and'", () => {
  it("reads the qualification the school is named with, after a licence held with it", () => {
    const resume = read(
      "I'm Ian Roy from Perth. Since 2021 I've been supervisor at Tarn Freight. I hold my forklift and crane tickets and an SVQ Level 3 in Logistics from Almond Vale College (2012).",
    );
    expect(degrees(resume)).toEqual([["SVQ Level 3 in Logistics", "Almond Vale College", "2012"]]);
  });

  it("keeps an 'and' between two capitalised words inside the qualification's name", () => {
    const resume = read(
      "I'm Ian Roy from Perth. Since 2021 I've been supervisor at Tarn Freight. I hold my forklift and crane tickets and an SVQ Level 3 in Retail and Customer Service from Almond Vale College (2012).",
    );
    expect(degrees(resume)).toEqual([["SVQ Level 3 in Retail and Customer Service", "Almond Vale College", "2012"]]);
  });
});

describe("prompt classes: a licence's class or a pay band in brackets after a listed title", () => {
  it("is a note on the title, not the employer, on a line of dashes", () => {
    const resume = read("Bus driver (Class D) - Tarn Buses - 2012 to 2016\nTanker driver (Class 2) – Tarn Milk Tankers – 2016–2020");
    expect(roles(resume)).toEqual([
      ["Tanker Driver", "Tarn Milk Tankers", "2016", "2020", false],
      ["Bus Driver", "Tarn Buses", "2012", "2016", false],
    ]);
  });
});

describe("prompt classes: an apprenticeship at an employer, the trade said with a word before it", () => {
  it("titles the apprenticeship by the trade's last word", () => {
    const resume = read(
      "I'm Tom Reid, a commercial plumber in Nelson. I did my apprenticeship with Maitai Plumbing from 2012 to 2016 and have been at Rocks Road Pipes since 2016.",
    );
    expect(roles(resume)[1]).toEqual(["Apprentice Plumber", "Maitai Plumbing", "2012", "2016", false]);
  });
});

describe("prompt classes: the title the work names, where no title is said", () => {
  it("makes a teacher of subjects of several words, joined by 'and'", () => {
    const resume = read(
      "Nora Quinn has taught Art and Business Studies at Glenmore Community School since 2012; earlier she was a maths teacher at Nore College from 2010 to 2012.",
    );
    expect(roles(resume)[0]).toEqual(["Art and Business Studies Teacher", "Glenmore Community School", "2012", "", true]);
  });

  it("makes a lecturer of one who lectured there, part-time as said", () => {
    const resume = read("Tini Raka, nurse, Malang. Nurse at Klinik Sari since 2015. Since 2021 she lectures part-time at Akademi Keperawatan Bromo.");
    expect(roles(resume)).toContainEqual(["Part-time Lecturer", "Akademi Keperawatan Bromo", "2021", "", true]);
  });

  it("gives no employer the work told of another one earlier in the sentence", () => {
    const resume = read("I taught English at Kora School from 2010 to 2014 and worked at Tern Gear from 2014 to 2019.");
    expect(roles(resume)).toEqual([
      ["", "Tern Gear", "2014", "2019", false],
      ["English Teacher", "Kora School", "2010", "2014", false],
    ]);
  });
});

describe("prompt classes: schools named by the word for one in other languages", () => {
  it("reads a polytechnic and a school named in the language of their country", () => {
    const budi = read(
      "Budi Hartono is a mechanic based in Kediri. He has worked at Sinar Motor since 2015. He completed a D3 in Automotive Engineering at Politeknik Negeri Brantas in 2014.",
    );
    expect(degrees(budi)).toEqual([["D3 in Automotive Engineering", "Politeknik Negeri Brantas", "2014"]]);
    const marta = read(
      "Marta Nowak is a nurse in Lublin. She has worked at Szpital Wschodni since 2018. She completed her nursing course at Szkoła Medyczna Lublin in 2017.",
    );
    expect(degrees(marta)).toEqual([["Nursing course", "Szkoła Medyczna Lublin", "2017"]]);
  });
});

describe("prompt classes: a school named as one, finished in a year a job also began or ended in", () => {
  it("reads the school, and what was finished there when it is named before it", () => {
    const marko = read("Marko Horvat, Osijek. Worked at FixIt Centar 2015-2017 repairing phones. I completed Obrtnička škola Drava in 2015.");
    expect(degrees(marko)).toEqual([["", "Obrtnička škola Drava", "2015"]]);
    const rosa = read("i worked at Tienda La Ceiba from 2014 until 2017. i finished my bachillerato at Colegio San Roque in 2014.");
    expect(degrees(rosa)).toEqual([["Bachillerato", "Colegio San Roque", "2014"]]);
  });

  it("adds no second school where the one finished is read already", () => {
    const resume = read("I graduated from Kestrel University with a BA in History in 2012 and joined Harbour Books in 2012 as a clerk.");
    expect(degrees(resume).map(([, school]) => school)).toEqual(["Kestrel University"]);
  });
});

describe("prompt classes: a line of work in a place, no employer", () => {
  it("adds no role for it when the list names the roles", () => {
    const resume = read(
      "- Sheep farming in Southland since 2010\n- Stock Manager at Oreti Downs, Gore, 2018 - present\n- Shepherd, Mataura Station, 2010-2018",
    );
    expect(roles(resume)).toEqual([
      ["Stock Manager", "Oreti Downs", "2018", "", true],
      ["Shepherd", "Mataura Station", "2010", "2018", false],
    ]);
  });
});

describe("prompt classes: 'finished high school at' a school named as one", () => {
  it("reads the named school as the school, not as the degree", () => {
    const resume = read("sam novak here, from sudbury. i finished high school at Lasalle Collegiate Secondary in 2024 and cook at Kingsway Pizza since 2022.");
    expect(degrees(resume).map(([, school]) => school)).toEqual(["Lasalle Collegiate Secondary"]);
  });
});
