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

describe("a school's name joined by its language's small words ('e', 'degli', 'für')", () => {
  it("is the school under the degree's line, not its description", () => {
    const [it1] = parseEducationSection(linesFromText("Laurea in Economia Aziendale  2014\nUniversità degli Studi di Parma e Piacenza Sud, Piacenza"));
    expect(it1).toMatchObject({ degree: "Laurea in Economia Aziendale", school: "Università degli Studi di Parma e Piacenza Sud", graduationYear: "2014" });
    const [it2] = parseEducationSection(linesFromText("Licenciatura em Gestão  2016\nUniversidade de Serra Alta e Vale Verde, Braga"));
    expect(it2).toMatchObject({ school: "Universidade de Serra Alta e Vale Verde" });
  });
});

describe("an apprenticeship named as the qualification it is", () => {
  it("is the degree, and the provider after it the school", () => {
    expect(looksLikeDegree("Advanced Apprenticeship in Agricultural Mechanics")).toBe(true);
    expect(looksLikeDegree("Apprenticeship in Plumbing")).toBe(true);
    expect(looksLikeDegree("Apprentice Electrician")).toBe(false);
    const text =
      "HNC Mechanical Engineering  2015\nNorthgate Technical College, Leeds\nAdvanced Apprenticeship in Agricultural Mechanics  2012\nRidgeway Training Partnership, York";
    expect(parseEducationSection(linesFromText(text)).map((e) => [e.degree, e.school, e.graduationYear])).toEqual([
      ["HNC Mechanical Engineering", "Northgate Technical College", "2015"],
      ["Advanced Apprenticeship in Agricultural Mechanics", "Ridgeway Training Partnership", "2012"],
    ]);
  });
});

describe("'MS' before a Microsoft program's name", () => {
  it("names the program, not a master's degree", () => {
    expect(looksLikeDegree("MS Excel")).toBe(false);
    expect(looksLikeDegree("• MS Office 365")).toBe(false);
    expect(looksLikeDegree("MS in Computer Science")).toBe(true);
    expect(looksLikeDegree("MS Project Management")).toBe(true);
  });
});
