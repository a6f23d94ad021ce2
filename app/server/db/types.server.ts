/**
 * The one interface every store adapter implements.
 * Field names are snake_case; the JSON sections of a resume are opaque to the store
 * (the zod schema in app/lib/resume.ts is the authority on their shape).
 */

import type { Tier } from "../../lib/plans.ts";

export type { Tier };

export interface ResumeRecord {
  id: string;
  owner_id: string;
  personal_info: Record<string, unknown>;
  experiences: unknown[];
  education: unknown[];
  skills: Record<string, unknown>;
  projects: unknown[];
  additional_info: Record<string, unknown>;
  generated_content: Record<string, unknown> | null;
  template: string;
  customization: Record<string, unknown> | null;
  created_at: string;
  updated_at: string;
  tier: Tier;
  generation_count: number;
  has_watermark: boolean;
  /** The name the visitor gave the CV on My resumes; null shows the person's name instead. */
  title: string | null;
  /** AI changes offered and not yet accepted (app/lib/resume-suggestions.ts reads them); [] when none. */
  suggestions: unknown[];
}

export type NewResume = Omit<ResumeRecord, "created_at" | "updated_at" | "title" | "suggestions"> &
  Partial<Pick<ResumeRecord, "created_at" | "updated_at" | "title" | "suggestions">>;

export type ResumePatch = Partial<Omit<ResumeRecord, "id" | "owner_id" | "created_at">>;

export interface VisitorRecord {
  id: string;
  created_at: string;
  updated_at: string;
  /** The purchased tier. A `pro` tier is only in force while `pro_until` is in the future. */
  tier: Tier;
  pro_until: string | null;
  /** Generations used under the current tier (reset when a plan is bought). */
  generation_count: number;
  /** The CV counted as the free plan's one download, and when it was first downloaded (ISO). */
  download_resume_id: string | null;
  download_at: string | null;
}

export interface Grant {
  tier: Tier;
  pro_until: string | null;
  /** Start counting generations afresh (a new purchase buys a new allowance). */
  reset_generation_count: boolean;
}

export type OrderStatus = "created" | "paid";

export interface OrderRecord {
  id: string;
  owner_id: string;
  tier: Tier;
  amount: number;
  currency: string;
  status: OrderStatus;
  created_at: string;
  payment_id: string | null;
  /**
   * The email a signed-out payer gave at checkout to keep the purchase (lower-cased and trimmed);
   * signing in with it later brings the paid order's owner into the account. Null when none was given.
   */
  claim_email: string | null;
}

export interface PaymentRecord {
  id: string;
  order_id: string;
  owner_id: string;
  tier: Tier;
  amount: number;
  currency: string;
  source: "checkout" | "webhook";
  created_at: string;
}

export interface AnalyticsEventRecord {
  owner_id: string;
  session_id: string | null;
  event: string;
  data: Record<string, unknown>;
  /** When the client says the event happened (ISO). */
  timestamp: string;
  /** When the server stored it (ISO). */
  received_at: string;
}

/**
 * The texts a Pro tool saved for one resume (the cover letter and the LinkedIn bio), kept apart
 * from the resume so that saving the resume never touches them. The texts are opaque to the store
 * (app/server/ats/paid.server.ts validates their shape); deleting the resume deletes them.
 */
export interface ProTextsRecord {
  resume_id: string;
  owner_id: string;
  cover_letter: Record<string, unknown> | null;
  linked_in: Record<string, unknown> | null;
  updated_at: string;
}

/** The record a new resume is stored as: what the caller left out filled in the same way by every store. */
export function newResumeRecord(resume: NewResume, now: string): ResumeRecord {
  const created = resume.created_at ?? now;
  return { ...resume, title: resume.title ?? null, suggestions: resume.suggestions ?? [], created_at: created, updated_at: resume.updated_at ?? created };
}

/** The texts a save replaces; a text left out keeps its stored value. */
export type ProTextsPatch = Partial<Pick<ProTextsRecord, "cover_letter" | "linked_in">>;

/** What a version keeps of a resume: the content the author wrote and how it is laid out. */
export type ResumeSnapshot = Pick<
  ResumeRecord,
  "personal_info" | "experiences" | "education" | "skills" | "projects" | "additional_info" | "template" | "customization"
>;

/** One saved state of a resume: taken at every save, generation and AI change; deleting the resume deletes them. */
export interface ResumeVersionRecord {
  id: string;
  resume_id: string;
  owner_id: string;
  /** What made this version, in words ("Saved", "AI improved Summary", ...). */
  label: string;
  created_at: string;
  snapshot: ResumeSnapshot;
}

/** A version as a list shows it (without the snapshot's content). */
export type ResumeVersionSummary = Omit<ResumeVersionRecord, "snapshot">;

/** How many versions a resume keeps: adding one more drops the oldest. */
export const RESUME_VERSIONS_KEPT = 50;

