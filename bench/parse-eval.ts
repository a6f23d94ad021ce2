/**
 * Parse accuracy / speed bench: a tiny HTTP server exposing POST /api/parse-resume (multipart
 * field "resume") backed by parseResumeUpload, so ../shared/eval/score-parse.mjs can score it.
 *
 *   npx node bench/parse-eval.ts --port 3999
 *   node /work/shared/eval/score-parse.mjs --url http://localhost:3999 --docs /work/shared/eval/resumes --truth /work/shared/eval/truth
 *   npx node bench/parse-eval.ts --timing [--docs DIR]   # median / max parse time over every document
 */
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { parseResumeUpload, ParseError, closeParseWorkers } from "../app/server/parse/index.server.ts";
import { summary } from "./lib.ts";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1]! : fallback;
};
const port = Number(arg("--port", "3999"));
const docsDir = arg("--docs", path.resolve(process.cwd(), "../shared/eval/resumes"));
const MAX_BODY = 12 * 1024 * 1024;

async function timing(): Promise<void> {
  const files = fs
    .readdirSync(docsDir)
    .filter((f) => /\.(pdf|docx?|DOCX?|PDF)$/.test(f))
    .sort();
  // warm-up: the first call starts the worker and loads pdf.js
  const warm = files.find((f) => f.endsWith(".pdf"));
  if (warm) await parseResumeUpload(new Uint8Array(fs.readFileSync(path.join(docsDir, warm)))).catch(() => {});
  const rounds = Number(arg("--rounds", "3"));
  const rows: Array<{ file: string; ms: number; status: string }> = [];
  for (const f of files) {
    const bytes = new Uint8Array(fs.readFileSync(path.join(docsDir, f)));
    const times: number[] = [];
    let status = "ok";
    for (let r = 0; r < rounds; r++) {
      const t0 = performance.now();
      try {
        await parseResumeUpload(bytes);
      } catch (e) {
        status = e instanceof ParseError ? `${e.status}` : "error";
      }
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    rows.push({ file: f, ms: times[times.length >> 1]!, status });
  }
  for (const r of rows) console.log(`${r.file.padEnd(44)} ${r.ms.toFixed(0).padStart(6)} ms  ${r.status}`);
  const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
  const median = ms.length % 2 ? ms[ms.length >> 1]! : (ms[ms.length / 2 - 1]! + ms[ms.length / 2]!) / 2;
  console.log(
    `\ndocuments: ${ms.length}  median: ${median.toFixed(0)} ms  max: ${ms[ms.length - 1]!.toFixed(0)} ms  (median of ${rounds} runs each, warm worker)`,
  );
  summary(`Parse time over ${ms.length} corpus documents (median / max)`, `${median.toFixed(0)} ms / ${ms[ms.length - 1]!.toFixed(0)} ms`, "≤ 100 ms / ≤ 1 s");
  await closeParseWorkers();
}

function send(res: http.ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(json) });
  res.end(json);
}

function serve(): void {
  const server = http.createServer(async (req, res) => {
    try {
      if (req.method !== "POST" || !req.url?.startsWith("/api/parse-resume")) return send(res, 404, { error: "Not found" });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const c of req) {
        size += (c as Buffer).length;
        if (size > MAX_BODY) return send(res, 413, { error: "Please upload a file smaller than 10MB" });
        chunks.push(c as Buffer);
      }
      const request = new Request("http://localhost/api/parse-resume", {
        method: "POST",
        headers: { "content-type": req.headers["content-type"] ?? "" },
        body: Buffer.concat(chunks),
      });
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return send(res, 400, { error: "Expected a multipart form with a resume file" });
      }
      const file = form.get("resume");
      if (!file || typeof file === "string") return send(res, 400, { error: "Expected a multipart form with a resume file" });
      const bytes = new Uint8Array(await file.arrayBuffer());
      const result = await parseResumeUpload(bytes);
      send(res, 200, result);
    } catch (e) {
      if (e instanceof ParseError) return send(res, e.status, { error: e.message });
      send(res, 500, { error: "Internal error" });
    }
  });
  server.listen(port, () => console.log(`parse-eval listening on http://localhost:${port}/api/parse-resume`));
  const stop = () => {
    server.close();
    void closeParseWorkers();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (args.includes("--timing")) await timing();
else serve();
