/** The store contract for accounts: accounts, sessions and sign-in tokens. */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Store } from "./types.server.ts";
import { describeEachStore, FUTURE, newAccount as newAccountIn, sampleToken } from "../../../tests/setup/store-contract.ts";

describeEachStore("store contract, accounts", (current) => {
  let store: Store;
  beforeAll(() => {
    store = current();
  });
  const newAccount = () => newAccountIn(store);

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
});
