/**
 * fields/: one extractor per part of the form (contact, experience, education, projects, skills),
 * each given its own sections (contact also scans the whole document: a phone number can sit
 * anywhere), plus the shared recognisers they lean on (dates, places, roles, entry splitting,
 * text helpers). One failing extractor leaves its part empty, not the whole parse; the output is
 * a guess that finalize/ makes fit the form.
 *
 * From extracted lines to the form data shape: sections → contact, experience, education,
 * skills, projects and additional information. Pure and synchronous (runs inside the worker).
 */
import type { ExtractedDocument, Line, ParsedAdditionalInfo, ParsedResume, ParsedSkills } from "../types.server.ts";
import { segmentSections, type Section } from "../sections/segment-sections.server.ts";
import { headingKinds, wordCount } from "../sections/headings.server.ts";
import { extractContact, findEmails, findPhones, findUrls, signingLine } from "./contact.server.ts";
import { parseExperienceSection } from "./experience.server.ts";
import { credentialsAmongDegrees, degreesAmongCertifications, parseEducationSection } from "./education.server.ts";
import { parseProjectsSection } from "./projects.server.ts";
import { mergeSkills, parseSkillsLines, SPOKEN_RE, type SkillsResult } from "./skills.server.ts";
import { parsePlace } from "./locations.server.ts";
import { looksLikeDegree, looksLikeSchool } from "./roles.server.ts";
import { findDateRange } from "./dates.server.ts";
import { isAllCaps, listItemText, stripBullet, words } from "./text.server.ts";
import { isTechnicalSkill } from "./skill-items.server.ts";
import { lineEntries } from "./additional-info.server.ts";
import { kindByContent, readsAsDatedEntries } from "./section-content.server.ts";
import { withoutRowLabels } from "./label-rows.server.ts";
import { tableRowsAsEntries } from "./table-rows.server.ts";
import { labelledRowsAsEntries } from "./labelled-entries.server.ts";
import { credentialEvents, eventHistoryEntries, isHistoryColumnsRow } from "./event-history.server.ts";

