/**
 * Section headings: the names a CV gives its sections (with synonyms), and whether a line is one.
 * The same line means different things under "Experience" and under "Skills", so a heading is
 * recognised before any field is extracted.
 */
import type { Line } from "../types.server.ts";
import { headWordKind } from "./head-words.server.ts";

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
    "profil",
    "profil professionnel",
    "perfil",
    "perfil profesional",
    // German, Dutch, Italian and Portuguese titles (looked up without their accents)
    "kurzprofil",
    "profiel",
    "samenvatting",
    "profilo",
    "profilo professionale",
    "resumo",
    "perfil profissional",
    "sobre mim",
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
    // informal titles of the opening paragraph
    "who i am",
    "in short",
    "in brief",
    "at a glance",
    // "career" alone heads the jobs, but a career's profile is the opening paragraph
    "career profile",
    "intro",
  ],
  experience: [
    // French and Spanish titles (looked up without their accents)
    "experience professionnelle",
    "experiences professionnelles",
    "parcours professionnel",
    "experiencia",
    "experiencia laboral",
    "experiencia profesional",
    "berufserfahrung",
    "beruflicher werdegang",
    "werkervaring",
    "werkervaringen",
    "esperienza professionale",
    "esperienze professionali",
    "esperienza lavorativa",
    "experiencia profissional",
    // Swedish, Norwegian and Danish titles
    "erfarenhet",
    "arbetslivserfarenhet",
    "arbeidserfaring",
    "erhvervserfaring",
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
    "track record",
    // titles that name the career by a figure of speech or by what the posts involved
    "professional journey",
    "career journey",
    "roles and responsibilities",
    "posts held",
    "offices held",
    "career path",
    "career journey",
    "career timeline",
    "career progression",
    // a consultant's engagements
    "assignments",
  ],
  education: [
    "formation",
    "formations",
    "formation academique",
    "etudes",
    "formacion",
    "formacion academica",
    "estudios",
    "utbildning",
    "utdanning",
    "uddannelse",
    "ausbildung",
    "bildungsweg",
    "opleiding",
    "opleidingen",
    "istruzione",
    "formazione",
    "istruzione e formazione",
    "formacao",
    "formacao academica",
    "educacion",
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
    // a tradesman's or pupil's one-word title of the schools attended
    "school",
    "schools",
    "education and certifications",
    "education & certifications",
    "degrees",
    "academic record",
    "academic records",
    "credentials",
    "academic credentials",
    "educational credentials",
    "learning",
    "school and university",
    "schools and universities",
    "academic training",
    // a builder's one-word titles of the degrees
    "study",
    "university",
  ],
  skills: [
    "competences techniques",
    "competencias",
    "habilidades",
    "kenntnisse",
    "fahigkeiten",
    "kompetenzen",
    "kompetenser",
    "kompetanse",
    "kompetencer",
    "fardigheter",
    "vaardigheden",
    "competenties",
    "competenze",
    "competencias tecnicas",
    // "knowledge" heads the skills in Portuguese, Spanish, French and Italian CVs
    "conhecimentos",
    "conhecimentos tecnicos",
    "conocimientos",
    "conocimientos tecnicos",
    "connaissances",
    "connaissances techniques",
    "conoscenze",
    "conoscenze tecniche",
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
    "tools of the trade",
    "what i bring",
    "what i offer",
    "specialist skills",
    "specialist knowledge",
    "software proficiency",
    "skill matrix",
    "skills matrix",
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
    "certified in",
    "licences",
    // a sidebar's one licence or registration under its singular title
    "licence",
    "license",
    "licensure",
    "registration",
    "registrations",
    "professional registration",
    "professional registrations",
    "licences and certificates",
    "licences and tickets",
    "tickets",
    "tickets and licences",
    // (a professional body's designations: "CPA", "ACCA"; a degree and its school filed here go back to education)
    "professional qualifications",
    "professional qualification",
  ],
  languages: [
    "langues",
    "idiomas",
    "linguas",
    "lenguas",
    "sprachen",
    "sprachkenntnisse",
    "talen",
    "talenkennis",
    "lingue",
    "conoscenze linguistiche",
    "languages",
    "language",
    "language skills",
    "linguistic skills",
    "spoken languages",
    "foreign languages",
    "tongues",
    "mother tongue",
    "mother tongues",
  ],
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
    "research grants",
    "grants and funding",
    "funding",
    "research funding",
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
    "membership",
    "professional membership",
    "professional associations",
    "professional bodies",
    "affiliations",
    "organizations",
    "professional affiliations",
    "service",
  ],
  interests: ["interests", "hobbies", "hobbies and interests", "interests and hobbies", "personal interests", "outside interests", "activities and interests"],
  references: ["references", "referees", "reference", "referee", "referee details", "referees details", "reference details", "references details"],
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
    // resume.io's sidebar heads the person's town, phone and e-mail with "Details"
    "details",
  ],
};