/**
 * A person who signed in. The account's id is also the owner id of everything it holds (resumes,
 * photos, orders, payments, its plan's visitor row): a signed-in request acts as that owner.
 */
export interface AccountRecord {
  id: string;
  /** Lower-cased and trimmed; unique. */
  email: string;
  created_at: string;
}

/** A signed-in browser. The cookie carries a random token; the store keeps only its SHA-256 (`id`). */
export interface SessionRecord {
  id: string;
  account_id: string;
  created_at: string;
  /** Updated at most every few minutes by the request that sees the session. */
  last_seen_at: string;
  expires_at: string;
  /** What the browser said it was, for the session list ("Chrome on Android"); never trusted. */
  user_agent: string | null;
}

/**
 * One emailed sign-in: a link token and a 6-digit code, both stored as SHA-256 hashes. It is bound
 * to the email and to where the sign-in goes next (`redirect_to`), used at most once, and dies after
 * `expires_at` or too many wrong codes.
 */
export interface SignInTokenRecord {
  id: string;
  email: string;
  token_hash: string;
  code_hash: string;
  redirect_to: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** Wrong codes tried against it. */
  attempts: number;
}

/** A WebAuthn credential registered to an account. */
export interface PasskeyRecord {
  /** The credential id (base64url), as the authenticator gives it. */
  id: string;
  account_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  transports: string[];
  /** The person's name for it ("MacBook", "Phone"). */
  name: string;
  created_at: string;
  last_used_at: string | null;
}

export interface StoredObject {
  key: string;
  owner_id: string;
  content_type: string;
  size: number;
  created_at: string;
}

export interface Store {
  readonly kind: "sqlite" | "mongo";
  /** Cheap round trip used by /readyz. Throws when the store cannot answer. */
  ping(): Promise<void>;
  close(): Promise<void>;

  resumes: {
    create(resume: NewResume): Promise<ResumeRecord>;
    get(id: string): Promise<ResumeRecord | null>;
    update(id: string, patch: ResumePatch): Promise<ResumeRecord | null>;
    /** The owner's resumes, the most recently edited first. */
    listByOwner(ownerId: string): Promise<ResumeRecord[]>;
    /** How many resumes the owner has (the navigation asks on every page, so no documents are read). */
    countByOwner(ownerId: string): Promise<number>;
    /** How many resumes the store holds, every owner's (the landing's figure; deleted ones are gone). */
    countAll(): Promise<number>;
    /** Deletes one resume and its Pro texts and versions; false when there was none. */
    delete(id: string): Promise<boolean>;
    /** Deletes the owner's resumes and, with them, their Pro texts and versions. */
    deleteByOwner(ownerId: string): Promise<number>;
  };

  proTexts: {
    get(resumeId: string): Promise<ProTextsRecord | null>;
    /** Creates or updates the texts of a resume; only the texts in `patch` change. */
    save(resumeId: string, ownerId: string, patch: ProTextsPatch): Promise<ProTextsRecord>;
    listByOwner(ownerId: string): Promise<ProTextsRecord[]>;
  };

  resumeVersions: {
    /** Stores a version (`created_at` defaults to now) and drops the resume's oldest beyond `keep` (RESUME_VERSIONS_KEPT). */
    add(version: Omit<ResumeVersionRecord, "id" | "created_at"> & { created_at?: string }, keep?: number): Promise<ResumeVersionRecord>;
    /** The resume's versions, newest first, without their snapshots. */
    list(resumeId: string): Promise<ResumeVersionSummary[]>;
    get(id: string): Promise<ResumeVersionRecord | null>;
    /** Every version of the owner's resumes, with snapshots (the data export). */
    listByOwner(ownerId: string): Promise<ResumeVersionRecord[]>;
    deleteByResume(resumeId: string): Promise<number>;
    deleteByOwner(ownerId: string): Promise<number>;
  };

  visitors: {
    get(id: string): Promise<VisitorRecord | null>;
    /** Returns the visitor, creating a free one on first use. */
    ensure(id: string): Promise<VisitorRecord>;
    /**
     * Atomically counts one generation if the visitor still has `tier` and fewer than `limit`
     * generations (null = unlimited). Returns the visitor after the attempt and whether it counted.
     */
    consumeGeneration(id: string, expected: { tier: Tier; limit: number | null }): Promise<{ allowed: boolean; visitor: VisitorRecord }>;
    grant(id: string, grant: Grant): Promise<VisitorRecord>;
    /**
     * Atomically records `resumeId` (at `at`) as the visitor's counted download unless one is
     * already recorded; never overwrites. Returns the visitor after the attempt.
     */
    recordDownload(id: string, resumeId: string, at: string): Promise<VisitorRecord>;
    delete(id: string): Promise<void>;
  };

