/**
 * Scores a parsed resume against the resume it was made from, field by field, the way the
 * project's evaluation scorer does (shared/eval/score-parse.mjs): strings normalised (accents,
 * case, punctuation, "&", "M.Sc."), names and contact details compared per field, experience,
 * education and project entries matched to the truth entries by similarity, then titles,
 * companies, schools, degrees and dates compared on the matched pair; skills as a token F1; entry
 * counts as an F1 of matched entries. The score is the mean over the fields the truth has.
 *
 * Test code: the truth comes from the typed resume (`truthFromResume`), the prediction from the
 * parser, so a CV template or the parser losing a field shows up here.
 */
import type { PartialResume, ResumeFormData } from "../../app/lib/resume.ts";

/** What a reader should get back from a CV (the fields the evaluation scorer compares). */
export interface FieldTruth {
  personalInfo: Partial<Record<ContactField, string>>;
  experiences: { jobTitle: string; company: string; startDate: string; endDate: string }[];
  education: { school: string; degree: string; graduationYear: string }[];
  projects: { title: string }[];
  skillsAll: string[];
}

const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "linkedIn", "github", "portfolio", "city"] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];

const FIELD_ORDER = [
  ...CONTACT_FIELDS.map((f) => `contact.${f}`),
  "experience.jobTitle",
  "experience.company",
  "experience.startDate",
  "experience.endDate",
  "education.school",
  "education.degree",
  "education.graduationYear",
  "skills.tokenF1",
  "count.experiences",
  "count.education",
  "count.projects",
];

