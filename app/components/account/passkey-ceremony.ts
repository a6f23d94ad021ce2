/**
 * The browser's side of the passkey ceremonies: whether this browser can take part (only once
 * React runs, and only where WebAuthn exists), and the JSON posts to the ceremony endpoints, each
 * answered as a value or a message to show.
 */
import { messageForFailedAnswer, NO_ANSWER_MESSAGE } from "../../lib/submit-failure.ts";
import { useHydrated } from "../ui/use-hydrated.ts";

/** False in the server render and in browsers without WebAuthn: the passkey buttons are not shown. */
export function usePasskeySupport(): boolean {
  const hydrated = useHydrated();
  return hydrated && typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

export type Answer<T> = { ok: true; value: T } | { ok: false; message: string };

/** POSTs `body` as JSON (or nothing) and reads the JSON answer. */
export async function postCeremony<T>(url: string, body?: unknown): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: body === undefined ? undefined : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: NO_ANSWER_MESSAGE };
  }
  const parsed: unknown = await response.json().catch(() => null);
  if (!response.ok || parsed === null) return { ok: false, message: messageForFailedAnswer(response.status, parsed) };
  return { ok: true, value: parsed as T };
}
