import { describe, expect, it } from "vitest";
import { linesFromText } from "../lines/plain-text.server.ts";
import { parseEducationSection } from "./education.server.ts";
import { parseExperienceSection } from "./experience.server.ts";

describe("a school's town after a comma, its name holding small words", () => {
  it("keeps the town out of the school", () => {
    const [entry] = parseEducationSection(linesFromText("Diploma in Business Administration\t2016\nHandelsschule Weidental, Kirchdorf an der Elm"));
    expect(entry).toMatchObject({ school: "Handelsschule Weidental", location: "Kirchdorf an der Elm" });
    const [other] = parseEducationSection(linesFromText("BSc Geography\t2019\nDene Valley College, Marston upon Dene"));
    expect(other).toMatchObject({ school: "Dene Valley College", location: "Marston upon Dene" });
  });
});

describe("a town its language writes with a small later word ('Nova vas')", () => {
  it("is the town closing a school's line, the school's own name ending in it too", () => {
    const [entry] = parseEducationSection(linesFromText("BSc Food Technology  2015\nHigher School of Orchard Studies Nova vas, Nova vas"));
    expect(entry).toMatchObject({ school: "Higher School of Orchard Studies Nova vas", location: "Nova vas" });
  });
  it("is the place of a job after its employer's comma", () => {
    const [job] = parseExperienceSection(linesFromText("Quality Engineer  2019 – 2022\nLipa Orodja d.o.o., Nova vas\n- Ran process audits"));
    expect(job).toMatchObject({ jobTitle: "Quality Engineer", company: "Lipa Orodja d.o.o.", location: "Nova vas" });
  });
});