  orders: {
    create(order: Omit<OrderRecord, "status" | "payment_id" | "created_at" | "claim_email"> & { claim_email?: string | null }): Promise<OrderRecord>;
    get(id: string): Promise<OrderRecord | null>;
    /**
     * Atomically marks the order paid unless it already is. Returns the order when this call marked
     * it, null when there is no such order or it was already paid (so one caller alone follows up).
     */
    markPaid(id: string, paymentId: string): Promise<OrderRecord | null>;
    listByOwner(ownerId: string): Promise<OrderRecord[]>;
    /** The paid orders whose claim_email is `email` (compared as stored: lower-cased), oldest first. */
    listClaimable(email: string): Promise<OrderRecord[]>;
  };

  payments: {
    /** Stores the payment unless one with the same id exists; `created` says which happened. */
    recordOnce(payment: Omit<PaymentRecord, "created_at">): Promise<{ created: boolean; payment: PaymentRecord }>;
    get(id: string): Promise<PaymentRecord | null>;
    listByOwner(ownerId: string): Promise<PaymentRecord[]>;
  };

  events: {
    insert(events: AnalyticsEventRecord[]): Promise<void>;
    list(query: { from?: string; to?: string; ownerId?: string }): Promise<AnalyticsEventRecord[]>;
    deleteOlderThan(isoDate: string): Promise<number>;
    deleteByOwner(ownerId: string): Promise<number>;
  };

  accounts: {
    get(id: string): Promise<AccountRecord | null>;
    getByEmail(email: string): Promise<AccountRecord | null>;
    /** The account of `email`, created (with `id`) when there is none; `created` says which happened. Atomic. */
    findOrCreate(email: string, id: string): Promise<{ created: boolean; account: AccountRecord }>;
    /** Deletes the account with its sessions, sign-in tokens and passkeys (not what it owns: see `owners`). */
    delete(id: string): Promise<boolean>;
  };

  sessions: {
    create(session: Omit<SessionRecord, "last_seen_at"> & { last_seen_at?: string }): Promise<SessionRecord>;
    get(id: string): Promise<SessionRecord | null>;
    touch(id: string, at: string): Promise<void>;
    /** The account's sessions, the most recently seen first (expired ones included until pruned). */
    listByAccount(accountId: string): Promise<SessionRecord[]>;
    delete(id: string): Promise<boolean>;
    /** Deletes the account's sessions, but for `exceptId` when given; returns how many went. */
    deleteByAccount(accountId: string, exceptId?: string): Promise<number>;
    deleteExpired(now: string): Promise<number>;
  };

  signInTokens: {
    create(token: Omit<SignInTokenRecord, "used_at" | "attempts">): Promise<SignInTokenRecord>;
    getByTokenHash(tokenHash: string): Promise<SignInTokenRecord | null>;
    /** The newest unused, unexpired token of an email (the code form checks against it). */
    latestOpenForEmail(email: string, now: string): Promise<SignInTokenRecord | null>;
    /** Atomically marks the token used unless it already was or has expired; true when this call used it. */
    use(id: string, now: string): Promise<boolean>;
    /** Counts one wrong code; returns the attempts after counting. */
    countAttempt(id: string): Promise<number>;
    deleteExpired(now: string): Promise<number>;
    deleteByEmail(email: string): Promise<number>;
  };

  passkeys: {
    add(passkey: Omit<PasskeyRecord, "created_at" | "last_used_at">): Promise<PasskeyRecord>;
    get(id: string): Promise<PasskeyRecord | null>;
    listByAccount(accountId: string): Promise<PasskeyRecord[]>;
    /** Records a sign-in with it: the authenticator's new counter and when. */
    recordUse(id: string, counter: number, at: string): Promise<void>;
    rename(id: string, accountId: string, name: string): Promise<boolean>;
    delete(id: string, accountId: string): Promise<boolean>;
  };

  owners: {
    /**
     * Moves everything `fromOwnerId` owns to `toOwnerId` (resumes with their Pro texts and versions,
     * photos, orders, payments, analytics events) and merges the two visitor rows into the one of
     * `toOwnerId` (`mergeVisitors` in merge-visitors.server.ts), deleting the `fromOwnerId` row. Atomic; a no-op when both are the same.
     * With `what: "purchases"` only the orders, the payments and the plan move: the CVs, photos and
     * events stay where they are (a purchase claimed by the email typed at checkout must not hand the
     * payer's CVs to whoever owns that email, should it have been mistyped).
     */
    transfer(fromOwnerId: string, toOwnerId: string, now: string, what?: "everything" | "purchases"): Promise<void>;
  };

  objects: {
    put(object: Omit<StoredObject, "created_at" | "size">, bytes: Uint8Array): Promise<StoredObject>;
    get(key: string): Promise<{ meta: StoredObject; bytes: Uint8Array } | null>;
    deleteByOwner(ownerId: string): Promise<number>;
    /** Deletes one object (its bytes and its metadata); false when there was none. */
    delete(key: string): Promise<boolean>;
    /** Records a single-use token; false when it was already used. */
    claimToken(tokenId: string, expiresAt: string): Promise<boolean>;
  };
}
