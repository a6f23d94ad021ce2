import { describe, expect, it } from "vitest";
import { degrees, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: two titles held in turn, 'and then', with no employer between them", () => {
  it("reads one role at the employer, under both titles", () => {
    const atFirst = read(
      "I am Oren Pask from Derby. I worked at Kelmar Foods as a packer and then team leader from 2009 to 2015, and since 2016 I drive for Tolan Freight.",
    );
    expect(roles(atFirst).slice(1)).toEqual([["Packer, Team Leader", "Kelmar Foods", "2009", "2015", false]]);
    const atLast = read("I am Oren Pask. Before, 2014-2019 I was receptionist and then night auditor in Kelmar Grand Hotel.");
    expect(roles(atLast)).toEqual([["Receptionist, Night Auditor", "Kelmar Grand Hotel", "2014", "2019", false]]);
  });
});

describe("prompt classes: a prompt typed without capitals but for an acronym", () => {
  it("still reads it as typed in lower case, so the names after 'at' get their capitals", () => {
    const resume = read(
      "hi im tobin marsh from elkton i been working at red fern feed mill since 2018 loading trucks and i got my HGV licence in 2016 at valley road driving school also i know forklifts",
    );
    expect(roles(resume)[0]).toEqual(["", "Red Fern Feed Mill", "2018", "", true]);
    expect(degrees(resume).map(([, school]) => school)).toEqual(["Valley Road Driving School"]);
  });
});
