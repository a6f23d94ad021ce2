/**
 * The held-out parse corpora (tests/fixtures/parse/heldout, heldout-2, heldout-3, heldout-4, heldout-5, heldout-6, heldout-7, heldout-8, heldout-9, heldout-10, heldout-11, heldout-12, heldout-13, heldout-14, heldout-15, heldout-16, heldout-17, heldout-18, heldout-19, heldout-20, heldout-21, heldout-22, heldout-23, heldout-24, heldout-25, heldout-26, heldout-27, heldout-28, heldout-29, heldout-30, heldout-31, heldout-32, heldout-33, heldout-34, heldout-35 and heldout-36) are well-formed: every document has a
 * truth file naming it, and each truth, read back as if it were a parse, scores 100 % with the
 * corpus scorer — so every field it holds is one the scorer can read (dates it can parse, names,
 * entries). This checks the generators' output only; the parser's figures on these corpora are a
 * measurement (bench/parse-accuracy.ts), deliberately held to no floor.
 */
import { describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { scoreDocument } from "../setup/parse-score.ts";

const PDF_ONLY = new Set<string>(["heldout-19"]);

for (const [folder, atLeast] of [
  ["heldout", 20],
  ["heldout-2", 20],
  ["heldout-3", 16],
  ["heldout-4", 16],
  ["heldout-5", 16],
  ["heldout-6", 16],
  ["heldout-7", 16],
  ["heldout-8", 14],
  ["heldout-9", 30],
  ["heldout-10", 30],
  ["heldout-11", 30],
  ["heldout-12", 30],
  ["heldout-13", 30],
  ["heldout-14", 30],
  ["heldout-15", 30],
  ["heldout-16", 30],
  ["heldout-17", 30],
  ["heldout-18", 34],
  ["heldout-19", 24],
  ["heldout-20", 30],
  ["heldout-21", 30],
  ["heldout-22", 24],
  ["heldout-23", 26],
  ["heldout-24", 26],
  ["heldout-25", 26],
  ["heldout-26", 26],
  ["heldout-27", 26],
  ["heldout-28", 26],
  ["heldout-29", 26],
  ["heldout-30", 24],
  ["heldout-31", 22],
  ["heldout-32", 22],
  ["heldout-33", 24],
  ["heldout-34", 24],
  ["heldout-35", 24],
  ["heldout-36", 24],
] as const) {
  const DIR = path.join(process.cwd(), "tests", "fixtures", "parse", folder);
  const docs = fs.readdirSync(path.join(DIR, "docs")).sort();
  const truths = fs.readdirSync(path.join(DIR, "truth")).sort();
  const read = (file: string) =>
    JSON.parse(fs.readFileSync(path.join(DIR, "truth", file), "utf8")) as Record<string, unknown> & { _meta: { file: string; split: string } };

  describe(`the held-out parse corpus ${folder}`, () => {
    it("pairs each document, PDF and Word, with one truth file", () => {
      expect(docs.length).toBeGreaterThanOrEqual(atLeast);
      // a corpus of one producer's PDFs holds no Word document
      expect(docs.some((f) => f.endsWith(".pdf")) && (PDF_ONLY.has(folder) || docs.some((f) => f.endsWith(".docx")))).toBe(true);
      expect(truths).toEqual(docs.map((f) => f.replace(/\.[^.]+$/, ".json")).sort());
      for (const t of truths) expect(read(t)._meta).toMatchObject({ file: docs.find((d) => d.startsWith(t.replace(/\.json$/, ".")))!, split: folder });
    });

    it.each(truths)("%s scores 100 %% against itself", (file) => {
      const truth = read(file);
      // a truth may list acceptable alternatives; a parse gives one value
      const personalInfo = Object.fromEntries(Object.entries(truth.personalInfo as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
      const score = scoreDocument(truth, { ...truth, personalInfo });
      expect(score.misses).toEqual([]);
      expect(score.score).toBe(1);
    });
  });
}
