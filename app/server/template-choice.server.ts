/**
 * The chosen CV template without JavaScript: a plain cookie mirrors the `selectedTemplate` that the
 * browser keeps in local storage (create page).
 */
import { createCookie } from "react-router";
import { DEFAULT_TEMPLATE, isTemplateId, type TemplateId } from "../lib/templates.ts";
import { isSecureRequest } from "./session.server.ts";

const templateCookie = createCookie("vitae_template", { path: "/", sameSite: "lax", httpOnly: false, maxAge: 365 * 24 * 60 * 60 });

export async function readTemplateChoice(request: Request): Promise<TemplateId> {
  const value: unknown = await templateCookie.parse(request.headers.get("Cookie")).catch(() => null);
  return isTemplateId(value) ? value : DEFAULT_TEMPLATE;
}

export function templateChoiceCookie(request: Request, template: TemplateId): Promise<string> {
  return templateCookie.serialize(template, { secure: isSecureRequest(request) });
}
