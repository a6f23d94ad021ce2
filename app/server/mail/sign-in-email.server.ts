/**
 * The sign-in message: a link that signs in with one click, and the same sign-in as a code to type
 * where the link cannot be opened (another device, a mail app that mangles links). Plain HTML that
 * reads well without styles or images, and a text part saying the same.
 */
import { PRODUCT_NAME } from "../../lib/brand.ts";

export interface SignInEmailInput {
  /** The absolute http(s) URL that signs the reader in. */
  link: string;
  /** The 6-digit code for the sign-in page. */
  code: string;
  expiresInMinutes: number;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

export function signInEmail({ link, code, expiresInMinutes }: SignInEmailInput): EmailContent {
  // a caller's mistake, never a reader's: a javascript: or relative link must not be mailed
  if (!URL.canParse(link) || !/^https?:$/.test(new URL(link).protocol)) throw new Error("signInEmail: link must be an absolute http(s) URL");
  const minutes = `${expiresInMinutes} ${expiresInMinutes === 1 ? "minute" : "minutes"}`;
  const subject = `Your ${PRODUCT_NAME} sign-in link`;
  const intro = `Use this link to sign in to ${PRODUCT_NAME}:`;
  const codeLine = "Or enter this code on the sign-in page:";
  const notice = `This link works once and expires in ${minutes}. If you did not ask to sign in, ignore this email.`;

  const text = [intro, "", link, "", codeLine, "", code, "", notice, ""].join("\n");

  const html = [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    "</head>",
    '<body style="margin:0;padding:24px;background:#ffffff;color:#1a1a1a;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto">',
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">Sign in to ${escapeHtml(PRODUCT_NAME)}</a></p>`,
    `<p style="font-size:14px;word-break:break-all">If the button does not work, open this address: <a href="${escapeHtml(link)}" style="color:#1d4ed8">${escapeHtml(link)}</a></p>`,
    `<p>${escapeHtml(codeLine)}</p>`,
    `<p style="font-family:'Courier New',Courier,monospace;font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>`,
    `<p style="font-size:14px;color:#4a4a4a">${escapeHtml(notice)}</p>`,
    "</div>",
    "</body>",
    "</html>",
    "",
  ].join("\n");

  return { subject, text, html };
}
