/**
 * "Improve with AI" accuracy of the offline writer: each case's field text goes through
 * `offlineWriter.enhanceField` with its role's context, and the result is checked against what a
 * careful editor would do with it (tests/fixtures/improve/*-cases.json, written without reading the
 * writer):
 *   - fixed: each [wrong, right] pair — the misspelling or slip is gone and the right form is there;
 *   - kept: text that must come through unchanged (names, tools, figures, British spellings, the
 *     author's strong verbs);
 *   - openers: for bullet fields, the first word of each line in order, one of the forms allowed
 *     (the tense of the role: past for one that ended, present for the current one);
 *   - absent: text that must not appear (a weaker verb, a stock phrase);
 *   - and on every case: no number the author did not write, and no more than half as long again.
 * A measurement: each set's first figure is recorded in its label before anyone reads its misses.
 *   npx node bench/improve-accuracy.ts [--verbose]
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { offlineWriter } from "../app/server/ai/writer.server.ts";
import { FIELD_TYPES } from "../app/lib/enhance-fields.ts";
import { summary, table } from "./lib.ts";

const caseSchema = z.object({
  id: z.string().min(1),
  type: z.enum(FIELD_TYPES),
  context: z
    .object({
      jobTitle: z.string().optional(),
      company: z.string().optional(),
      currentJob: z.boolean().optional(),
      endDate: z.string().optional(),
      names: z.array(z.string()).optional(),
    })
    .optional(),
  text: z.string().min(1),
  expect: z.object({
    fixed: z.array(z.tuple([z.string().min(1), z.string().min(1)])).default([]),
    kept: z.array(z.string().min(1)).default([]),
    openers: z.array(z.array(z.string().min(1)).min(1)).default([]),
    absent: z.array(z.string().min(1)).default([]),
  }),
});
type ImproveCase = z.infer<typeof caseSchema>;

/** The sets, in the order they were written, with the figure each scored when first measured. */
const SETS: Array<{ file: string; label: string }> = [
  { file: "heldout-1-cases.json", label: "held-out set 1 (tuned on since its first measure, 94.8 %)" },
  { file: "heldout-2-cases.json", label: "held-out set 2 (tuned on since its first measure, 90.3 %)" },
  { file: "heldout-3-cases.json", label: "held-out set 3 (tuned on since its first measure, 88.3 %)" },
  { file: "heldout-4-cases.json", label: "held-out set 4 (not tuned on; first measure 92.8 %)" },
  { file: "heldout-5-cases.json", label: "held-out set 5 (tuned on since its first measure, 93.1 %)" },
  { file: "heldout-6-cases.json", label: "held-out set 6 (unseen; first measure 96.7 %)" },
];

const root = path.resolve(import.meta.dirname, "..");
const fixtures = path.join(root, "tests/fixtures/improve");
const verbose = process.argv.includes("--verbose");

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** `text` as a whole word (or phrase) of `output`: "Im" is not found inside "Improved". */
function hasWord(output: string, text: string, ignoreCase: boolean): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}'’])${escape(text)}(?![\\p{L}\\p{N}'’])`, ignoreCase ? "iu" : "u").test(output);
}
const numbersIn = (text: string) => text.match(/\d+(?:[.,]\d+)*/g) ?? [];
const firstWord = (line: string) =>
  line
    .replace(/^[\s•\-*–—·▪●]+/, "")
    .split(/\s+/)[0]!
    .replace(/[^\p{L}'’-]/gu, "");

interface Result {
  id: string;
  checks: Array<{ kind: string; ok: boolean; what: string }>;
  output: string;
}

async function runCase(item: ImproveCase): Promise<Result> {
  const checks: Result["checks"] = [];
  let output: string;
  try {
    output = await offlineWriter.enhanceField(item.text, item.type, item.context);
  } catch (error) {
    output = `(failed: ${String(error)})`;
  }
  for (const [wrong, right] of item.expect.fixed) {
    // "i" → "I" differs only in case: then case is what is checked
    const caseMatters = wrong.toLowerCase() === right.toLowerCase();
    checks.push({ kind: "fixed", ok: !hasWord(output, wrong, false) && hasWord(output, right, !caseMatters), what: `${wrong} → ${right}` });
  }
  for (const text of item.expect.kept) checks.push({ kind: "kept", ok: output.includes(text), what: text });
  for (const text of item.expect.absent) checks.push({ kind: "absent", ok: !hasWord(output, text, true), what: text });
  if (item.expect.openers.length) {
    const lines = output.split("\n").filter((line) => line.trim());
    item.expect.openers.forEach((allowed, i) => {
      const got = lines[i] ? firstWord(lines[i]) : "";
      checks.push({
        kind: "openers",
        ok: allowed.some((form) => form.toLowerCase() === got.toLowerCase()),
        what: `line ${i + 1}: ${allowed.join("/")} (got ${got || "nothing"})`,
      });
    });
    checks.push({ kind: "openers", ok: lines.length === item.expect.openers.length, what: `${item.expect.openers.length} lines (got ${lines.length})` });
  }
  const written = new Set(numbersIn(item.text));
  const invented = numbersIn(output).filter((n) => !written.has(n));
  checks.push({ kind: "no new number", ok: invented.length === 0, what: invented.join(", ") || "none" });
  checks.push({ kind: "length", ok: output.trim().length <= Math.floor(item.text.trim().length * 1.5), what: `${output.length} for ${item.text.length}` });
  return { id: item.id, checks, output };
}

async function reportSet(file: string, label: string): Promise<void> {
  const cases = z.array(caseSchema).parse(JSON.parse(readFileSync(path.join(fixtures, file), "utf8")));
  const results = [];
  for (const item of cases) results.push(await runCase(item));
  const kinds = new Map<string, { ok: number; all: number }>();
  for (const check of results.flatMap((result) => result.checks)) {
    const tally = kinds.get(check.kind) ?? { ok: 0, all: 0 };
    tally.all++;
    if (check.ok) tally.ok++;
    kinds.set(check.kind, tally);
  }
  const all = [...kinds.values()].reduce((sum, tally) => ({ ok: sum.ok + tally.ok, all: sum.all + tally.all }), { ok: 0, all: 0 });
  const casesWhole = results.filter((result) => result.checks.every((check) => check.ok)).length;
  console.log(`\nImprove with AI (offline), ${label} (tests/fixtures/improve/${file}, ${cases.length} cases)\n`);
  console.log(
    table(
      ["check", "passed", "of", "%"],
      [...kinds].map(([kind, tally]) => [kind, String(tally.ok), String(tally.all), ((100 * tally.ok) / tally.all).toFixed(1)]),
    ),
  );
  console.log(`\ncases with every check right: ${casesWhole} of ${cases.length}`);
  if (verbose) {
    for (const result of results) {
      const missed = result.checks.filter((check) => !check.ok);
      if (!missed.length) continue;
      console.log(`\n${result.id}: ${missed.map((check) => `${check.kind} ${check.what}`).join("; ")}\n  → ${result.output.replace(/\n/g, "\n    ")}`);
    }
  }
  summary(
    `Improve with AI (offline) accuracy, ${label}`,
    `${((100 * all.ok) / all.all).toFixed(1)} % of checks (${casesWhole}/${cases.length} cases whole)`,
    "≥ 90 %",
  );
}

const known = new Set(SETS.map((set) => set.file));
for (const file of readdirSync(fixtures).filter((name) => name.endsWith("-cases.json") && !known.has(name))) {
  throw new Error(`tests/fixtures/improve/${file} is not registered in bench/improve-accuracy.ts`);
}
for (const { file, label } of SETS) await reportSet(file, label);
