/** The store contract for plans and what goes with them: visitors, orders, payments, events, objects, single-use tokens. */
import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import type { Store } from "./types.server.ts";
import { describeEachStore } from "../../../tests/setup/store-contract.ts";

describeEachStore("store contract, plans and objects", (current) => {
  let store: Store;
  beforeAll(() => {
    store = current();
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
});
