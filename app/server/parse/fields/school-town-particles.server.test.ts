import { describe, expect, it } from "vitest";
import { linesFromText } from "../lines/plain-text.server.ts";
import { parseEducationSection } from "./education.server.ts";

describe("a school's town after a comma, its name holding small words", () => {
  it("keeps the town out of the school", () => {
    const [entry] = parseEducationSection(linesFromText("Diploma in Business Administration\t2016\nHandelsschule Weidental, Kirchdorf an der Elm"));
    expect(entry).toMatchObject({ school: "Handelsschule Weidental", location: "Kirchdorf an der Elm" });
    const [other] = parseEducationSection(linesFromText("BSc Geography\t2019\nDene Valley College, Marston upon Dene"));
    expect(other).toMatchObject({ school: "Dene Valley College", location: "Marston upon Dene" });
  });
});
