import { describe, expect, it } from "vitest";
import { degrees, name, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a school-leaving stage named at a school named as one", () => {
  it("reads 'matric passed in 2009 at … High School' as the stage, its school and year", () => {
    const resume = read(
      "my name Omar Zaidi. 2016 to 2022 i was driver in Kestrel Freight Company. matric passed in 2009 at Elmgrove Model High School multan.",
    );
    expect(degrees(resume)).toEqual([["Matric", "Elmgrove Model High School", "2009"]]);
  });

  it("reads 'finished at … College with NCEA Level 1' as the stage finished with", () => {
    const resume = read("Kia ora, I'm Rewi Tane. I joined Pohutu Freight as a packer in 2016. I finished at Totara Bay College with NCEA Level 1 in 2011.");
    expect(degrees(resume)).toEqual([["NCEA Level 1", "Totara Bay College", "2011"]]);
  });

  it("keeps a teacher of a school-leaving class at a school a job, not schooling", () => {
    const resume = read("I'm Nora Vale. I have taught matric maths at Elmgrove High School since 2015.");
    expect(degrees(resume)).toEqual([]);
  });
});

describe("prompt classes: a school's name typed in lower case", () => {
  it("reads 'finished … high school 2018' in a lower-case message as the school", () => {
    const resume = read("hey im sam colt from elm bay. i work at Bayside Bagels since 2020. finished rowan creek high school 2018.");
    expect(degrees(resume)).toEqual([["High School Diploma", "Rowan Creek High School", "2018"]]);
  });

  it("reads a lower-case grammar school after 'at' though the rest has capitals", () => {
    const resume = read("I'm Orla Dunne. I worked at Tarn Telecom from 2016 to 2021. sat my leaving cert at ballyrun grammar school in 2011.");
    expect(degrees(resume)).toEqual([["Leaving cert", "Ballyrun Grammar School", "2011"]]);
  });

  it("leaves a kind of school named by its kind alone no name", () => {
    const resume = read("I'm Orla Dunne. I worked at Tarn Telecom from 2016 to 2021 while in nursing school. I graduated from junior high school in 2010.");
    expect(degrees(resume).map(([, school]) => school)).not.toContain("Nursing School");
    expect(degrees(resume).map(([, school]) => school)).not.toContain("Junior High School");
  });
});

describe("prompt classes: the title a third-person profile opens with", () => {
  it("leaves out where the person is based and praise before the title", () => {
    const resume = read(
      "Dana Price is a Bristol-based payroll clerk. She has been with Elm Bay Insurance since 2019. Before that she worked at Tarn Bank as a cashier from 2015 to 2019.",
    );
    expect(roles(resume)[0]).toEqual(["Payroll Clerk", "Elm Bay Insurance", "2019", "", true]);
  });

  it("reads 'a committed nursery nurse' as the nurse's title", () => {
    const resume = read("Dana Price is a committed nursery nurse. She has been caring for toddlers at Elm Bay Nursery since 2019.");
    expect(roles(resume)[0]?.[0]).toBe("Nursery Nurse");
  });

  it("gives the title to the employer 'who has worked for' names", () => {
    const resume = read(
      "Dana Price is a marine electrician who has worked for Tarn Docks since 2017. Before that she was an apprentice at Elm Motors from 2013 to 2017.",
    );
    expect(roles(resume)).toEqual([
      ["Marine Electrician", "Tarn Docks", "2017", "", true],
      ["Apprentice", "Elm Motors", "2013", "2017", false],
    ]);
  });
});

describe("prompt classes: an employer after 'in' whose name ends in a kind of business", () => {
  it("reads 'a glass collector in Mooney's Tavern in York' as the employer, not a place", () => {
    const resume = read("I'm Rory Byrne. Before that I was a glass collector in Mooney's Tavern in York from 2011 to 2015.");
    expect(roles(resume)).toEqual([["Glass Collector", "Mooney's Tavern", "2011", "2015", false]]);
  });

  it("leaves a place the person lives in a place", () => {
    const resume = read("I'm Rory Byrne and I live in Temple Bar. I was a cook at Elm Diner from 2010 to 2012.");
    expect(roles(resume)).toEqual([["Cook", "Elm Diner", "2010", "2012", false]]);
  });
});

describe("prompt classes: a list lettered 'a)', 'b)'", () => {
  it("drops the letters from the titles and employers of the list's lines", () => {
    const resume = read(
      [
        "1. Name: Sara Ruiz",
        "2. Experience:",
        "   a) Barista – Elm Bay Cafe, Leeds – Jun 2019 to date",
        "   b) Cashier – Tarn Foods – 2016-2019",
        "3. Education: BA, Kestrel College (2018)",
      ].join("\n"),
    );
    expect(roles(resume).map(([title, company]) => [title, company])).toEqual([
      ["Barista", "Elm Bay Cafe"],
      ["Cashier", "Tarn Foods"],
    ]);
  });
});

describe("prompt classes: a surname with a particle fused in capitals", () => {
  it("reads 'DeLuca' and 'LaRue' whole after an introduction", () => {
    expect(name(read("My name is Tony DeLuca and I'm a plumber in Elm Bay. I've been with Tarn Plumbing since 2019."))).toEqual(["Tony", "DeLuca"]);
    expect(name(read("I'm Bree LaRue and I work at Tarn Bakery since 2020."))).toEqual(["Bree", "LaRue"]);
  });
});

describe("prompt classes: a course with its subject in capitals, then its provider", () => {
  it("reads 'a Skillnet course in Bookkeeping at … Academy' as one course at the academy", () => {
    const resume = read(
      "I'm Ana Lutz. I worked at Tarn Bank from 2015 to 2020. In 2021 I completed a Skillnet course in Bookkeeping at Elm Bay Business Academy.",
    );
    expect(degrees(resume)).toEqual([["Skillnet course in Bookkeeping", "Elm Bay Business Academy", "2021"]]);
  });

  it("keeps the subject of 'a short course in Food Hygiene with …'", () => {
    const resume = read(
      "I'm Ana Lutz. I worked at Tarn Bank from 2015 to 2020. In 2021 I completed a short course in Food Hygiene with Elm Bay Training Academy.",
    );
    expect(degrees(resume)).toEqual([["Short course in Food Hygiene", "Elm Bay Training Academy", "2021"]]);
  });
});
