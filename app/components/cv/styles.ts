/**
 * The CV's CSS, scoped under `.cv`: a base, one block per template, one per layout style, print
 * rules. Only the chosen template's and layout's rules are emitted, to keep each CV small.
 * Values come from a validated Customization (hex colours, a known font, an integer size), and the
 * output never contains "<", so it is safe inside a <style> element.
 *
 * Scripts: user-written text carries dir="auto" (cv.ts), which also makes it a bidi isolate; each
 * contact item is a flex item (a paragraph of its own) whose "|" sits outside the isolated text, and
 * the parts of a sub-line (company · place) are isolates: right-to-left text neither runs the wrong
 * way nor pulls a separator across. The shipped faces have real italics where a script has them; the Noto fallbacks
 * (Arabic, CJK, Indic…) have none, and a slanted Chinese or Arabic glyph is wrong, not emphasis:
 * font-synthesis-style:none keeps those upright.
 */
import { FONT_STACKS, FONT_SIZE, type Customization, type LayoutStyle, type TemplateId } from "../../lib/templates.ts";

const BASE = `
.cv{position:relative;background:#fff;color:#1f2937;line-height:1.4;text-align:start;overflow-wrap:anywhere;font-synthesis-style:none;-webkit-print-color-adjust:exact;print-color-adjust:exact}
.cv *{box-sizing:border-box}
.cv h1,.cv h2,.cv h3,.cv p,.cv ul{margin:0;padding:0}
.cv ul{list-style:none}
.cv a{color:inherit;text-decoration:none}
.cv-head{display:flex;align-items:center;gap:1.2em;margin-bottom:1.1em}
.cv-id{flex:1;min-width:0}
.cv-name{font-size:2.2em;line-height:1.15;font-weight:700;color:var(--c1)}
.cv-contact{display:flex;flex-wrap:wrap;gap:.1em 1.3em;margin-top:.4em;font-size:.92em;color:#374151;overflow:hidden}
.cv-contact li::before{content:"|";display:inline-block;width:1.3em;margin-inline-start:-1.3em;text-align:center;color:#9ca3af}
.cv-photo{flex:none;width:6.5em;height:6.5em;border-radius:50%;overflow:hidden;position:relative;background:transparent}
.cv-photo img{display:block;position:relative;width:100%;height:100%;object-fit:cover;color:transparent;font-size:0}
.cv-photo img::after{content:"";position:absolute;inset:0;background:var(--photo-bg,#fff)}
.s{margin-top:1.05em}
.cv-body>.s:first-child,.col>.s:first-child{margin-top:0}
.s-title{font-size:1.1em;line-height:1.25;font-weight:700;color:var(--c1);margin-bottom:.45em;break-after:avoid;page-break-after:avoid}
.s-head{break-inside:avoid;page-break-inside:avoid}
.s-head::after{content:"";display:block;height:5.5em;margin-bottom:-5.5em}
.entry{break-inside:avoid;page-break-inside:avoid}
.entry+.entry{margin-top:.75em}
.entry-head{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:baseline;column-gap:1em;break-after:avoid}
.entry-title{font-size:1em;font-weight:700}
.entry-date{font-size:.9em;color:#4b5563;white-space:nowrap}
.entry-sub{color:#374151}
.entry-sub span{unicode-bidi:isolate}
.entry-sub span+span::before{content:" · "}
.entry-meta{font-size:.92em;color:#374151;margin-top:.2em}
.k{font-weight:600}
.bullets{margin-top:.25em;padding-inline-start:1.25em!important;list-style:disc outside!important}
.bullets li+li{margin-top:.1em}
.skill-row+.skill-row{margin-top:.2em}
.chips{display:flex;flex-wrap:wrap;gap:.3em;margin-top:.15em}
.chips li{border-radius:1em;padding:.05em .65em;background:color-mix(in srgb,var(--c2) 14%,#fff)}
.cv-wm{position:absolute;inset:0;display:flex;align-items:center;justify-content:center;overflow:hidden;pointer-events:none;user-select:none;z-index:5}
.cv-wm span{transform:rotate(-32deg);font-size:30pt;font-weight:700;white-space:nowrap;color:rgba(55,65,81,.16)}
@media screen{.cv-sheet{max-width:210mm;min-height:297mm;margin:0 auto;padding:14mm 13mm;box-shadow:0 1px 6px rgba(0,0,0,.18)}}
@media print{.cv{padding:0!important;margin:0!important;max-width:none!important;min-height:0!important;box-shadow:none!important}.cv-wm{position:fixed}.cv a{color:inherit}}
`;

