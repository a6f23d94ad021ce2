/** Project entries: title, dates, links, technologies, description. */
import { randomUUID } from "node:crypto";
import type { Line, ParsedProject } from "../types.server.ts";
import { splitEntries } from "./entries.server.ts";
import { headerParts, bodyText } from "./experience.server.ts";
import { findUrls, isGitHub } from "./contact.server.ts";
import { hasBullet, stripBullet, words } from "./text.server.ts";

function projectFromBullet(l: Line): ParsedProject | null {
  const t = stripBullet(l.segments.map((s) => s.text).join(" "));
  const m = /^([^:]{2,60}?)(?:\s*[:–—]|\s+-)\s+(.{8,})$/.exec(t);
  if (!m || words(m[1]!).length > 7) return null;
  return { id: randomUUID(), title: m[1]!.trim(), description: m[2]!.trim(), technologies: "", link: "", github: "", startDate: "", endDate: "" };
}

/**
 * "Soil survey — Sequenced 16S rRNA from 30 plots": a section of one-line projects without bullet
 * glyphs (drawn as shapes, or none), each a name and a dash or colon before what it is. Lines that
 * do not open so continue the project above.
 */
function oneLineProjects(lines: Line[]): ParsedProject[] | null {
  const ls = lines.filter((l) => l.text.trim());
  if (ls.length < 2 || ls.some((l) => hasBullet(l.text))) return null;
  const opened = ls.map((l) => (/\s[—–:]\s|:\s/.test(l.text) ? projectFromBullet(l) : null));
  if (!opened[0] || opened.filter(Boolean).length < 2 || opened.filter(Boolean).length < ls.length * 0.6) return null;
  const out: ParsedProject[] = [];
  ls.forEach((l, i) => {
    const p = opened[i];
    if (p) out.push(p);
    else out[out.length - 1]!.description += ` ${l.text.trim()}`;
  });
  return out;
}

export function parseProjectsSection(lines: Line[]): ParsedProject[] {
  const oneLiners = oneLineProjects(lines);
  if (oneLiners) return oneLiners;
  const entries = splitEntries(lines);
  // "• Name: what it is" bullets without header lines are one project each
  if (entries.length <= 1 && entries.every((e) => !e.header.length)) {
    const body = entries[0]?.body ?? [];
    const bullets = body.filter((l) => hasBullet(l.text));
    const ps = bullets.map(projectFromBullet).filter((p): p is ParsedProject => p !== null);
    if (ps.length && ps.length >= bullets.length * 0.6) {
      // continuation lines belong to the preceding project
      let cur: ParsedProject | null = null;
      const out: ParsedProject[] = [];
      for (const l of body) {
        const p = hasBullet(l.text) ? projectFromBullet(l) : null;
        if (p) {
          out.push(p);
          cur = p;
        } else if (cur) cur.description += ` ${stripBullet(l.text)}`;
      }
      return out;
    }
  }
  const out: ParsedProject[] = [];
  for (const e of entries) {
    if (!e.header.length) {
      const prev = out[out.length - 1];
      if (prev) prev.description = [prev.description, bodyText(e.body).description].filter(Boolean).join("\n");
      continue;
    }
    const h = headerParts(e.header);
    const urls: string[] = [];
    const names: string[] = [];
    for (const p of h.pieces) {
      const u = findUrls(p.text);
      if (u.length && p.text.replace(u[0]!, "").trim().length < 3) {
        urls.push(u[0]!);
        continue;
      }
      names.push(p.text);
    }
    for (const l of [...e.header, ...e.body]) for (const u of findUrls(l.text)) if (!urls.includes(u)) urls.push(u);
    const title = (names[0] ?? "").replace(/[:\-–—|]+$/, "").trim();
    if (!title) continue;
    const body = bodyText(e.body);
    // "Name | React, Node.js, MongoDB": a short comma list next to the name is the stack
    const stack = names.slice(1).find((n) => /,/.test(n) && n.split(/\s*,\s*/).every((x) => x.split(/\s+/).length <= 3));
    if (stack && !body.technologies) body.technologies = stack;
    const r = h.range;
    out.push({
      id: randomUUID(),
      title,
      description: body.description,
      technologies: body.technologies,
      link: urls.find((u) => !isGitHub(u)) ?? "",
      github: urls.find(isGitHub) ?? "",
      startDate: r?.start ?? "",
      endDate: r ? (r.current ? "Present" : r.end) : "",
    });
  }
  return out;
}
