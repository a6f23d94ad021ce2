import { describe, expect, it } from "vitest";
import { degrees, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a qualification of no known kind, got from a place whose name says it teaches", () => {
  it("reads 'got Higher Trade Cert in … from … Technical Institute 2017' as a school, not lost", () => {
    const resume = read(
      "hi im kevin lau, 30. now working as store manager at Bright Lamp Trading Pte Ltd since 2021. got Higher Trade Cert in Retail from Eastview Technical Institute 2017. email k@example.com",
    );
    expect(roles(resume)).toEqual([["Store Manager", "Bright Lamp Trading Pte Ltd", "2021", "", true]]);
    expect(degrees(resume)).toEqual([["Higher Trade Cert in Retail", "Eastview Technical Institute", "2017"]]);
  });

  it("reads 'Qualified with HVQ4 … from … College (2020)' as a school, no job at the qualification", () => {
    const resume = read(
      "Currently Pharmacy Technician at Lorn Pharmacy (2020–present). Qualified with HVQ4 Pharmacy Services from Lorn Valley College (2020) and registered with the council. — Ann Bell · ann@example.com",
    );
    expect(roles(resume)).toEqual([["Pharmacy Technician", "Lorn Pharmacy", "2020", "", true]]);
    expect(degrees(resume)).toEqual([["HVQ4 Pharmacy Services", "Lorn Valley College", "2020"]]);
  });

  it("reads no school from a title got at an employer", () => {
    const resume = read("Kevin Lau. Store manager at Bright Lamp Trading since 2021. I got Forklift Operator at Wharf Logistics in 2015.");
    expect(degrees(resume)).toEqual([]);
  });
});
