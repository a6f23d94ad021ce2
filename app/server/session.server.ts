/**
 * Who a request is, and flash toasts.
 * - `vitae_visitor`: a random id, HMAC-signed, httpOnly, SameSite=Lax, Secure behind TLS.
 * - `vitae_session` (auth/account-session.server.ts): a signed-in browser. While it is valid the
 *   request acts as the account, whose id owns everything the account holds; the visitor cookie
 *   is then only what the browser falls back to after signing out.
 * - `vitae_flash`: a signed toast that survives one redirect; read once by the root loader.
 */
import { randomUUID } from "node:crypto";
import { createContext, createCookie, type Cookie } from "react-router";
import type { Toast, ToastInput } from "../lib/toast.ts";
import { z } from "../lib/zod.ts";
import { getConfig } from "./config.server.ts";
import { remember } from "../lib/remember.ts";
import { readAccountSession, type SignedInAccount } from "./auth/account-session.server.ts";

/** A flashed toast, read back from the session cookie (which the browser could have changed). */
const toastSchema = z.object({
  id: z.string().max(64).optional(),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
  action: z.object({ label: z.string().max(40), href: z.string().max(300) }).optional(),
}) satisfies z.ZodType<Toast, ToastInput>;

export const VISITOR_COOKIE = "vitae_visitor";
export const FLASH_COOKIE = "vitae_flash";
const VISITOR_MAX_AGE_S = 400 * 24 * 60 * 60; // the longest lifetime browsers accept

function cookies(): { visitor: Cookie; flash: Cookie } {
  return remember("cookies", () => {
    const secrets = [getConfig().SESSION_SECRET];
    return {
      visitor: createCookie(VISITOR_COOKIE, { httpOnly: true, sameSite: "lax", path: "/", secrets, maxAge: VISITOR_MAX_AGE_S }),
      flash: createCookie(FLASH_COOKIE, { httpOnly: true, sameSite: "lax", path: "/", secrets }),
    };
  });
}

/** True when the browser reached us over TLS (directly or through the trusted proxy). */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

const VISITOR_ID = /^[0-9a-f-]{36}$/;

export interface VisitorSession {
  /** The owner id this request acts as: the signed-in account's id, else the anonymous visitor's. */
  visitorId: string;
  /** The anonymous visitor id of this browser's cookie (the same as `visitorId` when signed out). */
  browserVisitorId: string;
  /** The account this browser is signed in as. */
  account: SignedInAccount | null;
  /** The visitor id was minted on this request (no valid cookie came in). */
  isNew: boolean;
  /** Returns the pending flash toast once; the cookie is cleared on this response. */
  takeFlash(): Toast | null;
  /** Set-Cookie headers this request must send back. */
  outgoingCookies(): Promise<string[]>;
}

export const visitorSessionContext = remember("context:visitor-session", () => createContext<VisitorSession | null>(null));

export async function readVisitorSession(request: Request): Promise<VisitorSession> {
  const header = request.headers.get("Cookie");
  const { visitor, flash } = cookies();
  const parsedId: unknown = await visitor.parse(header).catch(() => null);
  const validId = typeof parsedId === "string" && VISITOR_ID.test(parsedId) ? parsedId : null;
  const browserVisitorId = validId ?? randomUUID();
  const account = await readAccountSession(request);
  const rawFlash: unknown = await flash.parse(header).catch(() => null);
  const pendingFlash = toastSchema.safeParse(rawFlash);
  let flashTaken = false;
  const secure = isSecureRequest(request);

  return {
    visitorId: account?.accountId ?? browserVisitorId,
    browserVisitorId,
    account,
    isNew: validId === null && account === null,
    takeFlash() {
      if (!pendingFlash.success || flashTaken) return null;
      flashTaken = true;
      return pendingFlash.data;
    },
    async outgoingCookies() {
      const out: string[] = [];
      if (validId === null) out.push(await visitor.serialize(browserVisitorId, { secure }));
      if (flashTaken) out.push(await flash.serialize("", { secure, maxAge: 0, expires: new Date(0) }));
      return out;
    },
  };
}

/** The Set-Cookie header that carries a toast to the next page. */
export async function flashCookie(request: Request, toast: ToastInput): Promise<string> {
  const value = toastSchema.parse({ id: randomUUID(), ...toast });
  return cookies().flash.serialize(value, { secure: isSecureRequest(request) });
}

/** A fresh visitor cookie (used when a visitor deletes their data and starts anew). */
export async function newVisitorCookie(request: Request): Promise<{ visitorId: string; cookie: string }> {
  const visitorId = randomUUID();
  return { visitorId, cookie: await cookies().visitor.serialize(visitorId, { secure: isSecureRequest(request) }) };
}

/**
 * Root route middleware: makes the visitor session available to every loader and action
 * (`requireVisitor(context)`), then appends its cookies to whatever response was produced.
 */
export async function visitorSessionMiddleware(
  { request, context }: { request: Request; context: { set: (key: typeof visitorSessionContext, value: VisitorSession) => void } },
  next: () => Promise<Response>,
): Promise<Response> {
  const session = await readVisitorSession(request);
  context.set(visitorSessionContext, session);
  const response = await next();
  const cookiesOut = await session.outgoingCookies();
  if (cookiesOut.length === 0) return response;
  // A response that sets its own flash must keep it: do not append our "clear flash" after it.
  const setsFlash = response.headers.getSetCookie().some((c) => c.startsWith(`${FLASH_COOKIE}=`));
  const toAppend = cookiesOut.filter((c) => !(setsFlash && c.startsWith(`${FLASH_COOKIE}=`)));
  try {
    for (const c of toAppend) response.headers.append("Set-Cookie", c);
    return response;
  } catch {
    // immutable headers (a Response we did not build): copy it
    const copy = new Response(response.body, response);
    for (const c of toAppend) copy.headers.append("Set-Cookie", c);
    return copy;
  }
}

export function getVisitorSession(context: { get: (key: typeof visitorSessionContext) => VisitorSession | null }): VisitorSession {
  const session = context.get(visitorSessionContext);
  if (!session) throw new Error("visitor session middleware did not run");
  return session;
}