const TEMPLATE_CSS: Record<TemplateId, string> = {
  professional: `
.t-professional .cv-head{border-bottom:2px solid var(--c1);padding-bottom:.7em}
.t-professional .cv-name{text-transform:uppercase;letter-spacing:.04em}
.t-professional .s-title{text-transform:uppercase;letter-spacing:.06em;font-size:1em;border-bottom:1px solid var(--c2);padding-bottom:.15em}
.t-professional .entry-sub{font-style:italic}
`,
  modern: `
.t-modern{--photo-bg:var(--c1)}
.t-modern .cv-head{background:var(--c1);color:#fff;padding:1.2em 1.4em;border-radius:.45em}
.t-modern .cv-name{color:#fff;font-weight:800}
.t-modern .cv-contact{color:#fff}
.t-modern .cv-contact li::before{color:var(--c2)}
.t-modern .s-title{display:flex;align-items:center;gap:.5em}
.t-modern .s-title::before{content:"";flex:none;width:1em;height:.28em;border-radius:1em;background:var(--c2)}
.t-modern .entry-sub{color:var(--c2);font-weight:600}
`,
  minimalist: `
.t-minimalist .cv-head{flex-direction:column;text-align:center;gap:.6em;margin-bottom:1.6em}
.t-minimalist .cv-name{font-weight:300;letter-spacing:.08em;color:#111827;font-size:2.1em}
.t-minimalist .cv-contact{justify-content:center;color:#6b7280}
.t-minimalist .cv-contact{gap:.1em 1.4em}
.t-minimalist .cv-contact li::before{content:none}
.t-minimalist .s{margin-top:1.5em}
.t-minimalist .s-title{font-size:.82em;font-weight:600;letter-spacing:.1em;text-transform:uppercase;color:var(--c1);margin-bottom:.7em}
.t-minimalist .entry-sub,.t-minimalist .entry-date{color:#6b7280}
.t-minimalist.skills-first .cv-body{display:grid;grid-template-columns:minmax(0,1fr);row-gap:1.5em}
.t-minimalist.skills-first .cv-body>.s{margin:0}
.t-minimalist.skills-first .s-summary{grid-row:1}
.t-minimalist.skills-first .s-skills{grid-row:2}
.t-minimalist.skills-first.no-summary .s-skills{grid-row:1}
`,
  combination: `
.t-combination .cv-head{border-bottom:3px solid var(--c2);padding-bottom:.8em}
.t-combination .cv-id{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:flex-start;gap:.6em 1.5em}
.t-combination .cv-contact{flex-direction:column;align-items:flex-end;text-align:end;margin:0;gap:0}
.t-combination .cv-contact li::before{content:none}
.t-combination .s-title{border-inline-start:.25em solid var(--c2);padding-inline-start:.45em}
.t-combination .entry-sub{color:var(--c1);font-weight:600}
.t-combination.side-by-side .cv-body{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:1.05em 1.4em}
.t-combination.side-by-side .cv-body>.s{grid-column:1/-1;margin:0}
.t-combination.side-by-side .cv-body>.s-summary{grid-column:1;grid-row:1}
.t-combination.side-by-side .cv-body>.s-skills{grid-column:2;grid-row:1;background:color-mix(in srgb,var(--c2) 9%,#fff);padding:.7em .8em;border-radius:.4em}
`,
  executive: `
.t-executive .cv-page{border-top:.45em solid var(--c1);padding-top:.9em}
.t-executive .cv-head{flex-direction:column;text-align:center;gap:.5em;padding-bottom:.9em;border-bottom:3px double var(--c2)}
.t-executive .cv-name{text-transform:uppercase;letter-spacing:.06em;font-size:2em}
.t-executive .cv-contact{justify-content:center;gap:.1em 1.4em}
.t-executive .cv-contact li::before{content:none}
.t-executive .s-title{display:flex;align-items:center;justify-content:center;gap:.8em;text-transform:uppercase;letter-spacing:.06em;font-size:1em;text-align:center}
.t-executive .s-title::before,.t-executive .s-title::after{content:"";flex:1;height:1px;background:var(--c2)}
.t-executive .entry-title{color:var(--c1)}
.t-executive .entry-date{font-style:italic;color:var(--c2)}
.t-executive .entry-sub{font-weight:600}
`,
  creative: `
.t-creative{--photo-bg:var(--c1)}
.t-creative .cv-head{background:linear-gradient(120deg,var(--c1),var(--c2));color:#fff;padding:1.4em 1.5em;border-radius:0 0 1.4em 0}
.t-creative .cv-name{color:#fff;font-size:2.5em;font-weight:800;letter-spacing:-.01em}
.t-creative .cv-contact{color:#fff}
.t-creative .cv-contact li::before{color:rgba(255,255,255,.6)}
.t-creative .cv-photo{border-radius:1em;border:.2em solid #fff}
.t-creative .s-title{display:inline-block;font-size:1.05em;font-weight:800;letter-spacing:.04em;text-transform:uppercase;color:#fff;background:var(--c1);padding:.12em .9em .12em .6em;border-radius:0 1em 1em 0}
.t-creative .entry{border-inline-start:2px solid color-mix(in srgb,var(--c2) 45%,#fff);padding-inline-start:.8em}
.t-creative .entry-sub{color:var(--c1);font-weight:600}
.t-creative .chips li{background:none;border:1px solid var(--c2);color:var(--c1)}
`,
};

