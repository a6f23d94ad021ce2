/** Education entries: degree, school, graduation year, GPA, honors, coursework. */
import { randomUUID } from "node:crypto";
import type { Line, ParsedEducation } from "../types.server.ts";
import { yearOf } from "./dates.server.ts";
import { splitEntries } from "./entries.server.ts";
import { headerParts } from "./experience.server.ts";
import { looksLikeDegree, looksLikeSchool } from "./roles.server.ts";
import { splitTrailingPlace } from "./locations.server.ts";
import { stripBullet } from "./text.server.ts";

const GPA_RE =
  /\b(?:c?gpa|grade point average|cpi|sgpa|cgpa)\b\s*[:\-–]?\s*(\d{1,2}(?:\.\d{1,3})?(?:\s*\/\s*\d{1,2}(?:\.\d{1,2})?)?(?:\s*\([^)]*\))?)|(\d\.\d{1,3}(?:\s*\/\s*\d(?:\.\d{1,2})?)?)\s*(?:c?gpa)\b|\b(?:aggregate|percentage|score|grade)\s*[:-]?\s*(\d{1,3}(?:\.\d+)?\s*%)/i;

export function findGpa(text: string): { gpa: string; index: number; length: number } | null {
  const m = GPA_RE.exec(text);
  if (!m) return null;
  const v = (m[1] ?? m[2] ?? "").trim();
  return { gpa: v || m[0].trim(), index: m.index, length: m[0].length };
}

const HONORS_RE = /\b(?:dean'?s|dean’s|honou?rs?|cum laude|magna|summa|distinction|first class|scholarship|scholar|valedictorian|merit|award|prize)\b/i;

export function parseEducationSection(lines: Line[]): ParsedEducation[] {
  const out: ParsedEducation[] = [];
  for (const e of splitEntries(lines)) {
    if (!e.header.length) {
      if (out.length) attachBody(out[out.length - 1]!, e.body);
      continue;
    }
    const h = headerParts(e.header);
    let degree = "",
      school = "";
    let gpa = "";
    // pieces → split comma lists, strip GPA
    const pieces: string[] = [];
    for (const p of h.pieces) {
      let t = p.text;
      const g = findGpa(t);
      if (g) {
        gpa = gpa || g.gpa;
        t = (t.slice(0, g.index) + " " + t.slice(g.index + g.length)).replace(/[;,\s]+$/, "").trim();
      }
      if (!t) continue;
      const tp = splitTrailingPlace(t);
      if (tp && tp.before) t = tp.before;
      if (/^\(?(?:expected|anticipated)\)?$/i.test(t)) continue;
      if (/,/.test(t) && (looksLikeSchool(t) || looksLikeDegree(t))) pieces.push(...t.split(/\s*,\s*/).filter(Boolean));
      else pieces.push(t);
    }
    const used = new Set<number>();
    let di = pieces.findIndex((p) => looksLikeDegree(p) && !looksLikeSchool(p));
    if (di < 0) di = pieces.findIndex((p) => looksLikeDegree(p));
    let si = pieces.findIndex((p, i) => i !== di && looksLikeSchool(p));
    if (di >= 0) {
      used.add(di);
      // the field of study printed after the degree: "B.Tech, Computer Science and Engineering"
      const parts = [pieces[di]!];
      for (let j = di + 1; j < pieces.length && j !== si; j++) {
        if (looksLikeSchool(pieces[j]!) || looksLikeDegree(pieces[j]!)) break;
        if (si >= 0 && j > si) break;
        if (
          /^(?:[\p{Lu}&][\p{L}&'’-]*\s*)+$/u.test(pieces[j]!.replace(/\b(?:and|of|in|with|&)\b/g, "")) &&
          pieces[j]!.split(" ").length <= 6 &&
          j === di + 1 &&
          si !== j
        ) {
          parts.push(pieces[j]!);
          used.add(j);
        }
        break;
      }
      degree = parts.join(", ");
    }
    if (si < 0 && di >= 0 && out.length && e.header.length <= 1 && pieces.length === 1) {
      // a second degree listed under the same school: "M.S. Computer Science | 5/2021"
      school = out[out.length - 1]!.school;
    }
    if (si < 0 && !school) si = pieces.findIndex((_, i) => !used.has(i));
    if (si >= 0) {
      school = pieces[si]!;
      used.add(si);
    }
    if (!degree) {
      const rest = pieces.findIndex((_, i) => !used.has(i));
      if (rest >= 0) degree = pieces[rest]!;
    }
    const r = h.range;
    const entry: ParsedEducation = {
      id: randomUUID(),
      degree: degree.trim(),
      school: school.trim(),
      location: h.place,
      graduationYear: r && !r.current ? yearOf(r.end) : "",
      gpa,
      honors: "",
      relevantCoursework: "",
    };
    attachBody(entry, e.body);
    if (!entry.degree && !entry.school) continue;
    out.push(entry);
  }
  return out;
}

function attachBody(entry: ParsedEducation, body: Line[]): void {
  const honors: string[] = entry.honors ? [entry.honors] : [];
  for (const l of body) {
    let t = stripBullet(l.segments.map((s) => s.text).join(" "));
    if (!t) continue;
    const cw =
      /^(?:relevant\s+|key\s+|selected\s+)?(?:coursework|courses|modules|subjects|majors?|minors?|concentrations?|speciali[sz]ations?)\s*[:-]\s*(.+)$/i.exec(t);
    if (cw) {
      entry.relevantCoursework = [entry.relevantCoursework, cw[1]].filter(Boolean).join(", ");
      continue;
    }
    if (entry.relevantCoursework && /^[\p{Ll}(]/u.test(t)) {
      entry.relevantCoursework += ` ${t}`;
      continue;
    }
    const g = findGpa(t);
    if (g) {
      if (!entry.gpa) entry.gpa = g.gpa;
      t = (t.slice(0, g.index) + t.slice(g.index + g.length))
        .replace(/^[\s|,;:\-–]+|[\s|,;:\-–]+$/g, "")
        .replace(/^(?:cumulative|overall|major|total)\b[\s|,;:\-–]*/i, "")
        .trim();
      if (!t) continue;
    }
    if (HONORS_RE.test(t)) honors.push(t.replace(/^(?:honou?rs|awards)\s*:\s*/i, ""));
  }
  entry.honors = honors.join("; ");
}
