/**
 * The MongoDB adapter's sign-in entities (accounts, sessions, sign-in tokens, passkeys) and the
 * owner transfer. Without transactions (a standalone server has none) each step is safe to run
 * again: an account's dependants go before the account, and a visitor row records which rows were
 * merged into it so that a transfer cut short and repeated never merges the same row twice.
 */
import type mongoose from "mongoose";
import { mergeVisitors } from "./merge-visitors.server.ts";
import { toRecord, visitorOf, type models } from "./mongo-schemas.server.ts";
import type { AccountRecord, PasskeyRecord, SessionRecord, SignInTokenRecord, Store } from "./types.server.ts";

type Models = ReturnType<typeof models>;

const lean = { lean: true } as const;
const normalizeEmail = (email: string) => email.trim().toLowerCase();
const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

export function mongoAccounts(m: Models): Pick<Store, "accounts" | "sessions" | "signInTokens" | "passkeys"> {
  const now = () => new Date().toISOString();
  return {
    accounts: {
      async get(id) {
        return toRecord<AccountRecord | null>(await m.Account.findOne({ id }, null, lean));
      },
      async getByEmail(email) {
        return toRecord<AccountRecord | null>(await m.Account.findOne({ email: normalizeEmail(email) }, null, lean));
      },
      async findOrCreate(email, id) {
        const normalized = normalizeEmail(email);
        let created = false;
        try {
          const result = await m.Account.updateOne({ email: normalized }, { $setOnInsert: { id, email: normalized, created_at: now() } }, { upsert: true });
          created = result.upsertedCount === 1;
        } catch (error) {
          // a parallel first sign-in of the same email created it; any other conflict (a taken id) is a bug
          if (!isDuplicateKey(error) || !(await m.Account.exists({ email: normalized }))) throw error;
        }
        return { created, account: toRecord<AccountRecord>(await m.Account.findOne({ email: normalized }, null, lean)) };
      },
      async delete(id) {
        // the dependants first, so that a delete cut short can be repeated
        const account = await m.Account.findOne({ id }, null, lean);
        await m.Session.deleteMany({ account_id: id });
        await m.Passkey.deleteMany({ account_id: id });
        if (account) await m.SignInToken.deleteMany({ email: account.email });
        return (await m.Account.deleteOne({ id })).deletedCount > 0;
      },
    },

    sessions: {
      async create(session) {
        const record: SessionRecord = { ...session, last_seen_at: session.last_seen_at ?? session.created_at };
        await m.Session.create(record);
        return record;
      },
      async get(id) {
        return toRecord<SessionRecord | null>(await m.Session.findOne({ id }, null, lean));
      },
      async touch(id, at) {
        await m.Session.updateOne({ id }, { $set: { last_seen_at: at } });
      },
      async listByAccount(accountId) {
        const docs = await m.Session.find({ account_id: accountId }, null, lean).sort({ last_seen_at: -1, created_at: -1 });
        return docs.map((doc) => toRecord<SessionRecord>(doc));
      },
      async delete(id) {
        return (await m.Session.deleteOne({ id })).deletedCount > 0;
      },
      async deleteByAccount(accountId, exceptId) {
        const filter = exceptId === undefined ? { account_id: accountId } : { account_id: accountId, id: { $ne: exceptId } };
        return (await m.Session.deleteMany(filter)).deletedCount;
      },
      async deleteExpired(at) {
        return (await m.Session.deleteMany({ expires_at: { $lte: at } })).deletedCount;
      },
    },

    signInTokens: {
      async create(token) {
        const record: SignInTokenRecord = { ...token, used_at: null, attempts: 0 };
        await m.SignInToken.create(record);
        return record;
      },
      async getByTokenHash(tokenHash) {
        return toRecord<SignInTokenRecord | null>(await m.SignInToken.findOne({ token_hash: tokenHash }, null, lean));
      },
      async latestOpenForEmail(email, at) {
        const doc = await m.SignInToken.findOne({ email, used_at: null, expires_at: { $gt: at } }, null, lean).sort({ created_at: -1, _id: -1 });
        return toRecord<SignInTokenRecord | null>(doc);
      },
      async use(id, at) {
        // the filter makes exactly one of parallel uses win
        const result = await m.SignInToken.updateOne({ id, used_at: null, expires_at: { $gt: at } }, { $set: { used_at: at } });
        return result.modifiedCount === 1;
      },
      async countAttempt(id) {
        const doc = await m.SignInToken.findOneAndUpdate({ id }, { $inc: { attempts: 1 } }, { returnDocument: "after", lean: true });
        return doc?.attempts ?? 0;
      },
      async deleteExpired(at) {
        return (await m.SignInToken.deleteMany({ expires_at: { $lte: at } })).deletedCount;
      },
      async deleteByEmail(email) {
        return (await m.SignInToken.deleteMany({ email })).deletedCount;
      },
    },

    passkeys: {
      async add(passkey) {
        const record: PasskeyRecord = { ...passkey, created_at: now(), last_used_at: null };
        await m.Passkey.create(record);
        return record;
      },
      async get(id) {
        return toRecord<PasskeyRecord | null>(await m.Passkey.findOne({ id }, null, lean));
      },
      async listByAccount(accountId) {
        const docs = await m.Passkey.find({ account_id: accountId }, null, lean).sort({ created_at: 1, _id: 1 });
        return docs.map((doc) => toRecord<PasskeyRecord>(doc));
      },
      async recordUse(id, counter, at) {
        await m.Passkey.updateOne({ id }, { $set: { counter, last_used_at: at } });
      },
      async rename(id, accountId, name) {
        return (await m.Passkey.updateOne({ id, account_id: accountId }, { $set: { name } })).matchedCount > 0;
      },
      async delete(id, accountId) {
        return (await m.Passkey.deleteOne({ id, account_id: accountId })).deletedCount > 0;
      },
    },
  };
}