/** The truth as the resume was typed: a current job ends "Present"; skills are every listed item. */
export function truthFromResume(resume: ResumeFormData): FieldTruth {
  const p = resume.personalInfo;
  const personalInfo: FieldTruth["personalInfo"] = {};
  for (const f of CONTACT_FIELDS) if (p[f]?.trim()) personalInfo[f] = p[f];
  const skills = resume.skills;
  return {
    personalInfo,
    experiences: resume.experiences.map((e) => ({
      jobTitle: e.jobTitle ?? "",
      company: e.company ?? "",
      startDate: e.startDate ?? "",
      endDate: e.currentJob ? "Present" : (e.endDate ?? ""),
    })),
    education: resume.education.map((e) => ({ school: e.school ?? "", degree: e.degree ?? "", graduationYear: e.graduationYear ?? "" })),
    projects: resume.projects.map((e) => ({ title: e.title ?? "" })),
    skillsAll: [skills.technicalSkills, skills.frameworks, skills.tools, skills.softSkills]
      .flatMap((list) => (list ?? "").split(/[,\n]/))
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

// ------------------------------------------------------------------ normalisation
const STOP = new Set(["the", "of", "and", "at", "in", "a", "an", "for", "to", "on", "de"]);
const stripAccents = (s: string) => s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
function norm(s: unknown): string {
  if (s == null) return "";
  return stripAccents(String(s).normalize("NFKC"))
    .toLowerCase()
    .replace(/\b([a-z]{1,2})\.(?=[a-z]{1,2}\b)/g, "$1")
    .replace(/&/g, " and ")
    .replace(/[\u2010-\u2015\u00ad]/g, "-")
    .replace(/[^a-z0-9+#]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
const toks = (s: unknown) =>
  norm(s)
    .split(" ")
    .filter((t) => t && !STOP.has(t));
const text = (v: unknown): string => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

function setF1(a: string[], b: string[]): number {
  const A = new Set(a);
  const B = new Set(b);
  if (!A.size && !B.size) return 1;
  if (!A.size || !B.size) return 0;
  let inter = 0;
  for (const x of A) if (B.has(x)) inter++;
  if (!inter) return 0;
  const precision = inter / B.size;
  const recall = inter / A.size;
  return (2 * precision * recall) / (precision + recall);
}
const subset = (a: string[], b: string[]) => a.length > 0 && a.every((x) => b.includes(x));
const tokSim = (t: string, p: unknown) => setF1(toks(t), toks(text(p)));

/** Titles, companies, schools: equal after normalising, or most of the words in common. */
function fuzzyEq(t: string, p: string): boolean {
  const a = toks(t);
  const b = toks(p);
  if (!b.length) return false;
  if (norm(t) === norm(p)) return true;
  if (setF1(a, b) >= 0.75) return true;
  const [small, big] = a.length <= b.length ? [a, b] : [b, a];
  return subset(small, big) && small.length / new Set(big).size >= 0.5;
}
const DEGREE_WORDS = new Set(
  "bachelor bachelors master masters phd ph doctor doctorate bs ba bsc ms msc ma meng beng be btech mtech mba associate associates diploma certificate honours honors high hs".split(
    " ",
  ),
);
function degreeEq(t: string, p: string): boolean {
  if (fuzzyEq(t, p)) return true;
  const a = toks(t);
  const b = toks(p);
  if (!b.length) return false;
  return subset(a, b) || (subset(b, a) && b.some((x) => DEGREE_WORDS.has(x)));
}

const normUrl = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, "")
    .replace(/^[a-z]+:\/\//, "")
    .replace(/^www\./, "")
    .replace(/[?#].*$/, "")
    .replace(/\/+$/, "");
function handle(s: string, host: string): string {
  const u = normUrl(s);
  const i = u.indexOf(host);
  if (i < 0) return u.replace(/^@/, "");
  let rest = u.slice(i + host.length).replace(/^\/+/, "");
  if (host === "linkedin.com") rest = rest.replace(/^(in|pub)\//, "");
  return rest.split("/")[0] ?? "";
}
function phoneEq(t: string, p: string): boolean {
  const a = t.replace(/\D+/g, "");
  const b = p.replace(/\D+/g, "");
  if (!a || !b) return false;
  if (a === b) return true;
  if (a.length >= 10 && b.length >= 10) return a.slice(-10) === b.slice(-10);
  const [s, l] = a.length <= b.length ? [a, b] : [b, a];
  return s.length >= 7 && l.length - s.length <= 3 && l.endsWith(s);
}
const CONTACT: Record<ContactField, (t: string, p: string) => boolean> = {
  firstName: (t, p) => norm(t) === norm(p),
  lastName: (t, p) => norm(t) === norm(p),
  email: (t, p) =>
    t
      .trim()
      .toLowerCase()
      .replace(/^mailto:/, "") ===
    p
      .trim()
      .toLowerCase()
      .replace(/^mailto:/, ""),
  phone: phoneEq,
  linkedIn: (t, p) => handle(t, "linkedin.com") === handle(p, "linkedin.com"),
  github: (t, p) => handle(t, "github.com") === handle(p, "github.com"),
  portfolio: (t, p) => normUrl(t) === normUrl(p),
  city: (t, p) => norm(t) === norm(p),
};

// ------------------------------------------------------------------ dates
type DateValue = { present: true } | { present?: false; y: number; m?: number };
const MONTHS: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 };
function normDate(v: unknown): DateValue | null {
  const s = text(v)
    .toLowerCase()
    .replace(/[\u2010-\u2015]/g, "-");
  if (!s) return null;
  if (/\b(present|current|currently|now|ongoing|today|till date|to date)\b/.test(s) && !/\d{4}/.test(s)) return { present: true };
  let m: RegExpMatchArray | null;
  if ((m = s.match(/\b((?:1[6-9]|20)\d{2})[-/.](0?[1-9]|1[0-2])\b/))) return { y: +m[1]!, m: +m[2]! };
  if ((m = s.match(/\b(0?[1-9]|1[0-2])[-/.]((?:1[6-9]|20)\d{2})\b/))) return { y: +m[2]!, m: +m[1]! };
  if ((m = s.match(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?[\s,-]*((?:1[6-9]|20)\d{2})\b/))) return { y: +m[2]!, m: MONTHS[m[1]!] };
  if ((m = s.match(/\b((?:1[6-9]|20)\d{2})\b/))) return { y: +m[1]! };
  return null;
}
function dateEq(t: DateValue | null, p: DateValue | null): boolean {
  if (!t || !p) return false;
  if (t.present || p.present) return !!t.present && !!p.present;
  return p.y === t.y && (t.m == null || p.m === t.m);
}

// ------------------------------------------------------------------ matching
type Entry = Record<string, unknown>;
function align<T>(truth: T[], pred: Entry[], sim: (t: T, p: Entry) => number): Map<number, number> {
  const pairs: [number, number, number][] = [];
  truth.forEach((t, i) => pred.forEach((p, j) => sim(t, p) >= 0.3 && pairs.push([sim(t, p), i, j])));
  pairs.sort((x, y) => y[0] - x[0] || x[1] - y[1] || x[2] - y[2]);
  const usedT = new Set<number>();
  const usedP = new Set<number>();
  const match = new Map<number, number>();
  for (const [, i, j] of pairs) {
    if (usedT.has(i) || usedP.has(j)) continue;
    usedT.add(i);
    usedP.add(j);
    match.set(i, j);
  }
  return match;
}

function skillTokens(list: string[]): string[] {
  const out = new Set<string>();
  for (const item of list) {
    for (const piece of item
      .normalize("NFKC")
      .toLowerCase()
      .split(/[,;|/•·()[\]\n\t:]+|\s+-\s+|\s+and\s+/)) {
      for (const word of piece.split(/\s+/)) {
        const w = stripAccents(word)
          .replace(/^[^a-z0-9.#+]+|[^a-z0-9#+]+$/g, "")
          .replace(/^\.(?![a-z])/, "");
        if (w && !STOP.has(w) && /[a-z]/.test(w)) out.add(w);
      }
    }
  }
  return [...out];
}
const collectStrings = (v: unknown): string[] =>
  typeof v === "string" ? [v] : Array.isArray(v) ? v.flatMap(collectStrings) : v && typeof v === "object" ? Object.values(v).flatMap(collectStrings) : [];

// ------------------------------------------------------------------ scoring
export interface FieldScore {
  /** Mean over the scored fields, 0..1. */
  score: number;
  /** Each field's value 0..1 (contact and entry fields: share correct; counts and skills: F1). */
  fields: Record<string, number>;
  /** What went wrong, for a failure message. */
  misses: string[];
}

export function scoreFields(truth: FieldTruth, pred: PartialResume): FieldScore {
  const tally = new Map<string, { correct: number; total: number }>();
  const values: Record<string, number> = {};
  const misses: string[] = [];
  const add = (field: string, ok: boolean, t: string, p: string) => {
    const x = tally.get(field) ?? { correct: 0, total: 0 };
    x.total++;
    if (ok) x.correct++;
    else misses.push(`${field}: expected "${t}", got "${p}"`);
    tally.set(field, x);
  };

  const person = (pred.personalInfo ?? {}) as Entry;
  for (const f of CONTACT_FIELDS) {
    const t = truth.personalInfo[f];
    if (t) add(`contact.${f}`, !!text(person[f]) && CONTACT[f](t, text(person[f])), t, text(person[f]));
  }

  const entries = <T>(section: string, count: string, tList: T[], pList: Entry[], sim: (t: T, p: Entry) => number, check: (t: T, p: Entry) => void) => {
    const match = align(tList, pList, sim);
    tList.forEach((t, i) => check(t, pList[match.get(i) ?? -1] ?? {}));
    if (!tList.length) return;
    const precision = pList.length ? match.size / pList.length : 0;
    const recall = match.size / tList.length;
    values[count] = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
    if (values[count] < 1) misses.push(`${section}: ${match.size} of ${tList.length} entries found, ${pList.length} read`);
  };
  const textField = (field: string, t: string, p: unknown, eq: (t: string, p: string) => boolean) => {
    if (t.trim()) add(field, !!text(p) && eq(t, text(p)), t, text(p));
  };

  entries(
    "experience",
    "count.experiences",
    truth.experiences,
    (pred.experiences ?? []) as Entry[],
    (t, p) => 0.5 * tokSim(t.company, p.company) + 0.5 * tokSim(t.jobTitle, p.jobTitle),
    (t, p) => {
      textField("experience.jobTitle", t.jobTitle, p.jobTitle, fuzzyEq);
      textField("experience.company", t.company, p.company, fuzzyEq);
      if (normDate(t.startDate)) add("experience.startDate", dateEq(normDate(t.startDate), normDate(p.startDate)), t.startDate, text(p.startDate));
      const end = normDate(p.endDate) ?? (p.currentJob === true ? { present: true as const } : null);
      if (normDate(t.endDate)) add("experience.endDate", dateEq(normDate(t.endDate), end), t.endDate, text(p.endDate) || String(p.currentJob ?? ""));
    },
  );
  entries(
    "education",
    "count.education",
    truth.education,
    (pred.education ?? []) as Entry[],
    (t, p) => 0.65 * tokSim(t.school, p.school) + 0.35 * tokSim(t.degree, p.degree),
    (t, p) => {
      textField("education.school", t.school, p.school, fuzzyEq);
      textField("education.degree", t.degree, p.degree, degreeEq);
      if (t.graduationYear.trim()) {
        const years = text(p.graduationYear).match(/(1[6-9]|20)\d{2}/g);
        add("education.graduationYear", !!years && dateEq(normDate(t.graduationYear), normDate(years.at(-1))), t.graduationYear, text(p.graduationYear));
      }
    },
  );
  entries(
    "projects",
    "count.projects",
    truth.projects,
    (pred.projects ?? []) as Entry[],
    (t, p) => tokSim(t.title, p.title),
    () => {},
  );

  if (truth.skillsAll.length) {
    const tt = skillTokens(truth.skillsAll);
    const pt = skillTokens(collectStrings(pred.skills));
    values["skills.tokenF1"] = setF1(tt, pt);
    const missing = tt.filter((x) => !pt.includes(x));
    const extra = pt.filter((x) => !tt.includes(x));
    if (missing.length || extra.length) misses.push(`skills: missing [${missing.join(", ")}], extra [${extra.join(", ")}]`);
  }

  for (const [field, { correct, total }] of tally) values[field] = correct / total;
  const fields = Object.fromEntries(FIELD_ORDER.filter((f) => f in values).map((f) => [f, values[f]!]));
  const scored = Object.values(fields);
  return { score: scored.reduce((a, b) => a + b, 0) / scored.length, fields, misses };
}
