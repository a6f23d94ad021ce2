import { describe, expect, it } from "vitest";
import { degrees, read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: brackets on a bulleted line that hold no field", () => {
  it("keeps a qualification's level in brackets with its name, and reads the school after the dash", () => {
    const resume = read(
      "• Tama Rangi — Hamilton\n• Herd manager, Kowhai Creek Dairies — 2019 to now\n• Certificate in Sheep Farming (Level 3) — Ruapehu Training Trust, 2018",
    );
    expect(degrees(resume)).toEqual([["Certificate in Sheep Farming (Level 3)", "Ruapehu Training Trust", "2018"]]);
  });

  it("leaves a count in brackets after the employer out of the fields", () => {
    const resume = read(
      "• Tama Rangi — Hamilton\n• 2nd-in-charge, Kowhai Creek Dairies (400 cows) — 2019 to now\n• Farm assistant, Ridge Downs Farm — 2016–2019",
    );
    expect(roles(resume).map(([, company, start]) => [company, start])).toEqual([
      ["Kowhai Creek Dairies", "2019"],
      ["Ridge Downs Farm", "2016"],
    ]);
    expect(roles(resume)[0]![0].toLowerCase()).toBe("2nd-in-charge");
  });
});
