/**
 * The role a posting is for and the education level it asks for (and the level a resume's degrees
 * reach), for the ATS match score and the cover letter.
 */
import { STOP_WORDS } from "./keywords.server.ts";

// ---------------------------------------------------------------- job title

const ROLE_NOUNS =
  "engineer|developer|manager|analyst|designer|scientist|specialist|consultant|coordinator|administrator|architect|accountant|nurse|assistant|director|officer|representative|technician|writer|editor|marketer|recruiter|teacher|intern|associate|executive|strategist|programmer|tester|lead|owner|advisor|adviser|planner|therapist|pharmacist|physician|clerk|cashier|chef|cook|driver|operator|mechanic|electrician|agent|auditor|economist|researcher|lawyer|attorney|paralegal|receptionist|supervisor|head|president|vp|controller|bookkeeper|buyer|merchandiser|copywriter|illustrator|photographer|producer|instructor|tutor|counselor|counsellor|dentist|hygienist|surgeon|practitioner|secretary|steward|server|barista|bartender|trainer|coach|estimator|inspector|surveyor|statistician|actuary";

const ROLE_RE = new RegExp(`\\b(${ROLE_NOUNS})s?\\b`, "i");

function cleanTitle(value: string): string {
  return value
    .replace(/^[\s\-–—:*•#]+|[\s\-–—:*•.,!]+$/g, "")
    .replace(/\s*\((?:m\/f\/d|f\/m\/d|remote|hybrid|on-?site)[^)]*\)\s*/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The role a posting is for: "Job title: …", a short first line naming a role, or "hiring a … to/who". */
export function detectJobTitle(posting: string): string | null {
  const labelled = /(?:^|\n)\s*(?:job\s+title|position|role|title)\s*[:\-–]\s*([^\n]{3,80})/i.exec(posting);
  if (labelled && ROLE_RE.test(labelled[1]!)) return cleanTitle(labelled[1]!);
  for (const line of posting
    .split(/\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, 3)) {
    const words = line.split(/\s+/);
    if (words.length <= 8 && ROLE_RE.test(line) && !/[.!?]$/.test(line)) return cleanTitle(line.replace(/\s+(?:at|@|[-–—|])\s+.*$/i, ""));
  }
  const hiring = new RegExp(
    `(?:hiring|seeking|looking for|recruiting)\\s+(?:an?|the|our next|a talented|an experienced)?\\s*((?:[\\p{L}/+#.-]+\\s+){0,4}?(?:${ROLE_NOUNS}))\\b`,
    "iu",
  ).exec(posting);
  if (hiring) return cleanTitle(hiring[1]!.replace(/^(?:an?|the)\s+/i, ""));
  return null;
}

/** The role noun of a title ("Senior Software Engineer" → "engineer"). */
export function roleNoun(title: string): string | null {
  const all = [...title.toLowerCase().matchAll(new RegExp(`\\b(${ROLE_NOUNS})s?\\b`, "g"))];
  return all.at(-1)?.[1] ?? null;
}

const SENIORITY = /\b(?:senior|sr|junior|jr|lead|staff|principal|chief|head|entry[- ]level|mid[- ]level|associate|intern|i{1,3}|iv|[1-4])\b\.?/gi;

export function titleCore(title: string): string[] {
  return title
    .replace(SENIORITY, " ")
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#]+/u)
    .filter((w) => w && !STOP_WORDS.has(w));
}

// ---------------------------------------------------------------- education

export const EDUCATION_LEVELS = ["none", "high school", "associate", "bachelor", "master", "doctorate"] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

const LEVEL_PATTERNS: [EducationLevel, RegExp][] = [
  ["doctorate", /\b(?:ph\.?\s?d|doctorate|doctoral|d\.?phil|md|m\.d\.|jd|j\.d\.)\b/i],
  ["master", /\b(?:master'?s?|m\.?s\.?c?|m\.?a|mba|m\.?eng|m\.?tech|mph|msw|llm)\b(?!\s*(?:office|excel|word))/i],
  [
    "bachelor",
    /\b(?:bachelor'?s?|b\.?s\.?c?|b\.?a|b\.?eng|b\.?tech|bsn|bba|b\.?com|undergraduate degree|four-year degree|4-year degree|college degree|university degree)\b/i,
  ],
  ["associate", /\b(?:associate'?s?\s+degree|a\.a\.s?|a\.s\.|associate of)\b/i],
  ["high school", /\b(?:high school|ged|secondary school|a-levels?|diploma)\b/i],
];

/** The highest education level a text names (a posting's requirement or a resume's degree). */
export function educationLevel(text: string): EducationLevel {
  for (const [level, re] of LEVEL_PATTERNS) if (re.test(text)) return level;
  return "none";
}

/** The lowest level a posting asks for ("Bachelor's or Master's" → bachelor). */
export function requiredEducation(posting: string): { level: EducationLevel; field: string | null } | null {
  const levels = LEVEL_PATTERNS.filter(([, re]) => re.test(posting)).map(([level]) => level);
  const degreeWord = /\bdegree\b/i.test(posting);
  if (levels.length === 0 && !degreeWord) return null;
  const level = levels.length ? levels.reduce((low, l) => (EDUCATION_LEVELS.indexOf(l) < EDUCATION_LEVELS.indexOf(low) ? l : low)) : "bachelor";
  const fieldMatch =
    /\b(?:degree|bachelor'?s?|master'?s?|b\.?s\.?c?|m\.?s\.?c?|ph\.?d|diploma)\b(?:\s+(?:degree|of science|of arts|of engineering))?\s+in\s+([\p{L}&]+(?:\s+(?:[\p{Lu}&][\p{L}&]*|and|or))*)/iu.exec(
      posting,
    );
  let field: string | null = null;
  if (fieldMatch) {
    // "Computer Science or a related field" → "Computer Science"
    const words: string[] = [];
    for (const word of fieldMatch[1]!.split(/\s+/)) {
      if (/^[\p{Lu}&]/u.test(word) || ((word === "and" || word === "&") && words.length)) words.push(word);
      else break;
    }
    while (words.length && /^(?:and|&)$/.test(words.at(-1)!)) words.pop();
    field = words.join(" ") || null;
  }
  // a nursing degree (BSN, ADN, MSN) asks for nursing, whatever else the posting says
  if (!field && /\b(?:BSN|ADN|ASN|MSN|DNP)\b|\bdegree in nursing\b/.test(posting)) field = "Nursing";
  return { level, field: field && field.length > 2 ? field : null };
}
