import { describe, expect, it } from "vitest";
import { BACKEND_RESUME } from "./fixtures.server.ts";
import { livesIn, splitByImportance, workplaceAsked, yearsAsked, yearsForLevel, yearsWorked } from "./posting-requirements.server.ts";

describe("reading a posting's requirements", () => {
  it("tells what is required from what is wanted: headings, and sentences that call something a plus", () => {
    const parts = splitByImportance(
      "About the role\nYou will own billing.\nRequirements:\n- SQL\n- Python\nPreferred qualifications\n- dbt\n- Airflow\nBenefits\n- Health insurance\nExperience with Looker is a plus. Tableau preferred.",
    );
    expect(parts.required).toContain("SQL");
    expect(parts.required).toContain("Health insurance");
    expect(parts.wanted).toContain("dbt");
    expect(parts.wanted).toContain("Airflow");
    expect(parts.wanted).toContain("Looker");
    expect(parts.wanted).toContain("Tableau");
    expect(parts.required).not.toMatch(/dbt|Looker|Tableau/);
  });

  it("reads the years of experience asked for in the ways postings write them", () => {
    expect(yearsAsked("5+ years of experience in backend development")).toBe(5);
    expect(yearsAsked("Minimum of 2 years' experience as an RN")).toBe(2);
    expect(yearsAsked("3-5 years of relevant professional experience")).toBe(3);
    expect(yearsAsked("At least 7 years of progressive accounting experience")).toBe(7);
    expect(yearsAsked("We were founded 20 years ago and serve 3 million customers.")).toBeNull();
  });

  it("counts the years the jobs span once, overlaps included, year-only dates to the year's end", () => {
    const form = structuredClone(BACKEND_RESUME);
    const job = form.experiences[0]!;
    form.experiences = [
      { ...job, startDate: "2015", endDate: "2017", currentJob: false },
      { ...job, startDate: "Jun 2016", endDate: "Dec 2018", currentJob: false },
      { ...job, startDate: "Jan 2024", endDate: "Present", currentJob: false },
      { ...job, startDate: "", endDate: "", currentJob: false },
    ];
    // Jan 2015 – Dec 2018 (4 years, the overlap once) and Jan 2024 – Dec 2025 (2 years)
    expect(yearsWorked(form, new Date("2025-12-20T00:00:00Z"))).toBe(6);
  });

  it("reads the years a title's level stands for when the posting names none", () => {
    expect(yearsForLevel("Senior Backend Engineer")).toEqual({ years: 5, level: "a senior role" });
    expect(yearsForLevel("Sr. Accountant")).toEqual({ years: 5, level: "a senior role" });
    expect(yearsForLevel("Staff Engineer")).toMatchObject({ years: 7 });
    expect(yearsForLevel("Principal Product Designer")).toMatchObject({ years: 8 });
    expect(yearsForLevel("Junior Developer")).toBeNull();
    expect(yearsForLevel("Registered Nurse")).toBeNull();
    expect(yearsForLevel(null)).toBeNull();
  });

  it("reads where the work is: remote, hybrid or on-site, with the place", () => {
    expect(workplaceAsked("Data Analyst\nFully remote, anywhere in the US.")).toEqual({ kind: "remote" });
    expect(workplaceAsked("Nurse\nLocation: Columbus, OH\nOn-site, 12-hour shifts.")).toEqual({ kind: "on-site", place: "Columbus, OH" });
    expect(workplaceAsked("Engineer\nHybrid in Berlin, three days in the office.")).toEqual({ kind: "hybrid", place: "Berlin" });
    expect(workplaceAsked("Engineer\nWe build payment systems with Go and Kafka.")).toBeNull();
    expect(livesIn("Columbus, OH, USA", "Columbus, OH")).toBe(true);
    expect(livesIn("Austin, TX", "Columbus, OH")).toBe(false);
  });
});
