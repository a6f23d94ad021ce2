/**
 * The parts every message of ours shares: HTML escaping, a link checked to be absolute http(s),
 * the document around the paragraphs (plain HTML that reads well without styles or images), and
 * the sign-in button with the address written out beside it for mail apps that drop buttons.
 */
import { PRODUCT_NAME } from "../../lib/brand.ts";

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** A caller's mistake, never a reader's: a javascript: or relative link must not be mailed. */
export function assertMailableLink(url: string, what: string): void {
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new Error(`${what} must be an absolute http(s) URL`);
}

/** The button to `url` and the address written out below it (HTML paragraphs). */
export function signInButton(url: string): string[] {
  return [
    `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">Sign in to ${escapeHtml(PRODUCT_NAME)}</a></p>`,
    `<p style="font-size:14px;word-break:break-all">If the button does not work, open this address: <a href="${escapeHtml(url)}" style="color:#1d4ed8">${escapeHtml(url)}</a></p>`,
  ];
}

/** The whole HTML document around the message's paragraphs (already HTML). */
export function mailDocument(subject: string, paragraphs: string[]): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    "</head>",
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto">',
    ...paragraphs,
    "</div>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
