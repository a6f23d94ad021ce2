/**
 * What every store contract file shares: the adapters to run against (sqlite always, MongoDB
 * whenever MONGODB_URI is set, a fresh database name per run), one describe block per adapter with
 * its own store, and sample records.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { openSqliteStore } from "../../app/server/db/sqlite.server.ts";
import type { NewResume, ResumeRecord, ResumeSnapshot, SignInTokenRecord, Store } from "../../app/server/db/types.server.ts";

export function sampleResume(owner: string, overrides: Partial<NewResume> = {}): NewResume {
  return {
    id: randomUUID(),
    owner_id: owner,
    personal_info: { firstName: "Zoë", lastName: "Ng", email: "zoe@example.com", phone: "+44 20 7946 0958", summary: "Engineer. 你好 — مرحبا" },
    experiences: [{ id: "e1", jobTitle: "Engineer", company: "Acme", currentJob: true, description: "Built things" }],
    education: [{ id: "d1", degree: "BSc", school: "Leeds", graduationYear: "2016" }],
    skills: { technicalSkills: "TypeScript, SQL" },
    projects: [],
    additional_info: {},
    generated_content: { personalInfo: { firstName: "Zoë" } },
    template: "professional",
    customization: null,
    tier: "free",
    generation_count: 1,
    has_watermark: true,
    ...overrides,
  };
}

export function snapshotOf(resume: ResumeRecord): ResumeSnapshot {
  const { personal_info, experiences, education, skills, projects, additional_info, template, customization } = resume;
  return { personal_info, experiences, education, skills, projects, additional_info, template, customization };
}

type Factory = { name: string; open: () => Promise<Store> };
const factories: Factory[] = [
  {
    name: "sqlite",
    open: async () => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "vitae-store-"));
      return openSqliteStore({ file: path.join(dir, "vitae.sqlite"), objectsDir: path.join(dir, "objects") });
    },
  },
];
if (process.env.MONGODB_URI) {
  factories.push({
    name: "mongo",
    open: async () => {
      const { openMongoStore } = await import("../../app/server/db/mongo.server.ts");
      const uri = new URL(process.env.MONGODB_URI!);
      uri.pathname = `/vitae_contract_${Date.now()}`;
      return openMongoStore(uri.toString());
    },
  });
}

/**
 * One describe block per adapter, each with a store opened before its tests and closed after;
 * `body` reads the store through the getter (it is opened in beforeAll).
 */
export function describeEachStore(title: string, body: (store: () => Store) => void): void {
  for (const factory of factories) {
    describe(`${title}: ${factory.name}`, () => {
      let store: Store;
      beforeAll(async () => {
        store = await factory.open();
      });
      afterAll(async () => {
        await store?.close();
      });
      body(() => store);
    });
  }
}

export const FUTURE = "2099-01-01T00:00:00.000Z";

/** A new account with a random email. */
export async function newAccount(store: Store) {
  return (await store.accounts.findOrCreate(`${randomUUID()}@example.com`, randomUUID())).account;
}

export function sampleToken(email: string, overrides: Partial<Omit<SignInTokenRecord, "used_at" | "attempts">> = {}) {
  return {
    id: randomUUID(),
    email,
    token_hash: randomUUID(),
    code_hash: randomUUID(),
    redirect_to: "/resumes",
    created_at: "2026-01-01T10:00:00.000Z",
    expires_at: FUTURE,
    ...overrides,
  };
}
