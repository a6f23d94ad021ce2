/**
 * Section headings the synonym list does not hold, recognised by the word naming what the section
 * holds ("Employment Record", "Experience Highlights", "Academic Appointments", "Personal Skills").
 */
import type { SectionKind } from "./headings.server.ts";

/**
 * Words that name what a section holds, whatever the phrase around them ("Employment Record",
 * "Experience Highlights", "Academic Appointments", "Personal Skills"), by kind; the more specific
 * kinds come first, so "Volunteer Work" stays volunteering and "Language Proficiency" languages.
 */
const HEAD_WORDS: [SectionKind, RegExp][] = [
  ["volunteering", /^(?:volunteer|volunteering|voluntary)$/],
  ["projects", /^projects?$/],
  ["publications", /^(?:publications?|papers|patents)$/],
  ["awards", /^(?:awards?|honou?rs|prizes?|achievements?|distinctions?|recognitions?|accolades?|scholarships?|commendations?|medals?)$/],
  ["certifications", /^(?:certifications?|certificates?|licen[cs]es?|accreditations?|courses)$/],
  ["languages", /^(?:languages?|linguistic|tongues)$/],
  ["interests", /^(?:interests|hobbies|pastimes)$/],
  ["references", /^(?:references|referees)$/],
  ["summary", /^(?:summary|profile|objectives?|statement|snapshot)$/],
  [
    "skills",
    /^(?:skills?|skillset|competenc(?:e|es|y|ies)|expertise|proficienc(?:y|ies)|toolbox|toolkit|tools|technologies|strengths|abilities|capabilities|aptitudes|know|knowhow|speciali[sz]ations?|specialisms?|special(?:i)?ties)$/,
  ],
  ["experience", /^(?:experiences?|employment|employments|appointments|positions|work|worked|career|careers|jobs|roles)$/],
  ["education", /^(?:education|educational|studies|studied|degrees?|diplomas?|schooling|qualifications?)$/],
];
/**
 * Words a heading wraps its head word in; any other word makes the phrase something else ("Career Advisor").
 * Some CVs say how the section is set out or what it reached ("Educational Qualifications with Dates",
 * "Educational Attainment", "Working Experience").
 */
const HEADING_FILLER =
  /^(?:record|records|history|highlights|overview|details|list|background|and|in|of|the|my|i|ve|where|what|key|selected|relevant|professional|personal|academic|technical|core|other|additional|main|recent|previous|full|brief|summary|profile|proficiency|how|held|timeline|speak|spoken|formal|won|received|earned|working|attainment|attainments|with|dates|obtained|set|sets)$/;
/** Role words: "Head of Projects", "Education Officer", "Skills Trainer" are job titles, not headings. */
const ROLE_WORD =
  /^(?:head|director|manager|officer|chief|lead|coordinator|assistant|advisor|adviser|consultant|specialist|engineer|teacher|trainer|lecturer|professor|intern|analyst|developer|designer|supervisor|administrator|executive|representative|associate|technician|worker|clerk|vp|president|dean)$/;

/** The kind a short heading's head word names, when every other word is heading filler or the head word ends the phrase. */
export function headWordKind(n: string): SectionKind | null {
  const ws = n.split(" ");
  if (ws.length > 4 || ws.some((w) => ROLE_WORD.test(w))) return null;
  for (const [kind, re] of HEAD_WORDS) {
    const at = ws.findIndex((w) => re.test(w));
    if (at < 0) continue;
    if (ws[at] === "know" && ws[at + 1] !== "how") continue;
    // another head word of the same kind is as good as filler ("Prizes and Medals"); a language
    // heading may name its levels as a skill ("Language Abilities", "Languages Known")
    const qualifies = (w: string) => HEADING_FILLER.test(w) || re.test(w) || (kind === "languages" && LANGUAGE_QUALIFIER.test(w));
    if (ws.length > 1 && ws.every((w, i) => i === at || qualifies(w))) return kind;
    // ending a phrase, or alone, the head word names a section as a plural or a mass noun
    // ("Academic Appointments", "Toolbox"); a singular names one thing ("ACCA Qualification",
    // "Best Paper Award") or a table's column ("Skill")
    // (not after the name of an award: "Certificate of Secondary Education", "Diploma in Education")
    if (at === ws.length - 1 && (/s$/.test(ws[at]!) || MASS_NOUN.test(ws[at]!)) && !AWARD_NAMED_RE.test(n)) return kind;
  }
  return null;
}

/** A qualification's name opening with the award and what it is in: "certificate of …", "diploma in …", "bachelor of …". */
const AWARD_NAMED_RE = /^(?:certificate|diploma|bachelor|master|doctor|degree|associate|advanced certificate|higher diploma)s?\s+(?:of|in)\s/;

/** What a languages heading adds to its head word: the speaker's level ("Language Competence", "Languages Known"). */
const LANGUAGE_QUALIFIER =
  /^(?:skills?|abilities|ability|competence|competences|competency|competencies|proficiency|proficiencies|known|spoken|levels?|fluency|knowledge|capabilities)$/;

const MASS_NOUN = /^(?:toolbox|toolkit|expertise|employment|education|schooling|knowhow|how|experience|work|volunteering|snapshot)$/;

/**
 * "Harwick Data Technologies", "Orrin Software Solutions Skills": a head word closing a phrase of
 * other words that are neither heading filler nor head words — a name that ends as a title would.
 */
export function headWordAfterName(n: string): boolean {
  const ws = n.split(" ");
  const last = ws.at(-1)!;
  if (ws.length < 2 || !HEAD_WORDS.some(([, re]) => re.test(last))) return false;
  return ws.slice(0, -1).some((w) => !HEADING_FILLER.test(w) && !HEAD_WORDS.some(([, re]) => re.test(w)));
}
