import { describe, expect, it } from "vitest";
import { mergeVisitors } from "./merge-visitors.server.ts";
import type { VisitorRecord } from "./types.server.ts";

const NOW = "2026-06-01T00:00:00.000Z";
const LATER = "2026-09-01T00:00:00.000Z";
const LATEST = "2026-12-01T00:00:00.000Z";
const PAST = "2026-05-01T00:00:00.000Z";

function visitor(overrides: Partial<VisitorRecord> = {}): VisitorRecord {
  return {
    id: "v",
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    tier: "free",
    pro_until: null,
    generation_count: 0,
    download_resume_id: null,
    download_at: null,
    ...overrides,
  };
}

describe("mergeVisitors", () => {
  it("keeps a Pro plan in force over a free one, whichever side it is on, with the Pro row's count", () => {
    const pro = visitor({ tier: "pro", pro_until: LATER, generation_count: 7 });
    const free = visitor({ generation_count: 1 });
    expect(mergeVisitors(free, pro, NOW)).toMatchObject({ tier: "pro", pro_until: LATER, generation_count: 7, updated_at: NOW });
    expect(mergeVisitors(pro, free, NOW)).toMatchObject({ tier: "pro", pro_until: LATER, generation_count: 7 });
  });

  it("ranks Fast Pass between free and Pro", () => {
    const fast = visitor({ tier: "fast_pass", generation_count: 2 });
    expect(mergeVisitors(visitor({ generation_count: 1 }), fast, NOW)).toMatchObject({ tier: "fast_pass", pro_until: null, generation_count: 2 });
    expect(mergeVisitors(fast, visitor({ tier: "pro", pro_until: LATER, generation_count: 4 }), NOW)).toMatchObject({
      tier: "pro",
      pro_until: LATER,
      generation_count: 4,
    });
  });

  it("adds the counts of two free rows, so claiming browsers buys no generations", () => {
    expect(mergeVisitors(visitor({ generation_count: 1 }), visitor({ generation_count: 1 }), NOW)).toMatchObject({ tier: "free", generation_count: 2 });
    expect(mergeVisitors(visitor({ generation_count: 0 }), visitor({ generation_count: 1 }), NOW)).toMatchObject({ tier: "free", generation_count: 1 });
  });

  it("keeps what is left of two Fast Pass purchases, as far as one allowance holds it", () => {
    // 1 + 2 left of 3 each: 3 left, so none counted
    expect(mergeVisitors(visitor({ tier: "fast_pass", generation_count: 2 }), visitor({ tier: "fast_pass", generation_count: 1 }), NOW)).toMatchObject({
      tier: "fast_pass",
      generation_count: 0,
    });
    // 0 + 1 left: 1 left of 3
    expect(mergeVisitors(visitor({ tier: "fast_pass", generation_count: 3 }), visitor({ tier: "fast_pass", generation_count: 2 }), NOW)).toMatchObject({
      generation_count: 2,
    });
  });

  it("keeps the later end of two Pro plans", () => {
    const merged = mergeVisitors(
      visitor({ tier: "pro", pro_until: LATEST, generation_count: 1 }),
      visitor({ tier: "pro", pro_until: LATER, generation_count: 2 }),
      NOW,
    );
    expect(merged).toMatchObject({ tier: "pro", pro_until: LATEST, generation_count: 3 });
    expect(mergeVisitors(visitor({ tier: "pro", pro_until: LATER }), visitor({ tier: "pro", pro_until: LATEST }), NOW).pro_until).toBe(LATEST);
  });

  it("counts an expired Pro plan (or one without an end) as free", () => {
    const expired = visitor({ tier: "pro", pro_until: PAST, generation_count: 9 });
    expect(mergeVisitors(expired, visitor({ generation_count: 1 }), NOW)).toMatchObject({ tier: "free", pro_until: null, generation_count: 10 });
    expect(mergeVisitors(visitor({ tier: "fast_pass", generation_count: 1 }), expired, NOW)).toMatchObject({
      tier: "fast_pass",
      pro_until: null,
      generation_count: 1,
    });
    // ending exactly now is no longer in force
    expect(mergeVisitors(visitor({ tier: "pro", pro_until: NOW }), visitor(), NOW).tier).toBe("free");
    expect(mergeVisitors(visitor({ tier: "pro", pro_until: null, generation_count: 2 }), visitor({ generation_count: 1 }), NOW)).toMatchObject({
      tier: "free",
      generation_count: 3,
    });
  });

  it("keeps a live Pro plan's end when the other row's Pro plan has expired", () => {
    const merged = mergeVisitors(
      visitor({ tier: "pro", pro_until: PAST, generation_count: 5 }),
      visitor({ tier: "pro", pro_until: LATER, generation_count: 1 }),
      NOW,
    );
    expect(merged).toMatchObject({ tier: "pro", pro_until: LATER, generation_count: 1 });
  });

  it("keeps the recorded free download: the account's first, else the visitor's", () => {
    const into = visitor({ download_resume_id: "cv-account", download_at: "2026-02-01T00:00:00.000Z" });
    const from = visitor({ download_resume_id: "cv-visitor", download_at: "2026-03-01T00:00:00.000Z" });
    expect(mergeVisitors(into, from, NOW)).toMatchObject({ download_resume_id: "cv-account", download_at: "2026-02-01T00:00:00.000Z" });
    expect(mergeVisitors(visitor(), from, NOW)).toMatchObject({ download_resume_id: "cv-visitor", download_at: "2026-03-01T00:00:00.000Z" });
    expect(mergeVisitors(visitor(), visitor(), NOW)).toMatchObject({ download_resume_id: null, download_at: null });
  });

  it("leaves the id and creation time to the caller", () => {
    const merged = mergeVisitors(visitor({ id: "a" }), visitor({ id: "b" }), NOW);
    expect(merged).not.toHaveProperty("id");
    expect(merged).not.toHaveProperty("created_at");
  });
});
