import { describe, expect, it } from "vitest";
import { segmentPrompt, sentencesOf } from "./segments.server.ts";

describe("segmentPrompt: lines and headings → sentences", () => {
  it("keeps degrees and company suffixes whole and still splits after a one-letter skill", () => {
    expect(sentencesOf("She has an M.Ed. in Curriculum from ASU (2016) and a B.S. in Mathematics. Worked at Acme Inc. in 2019.")).toEqual([
      "She has an M.Ed. in Curriculum from ASU (2016) and a B.S. in Mathematics.",
      "Worked at Acme Inc. in 2019.",
    ]);
    expect(sentencesOf("I know Excel, Stata and R. Phone me any time.")).toEqual(["I know Excel, Stata and R.", "Phone me any time."]);
    expect(sentencesOf("John R. Smith is a nurse.")).toEqual(["John R. Smith is a nurse."]);
  });

  it("drops bullets and headings, tags each sentence with the heading above it, and drops short labels", () => {
    const segments = segmentPrompt(
      "EXPERIENCE\n- Analyst, TCS, 2018 - 2020\nEducation:\n* BBA, Delhi University, 2015\nExp: Amazon - SDE - 2021-now\nSkills: SQL, Excel",
    );
    expect(segments.map((s) => [s.text, s.section, s.bullet])).toEqual([
      ["Analyst, TCS, 2018 - 2020", "experience", true],
      ["BBA, Delhi University, 2015", "education", true],
      ["Amazon - SDE - 2021-now", "experience", false],
      ["Skills: SQL, Excel", "skills", false],
    ]);
  });
});
