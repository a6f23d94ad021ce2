import { describe, expect, it } from "vitest";
import { linesFromText } from "../lines/plain-text.server.ts";
import { extractFields } from "./extract-fields.server.ts";
import { parseEducationSection } from "./education.server.ts";

const parse = (text: string) => extractFields({ kind: "pdf", links: [], lines: linesFromText(text) });
const edu = (t: string) => parseEducationSection(linesFromText(t)).map((e) => [e.degree, e.school, e.graduationYear]);

describe("an Indian CV's education and its closing declaration", () => {
  it("reads the year a degree was passed in", () => {
    expect(
      edu("B.Com. Accounting\nKaveri Arts and Commerce College, Mysuru\nPassed in 2016\nM.Com. Finance\nNilgiri University, Ooty\nPassed out in 2018"),
    ).toEqual([
      ["B.Com. Accounting", "Kaveri Arts and Commerce College", "2016"],
      ["M.Com. Finance", "Nilgiri University", "2018"],
    ]);
  });
  it("ends the main column's last section at its titled declaration, though a sidebar's details follow", () => {
    const r = parse(
      [
        "Ravi Menon",
        "Accounts Assistant",
        "Education",
        "B.Com. Accounting",
        "Kaveri Arts and Commerce College, Mysuru",
        "Passed in 2016",
        "Declaration",
        "I hereby declare that the above information is true to the best of my knowledge.",
        "Place: Mysuru",
        "Date:",
        "Contact Details",
        "Mob: +91 98450 12345",
        "E-mail: ravi.menon@example.in",
        "Key Skills",
        "Tally ERP",
        "GST filing",
        "Languages Known",
        "Kannada, Malayalam, English",
      ].join("\n"),
    );
    expect(r.education.map((e) => [e.degree, e.school, e.graduationYear])).toEqual([["B.Com. Accounting", "Kaveri Arts and Commerce College", "2016"]]);
  });
});
