/**
 * The sqlite schema as a list of versioned migrations, applied in order at start-up and recorded in
 * schema_migrations, each one in its own transaction.
 */
import type { DatabaseSync } from "node:sqlite";

/** Each entry runs once, in order; never edit a shipped migration, add a new one. */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE resumes (
     id TEXT PRIMARY KEY,
     owner_id TEXT NOT NULL,
     personal_info TEXT NOT NULL,
     experiences TEXT NOT NULL,
     education TEXT NOT NULL,
     skills TEXT NOT NULL,
     projects TEXT NOT NULL,
     additional_info TEXT NOT NULL,
     generated_content TEXT,
     template TEXT NOT NULL DEFAULT 'professional',
     customization TEXT,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     tier TEXT NOT NULL DEFAULT 'free',
     generation_count INTEGER NOT NULL DEFAULT 0,
     has_watermark INTEGER NOT NULL DEFAULT 1
   );
   CREATE INDEX resumes_owner ON resumes(owner_id);
   CREATE INDEX resumes_created ON resumes(created_at);
   CREATE TABLE visitors (
     id TEXT PRIMARY KEY,
     created_at TEXT NOT NULL,
     updated_at TEXT NOT NULL,
     tier TEXT NOT NULL DEFAULT 'free',
     pro_until TEXT,
     generation_count INTEGER NOT NULL DEFAULT 0
   );
   CREATE TABLE orders (
     id TEXT PRIMARY KEY,
     owner_id TEXT NOT NULL,
     tier TEXT NOT NULL,
     amount INTEGER NOT NULL,
     currency TEXT NOT NULL,
     status TEXT NOT NULL,
     created_at TEXT NOT NULL,
     payment_id TEXT
   );
   CREATE INDEX orders_owner ON orders(owner_id);
   CREATE TABLE payments (
     id TEXT PRIMARY KEY,
     order_id TEXT NOT NULL,
     owner_id TEXT NOT NULL,
     tier TEXT NOT NULL,
     amount INTEGER NOT NULL,
     currency TEXT NOT NULL,
     source TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX payments_owner ON payments(owner_id);
   CREATE TABLE events (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     owner_id TEXT NOT NULL,
     session_id TEXT,
     event TEXT NOT NULL,
     data TEXT NOT NULL,
     timestamp TEXT NOT NULL,
     received_at TEXT NOT NULL
   );
   CREATE INDEX events_received ON events(received_at);
   CREATE INDEX events_owner ON events(owner_id);
   CREATE TABLE objects (
     key TEXT PRIMARY KEY,
     owner_id TEXT NOT NULL,
     content_type TEXT NOT NULL,
     size INTEGER NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX objects_owner ON objects(owner_id);
   CREATE TABLE used_tokens (
     id TEXT PRIMARY KEY,
     expires_at TEXT NOT NULL
   );`,
  `ALTER TABLE visitors ADD COLUMN download_resume_id TEXT;
   ALTER TABLE visitors ADD COLUMN download_at TEXT;`,
  // the Pro texts (saved cover letter, LinkedIn bio) move out of customization.pro into their own
  // table: a customization saved from the form no longer has to carry them over
  `CREATE TABLE pro_texts (
     resume_id TEXT PRIMARY KEY REFERENCES resumes(id) ON DELETE CASCADE,
     owner_id TEXT NOT NULL,
     cover_letter TEXT,
     linked_in TEXT,
     updated_at TEXT NOT NULL
   );
   CREATE INDEX pro_texts_owner ON pro_texts(owner_id);
   INSERT INTO pro_texts (resume_id, owner_id, cover_letter, linked_in, updated_at)
     SELECT id, owner_id,
       CASE WHEN json_type(customization, '$.pro.coverLetter') = 'object' THEN json_extract(customization, '$.pro.coverLetter') END,
       CASE WHEN json_type(customization, '$.pro.linkedIn') = 'object' THEN json_extract(customization, '$.pro.linkedIn') END,
       updated_at
     FROM resumes
     WHERE json_valid(customization) AND json_type(customization, '$.pro') = 'object';
   UPDATE resumes SET customization = json_remove(customization, '$.pro')
     WHERE json_valid(customization) AND json_type(customization, '$.pro') IS NOT NULL;`,
  // My resumes: a name the visitor gives a CV, and the list ordered by the last edit
  `ALTER TABLE resumes ADD COLUMN title TEXT;
   CREATE INDEX resumes_owner_updated ON resumes(owner_id, updated_at);`,
  // version history: a snapshot of a resume's content at every save, generation and AI change;
  // seq orders versions taken within the same millisecond
  `CREATE TABLE resume_versions (
     seq INTEGER PRIMARY KEY AUTOINCREMENT,
     id TEXT NOT NULL UNIQUE,
     resume_id TEXT NOT NULL REFERENCES resumes(id) ON DELETE CASCADE,
     owner_id TEXT NOT NULL,
     label TEXT NOT NULL,
     snapshot TEXT NOT NULL,
     created_at TEXT NOT NULL
   );
   CREATE INDEX resume_versions_resume ON resume_versions(resume_id, seq);
   CREATE INDEX resume_versions_owner ON resume_versions(owner_id);`,
  // sign-in: accounts (one per email), their sessions and passkeys, and the emailed sign-in tokens
  // (bound to an email, not an account: the first sign-in of an email comes before its account)
  `CREATE TABLE accounts (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL
   );
   CREATE TABLE sessions (
     id TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     created_at TEXT NOT NULL,
     last_seen_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     user_agent TEXT
   );
   CREATE INDEX sessions_account ON sessions(account_id, last_seen_at);
   CREATE INDEX sessions_expires ON sessions(expires_at);
   CREATE TABLE sign_in_tokens (
     id TEXT PRIMARY KEY,
     email TEXT NOT NULL,
     token_hash TEXT NOT NULL UNIQUE,
     code_hash TEXT NOT NULL,
     redirect_to TEXT,
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     used_at TEXT,
     attempts INTEGER NOT NULL DEFAULT 0
   );
   CREATE INDEX sign_in_tokens_email ON sign_in_tokens(email, created_at);
   CREATE INDEX sign_in_tokens_expires ON sign_in_tokens(expires_at);
   CREATE TABLE passkeys (
     id TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     public_key TEXT NOT NULL,
     counter INTEGER NOT NULL DEFAULT 0,
     transports TEXT NOT NULL DEFAULT '[]',
     name TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_used_at TEXT
   );
   CREATE INDEX passkeys_account ON passkeys(account_id);`,
  // the email a signed-out payer gave at checkout, to find the paid order when that email signs in
  `ALTER TABLE orders ADD COLUMN claim_email TEXT;
   CREATE INDEX orders_claim_email ON orders(claim_email, status);`,
  // AI suggestions: changes the writer offered that the author has not accepted yet (NULL reads as none)
  `ALTER TABLE resumes ADD COLUMN suggestions TEXT;`,
];

/** Applies the migrations the file has not seen yet (`migrations` is a parameter so tests can stop at an older version). */
export function migrate(db: DatabaseSync, migrations: readonly string[] = MIGRATIONS): void {
  db.exec("CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, applied_at TEXT NOT NULL)");
  const row = db.prepare("SELECT MAX(version) AS version FROM schema_migrations").get() as { version: number | null };
  const current = row.version ?? 0;
  migrations.forEach((sql, index) => {
    const version = index + 1;
    if (version <= current) return;
    db.exec("BEGIN");
    try {
      db.exec(sql);
      db.prepare("INSERT INTO schema_migrations (version, applied_at) VALUES (?, ?)").run(version, new Date().toISOString());
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  });
}

export const SQLITE_SCHEMA_VERSION = MIGRATIONS.length;
