/** The store contract for passkeys and for moving a browser's records to an account (owners.transfer). */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { Store } from "./types.server.ts";
import { describeEachStore, FUTURE, newAccount as newAccountIn, sampleResume, snapshotOf } from "../../../tests/setup/store-contract.ts";

describeEachStore("store contract, passkeys and owners", (current) => {
  let store: Store;
  beforeAll(() => {
    store = current();
  });
  const newAccount = () => newAccountIn(store);

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
