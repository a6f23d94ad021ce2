/**
 * Splitting written lists into items, one way for the form, the CV, the parser and the offline
 * writer. Each caller then tidies the items for its own use (the CV drops repeats, the parser drops
 * stray punctuation, the writer keeps a label only when it names a skill).
 */
import { LIST_MARKER_SOURCE } from "./bullets.ts";

/** Separators of a list: commas, semicolons, pipes, bullets and the dots and diamonds designs print as bullets, line breaks and the CJK commas. */
const LIST_SEPARATOR = /[,;|•·◆◇♦⬩▪●∙\n\r、，；]/;
const OPENING = new Set(["(", "[", "{"]);
const CLOSING = new Set([")", "]", "}"]);
/** A list marker ("- ", "1. ") before a skill. */
const SKILL_MARKER = new RegExp(String.raw`^\s*${LIST_MARKER_SOURCE}\s+`);

/**
 * Splits "Python (NumPy, pandas), Go; Rust | SQL" into its items, untrimmed; a separator inside
 * brackets belongs to the item ("Python (NumPy, pandas)" is one).
 */
export function splitOutsideBrackets(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = "";
  for (const char of text) {
    if (OPENING.has(char)) depth++;
    else if (CLOSING.has(char) && depth > 0) depth--;
    if (depth === 0 && LIST_SEPARATOR.test(char)) {
      items.push(current);
      current = "";
    } else current += char;
  }
  items.push(current);
  return items;
}

/**
 * Splits a skills phrase as people write it in prose and in the form: "Python, SQL and AWS; Docker
 * | Git", "Go / Rust", one per line or after a list marker. Keeps "C++", "CI/CD", "Node.js",
 * "A/B Testing". A "Label: " prefix is dropped unless `isSkill` says the label is itself a skill.
 */
export function splitSkillPhrases(text: string, isSkill: (label: string) => boolean): string[] {
  const items: string[] = [];
  for (const raw of text.split(/\r?\n|[,;|•·▪●]|\s+-\s+|\s+(?:and|&)\s+|\s*\/\s+|\s+\/\s*/)) {
    const cleaned = raw
      .replace(SKILL_MARKER, "")
      .replace(/^\s*(?:and|&|or)\s+/i, "")
      .replace(/^[^:]{1,30}:\s*/, (label) => (isSkill(label.replace(/:\s*$/, "")) ? label : ""))
      .replace(/\s+/g, " ")
      // a dot that opens a name stays (".NET", ".htaccess"); an ellipsis or a stray full stop goes
      .replace(/^(?:\s|\.{2,}|\.(?!\p{L}))+|[\s.,:]+$/gu, "")
      .replace(/\s+etc$/i, "")
      .trim();
    if (!cleaned || /^etc\.?$/i.test(cleaned)) continue;
    items.push(cleaned);
  }
  return items;
}
