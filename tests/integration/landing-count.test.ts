/**
 * The landing's CV count against the real server process and its sqlite file: the figure is the
 * store's own count, shown only from a count worth showing, and read again at most once a minute.
 */
import { randomUUID } from "node:crypto";
import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import type { Store } from "../../app/server/db/types.server.ts";
import { CV_COUNT_SHOWN_FROM } from "../../app/server/landing-stats.server.ts";
import { type RunningServer, serverForTests } from "../setup/server-process.ts";
import { sampleResume } from "../setup/store-contract.ts";

function saveResume(store: Store) {
  return store.resumes.create(sampleResume(randomUUID()));
}

/** The landing's claims list, as text. */
async function claimsText(server: RunningServer): Promise<string> {
  const html = await (await fetch(`${server.url}/?variant=control`)).text();
  const list = new JSDOM(html).window.document.querySelector('[data-testid="claims"]');
  expect(list).not.toBeNull();
  return [...list!.querySelectorAll("li")].map((item) => [...item.children].map((part) => part.textContent).join(" ")).join(" · ");
}

describe("the landing's CV count", () => {
  const app = serverForTests();

  it("shows the store's real count once there are enough CVs, and the same figure within the minute", async () => {
    const few = CV_COUNT_SHOWN_FROM - 1;
    for (let i = 0; i < few; i++) await saveResume(app.store);
    expect(await app.store.resumes.countAll()).toBe(few);
    // the first landing reads the store: too few to be worth a claim
    const without = await claimsText(app.server);
    expect(without).toContain("ATS-friendly templates");
    expect(without).not.toContain("CVs saved");
    // the figure is kept for a minute: one more CV does not show yet
    await saveResume(app.store);
    expect(await claimsText(app.server)).not.toContain("CVs saved");
  });
});

describe("the landing's CV count, read fresh", () => {
  const app = serverForTests();

  it("states exactly the number of CVs the store holds", async () => {
    for (let i = 0; i < CV_COUNT_SHOWN_FROM + 23; i++) await saveResume(app.store);
    const count = await app.store.resumes.countAll();
    expect(count).toBe(CV_COUNT_SHOWN_FROM + 23);
    expect(await claimsText(app.server)).toContain(`${count.toLocaleString("en-US")} CVs saved with Vitae so far`);
  });
});
