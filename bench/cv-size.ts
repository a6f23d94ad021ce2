/**
 * CV HTML size per template (and layout) for a realistic sample resume, without a photo.
 * Run: npx node bench/cv-size.ts
 */
import { gzipSync } from "node:zlib";
import { renderResumeHtml } from "../app/server/render/render.server.ts";
import { SAMPLE_RESUME } from "../app/lib/sample-resume.ts";
import { DEFAULT_CUSTOMIZATION, LAYOUTS, TEMPLATE_IDS } from "../app/lib/templates.ts";
import { summary } from "./lib.ts";

const TARGET = 30_000;
const rows: string[][] = [];
let worst = 0;
for (const template of TEMPLATE_IDS) {
  for (const { id: layoutStyle } of LAYOUTS) {
    const html = renderResumeHtml({ resume: SAMPLE_RESUME, template, customization: { ...DEFAULT_CUSTOMIZATION, layoutStyle }, watermark: true });
    const bytes = Buffer.byteLength(html);
    const gzip = gzipSync(html, { level: 9 }).byteLength;
    worst = Math.max(worst, bytes);
    rows.push([template, layoutStyle, String(bytes), String(gzip)]);
  }
}

const header = ["template", "layout", "bytes", "gzip bytes"];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const fmt = (cells: string[]) => cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join("  ");
console.log(fmt(header));
console.log(widths.map((w) => "-".repeat(w)).join("  "));
for (const row of rows) console.log(fmt(row));
console.log(`\nlargest: ${worst} bytes (target < ${TARGET}) ${worst < TARGET ? "OK" : "OVER"}`);
summary("CV HTML size, largest template/layout", `${worst} bytes`, `< ${TARGET} bytes`);
