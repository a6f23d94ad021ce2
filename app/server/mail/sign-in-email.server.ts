/**
 * The sign-in message: a link that signs in with one click, and the same sign-in as a code to type
 * where the link cannot be opened (another device, a mail app that mangles links). Plain HTML that
 * reads well without styles or images, and a text part saying the same.
 */
import { PRODUCT_NAME } from "../../lib/brand.ts";
import { assertMailableLink, escapeHtml, mailDocument, signInButton, type EmailContent } from "./mail-document.server.ts";

export type { EmailContent };

export interface SignInEmailInput {
  /** The absolute http(s) URL that signs the reader in. */
  link: string;
  /** The 6-digit code for the sign-in page. */
  code: string;
  expiresInMinutes: number;
}

export function signInEmail({ link, code, expiresInMinutes }: SignInEmailInput): EmailContent {
  assertMailableLink(link, "signInEmail: link");
  const minutes = `${expiresInMinutes} ${expiresInMinutes === 1 ? "minute" : "minutes"}`;
  const subject = `Your ${PRODUCT_NAME} sign-in link`;
  const intro = `Use this link to sign in to ${PRODUCT_NAME}:`;
  const codeLine = "Or enter this code on the sign-in page:";
  const notice = `This link works once and expires in ${minutes}. If you did not ask to sign in, ignore this email.`;

  const text = [intro, "", link, "", codeLine, "", code, "", notice, ""].join("\n");

  const html = mailDocument(subject, [
    `<p>${escapeHtml(intro)}</p>`,
    ...signInButton(link),
    `<p>${escapeHtml(codeLine)}</p>`,
    `<p style="font-family:'Courier New',Courier,monospace;font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(code)}</p>`,
    `<p style="font-size:14px;color:#4a4a4a">${escapeHtml(notice)}</p>`,
  ]);

  return { subject, text, html };
}
