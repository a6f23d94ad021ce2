/**
 * The MongoDB adapter (selected when MONGODB_URI is set): mongoose models with the same
 * snake_case fields as the sqlite adapter, indexes on id/owner_id/created_at, binary objects
 * in GridFS. The schemas and the document <-> record mapping live in mongo-schemas.server.ts; the
 * shared contract suite runs against a real server whenever MONGODB_URI is set.
 */
import mongoose from "mongoose";
import { mongoAccounts, mongoOwners } from "./mongo-accounts.server.ts";
import { mongoResumeVersions } from "./mongo-versions.server.ts";
import { models, moveProTextsOutOfCustomization, orderOf, proTextsOf, resumeOf, toRecord, visitorOf } from "./mongo-schemas.server.ts";
import type { AnalyticsEventRecord, OrderRecord, PaymentRecord, Store, StoredObject } from "./types.server.ts";
import { newResumeRecord } from "./types.server.ts";

export async function openMongoStore(uri: string): Promise<Store> {
  const connection = await mongoose.createConnection(uri, { serverSelectionTimeoutMS: 5000 }).asPromise();
  const m = models(connection);
  await Promise.all(Object.values(m).map((model) => model.init()));
  await moveProTextsOutOfCustomization(m);
  const bucket = new mongoose.mongo.GridFSBucket(connection.db!, { bucketName: "objects" });
  const now = () => new Date().toISOString();
  const lean = { lean: true } as const;

  const store: Store = {
    kind: "mongo",
    async ping() {
      await connection.db!.admin().ping();
    },
    async close() {
      await connection.close();
    },
    resumes: {
      async create(resume) {
        const record = newResumeRecord(resume, now());
        await m.Resume.create(record);
        return record;
      },
      async get(id) {
        const doc = await m.Resume.findOne({ id }, null, lean);
        return doc ? resumeOf(doc) : null;
      },
      async update(id, patch) {
        const doc = await m.Resume.findOneAndUpdate(
          { id },
          { $set: { ...patch, updated_at: patch.updated_at ?? now() } },
          { returnDocument: "after", lean: true },
        );
        return doc ? resumeOf(doc) : null;
      },
      async listByOwner(ownerId) {
        const docs = await m.Resume.find({ owner_id: ownerId }, null, lean).sort({ updated_at: -1, created_at: -1 });
        return docs.map(resumeOf);
      },
      async countByOwner(ownerId) {
        return m.Resume.countDocuments({ owner_id: ownerId });
      },
      async countAll() {
        return m.Resume.countDocuments({});
      },
      async delete(id) {
        // the Pro texts and versions go with the resume (sqlite cascades; here it is done by hand)
        const deleted = (await m.Resume.deleteOne({ id })).deletedCount > 0;
        await m.ProTexts.deleteMany({ resume_id: id });
        await m.ResumeVersion.deleteMany({ resume_id: id });
        return deleted;
      },
      async deleteByOwner(ownerId) {
        // the Pro texts and versions go with their resumes (sqlite cascades; here it is done by hand)
        const ids = (await m.Resume.find({ owner_id: ownerId }, { id: 1 }, lean)).map((doc) => doc.id);
        const deleted = (await m.Resume.deleteMany({ owner_id: ownerId })).deletedCount;
        await m.ProTexts.deleteMany({ resume_id: { $in: ids } });
        await m.ResumeVersion.deleteMany({ resume_id: { $in: ids } });
        return deleted;
      },
    },
    proTexts: {
      async get(resumeId) {
        const doc = await m.ProTexts.findOne({ resume_id: resumeId }, null, lean);
        return doc ? proTextsOf(doc) : null;
      },
      async save(resumeId, ownerId, patch) {
        const set: Record<string, unknown> = { updated_at: now() };
        if (patch.cover_letter !== undefined) set.cover_letter = patch.cover_letter;
        if (patch.linked_in !== undefined) set.linked_in = patch.linked_in;
        const doc = await m.ProTexts.findOneAndUpdate(
          { resume_id: resumeId },
          { $set: set, $setOnInsert: { resume_id: resumeId, owner_id: ownerId } },
          { upsert: true, returnDocument: "after", lean: true },
        );
        return proTextsOf(doc);
      },
      async listByOwner(ownerId) {
        const docs = await m.ProTexts.find({ owner_id: ownerId }, null, lean).sort({ updated_at: 1 });
        return docs.map(proTextsOf);
      },
    },
    resumeVersions: mongoResumeVersions(m.ResumeVersion),
    visitors: {
      async get(id) {
        const doc = await m.Visitor.findOne({ id }, null, lean);
        return doc ? visitorOf(doc) : null;
      },
      async ensure(id) {
        const stamp = now();
        const doc = await m.Visitor.findOneAndUpdate(
          { id },
          {
            $setOnInsert: {
              id,
              created_at: stamp,
              updated_at: stamp,
              tier: "free",
              pro_until: null,
              generation_count: 0,
              download_resume_id: null,
              download_at: null,
            },
          },
          { upsert: true, returnDocument: "after", lean: true },
        );
        return visitorOf(doc);
      },
      async consumeGeneration(id, expected) {
        await store.visitors.ensure(id);
        const filter: Record<string, unknown> = { id, tier: expected.tier };
        if (expected.limit !== null) filter.generation_count = { $lt: expected.limit };
        const doc = await m.Visitor.findOneAndUpdate(
          filter,
          { $inc: { generation_count: 1 }, $set: { updated_at: now() } },
          { returnDocument: "after", lean: true },
        );
        if (doc) return { allowed: true, visitor: visitorOf(doc) };
        return { allowed: false, visitor: visitorOf(await m.Visitor.findOne({ id }, null, lean)) };
      },
      async grant(id, grant) {
        await store.visitors.ensure(id);
        const set: Record<string, unknown> = { tier: grant.tier, pro_until: grant.pro_until, updated_at: now() };
        if (grant.reset_generation_count) set.generation_count = 0;
        const doc = await m.Visitor.findOneAndUpdate({ id }, { $set: set }, { returnDocument: "after", lean: true });
        return visitorOf(doc);
      },
      async recordDownload(id, resumeId, at) {
        await store.visitors.ensure(id);
        // the filter makes the first download win, even for parallel requests (null also matches older documents without the field)
        await m.Visitor.updateOne({ id, download_resume_id: null }, { $set: { download_resume_id: resumeId, download_at: at, updated_at: now() } });
        return visitorOf(await m.Visitor.findOne({ id }, null, lean));
      },
      async delete(id) {
        await m.Visitor.deleteOne({ id });
      },
    },
    orders: {
      async create(order) {
        const record: OrderRecord = { ...order, claim_email: order.claim_email ?? null, status: "created", payment_id: null, created_at: now() };
        await m.Order.create(record);
        return record;
      },
      async get(id) {
        const doc = await m.Order.findOne({ id }, null, lean);
        return doc ? orderOf(doc) : null;
      },
      async markPaid(id, paymentId) {
        const doc = await m.Order.findOneAndUpdate(
          { id, status: { $ne: "paid" } },
          { $set: { status: "paid", payment_id: paymentId } },
          { returnDocument: "after", lean: true },
        );
        return doc ? orderOf(doc) : null;
      },
      async listByOwner(ownerId) {
        const docs = await m.Order.find({ owner_id: ownerId }, null, lean).sort({ created_at: 1 });
        return docs.map(orderOf);
      },
      async listClaimable(email) {
        const docs = await m.Order.find({ claim_email: email, status: "paid" }, null, lean).sort({ created_at: 1, _id: 1 });
        return docs.map(orderOf);
      },
    },
    payments: {
      async recordOnce(payment) {
        const record: PaymentRecord = { ...payment, created_at: now() };
        const result = await m.Payment.updateOne({ id: payment.id }, { $setOnInsert: record }, { upsert: true });
        const stored = toRecord<PaymentRecord>(await m.Payment.findOne({ id: payment.id }, null, lean));
        return { created: result.upsertedCount === 1, payment: stored };
      },
      async get(id) {
        return toRecord<PaymentRecord | null>(await m.Payment.findOne({ id }, null, lean));
      },
      async listByOwner(ownerId) {
        const docs = await m.Payment.find({ owner_id: ownerId }, null, lean).sort({ created_at: 1 });
        return docs.map((doc) => toRecord<PaymentRecord>(doc));
      },
    },
    events: {
      async insert(events) {
        if (events.length > 0) await m.Event.insertMany(events);
      },
      async list({ from, to, ownerId }) {
        const filter: Record<string, unknown> = {};
        if (from || to) filter.timestamp = { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) };
        if (ownerId) filter.owner_id = ownerId;
        const docs = await m.Event.find(filter, null, lean).sort({ timestamp: 1, _id: 1 });
        return docs.map((doc) => toRecord<AnalyticsEventRecord>(doc));
      },
      async deleteOlderThan(isoDate) {
        return (await m.Event.deleteMany({ received_at: { $lt: isoDate } })).deletedCount;
      },
      async deleteByOwner(ownerId) {
        return (await m.Event.deleteMany({ owner_id: ownerId })).deletedCount;
      },
    },
    ...mongoAccounts(m),
    owners: mongoOwners(m, connection.db!),
    objects: {
      async put(object, bytes) {
        for await (const old of bucket.find({ filename: object.key })) await bucket.delete(old._id);
        await new Promise<void>((resolve, reject) => {
          const upload = bucket.openUploadStream(object.key, { metadata: { owner_id: object.owner_id, content_type: object.content_type } });
          upload.once("finish", () => resolve());
          upload.once("error", reject);
          upload.end(Buffer.from(bytes));
        });
        const meta: StoredObject = { ...object, size: bytes.byteLength, created_at: now() };
        await m.ObjectMeta.updateOne({ key: object.key }, { $set: meta }, { upsert: true });
        return meta;
      },
      async get(key) {
        const meta = toRecord<StoredObject | null>(await m.ObjectMeta.findOne({ key }, null, lean));
        if (!meta) return null;
        const chunks: Buffer[] = [];
        try {
          for await (const chunk of bucket.openDownloadStreamByName(key)) chunks.push(chunk as Buffer);
        } catch {
          return null;
        }
        return { meta, bytes: new Uint8Array(Buffer.concat(chunks)) };
      },
      async deleteByOwner(ownerId) {
        const metas = await m.ObjectMeta.find({ owner_id: ownerId }, null, lean);
        for (const meta of metas) {
          for await (const file of bucket.find({ filename: meta.key })) await bucket.delete(file._id);
        }
        return (await m.ObjectMeta.deleteMany({ owner_id: ownerId })).deletedCount;
      },
      async delete(key) {
        for await (const file of bucket.find({ filename: key })) await bucket.delete(file._id);
        return (await m.ObjectMeta.deleteOne({ key })).deletedCount > 0;
      },
      async claimToken(tokenId, expiresAt) {
        const result = await m.UsedToken.updateOne({ id: tokenId }, { $setOnInsert: { id: tokenId, expires_at: new Date(expiresAt) } }, { upsert: true });
        return result.upsertedCount === 1;
      },
    },
  };
  return store;
}
