import { describe, expect, it } from "vitest";
import { offlineWriter } from "../writer.server.ts";
import { read, roles } from "./prompt-test-helpers.server.ts";

describe("prompt classes: a list whose lines open with the katakana middle dot", () => {
  it("reads '・2019/04 – now   Cashier, X' lines as dated roles", () => {
    const resume = read(
      "・Name: Aiko Mori\n・Sendai\n・2019/04 – now   Cashier, Hirose Book Store\n・2016/04 – 2019/03   Waiter (part time), Aoba Noodle Bar\n・Photoshop, Illustrator",
    );
    expect(roles(resume)).toEqual([
      ["Cashier", "Hirose Book Store", "2019/04", "", true],
      ["Waiter", "Aoba Noodle Bar", "2016/04", "2019/03", false],
    ]);
  });

  it("reads the half-width dot the same way", () => {
    const resume = read("･Name: Aiko Mori\n･2019/04 – now   Cashier, Hirose Book Store");
    expect(roles(resume)).toEqual([["Cashier", "Hirose Book Store", "2019/04", "", true]]);
  });
});

describe("prompt classes: a pasted CV's rows of title | employer | dates share one order", () => {
  it("reads a row whose employer ends in a word for a worker ('… Chemist') title first, as its list's other rows", async () => {
    const resume = await offlineWriter.resumeFromPrompt(
      "TOM REED\nMobile: 0400 111 222\n\nWORK HISTORY\nSupport Worker   |   Hillside Care Services   |   Feb 2021 – Current\n" +
        "Pharmacy Assistant   |   Kingsway Chemist   |   2018 – 2021\nKitchen Hand (casual)   |   Lane Cafe   |   2017 – 2018\n\n" +
        "QUALIFICATIONS\nCertificate IV in Disability   –   Hill College of Care   –   2020",
    );
    expect((resume.experiences ?? []).map((job) => [job.jobTitle, job.company])).toEqual([
      ["Support Worker", "Hillside Care Services"],
      ["Pharmacy Assistant", "Kingsway Chemist"],
      ["Kitchen Hand (casual)", "Lane Cafe"],
    ]);
  });
});

describe("prompt classes: a title praised as 'experienced' before the employer", () => {
  it("reads 'X is an experienced planner with Y in Town, where she has worked since 2014' as a role at Y", () => {
    const resume = read(
      "Mia Holt is an experienced planner with Tarn Valley Homes in Kendal, where she has worked since 2014. Earlier she was a clerk at Ribble Stores (2010–2014).",
    );
    expect(roles(resume)).toEqual([
      ["Planner", "Tarn Valley Homes", "2014", "", true],
      ["Clerk", "Ribble Stores", "2010", "2014", false],
    ]);
  });

  it("keeps 'experienced with' as a skill cue, not a title", () => {
    const resume = read("Mia Holt is experienced with Sage Payroll and was a clerk at Ribble Stores (2010–2014).");
    expect(roles(resume)).toEqual([["Clerk", "Ribble Stores", "2010", "2014", false]]);
  });
});
