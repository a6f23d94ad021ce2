/**
 * sections/: the same line means different things under "Experience" and under "Skills", so the
 * line stream is cut into titled sections before any field is extracted.
 *
 * Section headings (with synonyms) and segmentation of the line stream into sections.
 */
import type { Line } from "../types.server.ts";

export type SectionKind =
  | "header"
  | "summary"
  | "experience"
  | "education"
  | "skills"
  | "projects"
  | "certifications"
  | "languages"
  | "awards"
  | "publications"
  | "volunteering"
  | "interests"
  | "references"
  | "contact"
  | "other";

const SYNONYMS: Record<Exclude<SectionKind, "header" | "other">, string[]> = {
  summary: [
    "summary",
    "professional summary",
    "career summary",
    "profile",
    "professional profile",
    "personal profile",
    "objective",
    "career objective",
    "objectives",
    "about",
    "about me",
    "personal statement",
    "overview",
    "executive summary",
    "introduction",
    "summary of qualifications",
    "qualifications summary",
    "professional overview",
    "bio",
    "personal summary",
  ],
  experience: [
    "experience",
    "experiences",
    "work experience",
    "professional experience",
    "employment",
    "employment history",
    "work history",
    "career history",
    "relevant experience",
    "professional background",
    "career",
    "internships",
    "internship",
    "internship experience",
    "work",
    "positions",
    "positions held",
    "professional history",
    "industry experience",
    "research experience",
    "teaching experience",
    "job experience",
    "working experience",
    "experience summary",
    "professional employment",
    "related experience",
    "work experiences",
    "employment experience",
    "technical experience",
    "research and work experience",
    "work and research experience",
    "research",
    "professional experiences",
    "academic experience",
  ],
  education: [
    "education",
    "academic background",
    "academics",
    "educational background",
    "education and training",
    "academic qualifications",
    "educational qualifications",
    "qualifications",
    "academic history",
    "education history",
    "academic profile",
    "studies",
    "schooling",
    "education and certifications",
    "education & certifications",
    "degrees",
  ],
  skills: [
    "skills",
    "technical skills",
    "core competencies",
    "competencies",
    "technologies",
    "tech stack",
    "skills and abilities",
    "key skills",
    "strengths",
    "expertise",
    "areas of expertise",
    "programming skills",
    "computer skills",
    "technical expertise",
    "skill set",
    "skillset",
    "skills summary",
    "relevant skills",
    "core skills",
    "professional skills",
    "technical proficiencies",
    "proficiencies",
    "technical competencies",
    "tools",
    "tools and technologies",
    "technologies and tools",
    "languages and technologies",
    "hard skills",
    "soft skills",
    "it skills",
    "digital skills",
    "abilities",
    "capabilities",
    "skills and expertise",
    "skills and tools",
    "additional skills",
    "other skills",
    "technical knowledge",
    "knowledge",
    "software",
    "featured skills",
    "top skills",
    "key competencies",
    "technical summary",
    "technical profile",
    "competences",
    "skills summary",
  ],
  projects: [
    "projects",
    "project",
    "personal projects",
    "academic projects",
    "selected projects",
    "key projects",
    "side projects",
    "technical projects",
    "project experience",
    "relevant projects",
    "open source",
    "open source projects",
    "notable projects",
    "project work",
    "portfolio",
    "major projects",
    "course projects",
    "research projects",
  ],
  certifications: [
    "certifications",
    "certification",
    "certificates",
    "licenses",
    "licenses and certifications",
    "certifications and licenses",
    "courses",
    "training",
    "trainings",
    "professional development",
    "courses and certifications",
    "certifications and training",
    "online courses",
    "accreditations",
  ],
  languages: ["languages", "language", "language skills", "spoken languages", "foreign languages"],
  awards: [
    "awards",
    "honors",
    "honours",
    "honors and awards",
    "awards and honors",
    "honours and awards",
    "awards and honours",
    "achievements",
    "accomplishments",
    "scholarships",
    "awards and achievements",
    "achievements and awards",
    "recognition",
    "recognitions",
    "distinctions",
    "most proud of",
    "key achievements",
    "grants",
    "honors awards",
    "honours awards",
    "awards honors",
  ],
  publications: [
    "publications",
    "papers",
    "research papers",
    "selected publications",
    "articles",
    "writing",
    "presentations",
    "talks",
    "conferences",
    "patents",
    "publications and presentations",
    "books",
  ],
  volunteering: [
    "volunteering",
    "volunteer",
    "volunteer experience",
    "volunteer work",
    "community service",
    "leadership",
    "extracurricular activities",
    "extracurriculars",
    "extra curricular activities",
    "extracurricular",
    "activities",
    "involvement",
    "campus involvement",
    "leadership and activities",
    "leadership experience",
    "community involvement",
    "leadership and involvement",
    "volunteer activities",
    "social work",
    "memberships",
    "affiliations",
    "organizations",
    "professional affiliations",
    "service",
  ],
  interests: ["interests", "hobbies", "hobbies and interests", "interests and hobbies", "personal interests", "outside interests", "activities and interests"],
  references: ["references", "referees", "reference"],
  contact: [
    "contact",
    "contacts",
    "contact information",
    "contact info",
    "contact details",
    "contact me",
    "personal information",
    "personal details",
    "personal info",
    "personal data",
    "links",
    "social",
    "social links",
    "find me online",
    "get in touch",
    "online",
  ],
};

