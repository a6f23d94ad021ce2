/**
 * The MongoDB adapter's schemas: the same snake_case fields as the sqlite tables, indexes on
 * id/owner_id/created_at. Unit-tested without a server (mongo.test.ts).
 */
import { Schema } from "mongoose";

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
  },
  schemaOptions,
);

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
