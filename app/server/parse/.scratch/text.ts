import { PDFParse } from "pdf-parse";
import WordExtractor from "word-extractor";
import fs from "node:fs";
const f = process.argv[2]!;
const buf = fs.readFileSync(f);
if (f.endsWith(".pdf")) {
  const p = new PDFParse({ data: new Uint8Array(buf) });
  const r = await p.getText({ first: 3 });
  console.log(r.text);
} else {
  const ex = new WordExtractor();
  const d = await ex.extract(buf);
  console.log("--HEADERS--\n" + d.getHeaders({includeFooters:false}));
  console.log("--FOOTERS--\n" + d.getFooters());
  console.log("--BODY--\n" + d.getBody());
  console.log("--TEXTBOXES--\n" + d.getTextboxes({includeHeadersAndFooters:true}));
  console.log("--FOOTNOTES--\n" + d.getFootnotes());
}
