import { describe, expect, it } from "vitest";
import { linesFromText } from "../lines/plain-text.server.ts";
import { extractContact } from "./contact.server.ts";
import { parseExperienceSection } from "./experience.server.ts";

const contact = (text: string) => {
  const header = linesFromText(text);
  return extractContact({ header, all: header, contactSections: [], links: [], headerBottom: Infinity });
};
const jobs = (text: string) => parseExperienceSection(linesFromText(text)).map((e) => [e.jobTitle, e.company, e.location]);

describe("CVs written in Spanish, French or Portuguese", () => {
  it("reads the town after the other languages' words for it in a grid of labelled details", () => {
    const grid = "Mariana Restrepo Luna\nIngeniera Química\nTeléfono: +57 300 111 2233    Correo: mariana.r@example.co\n";
    expect(contact(`${grid}Ciudad: Pereira, Risaralda, Colombia    LinkedIn: linkedin.com/in/marianarl`).city).toBe("Pereira");
    expect(contact("Léa Fournier\nTél : 06 12 34 56 78    E-mail : lea.f@example.fr\nVille : Besançon").city).toBe("Besançon");
  });
  it("keeps a title that names its field after 'de' a title, though a trade's place closes it", () => {
    expect(jobs("mar. 2021 - actualidad\tSupervisora de Turno de Panadería\n\tComercial Andina del Norte, Pereira\n• Planeación de turnos")).toEqual([
      ["Supervisora de Turno de Panadería", "Comercial Andina del Norte", "Pereira"],
    ]);
    expect(jobs("ene. 2019 - dic. 2020\tAnalista de Compras de Café\n\tCooperativa Lechera del Valle, Armenia\n• Compras")).toEqual([
      ["Analista de Compras de Café", "Cooperativa Lechera del Valle", "Armenia"],
    ]);
  });
});
