/**
 * What a section holds when its heading names nothing the vocabulary knows ("Employment Record"
 * in a house style, "Where we met", a bare "Toolbox"): read from its lines. Entries with date
 * ranges are experience, unless their lines name degrees (education); a short list of terms with
 * no dates is skills; a list of spoken languages is languages.
 */
import type { Line } from "../types.server.ts";
import { findDateRange } from "./dates.server.ts";
import { headerDate } from "./entries.server.ts";
import { isDegreeItem } from "./skill-items.server.ts";
import { SPOKEN_RE } from "./skills.server.ts";
import { stripBullet, words } from "./text.server.ts";

export type ContentKind = "experience" | "education" | "skills" | "languages";

const ITEM_SEPARATOR_RE = /\s*[,;•·|▪◆]\s*/;

/** The kind of section these lines read as, or null when they read as none in particular. */
export function kindByContent(lines: Line[]): ContentKind | null {
  const texts = lines.map((l) => stripBullet(l.segments.map((s) => s.text).join("  ")).trim()).filter(Boolean);
  if (!texts.length) return null;
  const ranges = texts.filter((t) => {
    const r = findDateRange(t);
    return r !== null && !r.single;
  }).length;
  const dated = texts.filter((t) => findDateRange(t) !== null).length;
  // a degree written out ("Bachelor of …", "MSc in …"), not a trade that sounds like one ("Harbour Master")
  const degrees = lines.filter((l) => l.segments.some((s) => isDegreeItem(stripBullet(s.text)))).length;
  if (degrees > 0 && degrees * 2 >= dated) return "education";
  // two entries with ranges, or one with its description below
  if (ranges >= 2 || (ranges === 1 && texts.length >= 3)) return "experience";
  if (dated > 0) return null;
  const items = texts
    .flatMap((t) => t.split(ITEM_SEPARATOR_RE))
    .map((x) => x.trim())
    .filter(Boolean);
  if (items.length >= 2 && items.every((x) => SPOKEN_RE.test(x))) return "languages";
  const listy = texts.filter((t) => ITEM_SEPARATOR_RE.test(t) || words(t).length <= 4).length;
  const short = items.filter((x) => words(x).length <= 4 && !/[.!?]$/.test(x)).length;
  if (items.length >= 3 && texts.length <= 12 && listy === texts.length && short >= 0.8 * items.length) return "skills";
  return null;
}

/**
 * Two entries or more, each opened by a header line carrying a date range, with lines between
 * them: what a section of jobs looks like whatever its title says ("Career Summary" over a list
 * of posts). A paragraph that mentions a period or two has no such header lines.
 */
export function readsAsDatedEntries(lines: Line[]): boolean {
  const headers = lines.filter((l) => {
    const r = headerDate(l)?.range;
    return r !== undefined && !r.single && words(l.text).length <= 14 && !/[.!?]$/.test(l.text.trim());
  });
  return headers.length >= 2 && lines.length >= 2 * headers.length;
}
