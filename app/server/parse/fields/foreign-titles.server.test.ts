import { describe, expect, it } from "vitest";
import { linesFromText } from "../lines/plain-text.server.ts";
import { parseExperienceSection } from "./experience.server.ts";
import { companyScore, titleScore } from "./roles.server.ts";
import { parsePlainTextResume } from "../index.server.ts";

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

describe("a job's title under another language's label", () => {
  it("reads 'Cargo:', 'Puesto:' and 'Poste :' as the title's label, not the title", () => {
    const jobs = parsePlainTextResume(
      [
        "Experiência Profissional",
        "Padaria Estrela Dourada Ltda. - Ribeirão Claro  mar/2019 - atual",
        "Cargo: Analista de Compras",
        "• Negociar contratos com fornecedores",
        "Serraria Vale Verde Ltda. - Campo Alegre  jun/2015 - fev/2019",
        "Cargo: Assistente de Compras",
        "• Emitir pedidos de compra",
        "Conservas La Gaviota S.L. - Villaluz  Ene 2012 – May 2015",
        "Puesto: Auxiliar Administrativo",
        "• Facturación a clientes",
        "Boulangerie Dorélie SARL - Saint-Ambrel  janv. 2010 – déc. 2011",
        "Poste : Vendeuse",
        "• Accueil des clients",
      ].join("\n"),
    ).experiences!.map((e) => [e.jobTitle, e.company]);
    expect(jobs).toEqual([
      ["Analista de Compras", "Padaria Estrela Dourada Ltda."],
      ["Assistente de Compras", "Serraria Vale Verde Ltda."],
      ["Auxiliar Administrativo", "Conservas La Gaviota S.L."],
      ["Vendeuse", "Boulangerie Dorélie SARL"],
    ]);
  });
});
