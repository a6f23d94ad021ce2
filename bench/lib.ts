/** Small helpers shared by the benchmarks: tables, percentiles, a bounded concurrent load loop. */

export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const fmt = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [fmt(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(fmt)].join("\n");
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Runs `call` with `concurrency` workers for `seconds` (bounded: stops by itself). */
export async function load(call: () => Promise<boolean>, { concurrency, seconds }: { concurrency: number; seconds: number }): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        const ok = await call().catch(() => false);
        latencies.push(performance.now() - t);
        if (!ok) errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    errors,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

/** Marker of a line the runner (bench/run.ts) collects into the final summary table. */
export const SUMMARY_MARKER = "BENCH_SUMMARY\t";

/** Reports one headline figure for the summary table printed by `npm run bench`. */
export function summary(figure: string, value: string, goal: string): void {
  console.log(`${SUMMARY_MARKER}${JSON.stringify({ figure, value, goal })}`);
}

/** One row of a load table: name, rate, p50, p99, errors, the ratio against the run's baseline, goal. */
export function loadRow(name: string, r: LoadResult, ratio: string, goal: string): string[] {
  return [name, r.perSecond.toFixed(1), `${r.p50.toFixed(1)} ms`, `${r.p99.toFixed(1)} ms`, String(r.errors), ratio, goal];
}
