import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "./db/sqlite.server.ts";
import type { Store } from "./db/types.server.ts";
import { sampleResume } from "../../tests/setup/store-contract.ts";
import { cachedCvCount, CV_COUNT_MAX_AGE_MS, CV_COUNT_SHOWN_FROM, shownCvCount } from "./landing-stats.server.ts";

let store: Store;
beforeAll(async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "vitae-landing-stats-"));
  store = await openSqliteStore({ file: path.join(dir, "vitae.sqlite"), objectsDir: path.join(dir, "objects") });
});
afterAll(async () => {
  await store.close();
});

function saveResume() {
  return store.resumes.create(sampleResume(randomUUID()));
}

describe("the landing's CV count", () => {
  it("is the store's real count, read again only once a minute has passed", async () => {
    let clock = 1_000_000;
    const count = cachedCvCount(async () => store, { now: () => clock });
    await saveResume();
    await saveResume();
    expect(await count()).toBe(2);
    await saveResume();
    clock += CV_COUNT_MAX_AGE_MS - 1;
    expect(await count()).toBe(2);
    clock += 1;
    expect(await count()).toBe(3);
  });

  it("is shown only from a count worth showing", () => {
    expect(shownCvCount(0)).toBeNull();
    expect(shownCvCount(CV_COUNT_SHOWN_FROM - 1)).toBeNull();
    expect(shownCvCount(CV_COUNT_SHOWN_FROM)).toBe(CV_COUNT_SHOWN_FROM);
    expect(shownCvCount(12_345)).toBe(12_345);
  });
});
