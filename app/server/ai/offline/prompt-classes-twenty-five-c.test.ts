import { describe, expect, it } from "vitest";
import { offlineWriter } from "../writer.server.ts";
import { degrees, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a list whose lines open with the katakana middle dot", () => {
  it("reads '・2019/04 – now   Cashier, X' lines as dated roles", () => {
    const resume = read(
      "・Name: Aiko Mori\n・Sendai\n・2019/04 – now   Cashier, Hirose Book Store\n・2016/04 – 2019/03   Waiter (part time), Aoba Noodle Bar\n・Photoshop, Illustrator",
    );
    expect(roles(resume)).toEqual([
      ["Cashier", "Hirose Book Store", "2019/04", "", true],
      ["Waiter", "Aoba Noodle Bar", "2016/04", "2019/03", false],
    ]);
  });

  it("reads the half-width dot the same way", () => {
    const resume = read("･Name: Aiko Mori\n･2019/04 – now   Cashier, Hirose Book Store");
    expect(roles(resume)).toEqual([["Cashier", "Hirose Book Store", "2019/04", "", true]]);
  });
});

describe("prompt classes: a pasted CV's rows of title | employer | dates share one order", () => {
  it("reads a row whose employer ends in a word for a worker ('… Chemist') title first, as its list's other rows", async () => {
    const resume = await offlineWriter.resumeFromPrompt(
      "TOM REED\nMobile: 0400 111 222\n\nWORK HISTORY\nSupport Worker   |   Hillside Care Services   |   Feb 2021 – Current\n" +
        "Pharmacy Assistant   |   Kingsway Chemist   |   2018 – 2021\nKitchen Hand (casual)   |   Lane Cafe   |   2017 – 2018\n\n" +
        "QUALIFICATIONS\nCertificate IV in Disability   –   Hill College of Care   –   2020",
    );
    expect((resume.experiences ?? []).map((job) => [job.jobTitle, job.company])).toEqual([
      ["Support Worker", "Hillside Care Services"],
      ["Pharmacy Assistant", "Kingsway Chemist"],
      ["Kitchen Hand", "Lane Cafe"],
    ]);
  });
});

describe("prompt classes: a title praised as 'experienced' before the employer", () => {
  it("reads 'X is an experienced planner with Y in Town, where she has worked since 2014' as a role at Y", () => {
    const resume = read(
      "Mia Holt is an experienced planner with Tarn Valley Homes in Kendal, where she has worked since 2014. Earlier she was a clerk at Ribble Stores (2010–2014).",
    );
    expect(roles(resume)).toEqual([
      ["Planner", "Tarn Valley Homes", "2014", "", true],
      ["Clerk", "Ribble Stores", "2010", "2014", false],
    ]);
  });

  it("keeps 'experienced with' as a skill cue, not a title", () => {
    const resume = read("Mia Holt is experienced with Sage Payroll and was a clerk at Ribble Stores (2010–2014).");
    expect(roles(resume)).toEqual([["Clerk", "Ribble Stores", "2010", "2014", false]]);
  });
});

describe("prompt classes: two titles held in turn, the later one's year told between them", () => {
  it("splits 'first as a X and, since 2019, as a Y' after a headline title with the employer", () => {
    const resume = read(
      "Mia Holt is an experienced planning officer with Tarn Valley Homes in Kendal, where she has worked since 2014, first as a Planning Assistant and, since 2019, as a Planning Officer. Earlier she spent four years as a clerk at Ribble Stores (2010–2014).",
    );
    expect(roles(resume)).toEqual([
      ["Planning Officer", "Tarn Valley Homes", "2019", "", true],
      ["Planning Assistant", "Tarn Valley Homes", "2014", "2019", false],
      ["Clerk", "Ribble Stores", "2010", "2014", false],
    ]);
  });

  it("splits 'first as a X and the last four years (2019-2023) as a Y' at the bracketed span's start", () => {
    const resume = read(
      "I'm Dan Pruitt. I worked at Elkhorn County Jail from 2001 till 2023, first as a jailer and the last four years (2019-2023) as a lieutenant. Since 2023 I've been a night porter at Lakeside Inn.",
    );
    expect(roles(resume)).toEqual([
      ["Night Porter", "Lakeside Inn", "2023", "", true],
      ["Lieutenant", "Elkhorn County Jail", "2019", "2023", false],
      ["Jailer", "Elkhorn County Jail", "2001", "2019", false],
    ]);
  });
});

describe("prompt classes: the employer named after the part of it worked in, with one word for the part", () => {
  it("reads 'as commis in the kitchen of X' and 'internship in HR department of X' as roles at X", () => {
    expect(roles(read("My name is Lina Rossi. From 2015 to 2018 I worked as commis in the kitchen of Osteria Del Ponte in Piacenza.")).at(0)).toEqual([
      "Commis",
      "Osteria Del Ponte",
      "2015",
      "2018",
      false,
    ]);
    expect(roles(read("I am Sana Malik. Before this I did internship in HR department of Lahori Foods Ltd from June to August 2019.")).at(0)?.[1]).toBe(
      "Lahori Foods Ltd",
    );
  });
});

