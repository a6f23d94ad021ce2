/** The mongoose schemas and mapping, checked without a MongoDB server (validate, toRecord). */
import mongoose from "mongoose";
import { describe, expect, it } from "vitest";
import {
  accountSchema,
  orderOf,
  orderSchema,
  passkeySchema,
  paymentSchema,
  proTextsSchema,
  resumeSchema,
  resumeVersionSchema,
  sessionSchema,
  signInTokenSchema,
  toRecord,
  visitorOf,
  visitorSchema,
} from "./mongo-schemas.server.ts";

const Resume = mongoose.model("ResumeMappingTest", resumeSchema);
const Visitor = mongoose.model("VisitorMappingTest", visitorSchema);
const Order = mongoose.model("OrderMappingTest", orderSchema);
const Payment = mongoose.model("PaymentMappingTest", paymentSchema);
const ProTexts = mongoose.model("ProTextsMappingTest", proTextsSchema);
const ResumeVersion = mongoose.model("ResumeVersionMappingTest", resumeVersionSchema);
const SignInToken = mongoose.model("SignInTokenMappingTest", signInTokenSchema);
const Passkey = mongoose.model("PasskeyMappingTest", passkeySchema);
const Session = mongoose.model("SessionMappingTest", sessionSchema);

const indexesOf = (schema: mongoose.Schema) => schema.indexes().map(([fields, options]) => [Object.keys(fields)[0], Boolean(options?.unique)]);

/** Validation errors by path, or undefined when the document is valid (no server involved). */
async function errorsOf(doc: mongoose.Document): Promise<Record<string, unknown> | undefined> {
  try {
    await doc.validate();
    return undefined;
  } catch (error) {
    return (error as mongoose.Error.ValidationError).errors;
  }
}

