/**
 * Reading a page's form post (the screens' actions). React Router calls an action for every
 * non-GET method and hands over whatever body came; `request.formData()` throws on anything that is
 * not a form, which would surface as a 500. Here a wrong method, a wrong content type and a body
 * that does not parse are answered as 4xx error pages instead (thrown, so the route's error
 * boundary renders the message).
 */
import { data } from "react-router";
import { fail, ok, type Result } from "../result.server.ts";

const FORM_CONTENT_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

export async function readFormPost(request: Request): Promise<FormData> {
  const read = await tryReadFormPost(request);
  if (!read.ok) throw data(read.error, { status: read.status, headers: read.status === 405 ? { Allow: "GET, POST" } : undefined });
  return read.value;
}

/** The same checks, answered as a result (for a resource route that answers JSON rather than an error page). */
export async function tryReadFormPost(request: Request): Promise<Result<FormData>> {
  if (request.method !== "POST") return fail(405, "Method not allowed. Use GET or POST.");
  if (!FORM_CONTENT_TYPE.test(request.headers.get("content-type") ?? "")) return fail(415, "Please submit the form on this page.");
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return fail(400, "The form could not be read. Please try again.");
  }
  for (const name of formData.keys()) {
    if (!isReasonableFieldName(name)) return fail(400, "The form has fields this page does not know. Please reload it and try again.");
  }
  return ok(formData);
}

/** Longest field name and highest list index any of our forms uses (lists hold at most 30 entries). */
const MAX_FIELD_NAME_LENGTH = 200;
const MAX_LIST_INDEX = 99;

/**
 * A name like `experiences[99999999].jobTitle` would make the re-rendered form build a list of a
 * hundred million entries (a few bytes in, gigabytes of memory out): such names are refused.
 */
export function isReasonableFieldName(name: string): boolean {
  if (name.length > MAX_FIELD_NAME_LENGTH) return false;
  for (const match of name.matchAll(/\[(\d+)\]/g)) if (Number(match[1]) > MAX_LIST_INDEX) return false;
  return true;
}
