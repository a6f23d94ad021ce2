/**
 * The sqlite adapter's sign-in entities (accounts, sessions, sign-in tokens, passkeys) and the
 * owner transfer that hands an anonymous visitor's things to an account. Sessions and passkeys go
 * with their account (ON DELETE CASCADE); sign-in tokens are bound to an email and are deleted by it.
 */
import type { DatabaseSync } from "node:sqlite";
import { mergeVisitors } from "./merge-visitors.server.ts";
import type { AccountRecord, PasskeyRecord, SessionRecord, SignInTokenRecord, Store, VisitorRecord } from "./types.server.ts";

type Row = Record<string, unknown>;

/** The tables whose rows carry an `owner_id` that a transfer moves. */
const OWNED_TABLES = ["resumes", "pro_texts", "resume_versions", "orders", "payments", "objects", "events"] as const;
/** The part of them a purchase claimed by its checkout email moves. */
const PURCHASE_TABLES = ["orders", "payments"] as const;

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const textOrNull = (value: unknown) => (typeof value === "string" ? value : null);

function accountFromRow(row: Row): AccountRecord {
  return { id: String(row.id), email: String(row.email), created_at: String(row.created_at) };
}

function sessionFromRow(row: Row): SessionRecord {
  return {
    id: String(row.id),
    account_id: String(row.account_id),
    created_at: String(row.created_at),
    last_seen_at: String(row.last_seen_at),
    expires_at: String(row.expires_at),
    user_agent: textOrNull(row.user_agent),
  };
}

function signInTokenFromRow(row: Row): SignInTokenRecord {
  return {
    id: String(row.id),
    email: String(row.email),
    token_hash: String(row.token_hash),
    code_hash: String(row.code_hash),
    redirect_to: textOrNull(row.redirect_to),
    created_at: String(row.created_at),
    expires_at: String(row.expires_at),
    used_at: textOrNull(row.used_at),
    attempts: Number(row.attempts),
  };
}

function passkeyFromRow(row: Row): PasskeyRecord {
  return {
    id: String(row.id),
    account_id: String(row.account_id),
    public_key: String(row.public_key),
    counter: Number(row.counter),
    transports: JSON.parse(String(row.transports)) as string[],
    name: String(row.name),
    created_at: String(row.created_at),
    last_used_at: textOrNull(row.last_used_at),
  };
}

/** Runs `work` in one transaction; it must not await, so nothing else runs on the connection meanwhile. */
function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec("BEGIN");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (error) {
    db.exec("ROLLBACK");
    throw error;
  }
}

