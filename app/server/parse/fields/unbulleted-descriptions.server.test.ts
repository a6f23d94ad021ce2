import { describe, expect, it } from "vitest";
import { parseExperienceSection } from "./experience.server.ts";
import { roleBias } from "./roles.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";
import { makeLine } from "../lines/layout.server.ts";

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

describe("a long line of names under the bullets of the entry before", () => {
  it("heads the next entry when every word is capitalised, as names are", () => {
    const text = [
      "Harbour Freight Ltd, Cork",
      "Dispatcher 02/2020 - 12/2021",
      "- Planned routes for twelve drivers",
      "- Booked drivers for the night shift",
      "Tallis Quigley and Byrne Barristers at Law",
      "Legal Clerk 01/2018 - 12/2019",
      "- Filed papers with the county court",
    ].join("\n");
    const jobs = parseExperienceSection(linesFromText(text));
    expect(jobs.map((j) => [j.jobTitle, j.company.replace(/,.*$/, "")])).toEqual([
      ["Dispatcher", "Harbour Freight Ltd"],
      ["Legal Clerk", "Tallis Quigley and Byrne Barristers at Law"],
    ]);
  });
  it("counts a firm of lawyers 'at Law' as an employer, not a title", () => {
    expect(roleBias("Tallis Barristers at Law")).toBeLessThan(0);
  });
});

describe("a long employer's line under the title and dates, set like the bullets", () => {
  // printed lines with a size and a font, so the bullets' style is known
  const printed = (rows: string[]) =>
    rows.map((row, i) =>
      makeLine(
        row.split("\t").map((text, k) => ({ text, x: 40 + k * 300, x2: 40 + k * 300 + text.length * 5, bold: false, size: 10, font: "Arial" })),
        1,
        100 + i * 14,
      ),
    );
  it("stays in the header when every word is capitalised", () => {
    const lines = printed([
      "SHIFT SUPERVISOR\tJan 2019 – Dec 2020",
      "KESTREL VALLEY HARBOUR POOL, PORT ALFRED, SOUTH AFRICA",
      "• Ran the weekly rota for the pool staff",
      "• Trained new staff in water rescue",
      "LIFEGUARD\tJan 2017 – Dec 2018",
      "NORTHGATE LIDO AND SPLASH PARK, GQEBERHA, SOUTH AFRICA",
      "• Watched the pool during public sessions",
      "• Taught swimming to children",
    ]);
    const jobs = parseExperienceSection(lines);
    expect(jobs.map((j) => j.company)).toEqual(["KESTREL VALLEY HARBOUR POOL", "NORTHGATE LIDO AND SPLASH PARK"]);
  });
});

describe("a job's lines printed without bullet marks (the marks drawn as shapes)", () => {
  // one printed line per row, 5 pt a character from x = 60; the column runs to about x = 460
  const printed = (rows: string[]) =>
    rows.map((text, i) => {
      const x = /^\t/.test(text) ? 72 : 60;
      const t = text.replace(/^\t/, "");
      return makeLine([{ text: t, x, x2: x + t.length * 5, bold: false, size: 10, font: "Arial" }], 1, 100 + i * 14);
    });

  it("keeps a line that stops short of the column's edge as an item of its own", () => {
    const [job] = parseExperienceSection(
      printed([
        "Site Electrician\tMar 2020 – Present",
        "Corran Building Services, Fort William",
        "\tWired control panels for the distillery's new bottling hall and tested every",
        "\tcircuit before handover",
        "\tTrained two apprentices",
        "\tKept the site's inspection records",
      ]),
    );
    expect(job!.description.split("\n")).toEqual([
      "• Wired control panels for the distillery's new bottling hall and tested every circuit before handover",
      "• Trained two apprentices",
      "• Kept the site's inspection records",
    ]);
  });

  it("joins a wrapped line that goes on with a name", () => {
    const [job] = parseExperienceSection(
      printed([
        "Site Electrician\tMar 2020 – Present",
        "Corran Building Services, Fort William",
        "\tMoved the maintenance schedules of four sites from paper notebooks into",
        "\tSimPRO and trained the office team to use it",
      ]),
    );
    expect(job!.description).toBe("• Moved the maintenance schedules of four sites from paper notebooks into SimPRO and trained the office team to use it");
  });

  it("starts a numbered list's next item at its number", () => {
    const [job] = parseExperienceSection(
      printed([
        "Site Electrician\tMar 2020 – Present",
        "Corran Building Services, Fort William",
        "\t1. Trained two apprentices",
        "\t2. Kept the site's inspection records",
      ]),
    );
    expect(job!.description.split("\n")).toEqual(["• 1. Trained two apprentices", "• 2. Kept the site's inspection records"]);
  });
});
