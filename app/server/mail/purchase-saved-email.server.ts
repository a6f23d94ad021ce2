/**
 * The message to the email a signed-out payer gave at checkout: the purchase is saved to it, and
 * signing in with it on another device brings the plan there. The link only opens the sign-in
 * page (which asks for the email and mails a sign-in link): it signs nobody in by itself, so a
 * forwarded or leaked copy of this message gives nothing away.
 */
import { PRODUCT_NAME } from "../../lib/brand.ts";
import { assertMailableLink, escapeHtml, mailDocument, signInButton, type EmailContent } from "./mail-document.server.ts";

export interface PurchaseSavedEmailInput {
  /** The absolute http(s) URL of the sign-in page (no token in it). */
  signInUrl: string;
  /** The email the purchase is saved to. */
  email: string;
  /** The plan bought ("Pro"). */
  planName: string;
}

export function purchaseSavedEmail({ signInUrl, email, planName }: PurchaseSavedEmailInput): EmailContent {
  assertMailableLink(signInUrl, "purchaseSavedEmail: signInUrl");
  const subject = `Your ${PRODUCT_NAME} purchase is saved to this email`;
  const saved = `Thank you for buying ${PRODUCT_NAME} ${planName}. Your purchase is saved to ${email}.`;
  const how = `To use it on another device or browser, or if this browser's cookies are cleared, sign in to ${PRODUCT_NAME} with this email address. We email you a sign-in link, and your plan comes with you (the CVs you made come along once you sign in on the browser you made them in):`;
  const notice = `This link does not sign you in by itself: the sign-in page asks for your email. If you did not buy anything from ${PRODUCT_NAME}, you can ignore this email.`;

  const text = [saved, "", how, "", signInUrl, "", notice, ""].join("\n");
  const html = mailDocument(subject, [
    `<p>${escapeHtml(saved)}</p>`,
    `<p>${escapeHtml(how)}</p>`,
    ...signInButton(signInUrl),
    `<p style="font-size:14px;color:#4a4a4a">${escapeHtml(notice)}</p>`,
  ]);
  return { subject, text, html };
}
