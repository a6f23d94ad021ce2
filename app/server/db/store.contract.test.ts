/** The store contract for CVs: resumes, their Pro texts and their versions (every adapter). */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "./sqlite.server.ts";
import { RESUME_VERSIONS_KEPT, type ResumeSnapshot, type Store } from "./types.server.ts";
import { describeEachStore, sampleResume, snapshotOf } from "../../../tests/setup/store-contract.ts";

describeEachStore("store contract, resumes", (current) => {
  let store: Store;
  beforeAll(() => {
    store = current();
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
});

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