function sectionText(lines: Line[], sep = "; "): string {
  const items: string[] = [];
  const right = (l: Line) => Math.max(...l.segments.map((s) => s.x2));
  const maxRight = lines.length && lines[0]!.size > 0 ? Math.max(...lines.map(right)) : 0;
  const minX = lines.length ? Math.min(...lines.map((l) => l.x)) : 0;
  lines.forEach((l, i) => {
    const raw = l.segments
      .map((s) => s.text)
      .join(" ")
      .trim();
    const t = listItemText(raw);
    if (!t) return;
    const prev = items[items.length - 1];
    const prevLine = lines[i - 1];
    // a PDF line that ran to the right edge continues on the next one
    const wrapped = maxRight > 0 && prevLine !== undefined && right(prevLine) > minX + 0.8 * (maxRight - minX) && !/[.;:!?]$/.test(prevLine.text.trim());
    if (prev !== undefined && raw === t && (/^[\p{Ll}(]/u.test(t) || /[,\-–]$/.test(prev) || wrapped)) items[items.length - 1] = `${prev} ${t}`;
    else items.push(t);
  });
  return items.join(sep);
}

function isContactLine(l: Line): boolean {
  const t = l.text;
  return findEmails(t).length > 0 || findPhones(t, undefined, false).length > 0 || findUrls(t).length > 0 || !!parsePlace(t.trim());
}

/** A row of contact details: an e-mail address and a phone number or a link on one line. */
function isContactRow(l: Line): boolean {
  const t = l.text;
  return findEmails(t).length > 0 && (findPhones(t, undefined, false).length > 0 || findUrls(t).length > 0);
}

/**
 * A line printed beside the person's contact row, in its type, that holds only a postal address:
 * no e-mail, link or sentence, a comma, and a town the contact reader finds in it.
 */
function addressBesideRow(l: Line, row: Line): boolean {
  const t = l.text.trim();
  if (l.page !== row.page || Math.abs(l.size - row.size) > 0.6 || Math.abs(l.y - row.y) > 2.5 * Math.max(row.size, 8)) return false;
  if (!t.includes(",") || /[.!?]$/.test(t) || t.split(/\s+/).length > 14 || findEmails(t).length || findUrls(t).length) return false;
  return !!extractContact({ header: [l], all: [l], contactSections: [], links: [], headerBottom: Number.POSITIVE_INFINITY }).city;
}

/** One failing extractor must not cost the user the whole document: it yields its fallback. */
function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export function extractFields(doc: ExtractedDocument): ParsedResume {
  const body = doc.lines.filter((l) => l.region !== "footer");
  const sections = safe(() => segmentSections(body), [{ kind: "header" as const, title: "", lines: body }]);
  const headerSection = sections[0]!;
  // the first page's top lines read after a sidebar's sections (the main column's name and
  // headline) sit above the heading they follow: they belong to no section of the sidebar, but to
  // the header (on later pages such lines continue a section of the other column instead)
  for (const s of sections.slice(1)) {
    const h = s.heading;
    if (!h || h.size <= 0 || h.page !== 1) continue;
    const above = s.lines.filter((l) => l.page === h.page && l.y < h.y - 1);
    if (!above.length) continue;
    s.lines = s.lines.filter((l) => !above.includes(l));
    headerSection.lines.push(...above);
  }
  // so do the few short lines a Word table's later cell opens with before its first heading (the
  // main column's name and headline beside a sidebar): the sidebar's last section ends with its cell
  const sideCellEnd = sections.slice(1).find((s) => s.lines.findIndex((l) => l.cellStart) > 0);
  if (sideCellEnd) {
    const at = sideCellEnd.lines.findIndex((l) => l.cellStart);
    const opening = sideCellEnd.lines.slice(at);
    if (opening.length <= 3 && opening.every((l) => wordCount(l.text) <= 8 && !/[.;:]$/.test(l.text.trim()))) {
      sideCellEnd.lines = sideCellEnd.lines.slice(0, at);
      headerSection.lines.push(...opening);
    }
  }
  // the town and date a CV is signed with close it, maybe over the signer's name: they belong to no section's content
  const signed = safe(() => signingLine(body), null);
  const signature = new Set(signed ? body.slice(body.indexOf(signed.line)) : []);
  if (signature.size) for (const s of sections.slice(1)) s.lines = s.lines.filter((l) => !signature.has(l));
  // so does a closing declaration or consent ("I hereby declare …", "I hereby consent to the
  // processing of my personal data …"), with its title, to the end of the section it ran into
  // (under its title it may close the main column, a sidebar's details printed after it)
  const closing = new Set(body.slice(-8));
  const titled = (lines: Line[], i: number) => i > 0 && /^declaration\s*:?$/i.test(lines[i - 1]!.text.trim());
  for (const s of sections.slice(1)) {
    const at = s.lines.findIndex((l, i) => (closing.has(l) || titled(s.lines, i)) && DECLARATION_RE.test(l.text.trim()));
    if (at < 0) continue;
    s.lines = s.lines.slice(0, titled(s.lines, at) ? at - 1 : at);
  }
  const firstHeading = sections.find((s) => s.heading && s.heading.page === 1)?.heading;
  // the person's details printed as a row away from the header (a footer under the body) are
  // contact details, not the last section's text
  const contactRows = new Set(sections.slice(1).flatMap((s) => (s.kind === "contact" || s.kind === "references" ? [] : s.lines.filter(isContactRow))));
  // so is the postal address printed right above or below such a row, in its type (the row and the
  // address at the page's foot, under the last section)
  for (const s of sections.slice(1)) {
    if (s.kind === "contact" || s.kind === "references") continue;
    s.lines.forEach((l, i) => {
      if (!contactRows.has(l)) return;
      for (const next of [s.lines[i - 1], s.lines[i + 1]]) if (next && !contactRows.has(next) && addressBesideRow(next, l)) contactRows.add(next);
    });
  }
  for (const s of sections) if (s !== headerSection) s.lines = s.lines.filter((l) => !contactRows.has(l));
  // a Word footer holding an e-mail address with a phone number or a link is the person's own row
  const footerContactRows = doc.lines.filter((l) => l.region === "footer" && isContactRow(l));
  const contactSections = [...sections.filter((s) => s.kind === "contact").flatMap((s) => s.lines), ...contactRows, ...footerContactRows];
  const personalInfo = safe(
    () =>
      extractContact({
        header: headerSection.lines,
        all: doc.lines,
        contactSections,
        links: doc.links,
        headerBottom: firstHeading ? firstHeading.y : Number.POSITIVE_INFINITY,
      }),
    {},
  );

  const resume: ParsedResume = {
    personalInfo,
    experiences: [],
    education: [],
    skills: { technicalSkills: "", softSkills: "", tools: "", frameworks: "" },
    projects: [],
    additionalInfo: { certifications: "", languages: "", hobbies: "", volunteering: "", awards: "", publications: "" },
  };

  const skillResults: SkillsResult[] = [];
  const add = (k: keyof ParsedAdditionalInfo, text: string) => {
    // the form shows these one entry a line; languages and interests are lists
    const sep = k === "languages" || k === "hobbies" ? "; " : "\n";
    if (text) resume.additionalInfo[k] = [resume.additionalInfo[k], text].filter(Boolean).join(sep);
  };
  const entries = (lines: Line[], citations = false) => safe(() => lineEntries(lines, citations).join("\n"), "");
  const summaries: string[] = [];
  const hasJobsSection = sections.some((s) => s.kind === "experience");
  for (const s of sections) {
    // a heading the vocabulary does not know: its lines tell what the section holds
    const guessed = s.kind === "other" ? safe(() => kindByContent(s.lines), null) : null;
    // a short list under "Teaching" or "Committees" names courses and bodies, not skills; nor, where
    // the CV titles its jobs apart, do its dated lines make more jobs ("Statistics I (BSc), since 2019")
    const activity = ACTIVITY_TITLE_RE.test(s.title);
    const notThere = (guessed === "skills" && activity) || (guessed === "experience" && activity && hasJobsSection);
    const kind = s.kind === "other" ? ((notThere ? null : guessed) ?? "other") : s.kind;
    // schooling and jobs told as dated events ("2018 ‖ 4 ‖ Joined …", "2021 ‖ 9 ‖ Resigned from …")
    const history = kind === "experience" || kind === "education" ? safe(() => eventHistoryEntries(s.lines), null) : null;
    // (the row naming its columns, cut off from the rows by a title between them, is no entry)
    if (s.lines.length && s.lines.every(isHistoryColumnsRow)) continue;
    if (history) {
      resume.experiences.push(...history.experiences);
      resume.education.push(...history.education);
      continue;
    }
    switch (kind) {
      case "experience":
        resume.experiences.push(...safe(() => parseExperienceSection(withoutRowLabels(tableRowsAsEntries(labelledRowsAsEntries(s.lines)))), []));
        break;
      case "education": {
        // "Qualifications and Skills": the lines naming no school, degree, credential or date are the skills the title names too
        const skillLines = headingKinds(s.title).includes("skills") ? s.lines.filter(namesNoQualification) : [];
        if (skillLines.length) skillResults.push(safe(() => parseSkillsLines(skillLines, "Skills"), { skills: {}, extra: {} }));
        const qualificationLines = s.lines.filter((l) => !skillLines.includes(l));
        const { credentials, rest } = safe(() => credentialsAmongDegrees(withoutRowLabels(tableRowsAsEntries(qualificationLines))), {
          credentials: [],
          rest: qualificationLines,
        });
        resume.education.push(...safe(() => parseEducationSection(rest), []));
        add("certifications", entries(credentials));
        break;
      }
      case "projects":
        resume.projects.push(...safe(() => parseProjectsSection(s.lines), []));
        break;
      case "skills":
        skillResults.push(safe(() => parseSkillsLines(s.lines, s.title), { skills: {}, extra: {} }));
        break;
      case "summary":
        // "Career Summary" over dated entries is the career itself, not a paragraph about it
        if (safe(() => readsAsDatedEntries(s.lines), false)) resume.experiences.push(...safe(() => parseExperienceSection(withoutRowLabels(s.lines)), []));
        else summaries.push(safe(() => sectionText(s.lines, " "), ""));
        break;
      case "certifications": {
        const dated = safe(() => credentialEvents(s.lines), null);
        if (dated) {
          add("certifications", dated.join("\n"));
          break;
        }
        const { degrees, rest } = safe(() => degreesAmongCertifications(s.lines), { degrees: [], rest: s.lines });
        resume.education.push(...degrees);
        // "Licenses & Skills": the lines naming no credential are the skills the title names too
        const skillLines = headingKinds(s.title).includes("skills") ? rest.filter((l) => !CREDENTIAL_WORD_RE.test(l.text)) : [];
        if (skillLines.length) skillResults.push(safe(() => parseSkillsLines(skillLines, "Skills"), { skills: {}, extra: {} }));
        add("certifications", entries(rest.filter((l) => !skillLines.includes(l))));
        break;
      }
      case "languages": {
        // "Languages" over a list of programming languages is a skills block; spoken languages
        // the vocabulary does not name ("Yoruba", "Bahasa Malaysia") are still languages
        const text = safe(() => languagesText(s.lines), "");
        const items = text.split(/\s*,\s*/).filter(Boolean);
        const technical = items.filter((x) => !SPOKEN_RE.test(x) && isTechnicalSkill(x)).length;
        if (items.length && technical > items.length / 2) skillResults.push(parseSkillsLines(s.lines, "Programming languages"));
        else add("languages", text);
        break;
      }
      case "awards":
        add("awards", entries(s.lines));
        break;
      case "publications":
        add("publications", entries(s.lines, true));
        break;
      case "volunteering":
        add("volunteering", entries(s.lines));
        break;
      case "interests":
        add(
          "hobbies",
          safe(() => sectionText(s.lines, ", "), ""),
        );
        break;
      default:
        break;
    }
  }
  safe(() => mergeSkills(skillResults, resume.skills, resume.additionalInfo), undefined);
  if (summaries.length) personalInfo.summary = summaries.join("\n");
  else {
    // a sentence under the name (OpenResume puts the objective there)
    const cand = headerSection.lines.filter((l) => !isContactLine(l) && words(l.text).length >= 7 && !isAllCaps(l.text) && !/\s[|·•◆◇]\s/.test(l.text));
    if (cand.length)
      personalInfo.summary = cand
        .map((l) => l.text.trim())
        .join(" ")
        .replace(/^[“"]|[”"]$/g, "");
  }
  return resume;
}

/** The opening of a CV's closing declaration or consent to the processing of its data. */
const DECLARATION_RE = /^(?:i|we)\s+(?:hereby\s+)?(?:declare|certify|confirm|consent|agree|authori[sz]e)\b|^i\s+hereby\b/i;

/** A line naming no school, degree, credential or date: under "Qualifications and Skills", a skill. */
function namesNoQualification(l: Line): boolean {
  const t = l.text;
  return !CREDENTIAL_WORD_RE.test(t) && !looksLikeDegree(t) && !looksLikeSchool(t) && !findDateRange(t) && words(t).length <= 8;
}

/** Words naming a credential: "Forklift Licence", "Certified Welder", "First Aid Certificate". */
const CREDENTIAL_WORD_RE = /\b(?:certifi(?:ed|cate|cates|cation|cations)|licen[cs](?:e|es|ed)|accredited|accreditation|registered|chartered)\b/i;

/** Titles of what a person did rather than what they can do: their lists are no skills. */
const ACTIVITY_TITLE_RE =
  /\b(?:teaching|lecturing|courses taught|supervision|mentoring|committees?|memberships?|affiliations?|grants?|funding|conferences?|presentations?|talks|referees?)\b/i;

/** The European CV's row labels over its languages: "Mother tongue(s)", "Other language(s)". */
const LANGUAGE_ROW_LABEL_RE = /^(?:mother tongues?|native languages?|other languages?|foreign languages?)(?:\(s\))?\s*:?$/i;

/**
 * The European CV's self-assessment grid under the languages: its column titles ("UNDERSTANDING",
 * "Listening", "Spoken interaction"), its levels ("A2", "C1") and the key to them ("Levels: A1 and
 * A2: Basic user; …"). None of it is a language.
 */
const LANGUAGE_GRID_CELL_RE = /^(?:understanding|speaking|writing|listening|reading|spoken production|spoken interaction|[ABC][12])$/i;
const LANGUAGE_GRID_KEY_RE = /^levels?\s*:/i;

export function languagesText(lines: Line[]): string {
  const out: string[] = [];
  for (const l of lines) {
    // "Based in Wellington, New Zealand" printed under the languages is the person's place
    if (LANGUAGE_GRID_KEY_RE.test(l.text.trim()) || parsePlace(l.text.trim())) continue;
    const labelled = l.segments.length > 1 && LANGUAGE_ROW_LABEL_RE.test(l.segments[0]!.text.trim());
    for (const whole of labelled ? l.segments.slice(1) : l.segments) {
      // "Mother tongue(s): English" in one run: the label goes, the language stays
      const s = { ...whole, text: whole.text.replace(/^\s*(?:mother tongues?|native languages?|other languages?|foreign languages?)(?:\(s\))?\s*:\s*/i, "") };
      if (LANGUAGE_GRID_CELL_RE.test(s.text.trim())) continue;
      for (const part of stripBullet(s.text).split(/\s*[,;•·|]\s*/)) {
        const t = part
          .replace(/[○●◦★☆■□▪]+/g, " ")
          .replace(/\s+/g, " ")
          .trim();
        if (t && /\p{L}{2,}/u.test(t)) out.push(t);
      }
    }
  }
  return out.join(", ");
}

export type { Section };
export type { ParsedSkills };
