/**
 * Layouts the tuning corpus never printed, each written out here as plain text: degrees under a
 * training title, "Company, City, Country" with no company suffix, dates before the company with
 * the title below, date ranges broken at a line end, slash and square contact separators, surname
 * particles and names wrapped in a cell, and skill groups labelled with a dash or a colon.
 */
import { describe, expect, it } from "vitest";
import { extractFields } from "./extract-fields.server.ts";
import { parseExperienceSection } from "./experience.server.ts";
import { extractContact, looksLikeName, splitName } from "./contact.server.ts";
import { parsePlace, splitTrailingPlace } from "./locations.server.ts";
import { parseSkillsLines } from "./skills.server.ts";
import { linesFromText } from "../lines/plain-text.server.ts";

const parse = (text: string) => extractFields({ kind: "docx", links: [], lines: linesFromText(text) });
const jobs = (text: string) => parseExperienceSection(linesFromText(text)).map((e) => [e.jobTitle, e.company, e.location, e.startDate, e.endDate]);
const contact = (text: string) => {
  const lines = linesFromText(text);
  return extractContact({ header: lines, all: lines, contactSections: [], links: [], headerBottom: Number.POSITIVE_INFINITY });
};

describe("degrees under a training or certification title", () => {
  it("files a degree with its school as education and leaves courses as certifications", () => {
    const r = parse(
      [
        "Ana Lima",
        "ana@lima.dev",
        "Training & Certification",
        "BSc in Marine Biology\t2015",
        "University of the Algarve, Faro, Portugal",
        "PADI Divemaster, 2017",
        "Skills",
        "Scuba diving, Sampling",
      ].join("\n"),
    );
    expect(r.education).toMatchObject([{ degree: "BSc in Marine Biology", school: "University of the Algarve", graduationYear: "2015" }]);
    expect(r.additionalInfo.certifications).toBe("PADI Divemaster, 2017");
  });
  it("keeps a certificate with no school a certification", () => {
    const r = parse(["Ana Lima", "ana@lima.dev", "Certifications", "Certificate in Food Hygiene, 2019", "Forklift licence, 2020"].join("\n"));
    expect(r.education).toEqual([]);
    expect(r.additionalInfo.certifications.split("\n")).toEqual(["Certificate in Food Hygiene, 2019", "Forklift licence, 2020"]);
  });
});

describe("company, city, country with no company suffix", () => {
  it("cuts the company off a known city of the named country", () => {
    expect(parsePlace("Harbour Bakery, Porto, Portugal")).toBeNull();
    expect(splitTrailingPlace("Harbour Bakery, Porto, Portugal")).toMatchObject({ before: "Harbour Bakery", place: { city: "Porto", country: "Portugal" } });
    expect(jobs("Pastry Chef\tJan 2019 – Mar 2021\nHarbour Bakery, Porto, Portugal\n• Baked bread")).toEqual([
      ["Pastry Chef", "Harbour Bakery", "Porto, Portugal", "Jan 2019", "Mar 2021"],
    ]);
  });
  it("still reads city, region, country as one place", () => {
    expect(parsePlace("Pune, Maharashtra, India")).toMatchObject({ city: "Pune", state: "Maharashtra", country: "India" });
    expect(parsePlace("Toronto, Ontario, Canada")).toMatchObject({ city: "Toronto", state: "Ontario", country: "Canada" });
  });
});

describe("dates first, then the company, the title on the next line", () => {
  it("tells the firm from the title by its plural or family ending", () => {
    expect(
      jobs(
        [
          "Mar 2019 – Jun 2021 · Harbourside Roofing Contractors",
          "Site Foreman, Hobart, Australia",
          "• Ran a crew of six",
          "Jan 2016 – Mar 2019 · Ahmed & Sons Joinery",
          "Apprentice Carpenter, Perth, Australia",
          "• Built staircases",
        ].join("\n"),
      ),
    ).toEqual([
      ["Site Foreman", "Harbourside Roofing Contractors", "Hobart, Australia", "Mar 2019", "Jun 2021"],
      ["Apprentice Carpenter", "Ahmed & Sons Joinery", "Perth, Australia", "Jan 2016", "Mar 2019"],
    ]);
  });
});

