import { describe, expect, it } from "vitest";
import type { TextItem } from "./layout.server.ts";
import { sideBySideGroups } from "./side-by-side.server.ts";
import { headingKind } from "../sections/headings.server.ts";

const PAGE = 595;
const item = (text: string, x: number, y: number, w = text.length * 5): TextItem => ({ text, x, y, w, size: 11, font: "Arimo", bold: false });
const isTitle = (text: string) => headingKind(text.replace(/:\s*$/, "")) !== null;
const texts = (groups: TextItem[][] | null) => groups?.map((g) => [...g].sort((a, b) => a.y - b.y || a.x - b.x).map((i) => i.text));

describe("sections side by side in one band of a single-column page", () => {
  it("reads the left section, then the one beside it, then the full-width rest", () => {
    const page = [
      item("Ada Lovelace", 40, 40),
      item("Summary", 40, 100),
      item("Skills", 380, 106),
      item("Engineer who builds reliable payment", 40, 114),
      item("Technical: Python, Go", 372, 122),
      item("systems for millions of people.", 40, 130),
      item("Tools: Docker, Terraform", 372, 138),
      item("Soft skills: Mentoring", 372, 154),
      item("Experience", 40, 190),
      item("Senior Engineer", 40, 206),
      item("Mar 2021 – Present", 470, 206),
      item("Led the rebuild of the merchant dashboard in React and TypeScript for the whole team", 52, 222, 480),
    ];
    expect(texts(sideBySideGroups(page, PAGE, isTitle))).toEqual([
      ["Ada Lovelace", "Summary"],
      ["Engineer who builds reliable payment", "systems for millions of people."],
      ["Skills", "Technical: Python, Go", "Tools: Docker, Terraform", "Soft skills: Mentoring"],
      ["Experience", "Senior Engineer", "Mar 2021 – Present", "Led the rebuild of the merchant dashboard in React and TypeScript for the whole team"],
    ]);
  });

  it("leaves a single column alone: right-aligned dates and locations, labelled skills, a centred title", () => {
    const page = [
      item("Experience", 40, 100),
      item("Senior Engineer", 40, 116),
      item("Mar 2021 – Present", 470, 116),
      item("Northwind Payments", 40, 132),
      item("Berlin, Germany", 480, 132),
      item("Short bullet one", 52, 148),
      item("Short bullet two", 52, 164),
      item("Technical:", 40, 200),
      item("Tools: Docker, Terraform", 300, 200),
      item("Python, Go", 300, 216),
      item("EDUCATION", 260, 250),
      item("University of Washington, Master of Science in Computer Science, 2017", 40, 266, 420),
      item("Coursework: Distributed Systems", 40, 282),
    ];
    expect(sideBySideGroups(page, PAGE, isTitle)).toBeNull();
  });
});
