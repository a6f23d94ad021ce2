/**
 * The `intent` of a form post: which of a page's submit buttons sent it. A page that does not offer
 * the posted intent answers UNKNOWN_ACTION (400), in the same words everywhere.
 */
export const UNKNOWN_ACTION = "Unknown action.";

/** The posted intent when the page offers it; null otherwise. */
export function offeredIntent<const Intents extends readonly string[]>(formData: FormData, offered: Intents): Intents[number] | null {
  const intent = formData.get("intent");
  return typeof intent === "string" && offered.includes(intent) ? intent : null;
}
