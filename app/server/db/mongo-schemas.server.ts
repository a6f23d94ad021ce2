/**
 * The MongoDB adapter's mongoose schemas (the same snake_case fields as the sqlite adapter) and the
 * document <-> record mapping, unit-tested without a server (mongo.test.ts).
 */
import { Schema, type Connection, type Model } from "mongoose";
import type {
  AccountRecord,
  AnalyticsEventRecord,
  OrderRecord,
  PasskeyRecord,
  PaymentRecord,
  ProTextsRecord,
  ResumeRecord,
  ResumeVersionRecord,
  SessionRecord,
  SignInTokenRecord,
  StoredObject,
  VisitorRecord,
} from "./types.server.ts";

const TIERS = ["free", "fast_pass", "pro"];
const schemaOptions = { versionKey: false, minimize: false, strict: true } as const;

export const resumeSchema = new Schema(
  {
    id: { type: String, required: true, unique: true },
    owner_id: { type: String, required: true, index: true },
    personal_info: { type: Schema.Types.Mixed, required: true, default: {} },
    experiences: { type: [Schema.Types.Mixed], default: [] },
    education: { type: [Schema.Types.Mixed], default: [] },
    skills: { type: Schema.Types.Mixed, default: {} },
    projects: { type: [Schema.Types.Mixed], default: [] },
    additional_info: { type: Schema.Types.Mixed, default: {} },
    generated_content: { type: Schema.Types.Mixed, default: null },
    template: { type: String, required: true, default: "professional" },
    customization: { type: Schema.Types.Mixed, default: null },
    created_at: { type: String, required: true, index: true },
    updated_at: { type: String, required: true },
    tier: { type: String, enum: TIERS, required: true, default: "free" },
    generation_count: { type: Number, required: true, default: 0, min: 0 },
    has_watermark: { type: Boolean, required: true, default: true },
    title: { type: String, default: null },
    suggestions: { type: [Schema.Types.Mixed], default: [] },
  },
  schemaOptions,
);

export const proTextsSchema = new Schema(
  {
    resume_id: { type: String, required: true, unique: true },
    owner_id: { type: String, required: true, index: true },
    cover_letter: { type: Schema.Types.Mixed, default: null },
    linked_in: { type: Schema.Types.Mixed, default: null },
    updated_at: { type: String, required: true },
  },
  schemaOptions,
);

export const visitorSchema = new Schema(
  {
    id: { type: String, required: true, unique: true },
    created_at: { type: String, required: true },
    updated_at: { type: String, required: true },
    tier: { type: String, enum: TIERS, required: true, default: "free" },
    pro_until: { type: String, default: null },
    generation_count: { type: Number, required: true, default: 0, min: 0 },
    download_resume_id: { type: String, default: null },
    download_at: { type: String, default: null },
    // the visitors merged into this one by an owner transfer, so that a transfer run again after a
    // crash does not merge the same row twice (absent until the first merge)
    merged_from: { type: [String], default: undefined },
  },
  schemaOptions,
);

export const orderSchema = new Schema(
  {
    id: { type: String, required: true, unique: true },
    owner_id: { type: String, required: true, index: true },
    tier: { type: String, enum: TIERS, required: true },
    amount: { type: Number, required: true, min: 0 },
    currency: { type: String, required: true },
    status: { type: String, enum: ["created", "paid"], required: true },
    created_at: { type: String, required: true },
    payment_id: { type: String, default: null },
    claim_email: { type: String, default: null },
  },
  schemaOptions,
);
// finds the paid orders of an email that signs in
orderSchema.index({ claim_email: 1, status: 1 });

export const paymentSchema = new Schema(
  {
    id: { type: String, required: true, unique: true },
    order_id: { type: String, required: true },
    owner_id: { type: String, required: true, index: true },
    tier: { type: String, enum: TIERS, required: true },
    amount: { type: Number, required: true },
    currency: { type: String, required: true },
    source: { type: String, enum: ["checkout", "webhook"], required: true },
    created_at: { type: String, required: true },
  },
  schemaOptions,
);

export const eventSchema = new Schema(
  {
    owner_id: { type: String, required: true, index: true },
    session_id: { type: String, default: null },
    event: { type: String, required: true },
    data: { type: Schema.Types.Mixed, default: {} },
    timestamp: { type: String, required: true, index: true },
    received_at: { type: String, required: true, index: true },
  },
  schemaOptions,
);

export const objectMetaSchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    owner_id: { type: String, required: true, index: true },
    content_type: { type: String, required: true },
    size: { type: Number, required: true },
    created_at: { type: String, required: true },
  },
  schemaOptions,
);

export const usedTokenSchema = new Schema(
  {
    id: { type: String, required: true, unique: true },
    // a TTL index lets MongoDB forget spent tokens once they could no longer be valid
    expires_at: { type: Date, required: true, index: { expires: 0 } },
  },
  schemaOptions,
);

