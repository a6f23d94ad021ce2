/**
 * The chosen template customization without JavaScript: the templates gallery's 'Apply & Create
 * Resume' posts the form, and this cookie carries the validated customization to /create (the
 * browser also keeps it in local storage under templateCustomizations).
 */
import { createCookie } from "react-router";
import { readCustomization, type Customization } from "../lib/templates.ts";
import { isSecureRequest } from "./session.server.ts";

export const CUSTOMIZATION_COOKIE = "vitae_customization";

const customizationCookie = createCookie(CUSTOMIZATION_COOKIE, {
  path: "/",
  sameSite: "lax",
  httpOnly: false,
  maxAge: 365 * 24 * 60 * 60,
});

const REQUIRED_KEYS = ["font", "fontSize", "colorScheme", "layoutStyle", "includePhoto"] as const;

/** The customization the visitor applied, or null when none (or the cookie is not valid). */
export async function readCustomizationChoice(request: Request): Promise<Customization | null> {
  const value: unknown = await customizationCookie.parse(request.headers.get("Cookie")).catch(() => null);
  // an unreadable cookie parses as {}: only a complete customization counts as a choice
  if (value === null || typeof value !== "object" || !REQUIRED_KEYS.every((key) => key in value)) return null;
  return readCustomization(value);
}

/** The Set-Cookie header storing a customization (validated again: only known fields are kept). */
export async function customizationChoiceCookie(request: Request, c: Customization): Promise<string> {
  const known = readCustomization(c);
  if (!known) throw new Error("Only a valid customization is stored");
  return await customizationCookie.serialize(known, { secure: isSecureRequest(request) });
}
