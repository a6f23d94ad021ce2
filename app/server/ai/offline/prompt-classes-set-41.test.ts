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