const LOOKUP = new Map<string, SectionKind>();
for (const [kind, list] of Object.entries(SYNONYMS)) for (const s of list) LOOKUP.set(s, kind as SectionKind);

/** Lower-cases and strips icons, bullets, numbering and punctuation; joins "E X P E R I E N C E". */
export function normalizeHeading(text: string): string {
  let t = text.normalize("NFKC").replace(/[\ue000-\uf8ff]/g, " ");
  const tt = t.trim();
  if (/^(?:\p{L}\s){3,}\p{L}$/u.test(tt)) t = tt.replace(/\s+/g, "");
  // "W O R K   E X P E R I E N C E": letters spaced out, words further apart
  else if (/^(?:\p{L} )+\p{L}(?:\s{2,}(?:\p{L} )*\p{L})+$/u.test(tt))
    t = tt
      .split(/\s{2,}/)
      .map((w) => w.replace(/ /g, ""))
      .join(" ");
  return t
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/^\s*(?:\d+[.)]|[ivx]+\.)\s+/, "")
    .replace(/[^\p{L}\s]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** The section kind a heading text names, or null. */
export function headingKind(text: string): SectionKind | null {
  const n = normalizeHeading(text);
  if (!n || n.split(" ").length > 6) return null;
  const direct = LOOKUP.get(n);
  if (direct) return direct;
  const noMy = n.replace(/^(?:my|other|additional|selected|relevant|key|recent)\s+/, "");
  if (LOOKUP.has(noMy)) return LOOKUP.get(noMy)!;
  // "Skills and Awards", "Education & Training", "Honors & Activities": the first known part decides
  const parts = n.split(/\s+and\s+|\s*,\s*/);
  if (parts.length > 1) {
    for (const p of parts) {
      const k = LOOKUP.get(p);
      if (k) return k;
    }
  }
  return null;
}

function wordCount(t: string): number {
  return t.trim().split(/\s+/).filter(Boolean).length;
}

function isAllCaps(t: string): boolean {
  const letters = t.replace(/[^\p{L}]/gu, "");
  return letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/** A stand-alone short line naming a known section. */
export function looksLikeHeading(line: Line): boolean {
  if (line.segments.length > 1) {
    // a heading may be followed by a rule drawn with characters, never by other text
    const rest = line.segments
      .slice(1)
      .map((s) => s.text)
      .join("")
      .replace(/[\s_\-–—=.·•]+/g, "");
    if (rest) return false;
  }
  const t = line.segments[0]!.text.replace(/[:：]\s*$/, "");
  if (wordCount(t) > 6 || /\d{3,}|@/.test(t)) return false;
  return headingKind(t) !== null;
}

export interface Section {
  kind: SectionKind;
  title: string;
  lines: Line[];
  heading?: Line;
}

function styleKey(l: Line): string {
  return `${l.font}|${Math.round(l.size * 2) / 2}|${isAllCaps(l.text) ? "C" : "c"}|${l.bold ? "B" : "b"}`;
}

/** Splits lines into sections. Lines before the first heading form the "header" section. */
export function segmentSections(lines: Line[]): Section[] {
  const known = lines.map((l) => looksLikeHeading(l));
  // learn the style of the document's headings, to catch headings we have no synonym for
  const styles = new Map<string, number>();
  lines.forEach((l, i) => {
    if (known[i] && l.size > 0) styles.set(styleKey(l), (styles.get(styleKey(l)) ?? 0) + 1);
  });
  let knownCount = known.filter(Boolean).length;
  let headingStyle: string | null = null;
  for (const [k, n] of styles) if (n >= 2 && n >= 0.6 * knownCount) headingStyle = k;
  // with a clear heading style, a plain-looking lone "Recognition" / "Research" is a wrapped line, not a heading
  if (headingStyle && (styles.get(headingStyle) ?? 0) >= 3) {
    lines.forEach((l, i) => {
      const headingSize = Number(headingStyle!.split("|")[1]);
      const plain = !l.bold && !isAllCaps(l.text) && l.size <= bodySizeOf(lines) + 0.5;
      if (known[i] && l.size > 0 && styleKey(l) !== headingStyle && (plain || l.size < headingSize - 1.5)) known[i] = false;
    });
    knownCount = known.filter(Boolean).length;
  }
  const bodySize = medianSize(lines);
  // a lone plain lower-case "languages" no bigger than the text ends a wrapped line ("…PDF invoices in 14 / languages")
  for (const [i, l] of lines.entries()) if (known[i] && !l.bold && l.size > 0 && l.size <= bodySize + 0.5 && /^\p{Ll}/u.test(l.text.trim())) known[i] = false;
  const isOther = (l: Line, next: Line | undefined): boolean => {
    if (l.segments.length > 1) return false;
    if (next && DATE_HINT.test(next.text)) return false; // an entry header followed by its dates
    const t = l.text.trim();
    if (wordCount(t) > 5 || /\d|@|[.,;]$/.test(t) || t.length < 3) return false;
    if (headingStyle && l.size > 0 && styleKey(l) === headingStyle) return true;
    // an unknown ALL CAPS line that is bigger or bolder than body text
    return headingStyle === null && knownCount >= 2 && isAllCaps(t) && l.size > 0 && (l.size > bodySize + 0.5 || l.bold) && knownAllCaps(lines, known);
  };
  const sections: Section[] = [{ kind: "header", title: "", lines: [] }];
  lines.forEach((l, i) => {
    const cur = sections[sections.length - 1]!;
    const inline = !known[i] && cur.kind !== "skills" ? inlineHeading(l) : null;
    if (inline) {
      sections.push({ kind: inline.kind, title: inline.title, lines: [inline.rest], heading: l });
      return;
    }
    if (known[i]) {
      sections.push({ kind: headingKind(l.segments[0]!.text.replace(/[:：]\s*$/, ""))!, title: l.text.trim(), lines: [], heading: l });
    } else if (sections.length > 1 && isOther(l, lines[i + 1])) {
      sections.push({ kind: "other", title: l.text.trim(), lines: [], heading: l });
    } else {
      sections[sections.length - 1]!.lines.push(l);
    }
  });
  return sections;
}

function knownAllCaps(lines: Line[], known: boolean[]): boolean {
  const ks = lines.filter((_, i) => known[i]);
  return ks.length > 0 && ks.every((l) => isAllCaps(l.text));
}

function medianSize(lines: Line[]): number {
  const s = lines
    .map((l) => l.size)
    .filter((x) => x > 0)
    .sort((a, b) => a - b);
  return s.length ? s[s.length >> 1]! : 0;
}

const DATE_HINT = /\b(?:19|20)\d{2}\b|\bpresent\b/i;
const INLINE_KINDS = new Set<SectionKind>(["skills", "languages", "interests", "certifications", "awards"]);

/** "Skills: Python, Go" / "Languages: English, French" — a heading and its content on one line. */
function inlineHeading(l: Line): { kind: SectionKind; title: string; rest: Line } | null {
  const first = l.segments[0]!;
  const m = /^([^:：]{3,40})[:：]\s*(.+)$/.exec(first.text);
  if (!m) return null;
  const label = m[1]!.trim();
  const kind = headingKind(label);
  if (!kind || !INLINE_KINDS.has(kind)) return null;
  if (kind === "skills" && !/skill|competenc|expertise|strength/i.test(label)) return null; // "Tools:", "Technologies:" inside entries
  const restSegs = [{ ...first, text: m[2]!.trim() }, ...l.segments.slice(1)];
  return { kind, title: label, rest: { ...l, text: restSegs.map((s) => s.text).join("  "), segments: restSegs } };
}

function bodySizeOf(lines: Line[]): number {
  const s = lines
    .map((l) => l.size)
    .filter((x) => x > 0)
    .sort((a, b) => a - b);
  return s.length ? s[s.length >> 1]! : 0;
}
