/** The sqlite migrations against files left by older versions: each later migration keeps the data it finds. */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { MIGRATIONS, migrate } from "./sqlite-migrations.server.ts";
import { openSqliteStore } from "./sqlite.server.ts";

describe("sqlite migrations", () => {
  it("reads a resume stored before titles existed as untitled, and lets it be renamed", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "vitae-migrate-title-"));
    const options = { file: path.join(dir, "vitae.sqlite"), objectsDir: path.join(dir, "objects") };
    const old = new DatabaseSync(options.file);
    migrate(old, MIGRATIONS.slice(0, 3));
    old
      .prepare(
        `INSERT INTO resumes (id, owner_id, personal_info, experiences, education, skills, projects, additional_info, created_at, updated_at)
         VALUES ('before-titles', 'owner-1', '{}', '[]', '[]', '{}', '[]', '{}', '2026-01-01', '2026-01-01')`,
      )
      .run();
    old.close();
    const store = openSqliteStore(options);
    try {
      expect((await store.resumes.get("before-titles"))!.title).toBeNull();
      expect((await store.resumes.update("before-titles", { title: "Named" }))!.title).toBe("Named");
    } finally {
      await store.close();
    }
  });

  it("reads a resume stored before AI suggestions were kept as having none", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "vitae-migrate-suggestions-"));
    const options = { file: path.join(dir, "vitae.sqlite"), objectsDir: path.join(dir, "objects") };
    const old = new DatabaseSync(options.file);
    migrate(old, MIGRATIONS.slice(0, 7));
    old
      .prepare(
        `INSERT INTO resumes (id, owner_id, personal_info, experiences, education, skills, projects, additional_info, created_at, updated_at)
         VALUES ('before-suggestions', 'owner-1', '{}', '[]', '[]', '{}', '[]', '{}', '2026-01-01', '2026-01-01')`,
      )
      .run();
    old.close();
    const store = openSqliteStore(options);
    try {
      expect((await store.resumes.get("before-suggestions"))!.suggestions).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it("adds the sign-in tables to a file from before accounts, and a transfer finds its visitors", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "vitae-migrate-accounts-"));
    const options = { file: path.join(dir, "vitae.sqlite"), objectsDir: path.join(dir, "objects") };
    const old = new DatabaseSync(options.file);
    migrate(old, MIGRATIONS.slice(0, 5));
    old.prepare("INSERT INTO visitors (id, created_at, updated_at, generation_count) VALUES ('anonymous', '2026-01-01', '2026-01-01', 1)").run();
    old.close();
    const store = openSqliteStore(options);
    try {
      const { account } = await store.accounts.findOrCreate("zoe@example.com", "account-1");
      await store.owners.transfer("anonymous", account.id, "2026-02-01T00:00:00.000Z");
      expect(await store.visitors.get("account-1")).toMatchObject({ generation_count: 1, created_at: "2026-01-01" });
      expect(await store.visitors.get("anonymous")).toBeNull();
    } finally {
      await store.close();
    }
  });

  it("reads an order stored before claim emails as having none, and lists no claimable orders for it", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "vitae-migrate-claim-"));
    const options = { file: path.join(dir, "vitae.sqlite"), objectsDir: path.join(dir, "objects") };
    const old = new DatabaseSync(options.file);
    migrate(old, MIGRATIONS.slice(0, 6));
    old
      .prepare(
        `INSERT INTO orders (id, owner_id, tier, amount, currency, status, created_at, payment_id)
         VALUES ('order_before', 'owner-1', 'pro', 72000, 'INR', 'paid', '2026-01-01', 'pay_1')`,
      )
      .run();
    old.close();
    const store = openSqliteStore(options);
    try {
      expect(await store.orders.get("order_before")).toMatchObject({ status: "paid", claim_email: null });
      expect(await store.orders.listByOwner("owner-1")).toHaveLength(1);
    } finally {
      await store.close();
    }
  });

  it("moves Pro texts saved inside customization.pro into their own table when the file is migrated", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "vitae-migrate-"));
    const options = { file: path.join(dir, "vitae.sqlite"), objectsDir: path.join(dir, "objects") };
    // a file as the version before the pro_texts table left it
    const old = new DatabaseSync(options.file);
    migrate(old, MIGRATIONS.slice(0, 2));
    const letter = { company: "Acme", role: "Engineer", posting: "", text: "Dear Acme", updatedAt: "2026-01-01T00:00:00.000Z" };
    const bio = { headline: "Engineer", about: "Builds things.", updatedAt: "2026-01-02T00:00:00.000Z" };
    const insert = old.prepare(
      `INSERT INTO resumes (id, owner_id, personal_info, experiences, education, skills, projects, additional_info, customization, created_at, updated_at)
       VALUES (?, ?, '{}', '[]', '[]', '{}', '[]', '{}', ?, '2026-01-01', '2026-01-03')`,
    );
    insert.run("with-both", "owner-1", JSON.stringify({ theme: "blue", pro: { coverLetter: letter, linkedIn: bio } }));
    insert.run("with-bio", "owner-1", JSON.stringify({ pro: { linkedIn: bio } }));
    insert.run("without", "owner-2", JSON.stringify({ theme: "green" }));
    insert.run("no-customization", "owner-2", null);
    old.close();

    const store = openSqliteStore(options);
    try {
      expect(await store.proTexts.get("with-both")).toEqual({
        resume_id: "with-both",
        owner_id: "owner-1",
        cover_letter: letter,
        linked_in: bio,
        updated_at: "2026-01-03",
      });
      expect(await store.proTexts.get("with-bio")).toMatchObject({ cover_letter: null, linked_in: bio });
      expect(await store.proTexts.get("without")).toBeNull();
      expect((await store.resumes.get("with-both"))!.customization).toEqual({ theme: "blue" });
      expect((await store.resumes.get("with-bio"))!.customization).toEqual({});
      expect((await store.resumes.get("without"))!.customization).toEqual({ theme: "green" });
      expect((await store.resumes.get("no-customization"))!.customization).toBeNull();
    } finally {
      await store.close();
    }
  });
});
