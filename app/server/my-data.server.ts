/**
 * "My data" (the GDPR/CCPA promise): everything stored about a visitor, as one JSON
 * document, and its deletion. Deleting removes the visitor's resumes (with their saved cover letters,
 * LinkedIn bios and version history), stored objects (profile
 * photos), analytics events and the visitor row (plan and generation count). Orders and payments are
 * kept, as tax and accounting law requires: they hold the anonymous visitor id, the plan and the
 * amount, and no resume or personal details — after deletion nothing links them to a person.
 */
import { getStore } from "./db/index.server.ts";
import type { Store } from "./db/types.server.ts";

export interface VisitorDataExport {
  exportedAt: string;
  visitorId: string;
  visitor: Awaited<ReturnType<Store["visitors"]["get"]>>;
  resumes: Awaited<ReturnType<Store["resumes"]["listByOwner"]>>;
  /** the cover letters and LinkedIn bios saved by the Pro tools, one entry per resume */
  proTexts: Awaited<ReturnType<Store["proTexts"]["listByOwner"]>>;
  /** the resumes' version history: every kept version with its content, oldest first */
  resumeVersions: Awaited<ReturnType<Store["resumeVersions"]["listByOwner"]>>;
  orders: Awaited<ReturnType<Store["orders"]["listByOwner"]>>;
  payments: Awaited<ReturnType<Store["payments"]["listByOwner"]>>;
  events: Awaited<ReturnType<Store["events"]["list"]>>;
  /** the account, when the data belongs to a signed-in person: its email, its signed-in browsers and its passkeys (public keys) */
  account: {
    email: string;
    createdAt: string;
    sessions: { signedInAt: string; lastSeenAt: string; expiresAt: string; userAgent: string | null }[];
    passkeys: { name: string; createdAt: string; lastUsedAt: string | null; transports: string[] }[];
  } | null;
  /** stored files (profile photos) referenced by the resumes: their metadata, not the bytes */
  objects: { key: string; contentType: string; size: number; createdAt: string }[];
}

const OBJECT_PATH = /^\/objects\/(.+)$/;

/** Every record the store keeps about a visitor (what the export contains and the page counts). */
async function visitorRecords(s: Store, visitorId: string) {
  const [visitor, resumes, proTexts, resumeVersions, orders, payments, events] = await Promise.all([
    s.visitors.get(visitorId),
    s.resumes.listByOwner(visitorId),
    s.proTexts.listByOwner(visitorId),
    s.resumeVersions.listByOwner(visitorId),
    s.orders.listByOwner(visitorId),
    s.payments.listByOwner(visitorId),
    s.events.list({ ownerId: visitorId }),
  ]);
  return { visitor, resumes, proTexts, resumeVersions, orders, payments, events };
}

export async function exportVisitorData(visitorId: string, store?: Store): Promise<VisitorDataExport> {
  const s = store ?? (await getStore());
  const { visitor, resumes, proTexts, resumeVersions, orders, payments, events } = await visitorRecords(s, visitorId);
  const keys = new Set<string>();
  for (const resume of resumes) {
    const image = (resume.personal_info as { profileImage?: unknown }).profileImage;
    const match = typeof image === "string" ? OBJECT_PATH.exec(image.split("?")[0]!) : null;
    if (match) keys.add(decodeURIComponent(match[1]!));
  }
  const objects: VisitorDataExport["objects"] = [];
  for (const key of keys) {
    const found = await s.objects.get(key).catch(() => null);
    if (found && found.meta.owner_id === visitorId)
      objects.push({ key, contentType: found.meta.content_type, size: found.meta.size, createdAt: found.meta.created_at });
  }
  return {
    exportedAt: new Date().toISOString(),
    visitorId,
    visitor,
    resumes,
    proTexts,
    resumeVersions,
    orders,
    payments,
    events,
    account: await accountExport(s, visitorId),
    objects,
  };
}

/** The account part of the export (session ids are secrets' hashes and are left out). */
async function accountExport(s: Store, ownerId: string): Promise<VisitorDataExport["account"]> {
  const account = await s.accounts.get(ownerId);
  if (!account) return null;
  const [sessions, passkeys] = await Promise.all([s.sessions.listByAccount(account.id), s.passkeys.listByAccount(account.id)]);
  return {
    email: account.email,
    createdAt: account.created_at,
    sessions: sessions.map((x) => ({ signedInAt: x.created_at, lastSeenAt: x.last_seen_at, expiresAt: x.expires_at, userAgent: x.user_agent })),
    passkeys: passkeys.map((x) => ({ name: x.name, createdAt: x.created_at, lastUsedAt: x.last_used_at, transports: x.transports })),
  };
}

export interface DeletionSummary {
  resumes: number;
  objects: number;
  events: number;
  /** kept by law, unlinked from any resume */
  ordersKept: number;
  paymentsKept: number;
}

/** Deletes everything about a visitor except the order and payment records (see the module comment). */
export async function deleteVisitorData(visitorId: string, store?: Store): Promise<DeletionSummary> {
  const s = store ?? (await getStore());
  const [orders, payments] = await Promise.all([s.orders.listByOwner(visitorId), s.payments.listByOwner(visitorId)]);
  // the store deletes each resume's Pro texts and versions with it; a version whose resume is
  // already gone would still hold the author's words, so the owner's versions are deleted by owner too
  const resumes = await s.resumes.deleteByOwner(visitorId);
  await s.resumeVersions.deleteByOwner(visitorId);
  const objects = await s.objects.deleteByOwner(visitorId);
  const events = await s.events.deleteByOwner(visitorId);
  await s.visitors.delete(visitorId);
  return { resumes, objects, events, ordersKept: orders.length, paymentsKept: payments.length };
}

/** What the page shows before deletion. */
export async function visitorDataCounts(
  visitorId: string,
): Promise<{ resumes: number; orders: number; payments: number; events: number; tier: string | null }> {
  const { visitor, resumes, orders, payments, events } = await visitorRecords(await getStore(), visitorId);
  return { resumes: resumes.length, orders: orders.length, payments: payments.length, events: events.length, tier: visitor?.tier ?? null };
}
