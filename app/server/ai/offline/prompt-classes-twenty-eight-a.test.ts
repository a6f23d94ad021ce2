import { describe, expect, it } from "vitest";
import { degrees, name, read, roles, skillNames } from "./prompt-test-helpers.server.ts";

describe("prompt classes: names typed in lower case", () => {
  it("reads a hyphenated surname after 'my names' when the given name is also a common word", () => {
    const resume = read("hiya can u do me a cv. my names hazel adjei-mensah, im 20 and live in leeds. been a waitress at Rosie Diner since 2023.");
    expect([resume.personalInfo.firstName, resume.personalInfo.lastName]).toEqual(["Hazel", "Adjei-Mensah"]);
  });

  it("reads a known given name and a surname opened by a particle said before 'from'", () => {
    const resume = read("hello, i am karim el haddadi from rabat. i work as a driver since 2020 at Sahel Transport.");
    expect([resume.personalInfo.firstName, resume.personalInfo.lastName]).toEqual(["Karim", "El Haddadi"]);
  });
});

describe("prompt classes: the person's own name", () => {
  it("takes no skill from the person's surname when it is also a tool's name", () => {
    const resume = read("hey im dwayne docker, live in tulsa. been a welder at Red Fork Fabrication since 2021. got my osha 10.");
    expect(name(resume)).toEqual(["Dwayne", "Docker"]);
    expect(skillNames(resume).map((skill) => skill.toLowerCase())).not.toContain("docker");
  });
});

describe("prompt classes: where a person works now", () => {
  it("reads 'working now in ORG as TITLE' as a current role, as it reads 'working in'", () => {
    const resume = read(
      "My name is Omar Said and I live in Tanta. I am working now in Nile Freight Agency as shipping clerk since 2019 and I prepare the papers. Earlier I was working in Lotus Foods as a sales rep from 2015 to 2019.",
    );
    expect(roles(resume)[0]).toEqual(["Shipping Clerk", "Nile Freight Agency", "2019", "", true]);
  });
});

describe("prompt classes: two schoolings in one sentence", () => {
  it("reads a school graduated from after a dated qualification joined by 'and', each with its own year", () => {
    const resume = read(
      "I'm Dana Holt from Akron. I've worked as a bank teller at Summit Savings since 2019. I did my forklift training at Pine Bluff Safety School in 2018 and graduated from Oak Hollow High School in 2010.",
    );
    expect(degrees(resume)).toEqual([
      ["Forklift training", "Pine Bluff Safety School", "2018"],
      ["High School Diploma", "Oak Hollow High School", "2010"],
    ]);
  });
});

describe("prompt classes: Microsoft's programs", () => {
  it("reads a list line naming 'MS Word' among lower-case skills as skills, no master's degree", () => {
    const resume = read(["Kamran Aziz, accountant at Falcon Traders since 2017.", "Tally, MS Word, payroll journals"].join("\n"));
    expect(degrees(resume)).toEqual([]);
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["Tally", "MS Word"]));
  });
});

describe("prompt classes: a one-year role on a line of its own", () => {
  it("reads a field with no title word before an employer with a company's word, beside one year, as that year's role", () => {
    const resume = read(
      [
        "- Hala Mansour",
        "- Jeddah, Saudi Arabia | hala@example.sa",
        "- Clinic Coordinator – Rawdah Family Clinic (Jan 2022 – present)",
        "- Data Entry (part time) – Sahab Insurance Services, 2018",
      ].join("\n"),
    );
    expect(roles(resume)[1]).toEqual(["Data Entry", "Sahab Insurance Services", "2018", "2018", false]);
  });
});

describe("prompt classes: schooling typed in lower case", () => {
  it("reads a lower-case 'ged' taken 'thru' a school typed without capitals as a GED from that school", () => {
    const resume = read("im dana holt, live in tulsa. been a cook at elm diner since 2020. passed my ged in 2017 thru pine hollow community learning center.");
    expect(degrees(resume)).toEqual([["GED", "Pine Hollow Community Learning Center", "2017"]]);
  });
});

describe("prompt classes: a list line of skills", () => {
  it("reads a spaced '+' inside a list line's item as joining two skills", () => {
    const resume = read(
      [
        "- Sean Hobbs",
        "- Ipswich, Suffolk",
        "- Yard hand, Orwell Timber Merchants, 2019 - present",
        "- Pallet jack + order picker tickets, cycle counts, RF guns",
      ].join("\n"),
    );
    expect(skillNames(resume)).toEqual(expect.arrayContaining(["order picker tickets", "cycle counts", "RF guns"]));
  });
});