const LOOKUP = new Map<string, SectionKind>();
for (const [kind, list] of Object.entries(SYNONYMS)) for (const s of list) LOOKUP.set(s, kind as SectionKind);
/** The same titles without spaces, for letter-spaced titles whose word gaps the PDF lost. */
const SQUASHED = new Map<string, SectionKind>();
for (const [title, kind] of LOOKUP) SQUASHED.set(title.replace(/\s+/g, ""), kind);

/**
 * "C A R E E R H I S TO RY": a title set with letter spacing whose word gaps are no wider than its
 * letter gaps (some letter pairs even stick together). Mostly one-letter pieces, no word in sight.
 */
export function squashedLetterSpacing(text: string): string | null {
  // "R O L E S & R E S P O N S I B I L I T I E S": an ampersand stands between the spaced words
  const pieces = text
    .trim()
    .split(/\s+/)
    .map((p) => (p === "&" ? "and" : p));
  // ("S E A - G O I N G": a hyphen between spaced letters stays inside its word)
  const letters = pieces.filter((p) => p !== "and" && !/^[-–]$/.test(p));
  if (letters.length < 4 || !letters.every((p) => /^\p{L}{1,2}$/u.test(p))) return null;
  const single = letters.filter((p) => p.length === 1).length;
  return single >= 0.6 * letters.length ? pieces.join("").toLowerCase() : null;
}

/**
 * A letter-spaced title whose word gap is lost and that no synonym spells whole ("skillshighlights"):
 * the one place to cut it in two that makes a known title ("skills highlights").
 */
function squashedTwoWords(squashed: string): SectionKind | null {
  for (let cut = 3; cut <= squashed.length - 3; cut++) {
    const kind = headingKind(`${squashed.slice(0, cut)} ${squashed.slice(cut)}`);
    if (kind) return kind;
  }
  return null;
}