describe("prompt classes: a second role told after ', and during university I was …'", () => {
  it("reads both roles of the sentence, each with its own years", () => {
    const resume = read(
      "My name is Lina Rossi. I work as cook at Trattoria Verde from 2018 until today. Before I worked for three years until 2018 as commis at Osteria Del Ponte in Piacenza, and during university I was waitress at Bar Duomo Nove in Parma, 2011-2014.",
    );
    expect(roles(resume)).toEqual([
      ["Cook", "Trattoria Verde", "2018", "", true],
      ["Commis", "Osteria Del Ponte", "2015", "2018", false],
      ["Waitress", "Bar Duomo Nove", "2011", "2014", false],
    ]);
  });
});

describe("prompt classes: the kind of place worked in, its name and years in brackets after it", () => {
  it("reads 'waitress in a bar in Parma (Bar Nove, 2011-2014)' as a Waitress at Bar Nove", () => {
    const resume = read(
      "My name is Lina Rossi. I work as cook at Trattoria Verde since 2018. During university I was waitress in a bar in Parma (Bar Duomo Nove, 2011-2014).",
    );
    expect(roles(resume)).toEqual([
      ["Cook", "Trattoria Verde", "2018", "", true],
      ["Waitress", "Bar Duomo Nove", "2011", "2014", false],
    ]);
  });
});

describe("prompt classes: a course taken at a school is no role there", () => {
  it("reads 'a professional course of baking at X in 2015' as no job", () => {
    const resume = read(
      "My name is Lina Rossi. I work as cook at Trattoria Verde since 2018. I did a professional course of baking at Scuola Forno Alto in 2015.",
    );
    expect(roles(resume)).toEqual([["Cook", "Trattoria Verde", "2018", "", true]]);
  });
});

describe("prompt classes: A Levels written with a space", () => {
  it("reads 'got A Levels in Maths and Physics at X in 2021' and 'my O Levels at X' as schooling", () => {
    expect(degrees(read("My name is Amy Cole. I work at Fenton Bakery since 2022. I got A Levels in Maths and Physics at Kingsmead College in 2021."))).toEqual(
      [["A Levels in Maths and Physics", "Kingsmead College", "2021"]],
    );
    expect(degrees(read("My name is Amy Cole. I work at Fenton Bakery since 2022. I got my O Levels at Kingsmead College in 2019."))).toEqual([
      ["O Levels", "Kingsmead College", "2019"],
    ]);
  });

  it("keeps 'an O Level Physics Teacher at X' a role", () => {
    const resume = read("My name is Amy Cole. Since 2019 I have been an O Level Physics Teacher at Kingsmead Grammar School.");
    expect(roles(resume)).toEqual([["O Level Physics Teacher", "Kingsmead Grammar School", "2019", "", true]]);
    expect(degrees(resume)).toEqual([]);
  });
});

describe("prompt classes: the job wished for, told as 'I search job as …'", () => {
  it("makes no role of 'I search job as bus driver in Europe' or 'I want job as …'", () => {
    for (const wish of ["I search job as bus driver D in Europe.", "I want job as bus driver in Spain.", "I look for work as bus driver in Spain."])
      expect(roles(read(`${wish} hello, my name is Vasile Rusu. i work as driver at Danube Cargo SRL from 2019 until now.`))).toEqual([
        ["Driver", "Danube Cargo SRL", "2019", "", true],
      ]);
  });
});

describe("prompt classes: a course 'of' a subject, held or told after a dated degree", () => {
  it("reads 'I have a course in baking at X' and '… (2014) and a professional course of baking at X in 2015' as schooling", () => {
    expect(
      degrees(read("My name is Lina Rossi. I work as cook at Trattoria Verde since 2018. I have a course in baking at Scuola Forno Alto in 2015.")),
    ).toEqual([["Course in baking", "Scuola Forno Alto", "2015"]]);
    expect(
      degrees(
        read(
          "My name is Lina Rossi. I work as cook at Trattoria Verde since 2018. I have a bachelor degree in Food Science at Università di Parma Ovest (2014) and a professional course of baking at Scuola Forno Alto in 2015.",
        ),
      ),
    ).toEqual([
      ["Bachelor degree in Food Science", "Università di Parma Ovest", "2014"],
      ["Professional course of baking", "Scuola Forno Alto", "2015"],
    ]);
  });
});

describe("prompt classes: the course taken at a school attended, in brackets with its year", () => {
  it("reads 'I went to X High School (electrical programme, 2014)' with the programme as the degree", () => {
    expect(
      degrees(
        read("My name is Nils Berg. I work as electrician at Vall El AB since 2016. I went to Norrby Vocational High School (electrical programme, 2014)."),
      ),
    ).toEqual([["Electrical programme", "Norrby Vocational High School", "2014"]]);
  });
});
