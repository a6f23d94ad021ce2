import { describe, expect, it } from "vitest";
import { linesFromText } from "../lines/plain-text.server.ts";
import { extractFields } from "./extract-fields.server.ts";

// titles in bold capitals over body text, as a PDF prints them
const parse = (text: string) =>
  extractFields({
    kind: "pdf",
    links: [],
    lines: linesFromText(text).map((l) => {
      const title = /^[A-Z]{4,}$/.test(l.text.trim());
      const size = title ? 13 : 10;
      return { ...l, bold: title, size, segments: l.segments.map((sg) => ({ ...sg, bold: title, size })) };
    }),
  });

describe("an academic CV's activity sections", () => {
  it("reads no jobs out of the dated courses under a 'Teaching' title when the jobs have their own section", () => {
    const r = parse(
      [
        "Tomas Ekdahl",
        "tomas.ekdahl@example.se",
        "EMPLOYMENT",
        "2019-09 → now  Associate Professor of Hydrology, Lakeshore Technical University, Umeå",
        "Lead the catchment modelling group",
        "2014-01 → 2019-08  Postdoctoral Researcher, Fjordvik Climate Institute, Luleå",
        "Built a snowmelt runoff model",
        "EDUCATION",
        "2013  PhD in Hydrology, Northbay University, Uppsala",
        "TEACHING",
        "Catchment hydrology (BSc, 5 ECTS), yearly since 2019",
        "Field methods in hydrology (MSc, 10 ECTS), yearly since 2020",
        "Supervision of nine master's theses",
        "GRANTS",
        "Northern Water Foundation, project grant for snow surveys, 2021–2024",
        "SKILLS",
        "Hydrological modelling",
        "Python",
      ].join("\n"),
    );
    expect(r.experiences).toHaveLength(2);
    expect(r.experiences.map((e) => `${e.jobTitle} ${e.company}`).join(" ")).not.toMatch(/ECTS|Catchment hydrology|Field methods/);
  });
});
