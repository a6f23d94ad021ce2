/** Skills sections: "Label: a, b, c" lines grouped by the document's own categories. */
import type { Line, ParsedAdditionalInfo, ParsedSkills } from "../types.server.ts";
import { hasBullet, stripBullet } from "./text.server.ts";
import { headingKind } from "../sections/headings.server.ts";
import { parsePlace } from "./locations.server.ts";
import { splitOutsideBrackets } from "../../../lib/text/lists.ts";
import {
  hasProficiencyPhrase,
  isDegreeItem,
  isGroupLabel,
  isHeadingItem,
  isProse,
  runOfKnownSkills,
  isSoftSkill,
  isTechnicalSkill,
  skillsInProse,
  startsWithProficiency,
  withoutProficiency,
} from "./skill-items.server.ts";

type Target = keyof ParsedSkills | "awards" | "hobbies" | "languages" | "certifications";

export const SPOKEN_RE =
  /^(?:english|spanish|french|german|italian|portuguese|dutch|russian|chinese|mandarin|cantonese|japanese|korean|arabic|hindi|bengali|urdu|punjabi|marathi|tamil|telugu|kannada|malayalam|gujarati|turkish|polish|ukrainian|czech|slovak|hungarian|romanian|bulgarian|greek|hebrew|persian|farsi|swedish|norwegian|danish|finnish|icelandic|vietnamese|thai|indonesian|malay|tagalog|filipino|swahili|catalan|basque|galician|serbian|croatian|bosnian|slovenian|lithuanian|latvian|estonian|albanian|armenian|georgian|latin)\b/i;

