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
import { RESUME_VERSIONS_KEPT, type NewResume, type ResumeRecord, type ResumeSnapshot, type SignInTokenRecord, type Store } from "./types.server.ts";

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

    it("keeps a resume's AI suggestions: none by default, replaced by an update", async () => {
      const created = await store.resumes.create(sampleResume(randomUUID()));
      expect(created.suggestions).toEqual([]);
      expect((await store.resumes.get(created.id))!.suggestions).toEqual([]);
      const suggestions = [{ id: "s1", section: "Summary", fields: [{ path: "personalInfo.summary", before: "a", after: "b" }] }];
      expect((await store.resumes.update(created.id, { suggestions }))!.suggestions).toEqual(suggestions);
      expect((await store.resumes.get(created.id))!.suggestions).toEqual(suggestions);
      const given = await store.resumes.create(sampleResume(randomUUID(), { suggestions }));
      expect((await store.resumes.get(given.id))!.suggestions).toEqual(suggestions);
      expect((await store.resumes.update(given.id, { suggestions: [] }))!.suggestions).toEqual([]);
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

    it("counts every owner's resumes, and a deleted one no longer", async () => {
      const before = await store.resumes.countAll();
      const first = await store.resumes.create(sampleResume(randomUUID()));
      await store.resumes.create(sampleResume(randomUUID()));
      expect(await store.resumes.countAll()).toBe(before + 2);
      await store.resumes.delete(first.id);
      expect(await store.resumes.countAll()).toBe(before + 1);
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
      expect(order).toMatchObject({ status: "created", payment_id: null, claim_email: null });
      expect(await store.orders.get(order.id)).toEqual(order);
      expect(await store.orders.markPaid(order.id, "pay_1")).toMatchObject({ status: "paid", payment_id: "pay_1" });
      expect(await store.orders.listByOwner(owner)).toHaveLength(1);
    });

    it("marks an order paid once: a second mark (another path, another payment id) changes nothing and says so", async () => {
      const order = await store.orders.create({ id: `order_${randomUUID()}`, owner_id: randomUUID(), tier: "fast_pass", amount: 40000, currency: "INR" });
      const marks = await Promise.all([store.orders.markPaid(order.id, "pay_a"), store.orders.markPaid(order.id, "pay_b")]);
      expect(marks.filter((mark) => mark !== null)).toHaveLength(1);
      const winner = marks.find((mark) => mark !== null)!;
      expect(await store.orders.get(order.id)).toEqual({ ...order, status: "paid", payment_id: winner.payment_id });
      expect(await store.orders.markPaid(order.id, "pay_c")).toBeNull();
      expect(await store.orders.markPaid(`order_${randomUUID()}`, "pay_d")).toBeNull();
    });

    it("keeps an order's claim email and lists the paid orders of that email, oldest first, and nobody else's", async () => {
      const email = `payer.${randomUUID()}@example.com`;
      const payer = randomUUID();
      const create = (claim: string | null, owner = payer) =>
        store.orders.create({ id: `order_${randomUUID()}`, owner_id: owner, tier: "pro", amount: 72000, currency: "INR", claim_email: claim });
      const first = await create(email);
      expect(first.claim_email).toBe(email);
      expect(await store.orders.get(first.id)).toEqual(first);
      const unpaid = await create(email);
      const second = await create(email, randomUUID());
      const otherEmail = await create(`other.${randomUUID()}@example.com`);
      const none = await create(null);
      for (const order of [first, second, otherEmail, none]) await store.orders.markPaid(order.id, `pay_${randomUUID()}`);

      const claimable = await store.orders.listClaimable(email);
      expect(claimable.map((order) => order.id)).toEqual([first.id, second.id]);
      expect(claimable[0]).toMatchObject({ status: "paid", claim_email: email, owner_id: payer });
      expect(claimable.map((order) => order.id)).not.toContain(unpaid.id);
      expect(await store.orders.listClaimable(`nobody.${randomUUID()}@example.com`)).toEqual([]);

      // the claim email stays with the order when its owner moves
      const account = randomUUID();
      await store.owners.transfer(payer, account, new Date().toISOString());
      expect((await store.orders.listClaimable(email)).map((order) => order.owner_id)).toEqual([account, second.owner_id]);
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

    const newAccount = async () => (await store.accounts.findOrCreate(`${randomUUID()}@example.com`, randomUUID())).account;
    const FUTURE = "2099-01-01T00:00:00.000Z";
    const sampleToken = (email: string, overrides: Partial<Omit<SignInTokenRecord, "used_at" | "attempts">> = {}) => ({
      id: randomUUID(),
      email,
      token_hash: randomUUID(),
      code_hash: randomUUID(),
      redirect_to: "/resumes",
      created_at: "2026-01-01T10:00:00.000Z",
      expires_at: FUTURE,
      ...overrides,
    });

    describe("accounts", () => {
      it("finds or creates one account per email, whatever its case and spaces", async () => {
        const local = randomUUID();
        const id = randomUUID();
        const first = await store.accounts.findOrCreate(` ${local}@Example.COM `, id);
        expect(first.created).toBe(true);
        expect(first.account).toMatchObject({ id, email: `${local}@example.com` });
        expect(first.account.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        const again = await store.accounts.findOrCreate(`${local}@example.com`, randomUUID());
        expect(again).toEqual({ created: false, account: first.account });
        expect(await store.accounts.get(id)).toEqual(first.account);
        expect(await store.accounts.getByEmail(`${local.toUpperCase()}@EXAMPLE.com `)).toEqual(first.account);
        expect(await store.accounts.get(randomUUID())).toBeNull();
        expect(await store.accounts.getByEmail(`${randomUUID()}@example.com`)).toBeNull();
      });

      it("creates an account once when the same email signs in twice at once", async () => {
        const email = `${randomUUID()}@example.com`;
        const results = await Promise.all(Array.from({ length: 6 }, () => store.accounts.findOrCreate(email, randomUUID())));
        expect(results.filter((r) => r.created)).toHaveLength(1);
        expect(new Set(results.map((r) => r.account.id)).size).toBe(1);
      });

      it("deletes an account with its sessions, sign-in tokens and passkeys, and nobody else's", async () => {
        const account = await newAccount();
        const other = await newAccount();
        for (const a of [account, other]) {
          await store.sessions.create({ id: randomUUID(), account_id: a.id, created_at: "2026-01-01T00:00:00.000Z", expires_at: FUTURE, user_agent: null });
          await store.signInTokens.create(sampleToken(a.email));
          await store.passkeys.add({ id: randomUUID(), account_id: a.id, public_key: "pk", counter: 0, transports: [], name: "Phone" });
        }
        expect(await store.accounts.delete(account.id)).toBe(true);
        expect(await store.accounts.get(account.id)).toBeNull();
        expect(await store.sessions.listByAccount(account.id)).toEqual([]);
        expect(await store.passkeys.listByAccount(account.id)).toEqual([]);
        expect(await store.signInTokens.latestOpenForEmail(account.email, "2026-01-02T00:00:00.000Z")).toBeNull();
        expect(await store.sessions.listByAccount(other.id)).toHaveLength(1);
        expect(await store.passkeys.listByAccount(other.id)).toHaveLength(1);
        expect(await store.signInTokens.latestOpenForEmail(other.email, "2026-01-02T00:00:00.000Z")).not.toBeNull();
        expect(await store.accounts.delete(account.id)).toBe(false);
      });
    });

    describe("sessions", () => {
      it("creates, reads and touches a session", async () => {
        const account = await newAccount();
        const id = randomUUID();
        const created = await store.sessions.create({
          id,
          account_id: account.id,
          created_at: "2026-01-01T00:00:00.000Z",
          expires_at: "2099-02-01T00:00:00.000Z",
          user_agent: "Firefox on Linux — 你好",
        });
        expect(created).toEqual({
          id,
          account_id: account.id,
          created_at: "2026-01-01T00:00:00.000Z",
          last_seen_at: "2026-01-01T00:00:00.000Z",
          expires_at: "2099-02-01T00:00:00.000Z",
          user_agent: "Firefox on Linux — 你好",
        });
        expect(await store.sessions.get(id)).toEqual(created);
        await store.sessions.touch(id, "2026-01-05T00:00:00.000Z");
        expect(await store.sessions.get(id)).toEqual({ ...created, last_seen_at: "2026-01-05T00:00:00.000Z" });
        expect(await store.sessions.get(randomUUID())).toBeNull();
      });

      it("lists an account's sessions, the most recently seen first, and deletes them but for one", async () => {
        const account = await newAccount();
        const other = await newAccount();
        const create = (accountId: string, last_seen_at: string) =>
          store.sessions.create({
            id: randomUUID(),
            account_id: accountId,
            created_at: "2026-01-01T00:00:00.000Z",
            last_seen_at,
            expires_at: FUTURE,
            user_agent: null,
          });
        const older = await create(account.id, "2026-01-02T00:00:00.000Z");
        const newest = await create(account.id, "2026-01-04T00:00:00.000Z");
        const middle = await create(account.id, "2026-01-03T00:00:00.000Z");
        const theirs = await create(other.id, "2026-01-05T00:00:00.000Z");
        expect((await store.sessions.listByAccount(account.id)).map((s) => s.id)).toEqual([newest.id, middle.id, older.id]);
        await store.sessions.touch(older.id, "2026-01-06T00:00:00.000Z");
        expect((await store.sessions.listByAccount(account.id))[0]!.id).toBe(older.id);

        expect(await store.sessions.deleteByAccount(account.id, middle.id)).toBe(2);
        expect((await store.sessions.listByAccount(account.id)).map((s) => s.id)).toEqual([middle.id]);
        expect(await store.sessions.delete(middle.id)).toBe(true);
        expect(await store.sessions.delete(middle.id)).toBe(false);
        expect(await store.sessions.get(theirs.id)).toEqual(theirs);
        expect(await store.sessions.deleteByAccount(other.id)).toBe(1);
        expect(await store.sessions.listByAccount(other.id)).toEqual([]);
      });

      it("prunes expired sessions only", async () => {
        const account = await newAccount();
        const at = "2026-03-01T00:00:00.000Z";
        const create = (expires_at: string) =>
          store.sessions.create({ id: randomUUID(), account_id: account.id, created_at: "2026-01-01T00:00:00.000Z", expires_at, user_agent: null });
        const expired = await create("2026-02-01T00:00:00.000Z");
        const endingNow = await create(at);
        const live = await create("2026-04-01T00:00:00.000Z");
        // other tests' sessions expire in 2099: they stay
        expect(await store.sessions.deleteExpired(at)).toBe(2);
        expect(await store.sessions.get(expired.id)).toBeNull();
        expect(await store.sessions.get(endingNow.id)).toBeNull();
        expect(await store.sessions.get(live.id)).toEqual(live);
      });
    });

    describe("sign-in tokens", () => {
      it("stores a token and finds it by its hash", async () => {
        const token = sampleToken(`${randomUUID()}@example.com`, { redirect_to: null });
        const created = await store.signInTokens.create(token);
        expect(created).toEqual({ ...token, used_at: null, attempts: 0 });
        expect(await store.signInTokens.getByTokenHash(token.token_hash)).toEqual(created);
        expect(await store.signInTokens.getByTokenHash(randomUUID())).toBeNull();
      });

      it("uses a token once only, even when used twice at once", async () => {
        const token = await store.signInTokens.create(sampleToken(`${randomUUID()}@example.com`));
        const at = "2026-01-01T10:05:00.000Z";
        const uses = await Promise.all(Array.from({ length: 5 }, () => store.signInTokens.use(token.id, at)));
        expect(uses.filter(Boolean)).toHaveLength(1);
        expect(await store.signInTokens.use(token.id, at)).toBe(false);
        expect((await store.signInTokens.getByTokenHash(token.token_hash))!.used_at).toBe(at);
        expect(await store.signInTokens.use(randomUUID(), at)).toBe(false);
      });

      it("cannot use an expired token", async () => {
        const token = await store.signInTokens.create(sampleToken(`${randomUUID()}@example.com`, { expires_at: "2026-01-01T10:15:00.000Z" }));
        expect(await store.signInTokens.use(token.id, "2026-01-01T10:15:00.000Z")).toBe(false);
        expect(await store.signInTokens.use(token.id, "2026-01-01T11:00:00.000Z")).toBe(false);
        expect((await store.signInTokens.getByTokenHash(token.token_hash))!.used_at).toBeNull();
      });

      it("finds an email's newest open token, skipping used and expired ones and other emails'", async () => {
        const email = `${randomUUID()}@example.com`;
        const at = "2026-01-01T10:10:00.000Z";
        const open = await store.signInTokens.create(sampleToken(email, { created_at: "2026-01-01T10:00:00.000Z" }));
        const used = await store.signInTokens.create(sampleToken(email, { created_at: "2026-01-01T10:02:00.000Z" }));
        await store.signInTokens.use(used.id, "2026-01-01T10:03:00.000Z");
        await store.signInTokens.create(sampleToken(email, { created_at: "2026-01-01T10:04:00.000Z", expires_at: "2026-01-01T10:09:00.000Z" }));
        await store.signInTokens.create(sampleToken(`${randomUUID()}@example.com`, { created_at: "2026-01-01T10:05:00.000Z" }));
        expect(await store.signInTokens.latestOpenForEmail(email, at)).toEqual(open);
        const newer = await store.signInTokens.create(sampleToken(email, { created_at: "2026-01-01T10:06:00.000Z" }));
        expect(await store.signInTokens.latestOpenForEmail(email, at)).toEqual(newer);
        expect(await store.signInTokens.latestOpenForEmail(`${randomUUID()}@example.com`, at)).toBeNull();
      });

      it("counts wrong codes", async () => {
        const token = await store.signInTokens.create(sampleToken(`${randomUUID()}@example.com`));
        expect(await store.signInTokens.countAttempt(token.id)).toBe(1);
        const counts = await Promise.all(Array.from({ length: 4 }, () => store.signInTokens.countAttempt(token.id)));
        expect(counts.sort()).toEqual([2, 3, 4, 5]);
        expect((await store.signInTokens.getByTokenHash(token.token_hash))!.attempts).toBe(5);
      });

      it("deletes an email's tokens, and expired tokens", async () => {
        const email = `${randomUUID()}@example.com`;
        const kept = await store.signInTokens.create(sampleToken(`${randomUUID()}@example.com`));
        await store.signInTokens.create(sampleToken(email));
        await store.signInTokens.create(sampleToken(email));
        expect(await store.signInTokens.deleteByEmail(email)).toBe(2);
        expect(await store.signInTokens.latestOpenForEmail(email, "2026-01-02T00:00:00.000Z")).toBeNull();
        expect(await store.signInTokens.getByTokenHash(kept.token_hash)).toEqual(kept);

        const expired = await store.signInTokens.create(sampleToken(email, { expires_at: "2026-01-01T10:15:00.000Z" }));
        expect(await store.signInTokens.deleteExpired("2026-01-01T10:15:00.000Z")).toBeGreaterThanOrEqual(1);
        expect(await store.signInTokens.getByTokenHash(expired.token_hash)).toBeNull();
        expect(await store.signInTokens.getByTokenHash(kept.token_hash)).toEqual(kept);
      });
    });

    describe("passkeys", () => {
      it("adds, reads and lists an account's passkeys in the order they were added", async () => {
        const account = await newAccount();
        const id = `cred-${randomUUID()}`;
        const added = await store.passkeys.add({
          id,
          account_id: account.id,
          public_key: "pQECAyYgASFYIA",
          counter: 0,
          transports: ["internal", "hybrid"],
          name: "MacBook",
        });
        expect(added).toMatchObject({ id, account_id: account.id, counter: 0, transports: ["internal", "hybrid"], name: "MacBook", last_used_at: null });
        expect(added.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        expect(await store.passkeys.get(id)).toEqual(added);
        const second = await store.passkeys.add({
          id: `cred-${randomUUID()}`,
          account_id: account.id,
          public_key: "pk2",
          counter: 3,
          transports: [],
          name: "Phone",
        });
        expect(await store.passkeys.listByAccount(account.id)).toEqual([added, second]);
        expect(await store.passkeys.get(randomUUID())).toBeNull();
        expect(await store.passkeys.listByAccount(randomUUID())).toEqual([]);
      });

      it("records a sign-in with a passkey", async () => {
        const account = await newAccount();
        const added = await store.passkeys.add({
          id: `cred-${randomUUID()}`,
          account_id: account.id,
          public_key: "pk",
          counter: 1,
          transports: ["usb"],
          name: "Key",
        });
        await store.passkeys.recordUse(added.id, 7, "2026-01-03T00:00:00.000Z");
        expect(await store.passkeys.get(added.id)).toEqual({ ...added, counter: 7, last_used_at: "2026-01-03T00:00:00.000Z" });
      });

      it("renames and deletes a passkey only for the account that owns it", async () => {
        const owner = await newAccount();
        const stranger = await newAccount();
        const added = await store.passkeys.add({
          id: `cred-${randomUUID()}`,
          account_id: owner.id,
          public_key: "pk",
          counter: 0,
          transports: [],
          name: "Phone",
        });
        expect(await store.passkeys.rename(added.id, stranger.id, "Mine now")).toBe(false);
        expect(await store.passkeys.delete(added.id, stranger.id)).toBe(false);
        expect(await store.passkeys.get(added.id)).toEqual(added);
        expect(await store.passkeys.rename(added.id, owner.id, "Zoë's phone — 你好")).toBe(true);
        expect((await store.passkeys.get(added.id))!.name).toBe("Zoë's phone — 你好");
        expect(await store.passkeys.delete(added.id, owner.id)).toBe(true);
        expect(await store.passkeys.get(added.id)).toBeNull();
        expect(await store.passkeys.delete(added.id, owner.id)).toBe(false);
      });
    });

    describe("owners.transfer", () => {
      const at = "2026-06-01T00:00:00.000Z";

      it("moves resumes with their versions and Pro texts, orders, payments, photos and events, and nobody else's", async () => {
        const from = randomUUID();
        const to = randomUUID();
        const bystander = randomUUID();
        const resume = await store.resumes.create(sampleResume(from));
        const theirs = await store.resumes.create(sampleResume(bystander));
        await store.resumeVersions.add({ resume_id: resume.id, owner_id: from, label: "Saved", snapshot: snapshotOf(resume) });
        await store.proTexts.save(resume.id, from, { linked_in: { headline: "Moved", about: "", updatedAt: "" } });
        await store.resumes.create(sampleResume(to));
        const order = await store.orders.create({ id: `order_${randomUUID()}`, owner_id: from, tier: "pro", amount: 72000, currency: "INR" });
        const payment = await store.payments.recordOnce({
          id: `pay_${randomUUID()}`,
          order_id: order.id,
          owner_id: from,
          tier: "pro",
          amount: 72000,
          currency: "INR",
          source: "checkout",
        });
        const key = `${randomUUID()}.jpg`;
        await store.objects.put({ key, owner_id: from, content_type: "image/jpeg" }, new Uint8Array([0xff, 0xd8, 1]));
        const event = { owner_id: from, session_id: null, event: "page_view", data: { page: "/" }, timestamp: at, received_at: at };
        await store.events.insert([event]);

        await store.owners.transfer(from, to, at);

        expect((await store.resumes.listByOwner(to)).map((r) => r.id)).toContain(resume.id);
        expect(await store.resumes.listByOwner(to)).toHaveLength(2);
        expect(await store.resumes.listByOwner(from)).toEqual([]);
        expect((await store.resumeVersions.listByOwner(to)).map((v) => v.resume_id)).toEqual([resume.id]);
        expect(await store.resumeVersions.listByOwner(from)).toEqual([]);
        expect(await store.proTexts.listByOwner(to)).toEqual([expect.objectContaining({ resume_id: resume.id, owner_id: to })]);
        expect(await store.proTexts.listByOwner(from)).toEqual([]);
        expect(await store.orders.listByOwner(to)).toEqual([{ ...order, owner_id: to }]);
        expect(await store.orders.listByOwner(from)).toEqual([]);
        expect(await store.payments.listByOwner(to)).toEqual([{ ...payment.payment, owner_id: to }]);
        expect(await store.payments.listByOwner(from)).toEqual([]);
        expect((await store.objects.get(key))!.meta.owner_id).toBe(to);
        expect(await store.objects.deleteByOwner(from)).toBe(0);
        expect(await store.events.list({ ownerId: to })).toEqual([{ ...event, owner_id: to }]);
        expect(await store.events.list({ ownerId: from })).toEqual([]);
        expect((await store.resumes.get(theirs.id))!.owner_id).toBe(bystander);
        // the photo can still be deleted by its new owner
        expect(await store.objects.deleteByOwner(to)).toBe(1);
      });

      it("moves only the orders, payments and plan when asked for the purchases: the CVs, photos and events stay", async () => {
        const from = randomUUID();
        const to = randomUUID();
        const resume = await store.resumes.create(sampleResume(from));
        const order = await store.orders.create({ id: `order_${randomUUID()}`, owner_id: from, tier: "pro", amount: 72000, currency: "INR" });
        const payment = await store.payments.recordOnce({
          id: `pay_${randomUUID()}`,
          order_id: order.id,
          owner_id: from,
          tier: "pro",
          amount: 72000,
          currency: "INR",
          source: "checkout",
        });
        await store.visitors.grant(from, { tier: "pro", pro_until: FUTURE, reset_generation_count: true });
        const key = `${randomUUID()}.jpg`;
        await store.objects.put({ key, owner_id: from, content_type: "image/jpeg" }, new Uint8Array([0xff, 0xd8, 1]));

        await store.owners.transfer(from, to, at, "purchases");

        expect((await store.orders.listByOwner(to)).map((o) => o.id)).toEqual([order.id]);
        expect((await store.payments.listByOwner(to)).map((p) => p.id)).toEqual([payment.payment.id]);
        expect(await store.visitors.get(to)).toMatchObject({ tier: "pro", pro_until: FUTURE });
        expect(await store.visitors.get(from)).toBeNull();
        expect((await store.resumes.get(resume.id))!.owner_id).toBe(from);
        expect((await store.objects.get(key))!.meta.owner_id).toBe(from);
      });

      it("keeps the better plan in force, with the generations counted under it, and deletes the from row", async () => {
        const from = randomUUID();
        const to = randomUUID();
        await store.visitors.grant(from, { tier: "pro", pro_until: FUTURE, reset_generation_count: true });
        await store.visitors.consumeGeneration(from, { tier: "pro", limit: null });
        await store.visitors.consumeGeneration(to, { tier: "free", limit: 1 });
        await store.visitors.recordDownload(to, "cv-1", "2026-01-01T00:00:00.000Z");
        const target = (await store.visitors.get(to))!;

        await store.owners.transfer(from, to, at);

        expect(await store.visitors.get(from)).toBeNull();
        expect(await store.visitors.get(to)).toEqual({
          ...target,
          tier: "pro",
          pro_until: FUTURE,
          generation_count: 1,
          updated_at: at,
        });
      });

      it("merges two rows on the same plan by the merge rule (two Fast Pass purchases keep what is left of both)", async () => {
        const from = randomUUID();
        const to = randomUUID();
        for (const id of [from, to]) await store.visitors.grant(id, { tier: "fast_pass", pro_until: null, reset_generation_count: true });
        await store.visitors.consumeGeneration(from, { tier: "fast_pass", limit: 3 });
        await store.visitors.consumeGeneration(from, { tier: "fast_pass", limit: 3 });
        await store.visitors.consumeGeneration(to, { tier: "fast_pass", limit: 3 });
        await store.visitors.recordDownload(from, "cv-from", "2026-01-02T00:00:00.000Z");

        await store.owners.transfer(from, to, at);

        expect(await store.visitors.get(to)).toMatchObject({
          id: to,
          tier: "fast_pass",
          generation_count: 0,
          download_resume_id: "cv-from",
          download_at: "2026-01-02T00:00:00.000Z",
        });
        expect(await store.visitors.get(from)).toBeNull();
      });

      it("gives the from row to the account when the account has none, and creates none when neither has one", async () => {
        const from = randomUUID();
        const to = randomUUID();
        await store.visitors.grant(from, { tier: "fast_pass", pro_until: null, reset_generation_count: true });
        await store.visitors.consumeGeneration(from, { tier: "fast_pass", limit: 3 });
        const source = (await store.visitors.get(from))!;
        await store.owners.transfer(from, to, at);
        expect(await store.visitors.get(from)).toBeNull();
        expect(await store.visitors.get(to)).toMatchObject({ id: to, tier: "fast_pass", generation_count: 1, created_at: source.created_at });

        const nobody = randomUUID();
        const nobodyElse = randomUUID();
        await store.owners.transfer(nobody, nobodyElse, at);
        expect(await store.visitors.get(nobody)).toBeNull();
        expect(await store.visitors.get(nobodyElse)).toBeNull();
      });

      it("keeps the account's row as it is when the from visitor has none", async () => {
        const to = randomUUID();
        await store.visitors.consumeGeneration(to, { tier: "free", limit: 1 });
        const before = (await store.visitors.get(to))!;
        await store.owners.transfer(randomUUID(), to, at);
        expect(await store.visitors.get(to)).toEqual(before);
      });

      it("changes nothing when transferring to the same owner", async () => {
        const owner = randomUUID();
        const resume = await store.resumes.create(sampleResume(owner));
        await store.visitors.consumeGeneration(owner, { tier: "free", limit: 1 });
        const before = (await store.visitors.get(owner))!;
        await store.owners.transfer(owner, owner, at);
        expect(await store.resumes.get(resume.id)).toEqual(resume);
        expect(await store.visitors.get(owner)).toEqual(before);
      });
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
