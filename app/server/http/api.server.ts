/** Helpers for the /api resource routes: JSON errors (never 500 for bad input) and body parsing. */
import { z } from "zod";

export function jsonError(status: number, error: string, extra: Record<string, unknown> = {}): Response {
  return Response.json({ error, ...extra }, { status, headers: { "Cache-Control": "no-store" } });
}

/** Turns zod issues into `{ "personalInfo.email": "Please enter a valid email" }`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    // a rule about the whole body (a CV too long in all) has no field: it is the form's
    const key = issue.path.join(".") || "form";
    out[key] ??= issue.message;
  }
  return out;
}

export type JsonBodyResult<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Reads a JSON body and validates it; wrong content type → 415, bad JSON → 400, invalid → 400 with field errors. */
export async function readJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<JsonBodyResult<z.infer<S>>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) {
    return { ok: false, response: jsonError(415, "Please send a JSON body (Content-Type: application/json).") };
  }
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { ok: false, response: jsonError(400, "The request body is not valid JSON.") };
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const whole = parsed.error.issues.find((issue) => issue.path.length === 0);
    return { ok: false, response: jsonError(400, whole?.message ?? "Some fields are invalid.", { fieldErrors: fieldErrors(parsed.error) }) };
  }
  return { ok: true, data: parsed.data };
}

export function methodNotAllowed(allowed: string[]): Response {
  return new Response(JSON.stringify({ error: `Method not allowed. Use ${allowed.join(" or ")}.` }), {
    status: 405,
    headers: { Allow: allowed.join(", "), "Content-Type": "application/json" },
  });
}