/** How often the visitor merge reads again when the target row changed under it. */
const MERGE_ATTEMPTS = 5;

export function mongoOwners(m: Models, db: mongoose.mongo.Db): Store["owners"] {
  /**
   * Merges the `from` visitor row into the `to` one. The `to` row records the merged document's
   * `_id` (not the visitor id, which a browser may bring back later with a new row), so a repeat
   * after a crash only deletes the `from` row.
   */
  async function mergeVisitorRows(fromId: string, toId: string, at: string): Promise<void> {
    for (let attempt = 0; attempt < MERGE_ATTEMPTS; attempt++) {
      const source = await m.Visitor.findOne({ id: fromId }, null, lean);
      if (!source) return;
      const target = await m.Visitor.findOne({ id: toId }, null, lean);
      if (!target) {
        try {
          // the only row: it becomes the one of `to`
          await m.Visitor.updateOne({ id: fromId }, { $set: { id: toId, updated_at: at } });
          return;
        } catch (error) {
          if (isDuplicateKey(error)) continue; // `to` got a row meanwhile: merge into it
          throw error;
        }
      }
      const sourceId = String(source._id);
      if (!target.merged_from?.includes(sourceId)) {
        const into = visitorOf(target);
        // the filter misses when the row changed since it was read (a generation counted meanwhile): read again
        const result = await m.Visitor.updateOne(
          {
            id: toId,
            merged_from: { $ne: sourceId },
            tier: into.tier,
            pro_until: into.pro_until,
            generation_count: into.generation_count,
            download_resume_id: into.download_resume_id,
          },
          { $set: mergeVisitors(into, visitorOf(source), at), $addToSet: { merged_from: sourceId } },
        );
        if (result.matchedCount === 0) continue;
      }
      await m.Visitor.deleteOne({ _id: source._id });
      return;
    }
    throw new Error(`the visitor row ${toId} kept changing while ${fromId} was merged into it`);
  }

  return {
    async transfer(fromOwnerId, toOwnerId, at, what = "everything") {
      if (fromOwnerId === toOwnerId) return;
      const filter = { owner_id: fromOwnerId };
      const move = { $set: { owner_id: toOwnerId } };
      if (what === "purchases") {
        await Promise.all([m.Order.updateMany(filter, move), m.Payment.updateMany(filter, move)]);
        await mergeVisitorRows(fromOwnerId, toOwnerId, at);
        return;
      }
      await Promise.all([
        m.Resume.updateMany(filter, move),
        m.ProTexts.updateMany(filter, move),
        m.ResumeVersion.updateMany(filter, move),
        m.Order.updateMany(filter, move),
        m.Payment.updateMany(filter, move),
        m.ObjectMeta.updateMany(filter, move),
        m.Event.updateMany(filter, move),
        // the GridFS files carry their owner in their metadata too
        db.collection("objects.files").updateMany({ "metadata.owner_id": fromOwnerId }, { $set: { "metadata.owner_id": toOwnerId } }),
      ]);
      await mergeVisitorRows(fromOwnerId, toOwnerId, at);
    },
  };
}
