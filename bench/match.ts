/**
 * Match score against our own labelled cases (app/server/ats/labelled-cases.server.ts: resumes in
 * nursing, accounting, trucking and electrical work; postings that fit, fit partly and do not fit).
 * Prints each resume's scores by posting, then the share of ordered pairs (a better-labelled posting
 * against a worse one) at least 15 points apart and the junk keywords credited or asked for.
 * Run: npx node bench/match.ts
 */
import { JUNK, LABELS, POSTINGS, RESUMES } from "../app/server/ats/labelled-cases.server.ts";
import { scoreResume } from "../app/server/ats/score.server.ts";
import { summary, table } from "./lib.ts";

const MARGIN = 15;
const rows: string[][] = [];
let pairs = 0;
let apart = 0;
let junk = 0;
let keywords = 0;
for (const [name, labels] of Object.entries(LABELS) as [keyof typeof RESUMES, Record<string, number>][]) {
  const scores: Record<string, number> = {};
  for (const [posting, label] of Object.entries(labels)) {
    const report = scoreResume({ form: RESUMES[name], posting: POSTINGS[posting as keyof typeof POSTINGS] });
    scores[posting] = report.score;
    const words = report.parts.flatMap((p) => [...p.matched, ...p.missing]);
    keywords += words.length;
    junk += words.filter((w) => JUNK.includes(w.toLowerCase())).length;
    rows.push([name, posting, String(label), String(report.score)]);
  }
  for (const a of Object.keys(labels))
    for (const b of Object.keys(labels))
      if (labels[a]! > labels[b]!) {
        pairs++;
        if (scores[a]! - scores[b]! >= MARGIN) apart++;
      }
}
console.log(table(["resume", "posting", "label", "score"], rows));
console.log(`\nordered pairs apart by >= ${MARGIN}: ${apart}/${pairs}; junk keywords: ${junk} of ${keywords}`);
summary("match score: ordered pairs ≥ 15 points apart (own cases)", `${apart}/${pairs}`, `${pairs}/${pairs}`);
summary("match score: junk keywords (own cases)", `${junk} of ${keywords}`, "0");
