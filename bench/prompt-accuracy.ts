/**
 * Prompt → resume accuracy of the offline writer: each case's paragraph goes through
 * `offlineWriter.resumeFromPrompt` and the same schema the endpoint applies, and is scored with the
 * checks of ../shared/eval/prompts/score-prompts.mjs (contacts, every job's company, title, start
 * and end, every degree's school, degree and year, the skills named; an invented job or degree
 * counts against it). Runs on the project's own cases (tests/fixtures/prompts/cases.json), on the
 * held-out sets (tests/fixtures/prompts/heldout-cases.json and heldout-2…46-cases.json, each written
 * before the writer saw it and measured once as an unseen figure: sets 1–4 and 6 were then used to
 * find the classes of failure to fix (through unit tests on other paragraphs), and so were sets 5, 7
 * to 15, 17 to 42 since; set 16 and sets 43 to 46 are left untuned, and a new unseen figure
 * needs a new set), and, when the directory exists, on
 * ../shared/eval/prompts.
 * Sets 21 and 22 were also measured, without anyone reading their misses, after each change made
 * before their rounds: first 73.9 and 70.9 %; 76.0 and 73.7 % once a prompt pasted from a CV went
 * through the résumé parser; 76.0 and 74.7 % with the name an e-mail address spells; 75.9 and
 * 74.7 % after the parser's round on pasted text; 77.8 and 76.6 % with the safety net for dated
 * mentions no entry accounts for (the net alone, on the first commit: 75.8 and 72.8 %). Sets 23
 * and 24, written later, were measured unseen on the same first commit (71.5 and 69.7 %), set 23
 * again with the safety net (75.5 %), and both after the rounds on sets 21 and 22 (78.6 and 77.3 %).
 * Set 25, written last, was measured unseen on that first commit (74.0 %), after the rounds on sets
 * 21 and 22 (83.2 %) and after those on sets 23 and 24 (83.8 %), before its own round.
 * Sets 26 and 27, written next, were measured unseen on the commit after those rounds (77.8 and
 * 83.8 %; 73.9 and 79.6 % on the first commit of that earlier work).
 * Sets 28 and 29, written after them without reading the writer, were measured unseen on the same
 * commit: 81.5 and 82.5 %. After the rounds on sets 25 and 26: 85.2, 84.5 and 84.7 % for sets 27, 28
 * and 29 (a helper's command printed part of set 27's misses during those rounds; nothing was fixed from it).
 * Sets 30 and 31, written after those rounds without reading the writer, were first measured then:
 * 84.3 and 82.9 % (82.5 and 81.9 % on the code before the rounds on sets 25 and 26). After the round
 * on set 27 and on the misses left in sets 25 and 26, nobody having read sets 28 to 31: 84.6, 84.7,
 * 84.6 and 83.1 % (84.25 % pooled, under the goal). After a short round on set 28: 84.8, 84.8 and
 * 83.1 % for sets 29 to 31.
 * Sets 32 to 35, written next without reading the writer, were first measured on the commit before
 * the rounds on sets 29 to 31 (75.9, 87.3, 81.4 and 87.7 %, 83.1 % pooled) and were kept back from
 * every round until they were tuned on in the next stop (79.3, 88.7, 82.3 and 88.9 % then). Sets 36
 * to 38, written after those rounds, were first measured then (79.5, 78.3 and 88.2 %) and tuned on after.
 * Sets 39 to 42, written after those without reading the writer, were first measured on the commit
 * that closed that work (84.2, 86.8, 84.0 and 86.5 %, 85.4 % pooled); after the rounds on sets 32 to
 * 35, nobody having read them, 84.8, 87.5, 86.6 and 86.9 % (86.5 % pooled); then tuned on.
 * Sets 43 to 46, written next without reading the writer, were first measured on 8c482d88, after the rounds on
 * sets 32 to 35 and before those on sets 39 to 42 (85.8, 86.9, 90.4 and 86.5 %, 87.4 % pooled; 84.7, 86.5, 87.3
 * and 84.7 %, 85.8 % pooled, on the commit that closed the work before), and are kept back from every round since.
 * Goals: ≥ 85 % on our cases and the held-out ones, ≥ 90 % on the eval's.
 *   npx node bench/prompt-accuracy.ts [--verbose]
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { offlineWriter } from "../app/server/ai/writer.server.ts";
import { partialResumeSchema, type PartialResume } from "../app/lib/resume.ts";
import { summary } from "./lib.ts";

interface ExpectedJob {
  company: string;
  jobTitle?: string;
  start: string;
  end?: string;
  current?: boolean;
}
interface PromptCase {
  id: string;
  prompt: string;
  expect: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    experiences: ExpectedJob[];
    education: { school: string; degree: string; year: string }[];
    skills: string[];
  };
}
interface Check {
  name: string;
  ok: number;
}

const root = path.resolve(import.meta.dirname, "..");
const verbose = process.argv.includes("--verbose");
const STOP = new Set(["of", "in", "the", "and", "a", "at"]);
const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const norm = (s: unknown) =>
  String(s ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9+#.]+/g, " ")
    .trim();
const tokens = (s: unknown) =>
  new Set(
    norm(s)
      .split(" ")
      .filter((t) => t && !STOP.has(t)),
  );
const digits = (s: unknown) => String(s ?? "").replace(/\D/g, "");

function sameText(truth: string, got: string | undefined): boolean {
  const a = tokens(truth);
  const b = tokens(got);
  if (!a.size) return !b.size;
  let hit = 0;
  for (const t of a) if (b.has(t)) hit++;
  return hit / a.size >= 0.5 && b.size > 0 && hit / b.size >= 0.4;
}

function yearMonth(s: string | undefined): { y: string; m: number | null } | null {
  const t = String(s ?? "").toLowerCase();
  const y = /(19|20)\d\d/.exec(t);
  if (!y) return null;
  let m: string | undefined = /(19|20)\d\d[-/.](\d{1,2})\b/.exec(t)?.[2] ?? /\b(\d{1,2})[-/.](19|20)\d\d/.exec(t)?.[1];
  if (!m) {
    const i = MONTHS.findIndex((mo) => t.includes(mo));
    if (i >= 0) m = String(i + 1);
  }
  return { y: y[0], m: m ? Number(m) : null };
}

function sameDate(truth: string, got: string | undefined): boolean {
  const a = yearMonth(truth);
  const b = yearMonth(got);
  if (!a || !b || a.y !== b.y) return false;
  return a.m == null || b.m === a.m;
}

function score(c: PromptCase, got: PartialResume): Check[] {
  const e = c.expect;
  const p = got.personalInfo ?? {};
  const checks: Check[] = [];
  const check = (name: string, ok: boolean) => checks.push({ name, ok: ok ? 1 : 0 });
  check("firstName", norm(p.firstName) === norm(e.firstName));
  check("lastName", norm(p.lastName) === norm(e.lastName));
  check("email", norm(p.email) === norm(e.email));
  check("phone", digits(p.phone) === digits(e.phone));
  const exps = (got.experiences ?? []).filter((x) => x.company || x.jobTitle);
  const used = new Set<number>();
  e.experiences.forEach((te, i) => {
    const j = exps.findIndex(
      (x, k) => !used.has(k) && (sameText(te.company, x.company) || (te.company === "Self-employed" && /self|freelance|own/i.test(x.company ?? ""))),
    );
    check(`exp${i}.found(${te.company})`, j >= 0);
    const x = j >= 0 ? exps[j] : undefined;
    if (j >= 0) used.add(j);
    if (te.jobTitle) check(`exp${i}.title`, sameText(te.jobTitle, x?.jobTitle));
    check(`exp${i}.start`, sameDate(te.start, x?.startDate));
    if (te.current) check(`exp${i}.current`, x?.currentJob === true || /present|now|current/i.test(x?.endDate ?? ""));
    else if (te.end) check(`exp${i}.end`, sameDate(te.end, x?.endDate));
  });
  exps.forEach((x, k) => used.has(k) || check(`extra experience '${x.jobTitle} @ ${x.company}'`, false));
  const edus = (got.education ?? []).filter((x) => x.school || x.degree);
  const usedEdu = new Set<number>();
  e.education.forEach((td, i) => {
    const j = edus.findIndex((x, k) => !usedEdu.has(k) && sameText(td.school, x.school));
    check(`edu${i}.found(${td.school})`, j >= 0);
    const x = j >= 0 ? edus[j]! : undefined;
    if (j >= 0) usedEdu.add(j);
    check(`edu${i}.degree`, sameText(td.degree, x?.degree));
    check(`edu${i}.year`, sameDate(td.year, x?.graduationYear));
  });
  edus.forEach((x, k) => usedEdu.has(k) || check(`extra education '${x.degree} @ ${x.school}'`, false));
  if (e.skills.length) {
    const all = norm([...Object.values(got.skills ?? {}), ...(got.experiences ?? []).map((x) => x.technologies)].join(" , "));
    const hit = e.skills.filter((s) => all.includes(norm(s))).length;
    checks.push({ name: `skills ${hit}/${e.skills.length}`, ok: hit / e.skills.length });
  }
  return checks;
}

async function run(label: string, file: string): Promise<number> {
  const cases = JSON.parse(readFileSync(file, "utf8")) as PromptCase[];
  let total = 0;
  console.log(`\n${label} (${path.relative(root, file)}, ${cases.length} cases)`);
  for (const c of cases) {
    const resume = partialResumeSchema.parse(await offlineWriter.resumeFromPrompt(c.prompt));
    const checks = score(c, resume);
    const caseScore = checks.length ? checks.reduce((sum, x) => sum + x.ok, 0) / checks.length : 0;
    total += caseScore;
    console.log(`${c.id.padEnd(28)} ${(caseScore * 100).toFixed(1).padStart(5)}%`);
    if (verbose) for (const x of checks) if (x.ok !== 1) console.log(`    ${x.name} ${x.ok === 0 ? "FAIL" : `${(x.ok * 100).toFixed(0)}%`}`);
  }
  const overall = (total / cases.length) * 100;
  console.log(`overall: ${overall.toFixed(1)}%`);
  return overall;
}

/** Our own sets: each held-out set was first measured unseen; those fixed on since say their first figure. */
const OWN_SETS = [
  { label: "our cases", file: "cases.json" },
  { label: "held-out set 1 (tuned on since its first measure, 79.3 %)", file: "heldout-cases.json" },
  { label: "held-out set 2 (tuned on since its first measure, 69.6 %)", file: "heldout-2-cases.json" },
  { label: "held-out set 3 (tuned on since its first measure, 78.6 %)", file: "heldout-3-cases.json" },
  { label: "held-out set 4 (tuned on since its first measure, 84.0 %)", file: "heldout-4-cases.json" },
  { label: "held-out set 5 (tuned on since its first measure, 85.9 %)", file: "heldout-5-cases.json" },
  { label: "held-out set 6 (tuned on since its first measure, 69.3 %)", file: "heldout-6-cases.json" },
  { label: "held-out set 7 (tuned on since its first measure, 73.5 %)", file: "heldout-7-cases.json" },
  { label: "held-out set 8 (tuned on since its first measure, 75.9 %)", file: "heldout-8-cases.json" },
  { label: "held-out set 9 (tuned on since its first measure, 87.9 %)", file: "heldout-9-cases.json" },
  { label: "held-out set 10 (tuned on since its first measure, 79.6 %)", file: "heldout-10-cases.json" },
  { label: "held-out set 11 (tuned on since its first measure, 83.4 %)", file: "heldout-11-cases.json" },
  { label: "held-out set 12 (tuned on since its first measure, 82.2 %)", file: "heldout-12-cases.json" },
  { label: "held-out set 13 (tuned on since its first measure, 81.9 %)", file: "heldout-13-cases.json" },
  { label: "held-out set 14 (tuned on since its first measure, 86.5 %)", file: "heldout-14-cases.json" },
  { label: "held-out set 15 (tuned on since its first measure, 95.2 %)", file: "heldout-15-cases.json" },
  { label: "held-out set 16 (not tuned on)", file: "heldout-16-cases.json" },
  { label: "held-out set 17 (tuned on since its first measure, 88.7 %)", file: "heldout-17-cases.json" },
  { label: "held-out set 18 (tuned on since its first measure, 79.0 %)", file: "heldout-18-cases.json" },
  { label: "held-out set 19 (tuned on since its first measure, 81.7 %)", file: "heldout-19-cases.json" },
  { label: "held-out set 20 (tuned on since its first measure, 81.6 %)", file: "heldout-20-cases.json" },
  { label: "held-out set 21 (tuned on since its first measure, 73.9 %)", file: "heldout-21-cases.json" },
  { label: "held-out set 22 (tuned on since its first measure, 70.9 %)", file: "heldout-22-cases.json" },
  { label: "held-out set 23 (tuned on since its first measure, 71.5 %)", file: "heldout-23-cases.json" },
  { label: "held-out set 24 (tuned on since its first measure, 69.7 %)", file: "heldout-24-cases.json" },
  { label: "held-out set 25 (tuned on since its first measure, 74.0 %)", file: "heldout-25-cases.json" },
  { label: "held-out set 26 (tuned on since its first measure, 77.8 %)", file: "heldout-26-cases.json" },
  { label: "held-out set 27 (tuned on since its first measure, 83.8 %)", file: "heldout-27-cases.json" },
  { label: "held-out set 28 (tuned on since its first measure, 81.5 %)", file: "heldout-28-cases.json" },
  { label: "held-out set 29 (tuned on since its first measure, 82.5 %)", file: "heldout-29-cases.json" },
  { label: "held-out set 30 (tuned on since its first measure, 84.3 %)", file: "heldout-30-cases.json" },
  { label: "held-out set 31 (tuned on since its first measure, 82.9 %)", file: "heldout-31-cases.json" },
  { label: "held-out set 32 (tuned on since its first measure, 75.9 %)", file: "heldout-32-cases.json" },
  { label: "held-out set 33 (tuned on since its first measure, 87.3 %)", file: "heldout-33-cases.json" },
  { label: "held-out set 34 (tuned on since its first measure, 81.4 %)", file: "heldout-34-cases.json" },
  { label: "held-out set 35 (tuned on since its first measure, 87.7 %)", file: "heldout-35-cases.json" },
  { label: "held-out set 36 (tuned on since its first measure, 79.5 %)", file: "heldout-36-cases.json" },
  { label: "held-out set 37 (tuned on since its first measure, 78.3 %)", file: "heldout-37-cases.json" },
  { label: "held-out set 38 (tuned on since its first measure, 88.2 %)", file: "heldout-38-cases.json" },
  { label: "held-out set 39 (tuned on since its first measure, 84.2 %)", file: "heldout-39-cases.json" },
  { label: "held-out set 40 (tuned on since its first measure, 86.8 %)", file: "heldout-40-cases.json" },
  { label: "held-out set 41 (tuned on since its first measure, 84.0 %)", file: "heldout-41-cases.json" },
  { label: "held-out set 42 (tuned on since its first measure, 86.5 %)", file: "heldout-42-cases.json" },
  { label: "held-out set 43 (not tuned on; first measure 85.8 %)", file: "heldout-43-cases.json" },
  { label: "held-out set 44 (not tuned on; first measure 86.9 %)", file: "heldout-44-cases.json" },
  { label: "held-out set 45 (not tuned on; first measure 90.4 %)", file: "heldout-45-cases.json" },
  { label: "held-out set 46 (not tuned on; first measure 86.5 %)", file: "heldout-46-cases.json" },
];
for (const set of OWN_SETS) {
  const figure = await run(`Prompt → resume, ${set.label}`, path.join(root, "tests/fixtures/prompts", set.file));
  summary(`Prompt → resume accuracy, ${set.label}`, `${figure.toFixed(1)} %`, "≥ 85 %");
}
const evalCases = path.resolve(root, "../shared/eval/prompts/cases.json");
if (existsSync(evalCases)) {
  const sample = await run("Prompt → resume, evaluation samples", evalCases);
  summary("Prompt → resume accuracy, evaluation samples (offline writer)", `${sample.toFixed(1)} %`, "≥ 90 %");
}
