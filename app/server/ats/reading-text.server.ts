/**
 * The generated CV as an ATS reads it: the HTML document (renderResumeHtml) turned into plain text
 * in DOM order, which is the reading order of every template (columns are CSS only).
 * Block elements start new lines; items that sit side by side on one visual line (an entry's title
 * and its date, the parts of a sub-line) become tab-separated cells, as a PDF/Word text extractor
 * reports them. No browser is involved: this runs inside a request.
 */

const BLOCK_TAGS =
  "address|article|aside|blockquote|body|dd|div|dl|dt|figcaption|figure|footer|h[1-6]|header|hr|html|li|main|nav|ol|p|pre|section|table|tbody|td|th|thead|tr|ul";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", "#39": "'", ndash: "–", mdash: "—", middot: "·" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*|#39);/gi, (match, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith("#x")) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith("#")) return String.fromCodePoint(Number(lower.slice(1)));
    return ENTITIES[lower] ?? match;
  });
}

/** HTML document → lines of text in reading order (one line per block, cells split by tabs). */
export function htmlToReadingText(html: string): string {
  let s = html
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<head[\s\S]*?<\/head>/gi, "")
    .replace(/<(style|script|template|noscript)\b[\s\S]*?<\/\1>/gi, "")
    // an image has no text (a photo says nothing to a parser)
    .replace(/<img\b[^>]*>/gi, "");
  // side by side on one visual line: title + date of an entry, the spans of a sub-line
  s = s.replace(/<\/h3>\s*(?=<span\b)/gi, "\t").replace(/<\/span>\s*(?=<span\b)/gi, "</span>\t");
  // contact list items are one line in every template: cells of one line
  s = s.replace(
    /<ul class="cv-contact">([\s\S]*?)<\/ul>/gi,
    (_m, inner: string) => `<p>${inner.replace(/<\/li>\s*<li\b[^>]*>/gi, "\t").replace(/<\/?li\b[^>]*>/gi, "")}</p>`,
  );
  // list bullets are printed as "•" glyphs, which a text extractor reports
  s = s.replace(/<ul class="bullets">([\s\S]*?)<\/ul>/gi, (_m, inner: string) => `<ul>${inner.replace(/<li\b[^>]*>/gi, "<li>• ")}</ul>`);
  s = s.replace(/<br\s*\/?>/gi, "\n");
  s = s.replace(new RegExp(`</?(?:${BLOCK_TAGS})\\b[^>]*>`, "gi"), "\n");
  s = s.replace(/<[^>]+>/g, "");
  s = decodeEntities(s);
  return s
    .split("\n")
    .map((line) =>
      line
        .split("\t")
        .map((cell) => cell.replace(/[ \u00a0\r\f\v]+/g, " ").trim())
        .filter(Boolean)
        .join("\t"),
    )
    .filter((line) => line !== "")
    .join("\n");
}
