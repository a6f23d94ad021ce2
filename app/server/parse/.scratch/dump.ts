import { PDFParse } from "pdf-parse";
import fs from "node:fs";
const file = process.argv[2]!;
const p = new PDFParse({ data: new Uint8Array(fs.readFileSync(file)) });
const doc: any = await p.load();
console.log("pages", doc.numPages);
const t0 = Date.now();
for (let i = 1; i <= Math.min(doc.numPages, 2); i++) {
  const page = await doc.getPage(i);
  const vp = page.getViewport({ scale: 1 });
  const tc = await page.getTextContent();
  await page.getOperatorList();
  const names = new Map<string,string>();
  for (const it of tc.items as any[]) {
    if (!names.has(it.fontName)) { let n = "?"; try { const f = page.commonObjs.get(it.fontName); n = f?.name + "|" + f?.bold + "|" + f?.black; } catch {} names.set(it.fontName, n); }
    if (process.argv[3]) console.log(JSON.stringify(it.str), it.transform.map((x:number)=>Math.round(x*10)/10).join(","), Math.round(it.width), it.fontName, it.hasEOL);
  }
  console.log("page", i, vp.width, vp.height, names, tc.styles && Object.keys(tc.styles).length);
}
console.log("ms", Date.now() - t0);
