/**
 * Field-level parse accuracy against ground truth in the shared evaluation's format
 * (shared/eval/truth/*.json; the generated corpus of tests/fixtures/parse/corpus uses it too),
 * scored the way shared/eval/score-parse.mjs scores it, so the figures are comparable without that
 * file: contact fields exact after normalising; experience, education and project entries aligned
 * to the truth by similarity, then titles, companies, schools, degrees and dates compared on the
 * aligned pair; skills as a token F1; entry counts as an F1. A string in the truth may be a list
 * of acceptable alternatives; entries marked "_optional" are neither required nor false positives.
 * A document's score is the mean of its fields; overall is the mean of the fields' micro averages.
 */

type Json = Record<string, unknown>;
type Alt = string | string[] | undefined;

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
const asList = (v: unknown): string[] => (Array.isArray(v) ? v.map(String).filter((x) => x.trim()) : v == null || String(v).trim() === "" ? [] : [String(v)]);
function str(v: unknown): string {
  if (v == null || typeof v === "object") return Array.isArray(v) ? v.map(str).filter(Boolean).join(", ") : "";
  return String(v).trim();
}
function setF1(a: string[], b: string[]): number {
  const A = new Set(a);
  const B = new Set(b);
  if (!A.size && !B.size) return 1;
  if (!A.size || !B.size) return 0;
  let inter = 0;
  for (const x of A) if (B.has(x)) inter++;
  if (!inter) return 0;
  const p = inter / B.size;
  const r = inter / A.size;
  return (2 * p * r) / (p + r);
}
const subset = (a: string[], b: string[]) => a.length > 0 && a.every((x) => b.includes(x));
const tokSim = (t: unknown, p: unknown) => Math.max(0, ...asList(t).map((x) => setF1(toks(x), toks(str(p)))));
function fuzzyEq(t: string, p: string): boolean {
  const a = toks(t);
  const b = toks(p);
  if (!b.length) return false;
  if (norm(t) === norm(p) || setF1(a, b) >= 0.75) return true;
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
  return b.length > 0 && (subset(a, b) || (subset(b, a) && b.some((x) => DEGREE_WORDS.has(x))));
}
const anyOf = (t: unknown, p: unknown, eq: (t: string, p: string) => boolean) => !!str(p) && asList(t).some((x) => eq(x, str(p)));

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
export const CONTACT_FIELDS = ["firstName", "lastName", "email", "phone", "linkedIn", "github", "portfolio", "city"] as const;
const CONTACT: Record<(typeof CONTACT_FIELDS)[number], (t: string, p: string) => boolean> = {
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

type DateValue = { present: true } | { present?: false; y: number; m?: number };
const MONTHS: Record<string, number> = { jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, oct: 10, nov: 11, dec: 12 };
function normDate(v: unknown): DateValue | null {
  const s0 = str(v).toLowerCase();
  if (!s0) return null;
  if (/\b(present|current|currently|now|ongoing|today|till date|to date)\b/.test(s0) && !/\d{4}/.test(s0)) return { present: true };
  const s = s0.replace(/[\u2010-\u2015]/g, "-");
  let m: RegExpMatchArray | null;
  if ((m = s.match(/\b((?:1[6-9]|20)\d{2})[-/.](0?[1-9]|1[0-2])\b/))) return { y: +m[1]!, m: +m[2]! };
  if ((m = s.match(/\b(0?[1-9]|1[0-2])[-/.]((?:1[6-9]|20)\d{2})\b/))) return { y: +m[2]!, m: +m[1]! };
  if ((m = s.match(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?[\s,-]*((?:1[6-9]|20)\d{2})\b/))) return { y: +m[2]!, m: MONTHS[m[1]!] };
  if ((m = s.match(/\b((?:1[6-9]|20)\d{2})\b/))) return { y: +m[1]! };
  if (/\b(present|current|now|ongoing)\b/.test(s)) return { present: true };
  return null;
}
function dateEq(t: DateValue | null, p: DateValue | null): boolean {
  if (!t || !p) return false;
  if (t.present) return !!p.present;
  if (p.present) return false;
  return p.y === t.y && (t.m == null || p.m === t.m);
}
const predEnd = (e: Json): DateValue | null => normDate(e.endDate) ?? (e.currentJob === true ? { present: true } : null);
const sameDay = (a: DateValue | null, b: DateValue | null) => !!a && !!b && !a.present && !b.present && a.y === b.y && a.m === b.m;

function align(truth: Json[], pred: Json[], sim: (t: Json, p: Json) => number): Map<number, number> {
  const pairs: [number, number, number][] = [];
  truth.forEach((t, i) =>
    pred.forEach((p, j) => {
      const s = sim(t, p);
      if (s >= 0.3) pairs.push([s, i, j]);
    }),
  );
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
  for (const item of list)
    for (const piece of item
      .normalize("NFKC")
      .toLowerCase()
      .split(/[,;|/•·()[\]\n\t:]+|\s+-\s+|\s+and\s+/))
      for (const word of piece.split(/\s+/)) {
        const w = stripAccents(word)
          .replace(/^[^a-z0-9.#+]+|[^a-z0-9#+]+$/g, "")
          .replace(/^\.(?![a-z])/, "");
        if (w && !STOP.has(w) && /[a-z]/.test(w)) out.add(w);
      }
  return [...out];
}
const collectStrings = (v: unknown): string[] =>
  typeof v === "string" || typeof v === "number"
    ? [String(v)]
    : Array.isArray(v)
      ? v.flatMap(collectStrings)
      : v && typeof v === "object"
        ? Object.values(v).flatMap(collectStrings)
        : [];

export const FIELD_ORDER = [
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
] as const;

/** Raw tallies of one document (summed over documents for the micro averages). */
export type Tally = Record<string, { correct?: number; total?: number; sum?: number; n?: number; matched?: number; truth?: number; pred?: number }>;

export interface DocScore {
  score: number;
  tally: Tally;
  misses: string[];
}

const arr = (o: Json, key: string) => (Array.isArray(o[key]) ? (o[key] as unknown[]).filter((x): x is Json => !!x && typeof x === "object") : []);

export function scoreDocument(truth: Json, pred: Json): DocScore {
  const tally: Tally = {};
  const misses: string[] = [];
  const add = (f: string, ok: boolean, t: unknown, p: unknown) => {
    const x = (tally[f] ??= { correct: 0, total: 0 });
    x.total!++;
    if (ok) x.correct!++;
    else misses.push(`${f}: expected ${JSON.stringify(t)}, got ${JSON.stringify(str(p))}`);
  };
  const tp = (truth.personalInfo ?? {}) as Json;
  const pp = (pred.personalInfo ?? {}) as Json;
  for (const f of CONTACT_FIELDS) if (asList(tp[f]).length) add(`contact.${f}`, anyOf(tp[f], pp[f], CONTACT[f]), tp[f], pp[f]);

  const entries = (section: string, count: string, tList: Json[], pList: Json[], sim: (t: Json, p: Json) => number, check: (t: Json, p: Json) => void) => {
    const match = align(tList, pList, sim);
    let required = 0;
    let matched = 0;
    let optionalMatched = 0;
    tList.forEach((t, i) => {
      const j = match.get(i);
      if (t._optional === true) {
        if (j !== undefined) optionalMatched++;
        return;
      }
      required++;
      if (j !== undefined) matched++;
      check(t, j !== undefined ? pList[j]! : {});
    });
    const predicted = pList.length - optionalMatched;
    tally[count] = { matched, truth: required, pred: predicted };
    if (required && (matched < required || predicted > matched)) misses.push(`${section}: ${matched} of ${required} entries found, ${predicted} read`);
  };
  const text = (f: string, t: Alt, p: unknown, eq: (t: string, p: string) => boolean) => {
    if (asList(t).length) add(f, anyOf(t, p, eq), t, p);
  };
  entries(
    "experience",
    "count.experiences",
    arr(truth, "experiences"),
    arr(pred, "experiences"),
    (t, p) => 0.5 * tokSim(t.company, p.company) + 0.5 * tokSim(t.jobTitle, p.jobTitle),
    (t, p) => {
      text("experience.jobTitle", t.jobTitle as Alt, p.jobTitle, fuzzyEq);
      text("experience.company", t.company as Alt, p.company, fuzzyEq);
      const ts = normDate(t.startDate);
      const te = normDate(t.endDate);
      if (sameDay(ts, te)) {
        // a single printed date: both predicted ends must be it
        const ds = [normDate(p.startDate), predEnd(p)].filter((d) => d !== null);
        const ok = ds.length > 0 && ds.every((d) => dateEq(ts, d));
        add("experience.startDate", ok, t.startDate, p.startDate);
        add("experience.endDate", ok, t.endDate, p.endDate);
        return;
      }
      if (ts) add("experience.startDate", dateEq(ts, normDate(p.startDate)), t.startDate, p.startDate);
      if (te) add("experience.endDate", dateEq(te, predEnd(p)), t.endDate, str(p.endDate) || (p.currentJob === true ? "(currentJob)" : ""));
    },
  );
  entries(
    "education",
    "count.education",
    arr(truth, "education"),
    arr(pred, "education"),
    (t, p) => 0.65 * tokSim(t.school, p.school) + 0.35 * tokSim(t.degree, p.degree),
    (t, p) => {
      text("education.school", t.school as Alt, p.school, fuzzyEq);
      text("education.degree", t.degree as Alt, p.degree, degreeEq);
      if (asList(t.graduationYear).length) {
        const pv = str(p.graduationYear) || str(p.endDate);
        const years = pv.match(/(1[6-9]|20)\d{2}/g);
        const py: DateValue | null = years ? { y: +years.at(-1)! } : normDate(pv);
        const ok = asList(t.graduationYear).some((g) => {
          const ty = normDate(g);
          return !!ty && !!py && (ty.present ? !!py.present : !py.present && py.y === ty.y);
        });
        add("education.graduationYear", ok, t.graduationYear, pv);
      }
    },
  );
  entries(
    "projects",
    "count.projects",
    arr(truth, "projects"),
    arr(pred, "projects"),
    (t, p) => tokSim(t.title, p.title ?? p.name),
    () => {},
  );

  const skillsAll = (truth.skills as Json | undefined)?.skillsAll;
  if (Array.isArray(skillsAll) && skillsAll.length) {
    const tt = skillTokens(skillsAll.map(String));
    const pt = skillTokens(collectStrings(pred.skills));
    const f1 = setF1(tt, pt);
    tally["skills.tokenF1"] = { sum: f1, n: 1 };
    if (f1 < 1) misses.push(`skills: missing [${tt.filter((x) => !pt.includes(x)).join(", ")}], extra [${pt.filter((x) => !tt.includes(x)).join(", ")}]`);
  }
  const values = FIELD_ORDER.map((f) => fieldValue(f, tally[f])).filter((v): v is number => v !== null);
  return { score: values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0, tally, misses };
}

/** A field's value from its (summed) tally: share correct, mean F1 or the entry-count F1. */
export function fieldValue(field: string, t: Tally[string] | undefined): number | null {
  if (!t) return null;
  if (field.startsWith("count.")) {
    if (!t.truth) return null;
    const p = t.pred ? t.matched! / t.pred : 0;
    const r = t.matched! / t.truth;
    return p + r ? (2 * p * r) / (p + r) : 0;
  }
  if (field === "skills.tokenF1") return t.n ? t.sum! / t.n : null;
  return t.total ? t.correct! / t.total : null;
}

export interface CorpusScore {
  overall: number;
  /** micro average of each field over the documents */
  fields: Record<string, number>;
  /** contact fields pooled (the goal is stated for contact details as a whole) */
  contact: number;
}

export function scoreCorpus(docs: DocScore[]): CorpusScore {
  const sum: Tally = {};
  for (const d of docs)
    for (const [f, v] of Object.entries(d.tally)) {
      const s = (sum[f] ??= {});
      for (const [k, n] of Object.entries(v) as [keyof Tally[string], number][]) s[k] = (s[k] ?? 0) + n;
    }
  const fields: Record<string, number> = {};
  for (const f of FIELD_ORDER) {
    const v = fieldValue(f, sum[f]);
    if (v !== null) fields[f] = v;
  }
  const values = Object.values(fields);
  let correct = 0;
  let total = 0;
  for (const f of CONTACT_FIELDS) {
    correct += sum[`contact.${f}`]?.correct ?? 0;
    total += sum[`contact.${f}`]?.total ?? 0;
  }
  return { overall: values.reduce((a, b) => a + b, 0) / (values.length || 1), fields, contact: total ? correct / total : 0 };
}