describe("mongoose schemas", () => {
  it("store a resume version with its label and snapshot, and require both", async () => {
    const snapshot = { personal_info: { firstName: "Zoë" }, experiences: [], template: "modern", customization: null };
    const doc = new ResumeVersion({ id: "v1", resume_id: "r1", owner_id: "o1", label: "Saved", snapshot, created_at: "t" });
    expect(await errorsOf(doc)).toBeUndefined();
    expect(toRecord(doc.toObject())).toEqual({ id: "v1", resume_id: "r1", owner_id: "o1", label: "Saved", snapshot, created_at: "t" });
    expect(Object.keys((await errorsOf(new ResumeVersion({ id: "v2", resume_id: "r1", owner_id: "o1", created_at: "t" }))) ?? {}).sort()).toEqual([
      "label",
      "snapshot",
    ]);
  });

  it("use the snake_case fields with their defaults", async () => {
    const doc = new Resume({ id: "r1", owner_id: "v1", personal_info: { firstName: "A" }, created_at: "t", updated_at: "t" });
    expect(await errorsOf(doc)).toBeUndefined();
    const plain = doc.toObject();
    expect(plain).toMatchObject({ template: "professional", tier: "free", generation_count: 0, has_watermark: true, projects: [], experiences: [] });
    expect(Object.keys(resumeSchema.paths)).toEqual(
      expect.arrayContaining([
        "id",
        "owner_id",
        "personal_info",
        "experiences",
        "education",
        "skills",
        "projects",
        "additional_info",
        "generated_content",
        "template",
        "customization",
        "created_at",
        "updated_at",
        "tier",
        "generation_count",
        "has_watermark",
        "title",
        "suggestions",
      ]),
    );
  });

  it("index id (unique), owner_id and created_at", () => {
    const indexed = resumeSchema.indexes().map(([fields, options]) => [Object.keys(fields)[0], Boolean(options?.unique)]);
    expect(indexed).toEqual(
      expect.arrayContaining([
        ["id", true],
        ["owner_id", false],
        ["created_at", false],
      ]),
    );
  });

  it("give visitors the counted-download fields, unset until the first download", () => {
    const plain = new Visitor({ id: "v", created_at: "t", updated_at: "t" }).toObject();
    expect(plain).toMatchObject({ tier: "free", generation_count: 0, download_resume_id: null, download_at: null });
  });

  it("keep Pro texts in their own documents, one per resume (unique resume_id), texts unset until saved", async () => {
    const indexed = proTextsSchema.indexes().map(([fields, options]) => [Object.keys(fields)[0], Boolean(options?.unique)]);
    expect(indexed).toEqual(
      expect.arrayContaining([
        ["resume_id", true],
        ["owner_id", false],
      ]),
    );
    const doc = new ProTexts({ resume_id: "r1", owner_id: "v1", updated_at: "t" });
    expect(await errorsOf(doc)).toBeUndefined();
    expect(doc.toObject()).toMatchObject({ cover_letter: null, linked_in: null });
    expect((await errorsOf(new ProTexts({ owner_id: "v1", updated_at: "t" })))?.resume_id).toBeDefined();
  });

  it("reject unknown tiers and negative counts", async () => {
    expect((await errorsOf(new Visitor({ id: "v", created_at: "t", updated_at: "t", tier: "gold" })))?.tier).toBeDefined();
    expect((await errorsOf(new Visitor({ id: "v", created_at: "t", updated_at: "t", generation_count: -1 })))?.generation_count).toBeDefined();
    expect(
      (await errorsOf(new Order({ id: "o", owner_id: "v", tier: "pro", amount: 1, currency: "INR", status: "lost", created_at: "t" })))?.status,
    ).toBeDefined();
    expect(
      (
        await errorsOf(
          new Payment({ id: "p", order_id: "o", owner_id: "v", tier: "pro", amount: 1, currency: "INR", source: "carrier-pigeon", created_at: "t" }),
        )
      )?.source,
    ).toBeDefined();
  });

  it("give orders a claim email, unset by default, indexed with the status; older documents read it as null", () => {
    expect(new Order({ id: "o", owner_id: "v", tier: "pro", amount: 1, currency: "INR", status: "created", created_at: "t" }).toObject()).toMatchObject({
      claim_email: null,
    });
    expect(orderSchema.indexes().map(([fields]) => Object.keys(fields))).toContainEqual(["claim_email", "status"]);
    expect(orderOf({ _id: "x", id: "o", owner_id: "v", tier: "pro", amount: 1, currency: "INR", status: "paid", created_at: "t", payment_id: "p" })).toEqual({
      id: "o",
      owner_id: "v",
      tier: "pro",
      amount: 1,
      currency: "INR",
      status: "paid",
      created_at: "t",
      payment_id: "p",
      claim_email: null,
    });
  });

  it("keep one account per email (unique email and id)", () => {
    expect(indexesOf(accountSchema)).toEqual(
      expect.arrayContaining([
        ["id", true],
        ["email", true],
      ]),
    );
  });

  it("index sessions, sign-in tokens and passkeys by their account, email and expiry", () => {
    expect(indexesOf(sessionSchema)).toEqual(
      expect.arrayContaining([
        ["id", true],
        ["account_id", false],
        ["expires_at", false],
      ]),
    );
    expect(indexesOf(signInTokenSchema)).toEqual(
      expect.arrayContaining([
        ["id", true],
        ["token_hash", true],
        ["email", false],
        ["expires_at", false],
      ]),
    );
    expect(indexesOf(passkeySchema)).toEqual(
      expect.arrayContaining([
        ["id", true],
        ["account_id", false],
      ]),
    );
  });

  it("start a sign-in token unused with no wrong codes, a session without a user agent, a passkey without uses", async () => {
    const token = new SignInToken({ id: "t", email: "a@example.com", token_hash: "h", code_hash: "c", created_at: "t", expires_at: "t" });
    expect(await errorsOf(token)).toBeUndefined();
    expect(toRecord(token.toObject())).toMatchObject({ redirect_to: null, used_at: null, attempts: 0 });
    const session = new Session({ id: "s", account_id: "a", created_at: "t", last_seen_at: "t", expires_at: "t" });
    expect(toRecord(session.toObject())).toMatchObject({ user_agent: null });
    const passkey = new Passkey({ id: "k", account_id: "a", public_key: "pk", name: "Phone", created_at: "t" });
    expect(await errorsOf(passkey)).toBeUndefined();
    expect(toRecord(passkey.toObject())).toMatchObject({ counter: 0, transports: [], last_used_at: null });
    expect((await errorsOf(new Passkey({ id: "k", account_id: "a", public_key: "pk", name: "Phone", created_at: "t", counter: -1 })))?.counter).toBeDefined();
  });

  it("read a visitor without the rows merged into it, and add no merge record to a new visitor", () => {
    const fresh = new Visitor({ id: "v", created_at: "t", updated_at: "t" }).toObject();
    expect(fresh).not.toHaveProperty("merged_from");
    const merged = new Visitor({ id: "v", created_at: "t", updated_at: "t", merged_from: ["665f0c0e0000000000000000"] }).toObject();
    expect(merged.merged_from).toEqual(["665f0c0e0000000000000000"]);
    expect(visitorOf(merged)).not.toHaveProperty("merged_from");
    expect(visitorOf(merged)).toMatchObject({ id: "v", tier: "free", generation_count: 0 });
  });

  it("map documents to the same plain records as the sqlite adapter", () => {
    const doc = new Resume({ id: "r1", owner_id: "v1", personal_info: {}, created_at: "t", updated_at: "t" }).toObject();
    const record = toRecord<Record<string, unknown>>(doc);
    expect(record).not.toHaveProperty("_id");
    expect(record).not.toHaveProperty("__v");
    expect(record.id).toBe("r1");
    expect(toRecord(null)).toBeNull();
  });
});
