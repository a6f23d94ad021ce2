import { describe, expect, it } from "vitest";
import { read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a list of employers, each with its title and years in brackets", () => {
  it("reads 'worked with A (title, years), B (title, years) and C, where …' as one role per employer", () => {
    const resume = read(
      "I am Tomas Verhoek, a logistics planner based in Utrecht. I have worked with Polder Freight (route planner, 2010-2014), Grachten Cargo (senior planner, 2014-2018) and Maasbrug Logistics BV, where I have been Head of Planning since 2018. Email tomas@example.nl",
    );
    expect(roles(resume)).toEqual([
      ["Head of Planning", "Maasbrug Logistics BV", "2018", "", true],
      ["Senior Planner", "Grachten Cargo", "2014", "2018", false],
      ["Route Planner", "Polder Freight", "2010", "2014", false],
    ]);
  });
});
