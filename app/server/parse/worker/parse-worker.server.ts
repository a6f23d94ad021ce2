/**
 * Worker-thread entry of the resume parser (see worker-pool.server.ts for how it is found and run).
 * It receives { id, bytes }, parses, and answers { id, ok, result } or { id, ok: false, status, message }.
 * Kept dependency-light and loadable by Node directly (TypeScript type stripping, .ts imports).
 */
import { parentPort } from "node:worker_threads";
import { parseBytes } from "../pipeline.server.ts";
import { ParseError, PARSE_MESSAGES } from "../errors.server.ts";
import { warmGazetteer } from "../fields/geonames.server.ts";

if (!parentPort) throw new Error("parse-worker must run in a worker thread");
const port = parentPort;

/**
 * Warms pdf.js (its own fake worker is loaded on first use) and the towns' gazetteer (decoded on
 * first use) so that the first upload does not pay for them.
 */
async function warmUp(): Promise<void> {
  warmGazetteer();
  const content = "BT /F1 12 Tf 72 700 Td (Warm up) Tj ET";
  const objs = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let pdf = "%PDF-1.4\n";
  const offs: number[] = [];
  objs.forEach((o, i) => {
    offs.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objs.length + 1}\n0000000000 65535 f \n${offs.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objs.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  try {
    await parseBytes(new TextEncoder().encode(pdf));
  } catch {
    /* warm-up only */
  }
}

port.on("message", async (msg: { id: number; bytes: Uint8Array; debugDelayMs?: number }) => {
  try {
    if (msg.debugDelayMs) {
      // test hook: simulate a file that keeps the parser busy (CPU-bound, like a hostile PDF)
      const until = Date.now() + msg.debugDelayMs;
      while (Date.now() < until) {
        /* busy */
      }
    }
    const result = await parseBytes(msg.bytes);
    port.postMessage({ id: msg.id, ok: true, result });
  } catch (e) {
    if (e instanceof ParseError) port.postMessage({ id: msg.id, ok: false, status: e.status, message: e.message });
    else port.postMessage({ id: msg.id, ok: false, status: 422, message: PARSE_MESSAGES.damaged, detail: String((e as Error)?.stack ?? e).slice(0, 500) });
  }
});

// the parent starts a job's time limit only once the worker is ready (modules loaded, pdf.js warm)
void warmUp().finally(() => port.postMessage({ ready: true }));
