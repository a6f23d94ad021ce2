import { describe, expect, it } from "vitest";
import { degrees, read } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a school-leaving stage named at a school named as one", () => {
  it("reads 'matric passed in 2009 at … High School' as the stage, its school and year", () => {
    const resume = read("my name Omar Zaidi. 2016 to 2022 i was driver in Kestrel Freight Company. matric passed in 2009 at Elmgrove Model High School multan.");
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
