import { describe, expect, it } from "vitest";
import { parseExperienceSection } from "./experience.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";

describe("a short description line without a bullet, under the dates", () => {
  const text = [
    "Scheduler, Northvale Health Network",
    "Mar 2022 – Feb 2024\tKelowna, BC",
    "Booked patients for outpatient clinics",
    "Kept the waiting lists up to date",
    "Receptionist, Lakeview Dental Group Ltd.",
    "Jan 2020 – Mar 2022\tKelowna, BC",
    "Answered calls from new patients",
    "Kept the waiting lists up to date",
  ].join("\n");
  it("is no employer when it opens with a verb in the past tense", () => {
    const [first, second] = parseExperienceSection(linesFromText(text));
    expect(first).toMatchObject({ jobTitle: "Scheduler", company: "Northvale Health Network", startDate: "Mar 2022" });
    expect(first!.description).toContain("Booked patients for outpatient clinics");
    expect(second).toMatchObject({ jobTitle: "Receptionist", company: "Lakeview Dental Group Ltd." });
  });
});
