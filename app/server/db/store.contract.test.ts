/**
 * One contract for every store adapter: always against sqlite (a temp file per test file), and
 * against MongoDB whenever MONGODB_URI is set (a fresh database name per run).
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "./sqlite.server.ts";
import { RESUME_VERSIONS_KEPT, type NewResume, type ResumeRecord, type ResumeSnapshot, type Store } from "./types.server.ts";

function sampleResume(owner: string, overrides: Partial<NewResume> = {}): NewResume {
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

function snapshotOf(resume: ResumeRecord): ResumeSnapshot {
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
      const { openMongoStore } = await import("./mongo.server.ts");
      const uri = new URL(process.env.MONGODB_URI!);
      uri.pathname = `/vitae_contract_${Date.now()}`;
      return openMongoStore(uri.toString());
    },
  });
}

for (const factory of factories) {
  describe(`store contract: ${factory.name}`, () => {
    let store: Store;
    beforeAll(async () => {
      store = await factory.open();
    });
    afterAll(async () => {
      await store?.close();
    });

    it("answers ping", async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });

    it("stores a resume and reads it back identical", async () => {
      const owner = randomUUID();
      const created = await store.resumes.create(sampleResume(owner));
      expect(created.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(await store.resumes.get(created.id)).toEqual(created);
      expect(await store.resumes.get(randomUUID())).toBeNull();
    });

    it("updates a resume and stamps updated_at", async () => {
      const created = await store.resumes.create(sampleResume(randomUUID(), { created_at: "2020-01-01T00:00:00.000Z" }));
      const updated = await store.resumes.update(created.id, {
        template: "modern",
        has_watermark: false,
        personal_info: { ...created.personal_info, firstName: "Zoe" },
      });
      expect(updated).toMatchObject({ template: "modern", has_watermark: false, created_at: "2020-01-01T00:00:00.000Z" });
      expect(updated!.personal_info.firstName).toBe("Zoe");
      expect(updated!.updated_at > created.updated_at).toBe(true);
      expect(await store.resumes.update(randomUUID(), { template: "modern" })).toBeNull();
    });

    it("lists and deletes resumes by owner only", async () => {
      const owner = randomUUID();
      const other = randomUUID();
      await store.resumes.create(sampleResume(owner));
      await store.resumes.create(sampleResume(owner));
      const kept = await store.resumes.create(sampleResume(other));
      expect(await store.resumes.listByOwner(owner)).toHaveLength(2);
      expect(await store.resumes.deleteByOwner(owner)).toBe(2);
      expect(await store.resumes.listByOwner(owner)).toEqual([]);
      expect(await store.resumes.get(kept.id)).not.toBeNull();
    });

    it("lists an owner's resumes by their last edit, newest first, and counts them", async () => {
      const owner = randomUUID();
      const older = await store.resumes.create(sampleResume(owner, { created_at: "2026-01-01T00:00:00.000Z" }));
      const newer = await store.resumes.create(sampleResume(owner, { created_at: "2026-01-02T00:00:00.000Z" }));
      await store.resumes.create(sampleResume(randomUUID()));
      expect((await store.resumes.listByOwner(owner)).map((r) => r.id)).toEqual([newer.id, older.id]);
      await store.resumes.update(older.id, { template: "modern", updated_at: "2026-01-03T00:00:00.000Z" });
      expect((await store.resumes.listByOwner(owner)).map((r) => r.id)).toEqual([older.id, newer.id]);
      expect(await store.resumes.countByOwner(owner)).toBe(2);
      expect(await store.resumes.countByOwner(randomUUID())).toBe(0);
    });

    it("keeps a resume's title: none when created without one, set and cleared by an update", async () => {
      const untitled = await store.resumes.create(sampleResume(randomUUID()));
      expect(untitled.title).toBeNull();
      expect((await store.resumes.get(untitled.id))!.title).toBeNull();
      const titled = await store.resumes.create(sampleResume(randomUUID(), { title: "Copy of Zoë Ng — 你好" }));
      expect(await store.resumes.get(titled.id)).toEqual(titled);
      expect((await store.resumes.update(untitled.id, { title: "Backend roles" }))!.title).toBe("Backend roles");
      expect((await store.resumes.get(untitled.id))!.title).toBe("Backend roles");
      expect((await store.resumes.update(untitled.id, { title: null }))!.title).toBeNull();
    });

    it("deletes one resume with its Pro texts, leaving the owner's others", async () => {
      const owner = randomUUID();
      const gone = await store.resumes.create(sampleResume(owner));
      const kept = await store.resumes.create(sampleResume(owner));
      await store.proTexts.save(gone.id, owner, { linked_in: { headline: "Gone", about: "", updatedAt: "" } });
      await store.proTexts.save(kept.id, owner, { linked_in: { headline: "Kept", about: "", updatedAt: "" } });
      expect(await store.resumes.delete(gone.id)).toBe(true);
      expect(await store.resumes.get(gone.id)).toBeNull();
      expect(await store.proTexts.get(gone.id)).toBeNull();
      expect(await store.resumes.get(kept.id)).not.toBeNull();
      expect((await store.proTexts.get(kept.id))?.linked_in).toMatchObject({ headline: "Kept" });
      expect(await store.resumes.delete(gone.id)).toBe(false);
    });

    it("keeps a resume's Pro texts apart: saving one text keeps the other, saving the resume keeps both", async () => {
      const owner = randomUUID();
      const resume = await store.resumes.create(sampleResume(owner, { customization: { theme: "blue" } }));
      expect(await store.proTexts.get(resume.id)).toBeNull();
      const letter = { company: "Acme", role: "Engineer", posting: "", text: "Dear Acme,\n\nZoë — 你好", updatedAt: "2026-01-01T00:00:00.000Z" };
      const first = await store.proTexts.save(resume.id, owner, { cover_letter: letter });
      expect(first).toMatchObject({ resume_id: resume.id, owner_id: owner, cover_letter: letter, linked_in: null });
      const bio = { headline: "Engineer at Acme", about: "Builds things.", updatedAt: "2026-01-02T00:00:00.000Z" };
      await store.proTexts.save(resume.id, owner, { linked_in: bio });
      const edited = { ...letter, text: "Dear Acme, again" };
      const saved = await store.proTexts.save(resume.id, owner, { cover_letter: edited });
      expect(saved).toMatchObject({ cover_letter: edited, linked_in: bio });
      // a resume edit replaces the customization as a whole: the texts are not in it
      await store.resumes.update(resume.id, { customization: { theme: "green" } });
      expect(await store.proTexts.get(resume.id)).toEqual(saved);
      expect(await store.proTexts.listByOwner(owner)).toEqual([saved]);
      expect(await store.proTexts.listByOwner(randomUUID())).toEqual([]);
    });

    it("deletes a resume's Pro texts with the resume, and only the owner's", async () => {
      const owner = randomUUID();
      const other = randomUUID();
      const mine = await store.resumes.create(sampleResume(owner));
      const theirs = await store.resumes.create(sampleResume(other));
      await store.proTexts.save(mine.id, owner, { linked_in: { headline: "Mine", about: "", updatedAt: "" } });
      await store.proTexts.save(theirs.id, other, { linked_in: { headline: "Theirs", about: "", updatedAt: "" } });
      expect(await store.resumes.deleteByOwner(owner)).toBe(1);
      expect(await store.proTexts.get(mine.id)).toBeNull();
      expect(await store.proTexts.listByOwner(owner)).toEqual([]);
      expect((await store.proTexts.get(theirs.id))?.linked_in).toEqual({ headline: "Theirs", about: "", updatedAt: "" });
    });

    it("keeps a resume's versions newest first, the snapshot apart from the list", async () => {
      const owner = randomUUID();
      const resume = await store.resumes.create(sampleResume(owner));
      const snapshot = snapshotOf(resume);
      const at = "2026-01-01T10:00:00.000Z";
      const add = (label: string, snap: ResumeSnapshot, created_at?: string) =>
        store.resumeVersions.add({ resume_id: resume.id, owner_id: owner, label, snapshot: snap, created_at });
      const first = await add("Created", snapshot, at);
      const edited = { ...snapshot, personal_info: { ...snapshot.personal_info, summary: "Edited — 你好" }, customization: { theme: "blue" } };
      // the same millisecond: the order they were added in still decides
      const second = await add("Saved", edited, at);
      await store.resumeVersions.add({ resume_id: resume.id, owner_id: owner, label: "AI improved Summary", snapshot });
      const listed = await store.resumeVersions.list(resume.id);
      expect(listed.map((v) => v.label)).toEqual(["AI improved Summary", "Saved", "Created"]);
      expect(listed[2]).toEqual({ id: first.id, resume_id: resume.id, owner_id: owner, label: "Created", created_at: at });
      expect(listed[0]).not.toHaveProperty("snapshot");
      expect(await store.resumeVersions.get(second.id)).toEqual({ ...second, snapshot: edited });
      expect(await store.resumeVersions.get(randomUUID())).toBeNull();
      expect(await store.resumeVersions.list(randomUUID())).toEqual([]);
    });

    it("keeps at most RESUME_VERSIONS_KEPT versions of a resume, dropping the oldest, and only that resume's", async () => {
      const owner = randomUUID();
      const resume = await store.resumes.create(sampleResume(owner));
      const other = await store.resumes.create(sampleResume(owner));
      const snapshot = snapshotOf(resume);
      await store.resumeVersions.add({ resume_id: other.id, owner_id: owner, label: "Created", snapshot });
      for (let n = 1; n <= RESUME_VERSIONS_KEPT + 1; n++) {
        await store.resumeVersions.add({ resume_id: resume.id, owner_id: owner, label: `Saved ${n}`, snapshot });
      }
      const labels = (await store.resumeVersions.list(resume.id)).map((v) => v.label);
      expect(labels).toEqual(Array.from({ length: RESUME_VERSIONS_KEPT }, (_, i) => `Saved ${RESUME_VERSIONS_KEPT + 1 - i}`));
      expect(await store.resumeVersions.list(other.id)).toHaveLength(1);
      // a smaller limit trims at once
      await store.resumeVersions.add({ resume_id: resume.id, owner_id: owner, label: "Saved last", snapshot }, 3);
      const kept = (await store.resumeVersions.list(resume.id)).map((v) => v.label);
      expect(kept).toEqual(["Saved last", `Saved ${RESUME_VERSIONS_KEPT + 1}`, `Saved ${RESUME_VERSIONS_KEPT}`]);
    });

    it("deletes versions by resume, by owner, and with the owner's resumes", async () => {
      const owner = randomUUID();
      const other = randomUUID();
      const a = await store.resumes.create(sampleResume(owner));
      const b = await store.resumes.create(sampleResume(owner));
      const theirs = await store.resumes.create(sampleResume(other));
      for (const resume of [a, a, b, theirs]) {
        await store.resumeVersions.add({ resume_id: resume.id, owner_id: resume.owner_id, label: "Saved", snapshot: snapshotOf(resume) });
      }
      expect(await store.resumeVersions.listByOwner(owner)).toHaveLength(3);
      expect((await store.resumeVersions.listByOwner(owner))[0]!.snapshot).toEqual(snapshotOf(a));
      expect(await store.resumeVersions.deleteByResume(a.id)).toBe(2);
      expect(await store.resumeVersions.list(a.id)).toEqual([]);
      expect(await store.resumes.deleteByOwner(owner)).toBe(2);
      expect(await store.resumeVersions.listByOwner(owner)).toEqual([]);
      expect(await store.resumeVersions.list(theirs.id)).toHaveLength(1);
      expect(await store.resumeVersions.deleteByOwner(other)).toBe(1);
    });

    it("creates visitors as free on first use", async () => {
      const id = randomUUID();
      expect(await store.visitors.get(id)).toBeNull();
      const visitor = await store.visitors.ensure(id);
      expect(visitor).toMatchObject({ id, tier: "free", pro_until: null, generation_count: 0 });
      expect(await store.visitors.ensure(id)).toEqual(visitor);
    });

    it("counts generations atomically up to the limit", async () => {
      const id = randomUUID();
      const attempts = await Promise.all(Array.from({ length: 10 }, () => store.visitors.consumeGeneration(id, { tier: "free", limit: 3 })));
      expect(attempts.filter((a) => a.allowed)).toHaveLength(3);
      expect((await store.visitors.get(id))!.generation_count).toBe(3);
      const unlimited = await store.visitors.consumeGeneration(randomUUID(), { tier: "free", limit: null });
      expect(unlimited.allowed).toBe(true);
    });

    it("refuses a generation when the tier changed under the caller", async () => {
      const id = randomUUID();
      await store.visitors.grant(id, { tier: "fast_pass", pro_until: null, reset_generation_count: true });
      const result = await store.visitors.consumeGeneration(id, { tier: "pro", limit: null });
      expect(result.allowed).toBe(false);
      expect(result.visitor.generation_count).toBe(0);
    });

    it("grants a plan and optionally resets the count", async () => {
      const id = randomUUID();
      await store.visitors.consumeGeneration(id, { tier: "free", limit: 1 });
      const kept = await store.visitors.grant(id, { tier: "pro", pro_until: "2030-01-01T00:00:00.000Z", reset_generation_count: false });
      expect(kept).toMatchObject({ tier: "pro", pro_until: "2030-01-01T00:00:00.000Z", generation_count: 1 });
      const reset = await store.visitors.grant(id, { tier: "fast_pass", pro_until: null, reset_generation_count: true });
      expect(reset).toMatchObject({ tier: "fast_pass", generation_count: 0 });
      await store.visitors.delete(id);
      expect(await store.visitors.get(id)).toBeNull();
    });

    it("records a visitor's first download once, never overwriting it", async () => {
      const id = randomUUID();
      expect(await store.visitors.ensure(id)).toMatchObject({ download_resume_id: null, download_at: null });
      // parallel first downloads of different CVs: exactly one is recorded
      const resumes: string[] = Array.from({ length: 8 }, () => randomUUID());
      const after = await Promise.all(resumes.map((resumeId, i) => store.visitors.recordDownload(id, resumeId, `2026-01-01T10:00:0${i}.000Z`)));
      const winner = (await store.visitors.get(id))!;
      expect(resumes).toContain(winner.download_resume_id);
      expect(winner.download_at).toBe(`2026-01-01T10:00:0${resumes.indexOf(winner.download_resume_id!)}.000Z`);
      for (const visitor of after) expect(visitor.download_resume_id).toBe(winner.download_resume_id);
      // a later download, of the same or another CV, keeps the first one and its time
      expect(await store.visitors.recordDownload(id, winner.download_resume_id!, "2026-02-01T00:00:00.000Z")).toMatchObject({
        download_resume_id: winner.download_resume_id,
        download_at: winner.download_at,
      });
      expect(await store.visitors.recordDownload(id, randomUUID(), "2026-02-01T00:00:00.000Z")).toMatchObject({
        download_resume_id: winner.download_resume_id,
        download_at: winner.download_at,
      });
      // a plan change does not reset it
      expect(await store.visitors.grant(id, { tier: "fast_pass", pro_until: null, reset_generation_count: true })).toMatchObject({
        download_resume_id: winner.download_resume_id,
      });
      // recording creates the visitor on first use, like the other visitor calls
      const fresh = randomUUID();
      expect(await store.visitors.recordDownload(fresh, "r1", "2026-01-01T00:00:00.000Z")).toMatchObject({
        id: fresh,
        tier: "free",
        download_resume_id: "r1",
        download_at: "2026-01-01T00:00:00.000Z",
      });
    });

    it("creates orders and marks them paid", async () => {
      const owner = randomUUID();
      const order = await store.orders.create({ id: `order_${randomUUID()}`, owner_id: owner, tier: "pro", amount: 72000, currency: "INR" });
      expect(order).toMatchObject({ status: "created", payment_id: null });
      expect(await store.orders.get(order.id)).toEqual(order);
      expect(await store.orders.markPaid(order.id, "pay_1")).toMatchObject({ status: "paid", payment_id: "pay_1" });
      expect(await store.orders.listByOwner(owner)).toHaveLength(1);
    });

    it("records a payment once", async () => {
      const owner = randomUUID();
      const payment = {
        id: `pay_${randomUUID()}`,
        order_id: "order_x",
        owner_id: owner,
        tier: "fast_pass" as const,
        amount: 40000,
        currency: "INR",
        source: "checkout" as const,
      };
      const first = await store.payments.recordOnce(payment);
      const again = await store.payments.recordOnce({ ...payment, source: "webhook" });
      expect(first.created).toBe(true);
      expect(again.created).toBe(false);
      expect(again.payment).toEqual(first.payment);
      expect(await store.payments.listByOwner(owner)).toHaveLength(1);
    });

    it("stores, filters and expires analytics events", async () => {
      const owner = randomUUID();
      await store.events.insert([
        {
          owner_id: owner,
          session_id: "s1",
          event: "page_view",
          data: { page: "/" },
          timestamp: "2026-01-01T00:00:00.000Z",
          received_at: "2026-01-01T00:00:00.000Z",
        },
        {
          owner_id: owner,
          session_id: "s1",
          event: "resume_generated",
          data: { tier: "free", step: 7 },
          timestamp: "2026-02-01T00:00:00.000Z",
          received_at: "2026-02-01T00:00:00.000Z",
        },
      ]);
      const all = await store.events.list({ ownerId: owner });
      expect(all.map((e) => e.event)).toEqual(["page_view", "resume_generated"]);
      expect(all[1]!.data).toEqual({ tier: "free", step: 7 });
      expect(await store.events.list({ ownerId: owner, from: "2026-01-15T00:00:00.000Z" })).toHaveLength(1);
      expect(await store.events.deleteOlderThan("2026-01-15T00:00:00.000Z")).toBeGreaterThanOrEqual(1);
      expect(await store.events.deleteByOwner(owner)).toBe(1);
    });

    it("stores binary objects and deletes them by owner", async () => {
      const owner = randomUUID();
      const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
      const key = `${randomUUID()}.jpg`;
      const meta = await store.objects.put({ key, owner_id: owner, content_type: "image/jpeg" }, bytes);
      expect(meta.size).toBe(7);
      const got = await store.objects.get(key);
      expect(got?.meta.content_type).toBe("image/jpeg");
      expect(Array.from(got!.bytes)).toEqual(Array.from(bytes));
      expect(await store.objects.get("missing.jpg")).toBeNull();
      expect(await store.objects.deleteByOwner(owner)).toBe(1);
      expect(await store.objects.get(key)).toBeNull();
    });

    it("deletes one object by key, leaving the owner's others", async () => {
      const owner = randomUUID();
      const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9]);
      const gone = `${randomUUID()}.jpg`;
      const kept = `${randomUUID()}.jpg`;
      await store.objects.put({ key: gone, owner_id: owner, content_type: "image/jpeg" }, bytes);
      await store.objects.put({ key: kept, owner_id: owner, content_type: "image/jpeg" }, bytes);
      expect(await store.objects.delete(gone)).toBe(true);
      expect(await store.objects.get(gone)).toBeNull();
      expect(await store.objects.get(kept)).not.toBeNull();
      expect(await store.objects.delete(gone)).toBe(false);
    });

    it("refuses object keys that could escape the objects folder", async () => {
      await expect(store.objects.put({ key: "../escape", owner_id: "x", content_type: "image/jpeg" }, new Uint8Array([1]))).rejects.toThrow();
    });

    it("claims a single-use token once", async () => {
      const token = randomUUID();
      const expires = new Date(Date.now() + 60_000).toISOString();
      expect(await store.objects.claimToken(token, expires)).toBe(true);
      expect(await store.objects.claimToken(token, expires)).toBe(false);
    });
  });
}

describe("sqlite durability", () => {
  it("reads back after closing and reopening the file, with migrations applied once", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "vitae-reopen-"));
    const options = { file: path.join(dir, "vitae.sqlite"), objectsDir: path.join(dir, "objects") };
    const first = openSqliteStore(options);
    const written = await first.resumes.create(sampleResume(randomUUID()));
    await first.close();
    const second = openSqliteStore(options);
    expect(await second.resumes.get(written.id)).toEqual(written);
    await second.close();
  });
});
