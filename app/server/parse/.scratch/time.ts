import { PDFParse } from "pdf-parse";
import fs from "node:fs";
const dir = "/work/shared/eval/resumes/";
const files = fs.readdirSync(dir).filter(f=>f.endsWith(".pdf"));
for (const round of [1,2]) for (const withOps of [false, true]) {
  const times: number[] = [];
  for (const f of files) {
    const t0 = performance.now();
    const p = new PDFParse({ data: new Uint8Array(fs.readFileSync(dir+f)) });
    const doc: any = await p.load();
    for (let i = 1; i <= Math.min(doc.numPages, 10); i++) {
      const page = await doc.getPage(i);
      const tc = await page.getTextContent();
      if (withOps) await page.getOperatorList();
      page.cleanup();
    }
    await p.destroy();
    times.push(performance.now() - t0);
  }
  times.sort((a,b)=>a-b);
  console.log(round, withOps, "median", times[times.length>>1].toFixed(0), "max", times.at(-1)!.toFixed(0));
}
