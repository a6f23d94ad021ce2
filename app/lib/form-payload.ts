/**
 * A posted form as nested values, by the naming the resume form's fields use ("personalInfo.email",
 * "experiences[2].jobTitle"; a name outside that naming is left out), and the list changes (add,
 * remove, move) its buttons ask for. The server reads the same posts with Conform (`parseWithZod`);
 * the browser reads them here, without Conform's runtime. Tests hold both readings equal on generated forms, intents included.
 */

import { parsePath, updatePath } from "./field-path.ts";

/** The submit buttons' field for a list change; the server applies it when a post has no JavaScript behind it. */
export const INTENT_FIELD = "__intent__";

export type Values = Record<string, unknown>;

/** The posted fields as nested values; a name posted twice holds both values, in order. */
export function formPayload(entries: Iterable<[string, FormDataEntryValue]>): Values {
  let values: Values = {};
  for (const [name, value] of entries) {
    if (name === INTENT_FIELD) continue;
    values = updatePath(values, name, (previous) => (previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value]));
  }
  return values;
}

export type ListIntent =
  | { type: "insert"; payload: { name: string; index?: number; defaultValue?: unknown } }
  | { type: "remove"; payload: { name: string; index: number } }
  | { type: "reorder"; payload: { name: string; from: number; to: number } };

const isIndex = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** A list change as a button posts it, or null for anything else. */
export function readListIntent(posted: unknown): ListIntent | null {
  if (typeof posted !== "string") return null;
  let intent: { type?: unknown; payload?: Record<string, unknown> };
  try {
    intent = JSON.parse(posted) as typeof intent;
  } catch {
    return null;
  }
  const payload = intent?.payload;
  if (typeof payload !== "object" || payload === null || typeof payload.name !== "string" || !parsePath(payload.name)) return null;
  if (intent.type === "insert" && (payload.index === undefined || isIndex(payload.index))) return intent as ListIntent;
  if (intent.type === "remove" && isIndex(payload.index)) return intent as ListIntent;
  if (intent.type === "reorder" && isIndex(payload.from) && isIndex(payload.to)) return intent as ListIntent;
  return null;
}

/** The list after the change, `added` standing in for an inserted entry. */
export function changeList<T>(list: readonly T[], intent: ListIntent, added: T): T[] {
  const next = [...list];
  if (intent.type === "insert") next.splice(intent.payload.index ?? next.length, 0, added);
  else if (intent.type === "remove") next.splice(intent.payload.index, 1);
  else next.splice(intent.payload.to, 0, ...next.splice(intent.payload.from, 1));
  return next;
}

/** The attributes of a submit button asking for a list change (posted as it is without JavaScript). */
export function intentButtonProps(formId: string, intent: ListIntent) {
  return { name: INTENT_FIELD, value: JSON.stringify(intent), form: formId, formNoValidate: true } as const;
}