export function sqliteAccounts(db: DatabaseSync): Pick<Store, "accounts" | "sessions" | "signInTokens" | "passkeys"> {
  const one = (sql: string, ...params: unknown[]) => db.prepare(sql).get(...(params as never[])) as Row | undefined;
  const all = (sql: string, ...params: unknown[]) => db.prepare(sql).all(...(params as never[])) as Row[];
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).run(...(params as never[]));
  const now = () => new Date().toISOString();

  return {
    accounts: {
      async get(id) {
        const row = one("SELECT * FROM accounts WHERE id = ?", id);
        return row ? accountFromRow(row) : null;
      },
      async getByEmail(email) {
        const row = one("SELECT * FROM accounts WHERE email = ?", normalizeEmail(email));
        return row ? accountFromRow(row) : null;
      },
      async findOrCreate(email, id) {
        const normalized = normalizeEmail(email);
        // the conflict target is the email only: an id that is already taken is a bug and throws
        const inserted = one("INSERT INTO accounts (id, email, created_at) VALUES (?, ?, ?) ON CONFLICT(email) DO NOTHING RETURNING *", id, normalized, now());
        if (inserted) return { created: true, account: accountFromRow(inserted) };
        return { created: false, account: accountFromRow(one("SELECT * FROM accounts WHERE email = ?", normalized)!) };
      },
      async delete(id) {
        return inTransaction(db, () => {
          run("DELETE FROM sign_in_tokens WHERE email = (SELECT email FROM accounts WHERE id = ?)", id);
          // sessions and passkeys go with the account (ON DELETE CASCADE)
          return Number(run("DELETE FROM accounts WHERE id = ?", id).changes) > 0;
        });
      },
    },

    sessions: {
      async create(session) {
        const record: SessionRecord = { ...session, last_seen_at: session.last_seen_at ?? session.created_at };
        run(
          "INSERT INTO sessions (id, account_id, created_at, last_seen_at, expires_at, user_agent) VALUES (?,?,?,?,?,?)",
          record.id,
          record.account_id,
          record.created_at,
          record.last_seen_at,
          record.expires_at,
          record.user_agent,
        );
        return record;
      },
      async get(id) {
        const row = one("SELECT * FROM sessions WHERE id = ?", id);
        return row ? sessionFromRow(row) : null;
      },
      async touch(id, at) {
        run("UPDATE sessions SET last_seen_at = ? WHERE id = ?", at, id);
      },
      async listByAccount(accountId) {
        return all("SELECT * FROM sessions WHERE account_id = ? ORDER BY last_seen_at DESC, created_at DESC", accountId).map(sessionFromRow);
      },
      async delete(id) {
        return Number(run("DELETE FROM sessions WHERE id = ?", id).changes) > 0;
      },
      async deleteByAccount(accountId, exceptId) {
        return Number(run("DELETE FROM sessions WHERE account_id = ? AND (? IS NULL OR id <> ?)", accountId, exceptId ?? null, exceptId ?? null).changes);
      },
      async deleteExpired(at) {
        return Number(run("DELETE FROM sessions WHERE expires_at <= ?", at).changes);
      },
    },

    signInTokens: {
      async create(token) {
        const record: SignInTokenRecord = { ...token, used_at: null, attempts: 0 };
        run(
          `INSERT INTO sign_in_tokens (id, email, token_hash, code_hash, redirect_to, created_at, expires_at, used_at, attempts)
           VALUES (?,?,?,?,?,?,?,?,?)`,
          record.id,
          record.email,
          record.token_hash,
          record.code_hash,
          record.redirect_to,
          record.created_at,
          record.expires_at,
          record.used_at,
          record.attempts,
        );
        return record;
      },
      async getByTokenHash(tokenHash) {
        const row = one("SELECT * FROM sign_in_tokens WHERE token_hash = ?", tokenHash);
        return row ? signInTokenFromRow(row) : null;
      },
      async latestOpenForEmail(email, at) {
        const row = one(
          "SELECT * FROM sign_in_tokens WHERE email = ? AND used_at IS NULL AND expires_at > ? ORDER BY created_at DESC, rowid DESC LIMIT 1",
          email,
          at,
        );
        return row ? signInTokenFromRow(row) : null;
      },
      async use(id, at) {
        // the WHERE clause makes exactly one of parallel uses win
        return Number(run("UPDATE sign_in_tokens SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?", at, id, at).changes) > 0;
      },
      async countAttempt(id) {
        const row = one("UPDATE sign_in_tokens SET attempts = attempts + 1 WHERE id = ? RETURNING attempts", id);
        return row ? Number(row.attempts) : 0;
      },
      async deleteExpired(at) {
        return Number(run("DELETE FROM sign_in_tokens WHERE expires_at <= ?", at).changes);
      },
      async deleteByEmail(email) {
        return Number(run("DELETE FROM sign_in_tokens WHERE email = ?", email).changes);
      },
    },

    passkeys: {
      async add(passkey) {
        const record: PasskeyRecord = { ...passkey, created_at: now(), last_used_at: null };
        run(
          "INSERT INTO passkeys (id, account_id, public_key, counter, transports, name, created_at, last_used_at) VALUES (?,?,?,?,?,?,?,?)",
          record.id,
          record.account_id,
          record.public_key,
          record.counter,
          JSON.stringify(record.transports),
          record.name,
          record.created_at,
          record.last_used_at,
        );
        return record;
      },
      async get(id) {
        const row = one("SELECT * FROM passkeys WHERE id = ?", id);
        return row ? passkeyFromRow(row) : null;
      },
      async listByAccount(accountId) {
        return all("SELECT * FROM passkeys WHERE account_id = ? ORDER BY created_at, rowid", accountId).map(passkeyFromRow);
      },
      async recordUse(id, counter, at) {
        run("UPDATE passkeys SET counter = ?, last_used_at = ? WHERE id = ?", counter, at, id);
      },
      async rename(id, accountId, name) {
        return Number(run("UPDATE passkeys SET name = ? WHERE id = ? AND account_id = ?", name, id, accountId).changes) > 0;
      },
      async delete(id, accountId) {
        return Number(run("DELETE FROM passkeys WHERE id = ? AND account_id = ?", id, accountId).changes) > 0;
      },
    },
  };
}

/** `visitorById` reads a visitor row synchronously, so the whole transfer is one transaction. */
export function sqliteOwners(db: DatabaseSync, visitorById: (id: string) => VisitorRecord | null): Store["owners"] {
  const run = (sql: string, ...params: unknown[]) => db.prepare(sql).run(...(params as never[]));
  return {
    async transfer(fromOwnerId, toOwnerId, at, what = "everything") {
      if (fromOwnerId === toOwnerId) return;
      inTransaction(db, () => {
        for (const table of what === "purchases" ? PURCHASE_TABLES : OWNED_TABLES)
          run(`UPDATE ${table} SET owner_id = ? WHERE owner_id = ?`, toOwnerId, fromOwnerId);
        const from = visitorById(fromOwnerId);
        if (!from) return;
        const into = visitorById(toOwnerId);
        if (!into) {
          run("UPDATE visitors SET id = ?, updated_at = ? WHERE id = ?", toOwnerId, at, fromOwnerId);
          return;
        }
        const merged = mergeVisitors(into, from, at);
        run(
          `UPDATE visitors SET updated_at = ?, tier = ?, pro_until = ?, generation_count = ?, download_resume_id = ?, download_at = ?
           WHERE id = ?`,
          merged.updated_at,
          merged.tier,
          merged.pro_until,
          merged.generation_count,
          merged.download_resume_id,
          merged.download_at,
          toOwnerId,
        );
        run("DELETE FROM visitors WHERE id = ?", fromOwnerId);
      });
    },
  };
}
