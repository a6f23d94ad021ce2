import { describe, expect, it } from "vitest";
import { linesFromText } from "../lines/plain-text.server.ts";
import { degreesAmongCertifications, parseEducationSection } from "./education.server.ts";
import { looksLikeDegree, looksLikeSchool } from "./roles.server.ts";

describe("the French 'Diplôme' as a degree", () => {
  it("names a degree, with its accent or without", () => {
    expect(looksLikeDegree("Diplôme d'Ingénieur")).toBe(true);
    expect(looksLikeDegree("Diplome universitaire de technologie")).toBe(true);
  });
  it("reads the line as the degree and the school's line under it as the school", () => {
    const edu = parseEducationSection(linesFromText(["Diplôme d'Ingénieur en Génie Civil", "Institut Polytechnique de Varenne, Brécy — 2015"].join("\n")));
    expect(edu.map((e) => [e.degree, e.school, e.graduationYear])).toEqual([
      ["Diplôme d'Ingénieur en Génie Civil", "Institut Polytechnique de Varenne", "2015"],
    ]);
  });
});

describe("a trades or training centre as the school", () => {
  it("is a school, so a certificate from it under a 'Training' title is schooling", () => {
    expect(looksLikeSchool("Northgate Trades Training Centre")).toBe(true);
    expect(looksLikeSchool("Lakeside Vocational Center")).toBe(true);
    const { degrees } = degreesAmongCertifications(linesFromText("Plumbing Foundation Certificate — Northgate Trades Training Centre, Ashby, 2014"));
    expect(degrees.map((d) => [d.school, d.graduationYear])).toEqual([["Northgate Trades Training Centre", "2014"]]);
  });
});