/** Strips MongoDB's own fields so adapters return the same plain records. */
export function toRecord<T>(doc: unknown): T {
  if (!doc || typeof doc !== "object") return doc as T;
  const { _id: _ignored, __v: _version, ...rest } = doc as Record<string, unknown>;
  return rest as T;
}

/** A resume document as a record; documents written before titles existed read as untitled. */
export function resumeOf(doc: unknown): ResumeRecord {
  const record = toRecord<ResumeRecord>(doc);
  return { ...record, title: record.title ?? null, suggestions: record.suggestions ?? [] };
}

/** A Pro texts document as a record; a text never saved reads as null. */
export function proTextsOf(doc: unknown): ProTextsRecord {
  const record = toRecord<ProTextsRecord>(doc);
  return { ...record, cover_letter: record.cover_letter ?? null, linked_in: record.linked_in ?? null };
}

/**
 * Moves Pro texts saved before they had their own collection (inside a resume's customization.pro)
 * into it, once: the resumes it moved no longer match the filter.
 */
export async function moveProTextsOutOfCustomization(m: ReturnType<typeof models>): Promise<void> {
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

/** An order document as a record; documents written before claim emails existed read as null. */
export function orderOf(doc: unknown): OrderRecord {
  const record = toRecord<OrderRecord>(doc);
  return { ...record, claim_email: record.claim_email ?? null };
}

/** A visitor document as a record; documents written before the download fields existed read as null. */
export function visitorOf(doc: unknown): VisitorRecord {
  const { merged_from: _merged, ...record } = toRecord<VisitorRecord & { merged_from?: string[] }>(doc);
  return { ...record, download_resume_id: record.download_resume_id ?? null, download_at: record.download_at ?? null };
}

export const resumeVersionSchema = new Schema(
  {
    id: { type: String, required: true, unique: true },
    resume_id: { type: String, required: true, index: true },
    owner_id: { type: String, required: true, index: true },
    label: { type: String, required: true },
    snapshot: { type: Schema.Types.Mixed, required: true },
    created_at: { type: String, required: true },
  },
  schemaOptions,
);

export const accountSchema = new Schema(
  {
    id: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true },
    created_at: { type: String, required: true },
  },
  schemaOptions,
);

export const sessionSchema = new Schema(
  {
    id: { type: String, required: true, unique: true },
    account_id: { type: String, required: true, index: true },
    created_at: { type: String, required: true },
    last_seen_at: { type: String, required: true },
    expires_at: { type: String, required: true, index: true },
    user_agent: { type: String, default: null },
  },
  schemaOptions,
);

export const signInTokenSchema = new Schema(
  {
    id: { type: String, required: true, unique: true },
    email: { type: String, required: true, index: true },
    token_hash: { type: String, required: true, unique: true },
    code_hash: { type: String, required: true },
    redirect_to: { type: String, default: null },
    created_at: { type: String, required: true },
    expires_at: { type: String, required: true, index: true },
    used_at: { type: String, default: null },
    attempts: { type: Number, required: true, default: 0, min: 0 },
  },
  schemaOptions,
);

export const passkeySchema = new Schema(
  {
    id: { type: String, required: true, unique: true },
    account_id: { type: String, required: true, index: true },
    public_key: { type: String, required: true },
    counter: { type: Number, required: true, default: 0, min: 0 },
    transports: { type: [String], default: [] },
    name: { type: String, required: true },
    created_at: { type: String, required: true },
    last_used_at: { type: String, default: null },
  },
  schemaOptions,
);

export function models(connection: Connection) {
  const define = <T>(name: string, schema: Schema): Model<T> => (connection.models[name] as Model<T> | undefined) ?? connection.model<T>(name, schema);
  return {
    Resume: define<ResumeRecord>("Resume", resumeSchema),
    ProTexts: define<ProTextsRecord>("ProTexts", proTextsSchema),
    Visitor: define<VisitorRecord & { merged_from?: string[] }>("Visitor", visitorSchema),
    Order: define<OrderRecord>("Order", orderSchema),
    Payment: define<PaymentRecord>("Payment", paymentSchema),
    Event: define<AnalyticsEventRecord>("Event", eventSchema),
    ObjectMeta: define<StoredObject>("ObjectMeta", objectMetaSchema),
    UsedToken: define<{ id: string; expires_at: Date }>("UsedToken", usedTokenSchema),
    ResumeVersion: define<ResumeVersionRecord>("ResumeVersion", resumeVersionSchema),
    Account: define<AccountRecord>("Account", accountSchema),
    Session: define<SessionRecord>("Session", sessionSchema),
    SignInToken: define<SignInTokenRecord>("SignInToken", signInTokenSchema),
    Passkey: define<PasskeyRecord>("Passkey", passkeySchema),
  };
}
