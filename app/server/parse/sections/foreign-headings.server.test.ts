import { describe, expect, it } from "vitest";
import { linesFromText } from "../lines/plain-text.server.ts";
import { headingKind } from "./headings.server.ts";
import { segmentSections } from "./segment-sections.server.ts";

describe("section titles in French and Spanish", () => {
  it("names the section, accents or not", () => {
    expect(headingKind("Expérience professionnelle")).toBe("experience");
    expect(headingKind("EXPERIENCE PROFESSIONNELLE")).toBe("experience");
    expect(headingKind("Formation")).toBe("education");
    expect(headingKind("Compétences")).toBe("skills");
    expect(headingKind("Langues")).toBe("languages");
    expect(headingKind("Profil")).toBe("summary");
    expect(headingKind("Experiencia laboral")).toBe("experience");
    expect(headingKind("Formación académica")).toBe("education");
    expect(headingKind("Idiomas")).toBe("languages");
  });
  it("cuts a French CV into its sections", () => {
    const text = [
      "Élodie Marchand",
      "Profil",
      "Comptable avec six ans en cabinet.",
      "Expérience professionnelle",
      "Comptable, Cabinet Verlaine, 2019 - 2024",
      "Formation",
      "Licence de gestion, Université de Brévent, 2018",
      "Compétences",
      "Fiscalité, paie",
    ].join("\n");
    expect(segmentSections(linesFromText(text)).map((s) => s.kind)).toEqual(["header", "summary", "experience", "education", "skills"]);
  });
});

describe("section titles in German, Dutch, Italian and Portuguese", () => {
  it("names the section, accents or not", () => {
    expect(headingKind("BERUFSERFAHRUNG")).toBe("experience");
    expect(headingKind("Ausbildung")).toBe("education");
    expect(headingKind("Fähigkeiten")).toBe("skills");
    expect(headingKind("Werkervaring")).toBe("experience");
    expect(headingKind("Opleiding")).toBe("education");
    expect(headingKind("Esperienza professionale")).toBe("experience");
    expect(headingKind("Istruzione")).toBe("education");
    expect(headingKind("RESUMO")).toBe("summary");
    expect(headingKind("Experiência profissional")).toBe("experience");
    expect(headingKind("Formação académica")).toBe("education");
  });
});

describe("'knowledge' and the languages under their Portuguese and Spanish titles", () => {
  it("names the skills and the languages", () => {
    expect(headingKind("Conhecimentos")).toBe("skills");
    expect(headingKind("Conocimientos técnicos")).toBe("skills");
    expect(headingKind("Connaissances")).toBe("skills");
    expect(headingKind("Conoscenze")).toBe("skills");
    expect(headingKind("LÍNGUAS")).toBe("languages");
    expect(headingKind("Lenguas")).toBe("languages");
  });
  it("cuts a Portuguese CV into its sections", () => {
    const text = [
      "Beatriz Lemos",
      "Formação Acadêmica",
      "Técnico em Logística - Escola Técnica do Vale, 2016",
      "Conhecimentos",
      "• Roteirização",
      "Línguas",
      "Espanhol (B1)",
    ].join("\n");
    expect(segmentSections(linesFromText(text)).map((s) => s.kind)).toEqual(["header", "education", "skills", "languages"]);
  });
});
