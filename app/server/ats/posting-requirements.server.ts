/**
 * How a posting weighs what it asks for, read as a recruiter reads it: what sits under "Nice to
 * have" / "Preferred" or in a sentence that calls it "a plus" is wanted, not required; "5+ years of
 * experience" is a requirement of its own, met by the years the resume's jobs span.
 */
import { nlp } from "../nlp.server.ts";
import { formatDate, monthCount } from "../../lib/normalize-resume.ts";
import type { ResumeFormData } from "../../lib/resume.ts";

/** A heading that opens the wanted-not-required part of a posting. */
const NICE_HEADING =
  /^\s*(?:[#*•-]\s*)?(?:nice[\s-]to[\s-]haves?|good[\s-]to[\s-]haves?|preferred(?:\s+(?:qualifications|skills|experience))?|bonus(?:\s+points)?|pluses|desirable(?:\s+skills)?|extra\s+credit|it(?:'|’)?s\s+a\s+plus\s+if|even\s+better\s+if|ideally)\b[^\n]{0,40}$/i;
/** A heading that opens any other part (requirements, responsibilities, benefits…): the wanted part ends there. */
const OTHER_HEADING =
  /^\s*(?:[#*•-]\s*)?(?:requirements|required|must[\s-]haves?|minimum\s+qualifications|basic\s+qualifications|qualifications|what\s+you(?:'|’)?ll\s+(?:need|bring|do)|what\s+we(?:'|’)?re\s+looking\s+for|responsibilities|about\s+(?:you|us|the\s+role)|benefits|perks|who\s+you\s+are|the\s+role|your\s+role)\b[^\n]{0,40}$/i;
/** Words that make a sentence's asks optional. */
const NICE_SENTENCE = /\b(?:preferred|is\s+a\s+plus|are\s+a\s+plus|a\s+plus|nice\s+to\s+have|bonus|desirable|ideally|advantageous|not\s+required)\b/i;

export interface PostingParts {
  /** the text whose asks are required */
  required: string;
  /** the text whose asks are wanted, not required */
  wanted: string;
}

/** The posting split into what it requires and what it would like. */
export function splitByImportance(posting: string): PostingParts {
  const required: string[] = [];
  const wanted: string[] = [];
  let inWanted = false;
  for (const line of posting.split(/\r?\n/)) {
    if (line.trim().length <= 60 && NICE_HEADING.test(line)) {
      inWanted = true;
      continue;
    }
    if (line.trim().length <= 60 && OTHER_HEADING.test(line)) inWanted = false;
    if (inWanted) {
      wanted.push(line);
      continue;
    }
    // sentence by sentence: "Experience with Kafka is a plus."
    for (const sentence of nlp(line).sentences().out("array") as string[]) (NICE_SENTENCE.test(sentence) ? wanted : required).push(sentence);
  }
  return { required: required.join("\n"), wanted: wanted.join("\n") };
}

const YEARS_ASKED =
  /\b(?:at\s+least\s+|minimum\s+(?:of\s+)?|over\s+|more\s+than\s+)?(\d{1,2})\s*\+?\s*(?:(?:-|–|to)\s*\d{1,2}\s*\+?\s*)?years?(?:['’])?\s+(?:of\s+)?(?:[\p{L}/&-]+\s+){0,5}?(?:experience|exp\b)/iu;

/** The years of experience the required part asks for ("5+ years of backend experience" → 5), or null. */
export function yearsAsked(required: string): number | null {
  const match = YEARS_ASKED.exec(required);
  if (!match) return null;
  const years = Number(match[1]);
  return years >= 1 && years <= 40 ? years : null;
}

/** The years the resume's jobs span, overlaps counted once (a current job runs to `now`). */
export function yearsWorked(form: ResumeFormData, now = new Date()): number {
  const today = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const spans = form.experiences
    .map((job) => {
      const start = monthCount(job.startDate, "first");
      const current = job.currentJob || formatDate(job.endDate) === "Present";
      const end = current ? today : monthCount(job.endDate, "last");
      return start !== null && end !== null && end >= start ? ([start, Math.min(end, today)] as const) : null;
    })
    .filter((span): span is readonly [number, number] => span !== null)
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let reached = -Infinity;
  for (const [start, end] of spans) {
    const from = Math.max(start, reached);
    if (end + 1 > from) months += end + 1 - from;
    reached = Math.max(reached, end + 1);
  }
  return Math.round((months / 12) * 10) / 10;
}

/**
 * The years a level in the title stands for when the posting names no number: what recruiters
 * read into "Senior" or "Principal". Junior and entry-level roles ask for none.
 */
const LEVEL_YEARS: [RegExp, number, string][] = [
  [/\b(?:principal|director|head of|vp|vice president)\b/i, 8, "a principal or director role"],
  [/\b(?:staff|lead)\b/i, 7, "a lead role"],
  [/\b(?:senior|sr\.?)\s/i, 5, "a senior role"],
];

/** The years a title's level implies ("Senior Data Engineer" → 5), with the level in words; null for none. */
export function yearsForLevel(title: string | null): { years: number; level: string } | null {
  if (!title) return null;
  for (const [pattern, years, level] of LEVEL_YEARS) if (pattern.test(`${title} `)) return { years, level };
  return null;
}

export type Workplace = { kind: "remote" } | { kind: "hybrid" | "on-site"; place: string | null };

// the cue words in either case, the place itself capitalised
const PLACE_AFTER =
  /\b(?:[Ll]ocation|[Ll]ocated in|[Bb]ased in|[Oo]n-?site in|[Oo]ffice in|in our|[Hh]ybrid in|[Hh]ybrid from)\s*:?\s*(?:the\s+)?([A-Z][\p{L}.'-]+(?:[ -][A-Z][\p{L}.'-]+){0,3}(?:,\s*[A-Z][\p{L}.]+)?)/u;

/** Where the work is: remote (anywhere), hybrid or on-site, with the place when the posting names one. */
export function workplaceAsked(posting: string): Workplace | null {
  const remote =
    /\b(?:fully\s+remote|100%\s+remote|remote[- ]first|remote\s+(?:role|position|job|work)|work\s+from\s+anywhere|(?:^|\n|\|)\s*remote\s*(?:$|\n|\|))/im.test(
      posting,
    );
  const hybrid = /\bhybrid\b/i.test(posting);
  const onSite = /\b(?:on-?site|in[- ]office|in[- ]person)\b/i.test(posting);
  const place = PLACE_AFTER.exec(posting)?.[1]?.trim() ?? null;
  if (remote && !hybrid && !onSite) return { kind: "remote" };
  if (hybrid) return { kind: "hybrid", place };
  if (onSite || place) return { kind: "on-site", place };
  return null;
}

/** Whether a resume's contact line is in the place a posting names ("Austin, TX" ~ "Austin"). */
export function livesIn(resumePlace: string, postingPlace: string): boolean {
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[,\s]+/)
      .filter((w) => w.length > 2);
  const mine = new Set(words(resumePlace));
  return words(postingPlace).some((w) => mine.has(w));
}
