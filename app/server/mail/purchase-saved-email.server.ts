/**
 * The message to the email a signed-out payer gave at checkout: the purchase is saved to it, and
 * signing in with it on another device brings the plan there. The link only opens the sign-in
 * page (which asks for the email and mails a sign-in link): it signs nobody in by itself, so a
 * forwarded or leaked copy of this message gives nothing away.
 */
import { PRODUCT_NAME } from "../../lib/brand.ts";
import { escapeHtml, type EmailContent } from "./sign-in-email.server.ts";

export interface PurchaseSavedEmailInput {
  /** The absolute http(s) URL of the sign-in page (no token in it). */
  signInUrl: string;
  /** The email the purchase is saved to. */
  email: string;
  /** The plan bought ("Pro"). */
  planName: string;
}

export function purchaseSavedEmail({ signInUrl, email, planName }: PurchaseSavedEmailInput): EmailContent {
  if (!URL.canParse(signInUrl) || !/^https?:$/.test(new URL(signInUrl).protocol)) {
    throw new Error("purchaseSavedEmail: signInUrl must be an absolute http(s) URL");
  }
  const subject = `Your ${PRODUCT_NAME} purchase is saved to this email`;
  const saved = `Thank you for buying ${PRODUCT_NAME} ${planName}. Your purchase is saved to ${email}.`;
  const how = `To use it on another device or browser, or if this browser's cookies are cleared, sign in to ${PRODUCT_NAME} with this email address. We email you a sign-in link, and your plan and the CVs you made come with you:`;
  const notice = `This link does not sign you in by itself: the sign-in page asks for your email. If you did not buy anything from ${PRODUCT_NAME}, you can ignore this email.`;

  const text = [saved, "", how, "", signInUrl, "", notice, ""].join("\n");
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
    `<p>${escapeHtml(saved)}</p>`,
    `<p>${escapeHtml(how)}</p>`,
    `<p><a href="${escapeHtml(signInUrl)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">Sign in to ${escapeHtml(PRODUCT_NAME)}</a></p>`,
    `<p style="font-size:14px;word-break:break-all">If the button does not work, open this address: <a href="${escapeHtml(signInUrl)}" style="color:#1d4ed8">${escapeHtml(signInUrl)}</a></p>`,
    `<p style="font-size:14px;color:#4a4a4a">${escapeHtml(notice)}</p>`,
    "</div>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
  return { subject, text, html };
}