describe("a date range broken at the end of a line", () => {
  it("keeps the entry and its dates", () => {
    expect(
      jobs(
        [
          "Staff Nurse, Hillcrest Clinic, Leeds, UK, March 2019 to",
          "June 2022",
          "– Ran the night ward",
          "Healthcare Assistant, Riverside Care Home, York, UK, May 2016 —",
          "2019",
          "– Cared for 30 residents",
        ].join("\n"),
      ),
    ).toEqual([
      ["Staff Nurse", "Hillcrest Clinic", "Leeds, UK", "March 2019", "June 2022"],
      ["Healthcare Assistant", "Riverside Care Home", "York, UK", "May 2016", "2019"],
    ]);
  });
});

describe("contact separators", () => {
  it("finds the city between slashes and squares", () => {
    expect(contact("Rui Costa\nrui@costa.pt / +351 912 000 111 / Faro, Portugal").city).toBe("Faro");
    expect(contact("Rui Costa\nrui@costa.pt ▪ +351 912 000 111 ▪ Coimbra, Portugal")).toMatchObject({ city: "Coimbra", country: "Portugal" });
  });
  it("does not cut a URL at its slashes", () => {
    expect(contact("Rui Costa\nrui@costa.pt | linkedin.com/in/ruicosta | Faro, Portugal")).toMatchObject({
      city: "Faro",
      linkedIn: "linkedin.com/in/ruicosta",
    });
  });
});

describe("names", () => {
  it("reads lower-case surname particles", () => {
    for (const n of ["Jan-Pieter van der Linden", "Inés de la Rosa", "Karim bin Yusof", "Maeve O'Neil"]) expect(looksLikeName(n), n).toBe(true);
    expect(splitName("Jan-Pieter van der Linden")).toEqual({ firstName: "Jan-Pieter", lastName: "van der Linden" });
    expect(contact("Jan-Pieter van der Linden\tjp@linden.nl\nUtrecht, Netherlands")).toMatchObject({ firstName: "Jan-Pieter", lastName: "van der Linden" });
  });
  it("still refuses a particle with no surname after it", () => {
    expect(looksLikeName("John van")).toBe(false);
  });
  it("joins a name wrapped in a narrow table cell", () => {
    expect(contact("Marta\tmarta@kowalska.pl\nKowalska\t+48 600 100 200\nKraków, Poland")).toMatchObject({ firstName: "Marta", lastName: "Kowalska" });
  });
  it("does not join a name with the place under it", () => {
    expect(contact("Marta Kowalska\nKraków\nmarta@kowalska.pl")).toMatchObject({ firstName: "Marta", lastName: "Kowalska" });
  });
});

describe("labelled skill groups", () => {
  const skills = (text: string) => parseSkillsLines(linesFromText(text)).skills.technicalSkills ?? [];
  it("drops a label set off by a dash or a colon", () => {
    expect(skills("Clinical — Triage, Wound care, IV therapy\nSystems: Epic EHR, Cerner")).toEqual([
      "Triage",
      "Wound care",
      "IV therapy",
      "Epic EHR",
      "Cerner",
    ]);
    expect(skills("Kitchen – Butchery, Pastry\nManagement - Rota planning, Costing")).toEqual(["Butchery", "Pastry", "Rota planning", "Costing"]);
  });
  it("keeps the skill before a dash that no list follows (it is no label)", () => {
    expect(skills("Python – 5 years\nSQL – 3 years")).toEqual(["Python", "SQL"]);
  });
});

describe("label/value jobs under a career-path heading", () => {
  it("reads employer, position and a year-dot period, and an apostrophe-year range on one line", () => {
    const r = parse(
      [
        "Mirela Sava",
        "mirela@sava.example",
        "CAREER PATH",
        "Employer:\tDelta Print House",
        "Position:\tPrepress Operator",
        "Period:\t2021.04 - present",
        "Key duties:",
        "Prepared print files for offset presses",
        "Employer:\tCarpathia Media",
        "Position:\tDesktop Publisher",
        "Period:\t2017.09 - 2021.04",
        "PREVIOUS ROLES",
        "Layout Assistant | Bucovina Press, Suceava, Romania | Feb '15 – Aug '17",
      ].join("\n"),
    );
    expect(r.experiences.map((e) => [e.jobTitle, e.company, e.startDate, e.endDate])).toEqual([
      ["Prepress Operator", "Delta Print House", "2021.04", "Present"],
      ["Desktop Publisher", "Carpathia Media", "2017.09", "2021.04"],
      ["Layout Assistant", "Bucovina Press", "Feb 2015", "Aug 2017"],
    ]);
  });
});
