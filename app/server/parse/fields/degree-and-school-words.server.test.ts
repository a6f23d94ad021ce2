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

describe("French vocational diplomas under a training title", () => {
  it("reads a BTS or DUT as a degree and a lycée spelled without its accent as a school", () => {
    expect(looksLikeDegree("BTS Commerce International")).toBe(true);
    expect(looksLikeDegree("DUT Génie Civil")).toBe(true);
    expect(looksLikeSchool("Lycee Technique du Port, Brécy")).toBe(true);
  });
  it("takes the school and its BTS listed among certifications back to education", () => {
    const { degrees } = degreesAmongCertifications(linesFromText("Lycee Technique du Port, Brécy\nBTS Commerce International\t2011 - 2013"));
    expect(degrees.map((e) => [e.degree, e.school, e.graduationYear])).toEqual([["BTS Commerce International", "Lycee Technique du Port", "2013"]]);
  });
});
