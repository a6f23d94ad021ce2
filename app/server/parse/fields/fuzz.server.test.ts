/**
 * Robustness: every extractor on random resume-like input must return, never throw.
 */
import { describe, expect, it } from "vitest";
import { linesFromText } from "../lines/plain-text.server.ts";
import { extractContact } from "./contact.server.ts";
import { parseExperienceSection } from "./experience.server.ts";
import { parseEducationSection } from "./education.server.ts";
import { parseProjectsSection } from "./projects.server.ts";
import { parseSkillsLines } from "./skills.server.ts";
import { segmentSections } from "../sections/segment-sections.server.ts";
import { parsePlace, splitTrailingPlace } from "./locations.server.ts";
import { findDateRange, trailingDate } from "./dates.server.ts";

const PIECES = [
  "",
  " ",
  ",",
  ", ,",
  "|",
  "•",
  "-",
  "–",
  ":",
  "(",
  ")",
  "Jan 2020",
  "2019 - Present",
  "Summer 2018",
  "03/2019",
  "2019-03",
  "Present",
  "Software Engineer",
  "Acme Inc.",
  "University of X",
  "B.S. in CS",
  "GPA: 3.9",
  "Berlin, Germany",
  "CA",
  "San Jose, CA",
  "jane@x.io",
  "+1 (555) 123-4567",
  "linkedin.com/in/x",
  "github.com/y",
  "Experience",
  "EDUCATION",
  "Skills:",
  "Python, Go",
  "Languages:",
  "at",
  "@",
  "\u00ad",
  "ß",
  "🙂",
  "xxx",
  "0000",
  "(3 years 2 months)",
  "Greater London Area",
  "Zoë",
  "李",
  "1.",
  "...",
];

function rng(seed: number) {
  let x = seed >>> 0;
  return () => (x = (x * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

describe("fuzz", () => {
  it("extractors survive 400 random documents", () => {
    const r = rng(42);
    for (let d = 0; d < 400; d++) {
      const lines: string[] = [];
      const n = 1 + Math.floor(r() * 14);
      for (let i = 0; i < n; i++) {
        const k = Math.floor(r() * 5);
        const parts: string[] = [];
        for (let j = 0; j <= k; j++) parts.push(PIECES[Math.floor(r() * PIECES.length)]!);
        lines.push(parts.join(r() < 0.3 ? "\t" : r() < 0.5 ? " " : ""));
      }
      const text = lines.join("\n");
      const ls = linesFromText(text);
      expect(() => {
        segmentSections(ls);
        extractContact({ header: ls, all: ls, contactSections: ls, links: [], headerBottom: Infinity });
        parseExperienceSection(ls);
        parseEducationSection(ls);
        parseProjectsSection(ls);
        parseSkillsLines(ls, "Skills");
        for (const l of lines) {
          parsePlace(l);
          splitTrailingPlace(l);
          findDateRange(l);
          trailingDate(l);
        }
      }, text).not.toThrow();
    }
  });
});
