import { describe, expect, it } from "vitest";
import { linesFromText } from "../lines/plain-text.server.ts";
import { parseExperienceSection } from "./experience.server.ts";
import { companyScore, titleScore } from "./roles.server.ts";

describe("titles and employers of Spanish and French CVs", () => {
  it("knows their common title words and legal forms", () => {
    expect(titleScore("Ingeniera de Procesos")).toBeGreaterThan(0);
    expect(titleScore("Chargée de recrutement")).toBeGreaterThan(0);
    expect(companyScore("Molinos del Sur S.A.")).toBeGreaterThan(0);
  });
  it("reads the title above the employer's line with the dates", () => {
    const jobs = parseExperienceSection(
      linesFromText(
        [
          "Coordinadora de Logística",
          "Molinos del Sur S.A. | Rosales  Mar 2020 – Presente",
          "Planifiqué las rutas de 40 camiones",
          "Auxiliar Contable",
          "Ferretería Los Pinos C.A. | Rosales  Ene 2017 – Feb 2020",
          "Concilié las cuentas bancarias",
        ].join("\n"),
      ),
    ).map((e) => [e.jobTitle, e.company]);
    expect(jobs).toEqual([
      ["Coordinadora de Logística", "Molinos del Sur S.A."],
      ["Auxiliar Contable", "Ferretería Los Pinos C.A."],
    ]);
  });
});

describe("titles of a trade ending in '-person'", () => {
  it("reads 'Title, Employer' above a town of its own", () => {
    const jobs = parseExperienceSection(
      linesFromText(
        [
          "04/2019 - Present  Technical Draughtsperson, Corrow Plan e Desenho",
          "Thornleigh",
          "- Drew site plans in AutoCAD",
          "02/2016 - 03/2019  Draughtsperson, Pellam Mapas",
          "Tolworth",
          "- Traced survey sheets",
        ].join("\n"),
      ),
    ).map((e) => [e.jobTitle, e.company]);
    expect(jobs).toEqual([
      ["Technical Draughtsperson", "Corrow Plan e Desenho"],
      ["Draughtsperson", "Pellam Mapas"],
    ]);
  });
});
