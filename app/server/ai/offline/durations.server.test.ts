import { describe, expect, it } from "vitest";
import { emptyExperience, type Experience } from "../../../lib/resume.ts";
import { closeOpenRoles, deriveDates, durationYears, mentionsEarlier } from "./durations.server.ts";

function role(fields: Partial<Experience>): Experience {
  return { ...emptyExperience(), ...fields };
}

describe("lengths of time → dates", () => {
  it("reads the years a clause gives a role", () => {
    expect(durationYears("at Infosys for 2 years doing SQL")).toBe(2);
    expect(durationYears("I spent five years at Rakuten")).toBe(5);
    expect(durationYears("at Ogilvy for like 3 years")).toBe(3);
    expect(durationYears("Worked 2 yrs at Accenture")).toBe(2);
    expect(durationYears("with 12 years of experience in banking")).toBeUndefined();
    expect(mentionsEarlier("Before that, at Infosys")).toBe(true);
    expect(mentionsEarlier("Before Careem, he worked")).toBe(true);
    expect(mentionsEarlier("then joined Capgemini")).toBe(false);
  });

  it("ends a role of N years when its later neighbour began, and leaves it undated without one", () => {
    const later = role({ company: "Flipkart", startDate: "2019", currentJob: true });
    const earlier = role({ company: "Infosys" });
    deriveDates([{ experience: later }, { experience: earlier, years: 2, earlier: true }]);
    expect([earlier.startDate, earlier.endDate]).toEqual(["2017", "2019"]);

    const first = role({ company: "Accenture" });
    const next = role({ company: "Capgemini", startDate: "2021", currentJob: true });
    deriveDates([{ experience: first, years: 2 }, { experience: next }]);
    expect([first.startDate, first.endDate]).toEqual(["2019", "2021"]);

    const alone = role({ company: "Oracle" });
    deriveDates([{ experience: alone, years: 4 }]);
    expect([alone.startDate, alone.endDate]).toEqual(["", ""]);
  });

  it("closes a past role with no end when the next role began, never a current one", () => {
    const roles = [role({ startDate: "2020", currentJob: true }), role({ startDate: "2016" }), role({ startDate: "2012" })];
    closeOpenRoles(roles);
    expect(roles.map((r) => r.endDate)).toEqual(["", "2020", "2016"]);
  });

  it("closes a role in the month the next began, and starts one told with only its end when the one before it ended", () => {
    const roles = [
      role({ startDate: "March 2021", currentJob: true }),
      role({ startDate: "June 2018" }),
      role({ endDate: "2018" }),
      role({ startDate: "2011", endDate: "2014" }),
    ];
    closeOpenRoles(roles);
    expect(roles.map((r) => [r.startDate, r.endDate])).toEqual([
      ["March 2021", ""],
      ["June 2018", "March 2021"],
      ["2014", "2018"],
      ["2011", "2014"],
    ]);
  });
});
