/**
 * The chosen CV template without JavaScript: a plain cookie mirrors the `selectedTemplate` that the
 * browser keeps in local storage (create page).
 */
import { createCookie } from "react-router";
import { galleryTemplate, presetCustomization } from "../lib/gallery.ts";
import { DEFAULT_TEMPLATE, isTemplateId, type Customization, type TemplateId } from "../lib/templates.ts";
import { customizationChoiceCookie } from "./customization-choice.server.ts";
import { isSecureRequest } from "./session.server.ts";

const templateCookie = createCookie("vitae_template", { path: "/", sameSite: "lax", httpOnly: false, maxAge: 365 * 24 * 60 * 60 });

export async function readTemplateChoice(request: Request): Promise<TemplateId> {
  const value: unknown = await templateCookie.parse(request.headers.get("Cookie")).catch(() => null);
  return isTemplateId(value) ? value : DEFAULT_TEMPLATE;
}

export function templateChoiceCookie(request: Request, template: TemplateId): Promise<string> {
  return templateCookie.serialize(template, { secure: isSecureRequest(request) });
}

/**
 * The cookies of a design choice: the CV template and, when the choice has one, its look (the
 * gallery's Apply and Use This Template, the create page's format tab).
 */
export async function designChoiceHeaders(request: Request, template: TemplateId, customization?: Customization): Promise<Headers> {
  const headers = new Headers();
  headers.append("Set-Cookie", await templateChoiceCookie(request, template));
  if (customization) headers.append("Set-Cookie", await customizationChoiceCookie(request, customization));
  return headers;
}

/** The format tab's choice: a gallery design (its template in its preset look) or a bare template. */
export function formatChoiceHeaders(request: Request, choice: { design?: string; template: unknown }): Promise<Headers> {
  const design = galleryTemplate(choice.design);
  if (design) return designChoiceHeaders(request, design.template, presetCustomization(design));
  return designChoiceHeaders(request, isTemplateId(choice.template) ? choice.template : DEFAULT_TEMPLATE);
}