/** Lower-cases and strips icons, bullets, numbering and punctuation; joins "E X P E R I E N C E". */
export function normalizeHeading(text: string): string {
  // accents dropped: "Compétences" is looked up as "competences"
  let t = text
    .normalize("NFKC")
    .replace(/[\ue000-\uf8ff]/g, " ")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .normalize("NFC");
  const tt = t.trim();
  if (/^(?:\p{L}\s){3,}\p{L}$/u.test(tt)) t = tt.replace(/\s+/g, "");
  // "W O R K   E X P E R I E N C E": letters spaced out, words further apart
  else if (/^(?:\p{L} )+\p{L}(?:\s{2,}(?:\p{L} )*\p{L})+$/u.test(tt))
    t = tt
      .split(/\s{2,}/)
      .map((w) => w.replace(/ /g, ""))
      .join(" ");
  return (
    t
      .toLowerCase()
      .replace(/&/g, " and ")
      // "Licence(s)", "Certificate(s)": a lone word's plural ending in brackets (a label's, "Other
      // language(s):", stays one of the European CV's rows)
      .replace(/^(\s*\p{L}+)\(s\)(?=\s*$)/u, "$1s")
      .replace(/^\s*(?:\d+[.)]|[ivx]+\.)\s+/, "")
      .replace(/[^\p{L}\s]+/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** The section kind a heading text names, or null. */
export function headingKind(text: string, byHeadWord = true): SectionKind | null {
  const squashed = squashedLetterSpacing(text);
  if (squashed && SQUASHED.has(squashed)) return SQUASHED.get(squashed)!;
  // "E D U C AT I O N & T R A I N I N G": the ampersand parts two spaced words, read as such
  // before any cut of the letters that might join a part of one word to the other
  const sides = squashed ? text.split(/\s+&\s+/) : [];
  if (sides.length === 2 && sides.every((side) => squashedLetterSpacing(side) !== null)) {
    const kind = headingKind(sides.map((side) => squashedLetterSpacing(side)!).join(" and "), byHeadWord);
    if (kind) return kind;
  }
  const cutInTwo = squashed ? squashedTwoWords(squashed) : null;
  if (cutInTwo) return cutInTwo;
  const n = normalizeHeading(text);
  if (!n || n.split(" ").length > 6) return null;
  const direct = LOOKUP.get(n);
  if (direct) return direct;
  // a title in two languages, "Habilidades / Skills": the half we know names it
  const halves = text.split(/\s+\/\s+/);
  if (halves.length === 2) {
    const known = halves.map((half) => LOOKUP.get(normalizeHeading(half))).find(Boolean);
    if (known) return known;
  }
  const noMy = n.replace(/^(?:my|other|additional|selected|relevant|key|recent)\s+/, "");
  if (LOOKUP.has(noMy)) return LOOKUP.get(noMy)!;
  // "Skills and Awards", "Education & Training", "Honors & Activities": the first known part decides
  const parts = n.split(/\s+and\s+|\s*,\s*/);
  if (parts.length > 1) {
    // "Project & Employment History": jobs listed with their projects are jobs
    if (parts.some((p) => LOOKUP.get(p) === "projects") && parts.some((p) => (LOOKUP.get(p) ?? headWordKind(p)) === "experience")) return "experience";
    // "Qualifications & Tickets": qualifications beside certificates are certificates too
    if (parts.some((p) => /^qualifications?$/.test(p)) && parts.some((p) => LOOKUP.get(p) === "certifications")) return "certifications";
    for (const p of parts) {
      const k = LOOKUP.get(p);
      if (k) return k;
    }
  }
  // a head word alone decides only in a plain phrase: no figures, no label before a colon
  return !byHeadWord || /\d|[:;|@(]/.test(text.replace(/[:：]\s*$/, "")) ? null : headWordKind(n);
}

/** Every kind a title joining two names ("Licenses & Skills", "Education and Training") names, in order. */
export function headingKinds(text: string): SectionKind[] {
  const kinds = normalizeHeading(text)
    .split(/\s+and\s+|\s*,\s*/)
    .map((part) => LOOKUP.get(part) ?? headWordKind(part));
  return [...new Set(kinds.filter((k): k is SectionKind => k !== null))];
}

export function wordCount(t: string): number {
  return t.trim().split(/\s+/).filter(Boolean).length;
}

export function isAllCaps(t: string): boolean {
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
  // "(Portfolio)", "(LinkedIn)": a label printed after a link, not a title
  if (/^\s*\(.*\)\s*$/.test(t)) return false;
  if ((wordCount(t) > 6 && !squashedLetterSpacing(t)) || /\d{3,}|@/.test(t)) return false;
  // "• Sugar work" is a list's item: a bulleted line is a title only by its whole name, and one
  // joining names with "and" only when every name is a title's ("• Plan shifts and training" is a duty)
  const bulleted = /^\s*[•▪◦‣∙]\s/.test(t);
  if (
    bulleted &&
    !normalizeHeading(t)
      .split(/\s+and\s+|\s*,\s*/)
      .every((part) => headingKind(part, false) !== null)
  )
    return false;
  return headingKind(t, !bulleted) !== null;
}