/** A town and the date of signing: "Leipzig, 02.11.2026", "Graz, den 3. März 2025". */
const SIGNED_AT_RE = /^(\p{Lu}[\p{L} .'-]+?),\s*(?:den\s+)?(?:\d{1,2}\.\s?\d{1,2}\.\s?\d{4}|\d{1,2}\.\s+\p{L}+\s+\d{4}|\d{4}-\d{2}-\d{2})$/u;

/** A line opening with a verb in the past tense: "Explained …", "Resolved …", "Built …". */
const ACCOMPLISHMENT_RE =
  /^(?:\p{Lu}\p{Ll}+ed|Built|Rebuilt|Led|Ran|Wrote|Rewrote|Taught|Made|Kept|Cut|Set up|Won|Drove|Sold|Grew|Brought|Took|Gave|Held|Oversaw|Spent|Met|Troubleshot|Undertook|Began|Found|Bought|Sought|Flew|Spoke|Paid|Laid)\s/u;

/** A language's name with its level in brackets: "Pashto (spoken)", "Twi (native)", "Sinhala (C1)". */
const LANGUAGE_WITH_LEVEL_RE =
  /^\p{Lu}\p{Ll}+\s*\((?:native|mother tongue|fluent|spoken|conversational|basic|elementary|intermediate|advanced|proficient|working|professional|bilingual|good|very good|[a-c][12])\)$/iu;

/** A label over languages, the European CV's among them: "Languages", "Mother tongue(s)", "Mother tongue / other languages". */
const LANGUAGE_LABEL_PART_RE = /^(?:(?:spoken|human|foreign|other|native)\s+)?languages?(?:\(s\))?$|^mother\s+tongues?(?:\(s\))?$/;
const isLanguagesLabel = (l: string) => l.split(/\s*(?:\/|&|\band\b)\s*/).every((part) => LANGUAGE_LABEL_PART_RE.test(part.trim()));

export function targetOfLabel(label: string, values: string[]): Target {
  const l = label.toLowerCase();
  if (/\bsoft\b|interpersonal|personal skills|strengths?|people skills|management skills|leadership/.test(l)) return "softSkills";
  if (/award|honou?r|achievement|accomplishment/.test(l)) return "awards";
  if (/interest|hobb|passion/.test(l)) return "hobbies";
  // (a label joining them to skills or tools, "Certifications & Tools", lists what the person can use)
  if (/certif|licen/.test(l) && !/\b(?:tools?|skills?|software|technolog)/.test(l)) return "certifications";
  // "Language: Urdu (native), Pashto (spoken)": a language the list does not name, with its level
  const spoken = (v: string) => SPOKEN_RE.test(v.trim()) || LANGUAGE_WITH_LEVEL_RE.test(v.trim());
  // (most of them named, the rest single capitalised words: a language the list does not know, "Faroese")
  const unnamedLanguage = (v: string) => /^\p{Lu}\p{Ll}{3,}$/u.test(v.trim());
  const mostlySpoken = values.filter(spoken).length > values.length / 2 && values.every((v) => spoken(v) || unnamedLanguage(v));
  if (/^(?:spoken\s+|human\s+|foreign\s+)?languages?$/.test(l) && values.length && mostlySpoken) return "languages";
  if (/framework|librar|packages?|modules?/.test(l)) return "frameworks";
  if (/tools?|software|platforms?|devops|cloud|ide|environment|applications|apps|services|utilities|technologies used/.test(l) && !/programming/.test(l))
    return "tools";
  return "technicalSkills";
}

/** A list line's items; a line stating proficiency in words ("Proficient in X, Y and Z") loses those words and splits at "and" too. */
function listItems(text: string): string[] {
  // "Welding / Rigging / Forklift operation": slashes with spaces round them part the items when
  // nothing else does (a slash inside a word, "CI/CD", "TCP/IP", is no separator)
  if (!/[,;]/.test(text) && /\S\s+\/\s+\S.*\s\/\s/.test(text)) return text.split(/\s+\/\s+/).flatMap(listItems);
  if (!hasProficiencyPhrase(text)) return splitList(text);
  return splitList(withoutProficiency(text)).flatMap((item) => splitList(withoutProficiency(item).replace(/\s+and\s+/gi, ", ")));
}

/** The skills of a list's raw items: headings and degrees dropped, a sentence reduced to the skills it names. */
function skillItems(items: string[]): string[] {
  const out: string[] = [];
  for (const item of items) {
    if (isHeadingItem(item) || isDegreeItem(item)) continue;
    const run = runOfKnownSkills(item);
    if (run) out.push(...run);
    else if (isProse(item)) out.push(...skillsInProse(item));
    else out.push(item);
  }
  return out;
}

/**
 * "Welding - Pipe fitting - Site safety": three or more short items parted by spaced hyphens or
 * dashes and nothing else are a list ("Python - 5 years" is one skill and its years).
 */
function dashedListAsCommas(text: string): string {
  if (/[,;|•·]/.test(text)) return text;
  const parts = text.split(/\s+[-–—]\s+/);
  if (parts.length < 3 || !parts.every((p) => /\p{L}/u.test(p) && p.trim().split(/\s+/).length <= 4)) return text;
  return parts.join(", ");
}

/** A printed list's items (split outside brackets), without stray dashes, stars and full stops. */
export function splitList(text: string): string[] {
  return splitOutsideBrackets(dashedListAsCommas(text))
    .map((s) =>
      s
        .replace(/^[\s\-–*]+|[\s.]+$/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((s) => s && /[\p{L}\p{N}+#]/u.test(s));
}

const CATEGORY_LINE_RE =
  /^(?:[\p{L}&/+-]+\s+){0,3}(?:languages?|technical|frameworks?|librar(?:y|ies)|tools?|technolog(?:y|ies)|databases?|platforms?|skills|software|cloud|devops|methodologies|concepts|other|os|operating systems|testing|web|mobile|data|infrastructure|stack)$/iu;
/** The last word of a kind of skill, as a list's label names it: "DESIGN", "PROJECT MANAGEMENT", "LAB WORK". */
const SKILL_KIND_RE =
  /(?:^|\s)(?:design|programming|coding|engineering|management|analysis|analytics|marketing|finance|accounting|sales|office|communications?|leadership|research|development|production|operations|administration|modell?ing|networking|security|graphics|media|writing|teaching|clinical|laboratory|lab|work|construction|electrical|mechanical|manufacturing|logistics|safety|quality|health|general|core|personal|interpersonal|computer|computing|it|digital|creative|business|legal|hospitality|service|care|trades?|methods|techniques|competenc(?:e|es|ies)|abilities|expertise|knowledge|certifications?)$/i;
const LABEL_RE = /^([\p{L}][\p{L}\s&/\-+().]{1,40}?)\s*[:：]\s*(.*)$/u;
/** "Clinical — Triage, Wound care": a short label set off by a dash before a list ("Python – 5 years" is one skill). */
const DASH_LABEL_RE = /^([\p{L}][\p{L}\s&/+().]{1,30}?)\s+[—–-]\s+(.+[,;].+)$/u;

const SLASH_LABEL_RE = /^([\p{L}][\p{L} ]{1,30}?)\s+\/\s+(.+)$/u;

function labelled(text: string): { label: string; rest: string } | null {
  const m = LABEL_RE.exec(text);
  if (m && m[1]!.split(/\s+/).length <= 5) return { label: m[1]!.trim(), rest: m[2]! };
  const d = DASH_LABEL_RE.exec(text);
  if (d && d[1]!.trim().split(/\s+/).length <= 3) return { label: d[1]!.trim(), rest: d[2]! };
  // "Tools / Git / Docker": a category name first in a slash-parted list
  const s = SLASH_LABEL_RE.exec(text);
  if (s && CATEGORY_LINE_RE.test(s[1]!)) return { label: s[1]!, rest: s[2]!.replace(/\s+\/\s+/g, ", ") };
  return null;
}

/** The column names of a skills table's header row. */
const COLUMN_NAME_RE =
  /^(?:skills?|tools?|technolog(?:y|ies)|competenc(?:e|y|ies)|areas?|levels?|proficiency|ratings?|years?(?:\s+of\s+experience)?|experience|last used|self[-\s]assessment|category|name)$/i;
/** A cell of a skills table that rates a skill instead of naming one. */
const RATING_CELL_RE =
  /^(?:expert|advanced|intermediate|beginner|basic|novice|elementary|proficient|competent|familiar|fluent|native|good|very good|excellent|strong|working knowledge|[a-c][12]|\d+(?:[.,]\d+)?\s*(?:\+|years?|yrs?\.?|y|\/\s*\d+|%)?|[★☆●○■□]+)$/i;

/** An item closed by the year in brackets it was earned in: "First Aid at Work (2023)". */
const EARNED_IN_YEAR_RE = /\S\s*\((?:19|20)\d{2}\)\s*$/;

export interface SkillsResult {
  skills: Partial<Record<keyof ParsedSkills, string[]>>;
  extra: Partial<Record<"awards" | "hobbies" | "languages" | "certifications", string[]>>;
}

/**
 * A row's label wrapped in its narrow column ("Mother tongue / other" over "languages"): the short
 * lowercase line alone under the label, at its left edge, joined back to the label.
 */
function withWrappedLabelsJoined(lines: Line[]): Line[] {
  const out: Line[] = [];
  for (const l of lines) {
    const prev = out.at(-1);
    const t = l.text.trim();
    const label = prev && prev.segments.length >= 2 && prev.page === l.page && l.size > 0 ? prev.segments[0]! : undefined;
    if (
      prev &&
      label &&
      l.segments.length === 1 &&
      Math.abs(l.x - label.x) < 2 &&
      /^\p{Ll}[\p{L}-]*(?:\s\p{Ll}[\p{L}-]*)?$/u.test(t) &&
      !/[,;:]\s*$/.test(label.text)
    ) {
      const segments = [{ ...label, text: `${label.text.trim()} ${t}` }, ...prev.segments.slice(1)];
      out[out.length - 1] = { ...prev, segments, text: segments.map((sg) => sg.text).join("  ") };
      continue;
    }
    out.push(l);
  }
  return out;
}

/** An e-mail address, or a phone number of nine digits or more: a contact detail, never a skill. */
const CONTACT_DETAIL_RE = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:\+|\b)\d(?:[\s().-]*\d){8,}/;

/**
 * The list's lines without the person's contact details or referees run into it: from a title
 * naming them ("Contact", "Referees") set as a line of the list on, and any line holding an
 * e-mail address or a phone number.
 */
function withoutContactBlock(lines: Line[]): Line[] {
  const at = lines.findIndex((l) => {
    const kind = l.segments.length === 1 ? headingKind(l.text.trim().replace(/[:：]\s*$/, "")) : null;
    return kind === "contact" || kind === "references";
  });
  return (at >= 0 ? lines.slice(0, at) : lines).filter((l) => !CONTACT_DETAIL_RE.test(l.text));
}

export function parseSkillsLines(rawLines: Line[], sectionTitle = ""): SkillsResult {
  const lines = withWrappedLabelsJoined(withoutContactBlock(rawLines));
  const res: SkillsResult = { skills: {}, extra: {} };
  const defaultTarget: Target = /\bsoft\b|strength/i.test(sectionTitle) ? "softSkills" : /tool/i.test(sectionTitle) ? "tools" : "technicalSkills";
  const strictSoft = (label: string) => /\bsoft\b|interpersonal|people skills/i.test(label);
  const add = (t: Target, raw: string[], label = sectionTitle) => {
    if (t === "awards" || t === "hobbies" || t === "languages" || t === "certifications") {
      if (raw.length) (res.extra[t] ??= []).push(...raw);
      return;
    }
    // "ISTQB Foundation Level (2021)": an item dated with the year it was earned is a credential, not a skill
    const dated = raw.filter((v) => EARNED_IN_YEAR_RE.test(v));
    if (dated.length) (res.extra.certifications ??= []).push(...dated);
    // one list can mix technical and soft skills when nothing labels them
    for (const v of skillItems(raw.filter((v) => !EARNED_IN_YEAR_RE.test(v)))) {
      // under a technical label a soft skill moves out; under "Strengths" and the like, a technical one
      const target =
        t === "technicalSkills" ? (isSoftSkill(v) ? "softSkills" : t) : t === "softSkills" && !strictSoft(label) && isTechnicalSkill(v) ? "technicalSkills" : t;
      (res.skills[target] ??= []).push(v);
    }
  };
  // "SAFEPASS, Hazard spotting, …" alone: an uncommon skill's capitals label no list unless other
  // lines are labelled so too, or the word names a kind of skill ("DESIGN, AutoCAD", "TOOLS, Git")
  const capitalLabels = lines.filter((l) => isGroupLabel(l.text.split(",")[0]!)).length;
  const labelsList = (item: string) => capitalLabels >= 2 || CATEGORY_LINE_RE.test(item.trim()) || SKILL_KIND_RE.test(item.trim());
  // join wrapped lines: a list line that does not end a list item continues on the next line
  let current: { target: Target; text: string; list: boolean; label?: string } | null = null;
  const flush = () => {
    if (current) {
      // "Explained bills, plans and payments to callers": a sentence of what was done (a functional
      // resume's skill headings stand over such lines), not a list, whatever its commas
      const text = current.text.trim();
      // ("Structured play / Phonics / Assessment for learning": three short items or more make a list,
      // however the first begins)
      const shortItems = listItems(text);
      // (but not when two verbs open it: "Inspected and serviced pumps, valves and compressors")
      const twoVerbs = ACCOMPLISHMENT_RE.test(text) && /^\p{L}+\s+and\s+\p{Ll}+ed\s/u.test(text);
      const list = !twoVerbs && shortItems.length >= 3 && shortItems.every((x) => x.split(/\s+/).length <= 4);
      const sentence =
        !current.label &&
        !list &&
        ACCOMPLISHMENT_RE.test(text) &&
        text.split(/\s+/).length >= 6 &&
        !/[·•|;]/.test(text) &&
        // (or joins what was done: "Rebuilt compressors and replaced pumps, seals and hoses")
        /\s(?:to|the|for|with|on|of|by|and|in|at|from|into)\s/.test(text);
      let items = current.list && !sentence ? listItems(current.text) : [current.text.trim()].filter(Boolean);
      let { target, label } = current;
      // "PROGRAMMING, Over 5000 lines …": a capitalised first item labels the rest
      // (not when every item is in capitals: "CATIA, ANSYS, ABAQUS" is a list of skills, nor after
      // a label of its own: "Technical: ETABS; Civil 3D")
      if (!current.label && items.length >= 2 && isGroupLabel(items[0]!) && labelsList(items[0]!) && !items.slice(1).every((x) => x === x.toUpperCase())) {
        label = items[0]!;
        target = targetOfLabel(label, items.slice(1));
        items = items.slice(1);
      }
      add(target, items, label);
    }
    current = null;
  };
  let labelFromLine: Target | null = null;
  lines.forEach((l, idx) => {
    const segs = l.segments.map((s) => stripBullet(s.text)).filter(Boolean);
    if (!segs.length) return;
    const joined = segs.join(" ");
    // a category name on its own line over an unlabelled list: "Frameworks" / "React, Vue, Svelte"
    const next = lines[idx + 1];
    if (
      segs.length === 1 &&
      !/[,;]/.test(joined) &&
      CATEGORY_LINE_RE.test(joined.replace(/[:：]\s*$/, "")) &&
      next &&
      /,|\s[•·|]\s/.test(next.text) &&
      !LABEL_RE.test(stripBullet(next.text))
    ) {
      flush();
      labelFromLine = targetOfLabel(joined.replace(/[:：]\s*$/, ""), splitList(next.text));
      return;
    }
    // a group's title over its bulleted items ("Service" / "• Upselling"), or a functional resume's
    // over the sentences of what was done with it ("Scheduling" / "Planned rotas for 30 staff …"), names no skill
    const title = joined.replace(/[:：]\s*$/, "");
    const overSentence =
      !!next &&
      /^\p{Lu}/u.test(title) &&
      !/[,;]/.test(title) &&
      title.split(/\s+/).length <= 3 &&
      stripBullet(next.text).split(/\s+/).length >= 6 &&
      isProse(stripBullet(next.text));
    // (or a category's name over a row of chips: "Frameworks" / "React ‖ Vue ‖ Svelte")
    const overChips = !!next && (next.segments.length >= 2 || !!runOfKnownSkills(next.text)) && CATEGORY_LINE_RE.test(title);
    if (segs.length === 1 && !hasBullet(l.text) && next && ((hasBullet(next.text) && headingKind(title)) || overSentence || overChips)) {
      flush();
      return;
    }
    if (labelFromLine) {
      const t = labelFromLine;
      labelFromLine = null;
      flush();
      current = { target: t, text: joined, list: true };
      return;
    }
    const m = labelled(stripBullet(l.segments.map((s) => s.text).join(" ")));
    if (m) {
      flush();
      current = { target: targetOfLabel(m.label, splitList(m.rest)), text: m.rest, list: true, label: m.label };
      return;
    }
    // (not in a grid of bulleted cells: "• Forklift licence ‖ • Stock control" are two skills)
    const gridOfItems = l.segments.length >= 2 && l.segments.every((sg) => hasBullet(sg.text));
    // label in its own column (moderncv: "Languages    C++, C, Java")
    if (!gridOfItems && segs.length >= 2 && segs[0]!.split(/\s+/).length <= 3 && !/,/.test(segs[0]!) && /,/.test(segs.slice(1).join(" "))) {
      flush();
      const rest = segs.slice(1).join(", ");
      current = { target: targetOfLabel(segs[0]!, splitList(rest)), text: rest, list: true, label: segs[0]! };
      return;
    }
    // "Languages C++, C, Java" — a category word glued to its list
    const glued =
      /^((?:programming\s+|spoken\s+|other\s+|soft\s+|technical\s+)?(?:languages?|technologies|frameworks?|libraries|tools|databases?|platforms?|skills|software|cloud|devops|os|operating systems))\s+(?![,:])(.+,.+)$/i.exec(
        joined,
      );
    if (glued) {
      flush();
      current = { target: targetOfLabel(glued[1]!, splitList(glued[2]!)), text: glued[2]!, list: true, label: glued[1]! };
      return;
    }
    const prevText: string = current ? (current as { text: string }).text : "";
    if (
      current &&
      (current as { list: boolean }).list &&
      !startsWithProficiency(joined) &&
      (/[,;]\s*$/.test(prevText) || /^[\p{Ll}]/u.test(joined) || (!/[.]$/.test(prevText) && /,/.test(joined) && /,/.test(prevText)))
    ) {
      // ("Work-" / "order systems": a compound broken at its hyphen goes on with no space)
      (current as { text: string }).text += /\p{L}-$/u.test(prevText) && /^\p{Ll}/u.test(joined) ? joined : ` ${joined}`;
      return;
    }
    flush();
    // "Leipzig, 02.11.2026": the place and date a German CV is signed with, closing the last section
    if (SIGNED_AT_RE.test(joined) && parsePlace(joined.replace(SIGNED_AT_RE, "$1"))) return;
    // "Driving licence ‖ Class B": a label of its own column naming a licence, languages or interests
    // (the European CV's "Mother tongue / other languages" label over its languages too)
    const rowTarget =
      segs.length === 2 && !gridOfItems ? targetOfLabel(isLanguagesLabel(segs[0]!.toLowerCase()) ? "languages" : segs[0]!, splitList(segs[1]!)) : null;
    if (rowTarget === "certifications" || rowTarget === "languages" || rowTarget === "hobbies" || rowTarget === "awards") {
      add(rowTarget, rowTarget === "certifications" ? [`${segs[0]}: ${segs[1]}`] : splitList(segs[1]!));
      return;
    }
    // (a grid's bulleted cell may list several: "• Sales ‖ • English, Hindi")
    if (segs.length >= 2 && (!segs.some((s) => /,/.test(s)) || gridOfItems)) {
      // a skills table's header row ("Skill | Level | Years") names its columns, no skill
      if (segs.every((s) => COLUMN_NAME_RE.test(s))) return;
      // tag chips / grid cells: one skill per segment, a rating cell ("Expert", "5", "3 years") none
      add(
        defaultTarget,
        segs.filter((s) => !RATING_CELL_RE.test(s)).flatMap((s) => splitList(s)),
      );
      return;
    }
    current = { target: defaultTarget, text: joined, list: /,|;/.test(joined) || true };
  });
  flush();
  return res;
}

export function mergeSkills(results: SkillsResult[], into: ParsedSkills, extra: ParsedAdditionalInfo): void {
  const acc: Record<keyof ParsedSkills, string[]> = { technicalSkills: [], softSkills: [], tools: [], frameworks: [] };
  const ex: Record<string, string[]> = {};
  for (const r of results) {
    for (const [k, v] of Object.entries(r.skills)) acc[k as keyof ParsedSkills].push(...(v ?? []));
    for (const [k, v] of Object.entries(r.extra)) (ex[k] ??= []).push(...(v ?? []));
  }
  for (const k of Object.keys(acc) as Array<keyof ParsedSkills>) {
    const seen = new Set<string>();
    const vals = acc[k].map(cleanSkill).filter((v) => v && !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()));
    into[k] = vals.join(", ");
  }
  for (const [k, v] of Object.entries(ex)) {
    const key = k as keyof ParsedAdditionalInfo;
    // awards and certifications are one entry a line in the form; languages and interests a list
    const sep = key === "awards" || key === "certifications" ? "\n" : ", ";
    extra[key] = [extra[key], v.join(sep)].filter(Boolean).join(sep === "\n" ? "\n" : "; ");
  }
}

function cleanSkill(s: string): string {
  return (
    s
      .replace(/[○●◦•★☆✓✔■□▪]+/g, " ")
      .replace(/\s+/g, " ")
      .replace(/^[\s\-–:]+|[\s\-–:]+$/g, "")
      // how long or how well, printed after the skill: "Forklift driving (6 years)", "Rota planning Expert"
      .replace(YEARS_AFTER_SKILL_RE, "")
      .replace(LEVEL_AFTER_SKILL_RE, "")
      .trim()
  );
}

const YEARS_AFTER_SKILL_RE = /\s*\(\s*\d{1,2}\+?\s*(?:years?|yrs?\.?)(?:\s+of\s+experience)?\s*\)$/i;
/** A level set in capitals after a skill of one or more words (a "Subject Matter Expert" is a role, and keeps its word). */
const LEVEL_AFTER_SKILL_RE = /(?<=\p{L}[\p{L}\d+#.]*)(?<!\bMatter)\s+(?:Expert|Advanced|Intermediate|Beginner|Proficient)$/u;
