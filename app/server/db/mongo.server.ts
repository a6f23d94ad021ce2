/**
 * The MongoDB adapter (selected when MONGODB_URI is set): mongoose models with the same
 * snake_case fields as the sqlite adapter, indexes on id/owner_id/created_at, binary objects
 * in GridFS. The schemas and the document <-> record mapping are unit-tested without a server;
 * the shared contract suite runs against a real server whenever MONGODB_URI is set.
 */
import mongoose, { type Connection, type Model, type Schema } from "mongoose";
import {
  eventSchema,
  objectMetaSchema,
  orderSchema,
  paymentSchema,
  proTextsSchema,
  resumeSchema,
  resumeVersionSchema,
  toRecord,
  usedTokenSchema,
  visitorSchema,
} from "./mongo-schemas.server.ts";
import { mongoResumeVersions } from "./mongo-versions.server.ts";
import type {
  AnalyticsEventRecord,
  OrderRecord,
  PaymentRecord,
  ProTextsRecord,
  ResumeRecord,
  ResumeVersionRecord,
  Store,
  StoredObject,
  VisitorRecord,
} from "./types.server.ts";

export { orderSchema, paymentSchema, proTextsSchema, resumeSchema, resumeVersionSchema, toRecord, visitorSchema } from "./mongo-schemas.server.ts";

/** A Pro texts document as a record; a text never saved reads as null. */
function proTextsOf(doc: unknown): ProTextsRecord {
  const record = toRecord<ProTextsRecord>(doc);
  return { ...record, cover_letter: record.cover_letter ?? null, linked_in: record.linked_in ?? null };
}

/**
 * Moves Pro texts saved before they had their own collection (inside a resume's customization.pro)
 * into it, once: the resumes it moved no longer match the filter.
 */
async function moveProTextsOutOfCustomization(m: ReturnType<typeof models>): Promise<void> {
  const legacy = await m.Resume.find({ "customization.pro": { $exists: true } }, null, { lean: true });
  for (const doc of legacy) {
    const resume = toRecord<ResumeRecord>(doc);
    const pro = (resume.customization?.pro ?? null) as Record<string, unknown> | null;
    const objectOrNull = (value: unknown) => (value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
    if (objectOrNull(pro)) {
      await m.ProTexts.updateOne(
        { resume_id: resume.id },
        {
          $setOnInsert: {
            resume_id: resume.id,
            owner_id: resume.owner_id,
            cover_letter: objectOrNull(pro!.coverLetter),
            linked_in: objectOrNull(pro!.linkedIn),
            updated_at: resume.updated_at,
          },
        },
        { upsert: true },
      );
    }
    await m.Resume.updateOne({ id: resume.id }, { $unset: { "customization.pro": "" } });
  }
}

/** A visitor document as a record; documents written before the download fields existed read as null. */
function visitorOf(doc: unknown): VisitorRecord {
  const record = toRecord<VisitorRecord>(doc);
  return { ...record, download_resume_id: record.download_resume_id ?? null, download_at: record.download_at ?? null };
}

function models(connection: Connection) {
  const define = <T>(name: string, schema: Schema): Model<T> => (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema);
  return {
    Resume: define<ResumeRecord>("Resume", resumeSchema),
    ProTexts: define<ProTextsRecord>("ProTexts", proTextsSchema),
    ResumeVersion: define<ResumeVersionRecord>("ResumeVersion", resumeVersionSchema),
    Visitor: define<VisitorRecord>("Visitor", visitorSchema),
    Order: define<OrderRecord>("Order", orderSchema),
    Payment: define<PaymentRecord>("Payment", paymentSchema),
    Event: define<AnalyticsEventRecord>("Event", eventSchema),
    ObjectMeta: define<StoredObject>("ObjectMeta", objectMetaSchema),
    UsedToken: define<{ id: string; expires_at: Date }>("UsedToken", usedTokenSchema),
  };
}

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
        const created = resume.created_at ?? now();
        const record = { ...resume, created_at: created, updated_at: resume.updated_at ?? created };
        await m.Resume.create(record);
        return record;
      },
      async get(id) {
        return toRecord<ResumeRecord | null>(await m.Resume.findOne({ id }, null, lean));
      },
      async update(id, patch) {
        const doc = await m.Resume.findOneAndUpdate(
          { id },
          { $set: { ...patch, updated_at: patch.updated_at ?? now() } },
          { returnDocument: "after", lean: true },
        );
        return toRecord<ResumeRecord | null>(doc);
      },
      async listByOwner(ownerId) {
        const docs = await m.Resume.find({ owner_id: ownerId }, null, lean).sort({ created_at: -1 });
        return docs.map((doc) => toRecord<ResumeRecord>(doc));
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
        const record: OrderRecord = { ...order, status: "created", payment_id: null, created_at: now() };
        await m.Order.create(record);
        return record;
      },
      async get(id) {
        return toRecord<OrderRecord | null>(await m.Order.findOne({ id }, null, lean));
      },
      async markPaid(id, paymentId) {
        const doc = await m.Order.findOneAndUpdate({ id }, { $set: { status: "paid", payment_id: paymentId } }, { returnDocument: "after", lean: true });
        return toRecord<OrderRecord | null>(doc);
      },
      async listByOwner(ownerId) {
        const docs = await m.Order.find({ owner_id: ownerId }, null, lean).sort({ created_at: 1 });
        return docs.map((doc) => toRecord<OrderRecord>(doc));
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
      async claimToken(tokenId, expiresAt) {
        const result = await m.UsedToken.updateOne({ id: tokenId }, { $setOnInsert: { id: tokenId, expires_at: new Date(expiresAt) } }, { upsert: true });
        return result.upsertedCount === 1;
      },
    },
  };
  return store;
}
