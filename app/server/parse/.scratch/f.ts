import { PDFParse } from "pdf-parse";
import fs from "node:fs";
const p = new PDFParse({ data: new Uint8Array(fs.readFileSync(process.argv[2]!)) });
const doc: any = await p.load();
const page = await doc.getPage(1);
const tc = await page.getTextContent();
await new Promise(r=>setTimeout(r,10));
const fn = (tc.items as any[]).find(i=>i.fontName)?.fontName;
console.log(fn, page.commonObjs.has(fn), tc.styles[fn]);
