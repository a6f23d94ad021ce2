import { describe, expect, it } from "vitest";
import { parseExperienceSection } from "./experience.server.ts";
import { roleBias } from "./roles.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";

const jobs = (text: string) => parseExperienceSection(linesFromText(text)).map((e) => ({ jobTitle: e.jobTitle, company: e.company, startDate: e.startDate }));

describe("the trades of shops, cafés and hotels", () => {
  it("reads their job titles as titles and their workplaces as employers", () => {
    for (const title of ["Barista", "Waitress", "Bartender", "Lifeguard", "Housekeeper", "Dishwasher"]) expect(roleBias(title)).toBeGreaterThan(0);
    for (const place of ["Kona Bay Café", "Harbourside Bakery", "Tidewater Coffee Roasters", "Northgate Hotel", "Corner Shop"])
      expect(roleBias(place)).toBeLessThan(0);
  });
  it("takes the employer before a dash and the trade after it", () => {
    expect(jobs("Lakeshore Coffee Roasters - Barista\tSep 2024 - Present\n• Pulled espresso shots")).toEqual([
      { jobTitle: "Barista", company: "Lakeshore Coffee Roasters", startDate: "Sep 2024" },
    ]);
  });
});

describe("how much the job was worked, printed in its header", () => {
  it("is neither the title nor the employer", () => {
    const [job] = jobs("Waiter, Seaview Bistro\tJun 2023 – Aug 2024\nGalway · Part-time, 16 hrs/week\n• Served tables of up to 40 guests");
    expect(job).toMatchObject({ jobTitle: "Waiter", company: "Seaview Bistro" });
  });
  it("is dropped in brackets or alone too", () => {
    for (const arrangement of ["(part-time)", "Seasonal", "20 hours per week"]) {
      const [job] = jobs(`Lifeguard, Pinecrest Aquatic Club\tMay 2022 – Sep 2022\n${arrangement}\n• Watched the pool`);
      expect(job).toMatchObject({ jobTitle: "Lifeguard", company: "Pinecrest Aquatic Club" });
    }
  });
});