const LAYOUT_CSS: Record<LayoutStyle, string> = {
  modern: "",
  traditional: `
.l-traditional .s{display:grid;grid-template-columns:minmax(0,24%) minmax(0,1fr);column-gap:1.2em;margin-top:1.1em}
.l-traditional .s-title{margin:0;padding:0;border:0;font-size:.95em;text-align:start;display:block}
.l-traditional .s-title::before,.l-traditional .s-title::after{content:none}
.l-traditional .cv-body>.s+.s{border-top:1px solid #e5e7eb;padding-top:.9em}
.l-traditional.t-minimalist .s-title{font-size:.8em}
.l-traditional.t-creative .s-title{color:var(--c1);background:none;text-transform:uppercase}
`,
  sidebar: `
.l-sidebar .cv-body{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,32%);gap:1.4em;align-items:start}
.l-sidebar .col-side{padding:1em 1em 1.1em;border-radius:.4em;background:color-mix(in srgb,var(--c1) 7%,#fff);font-size:.93em}
.l-sidebar .col-side .entry-head{display:block}
.l-sidebar .col-side .entry-date{display:block}
.l-sidebar .col-side .s-title{font-size:1em}
.l-sidebar .col-side .s-title::before,.l-sidebar .col-side .s-title::after{content:none}
.l-sidebar.t-executive .col-side .s-title{justify-content:flex-start}
.l-sidebar.t-creative .col-side .entry{border:0;padding:0}
`,
  minimal: `
.l-minimal{--photo-bg:#fff}
.l-minimal .cv-head{background:none;color:inherit;padding:0 0 .6em;border:0;border-radius:0}
.l-minimal .cv-page{border:0;padding:0}
.l-minimal .cv-name{color:var(--c1)}
.l-minimal .cv-contact{color:#4b5563}
.l-minimal .cv-contact li::before{color:#9ca3af}
.l-minimal .s-title{color:var(--c1);display:block}
.l-minimal .s{margin-top:1.4em}
.l-minimal .s-title{border:0;padding:0;background:none;border-radius:0}
.l-minimal .s-title::before,.l-minimal .s-title::after{content:none}
.l-minimal .entry{border:0;padding:0}
.l-minimal .entry-sub{color:#4b5563}
.l-minimal.side-by-side .cv-body>.s-skills{background:none;padding:0}
`,
};

export interface CvCssOptions {
  template: TemplateId;
  customization: Customization;
}

/** Font stack, base size and the colour scheme as CSS on `.cv`. */
export function customizationCss(customization: Customization): string {
  const stack = FONT_STACKS[customization.font] ?? FONT_STACKS.Arial;
  const size = Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, Math.round(customization.fontSize)));
  const { primary, secondary } = customization.colorScheme;
  return `.cv{--c1:${primary};--c2:${secondary};font-family:${stack};font-size:${size}pt}`;
}

/** The complete CSS for one CV (template + layout + customization). Contains no "<". */
export function cvCss({ template, customization }: CvCssOptions): string {
  const css = customizationCss(customization) + BASE + TEMPLATE_CSS[template] + LAYOUT_CSS[customization.layoutStyle];
  return css.replace(/\n/g, "").replace(/</g, "");
}
