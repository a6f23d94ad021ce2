/**
 * Signing in by email in the integration tests, as a browser without JavaScript does: ask on
 * /login, read the message the real SMTP server of the test received, then post the link's token
 * (or the code) to /login/verify.
 */
import type { ReceivedMail, TestSmtpServer } from "./smtp.ts";
import type { Visitor } from "./visitor.ts";

export const SIGN_IN_SUBJECT = "Your Vitae sign-in link";

/** The messages to `email` (with `subject`, when given) the server has received so far. */
export function mailTo(smtp: TestSmtpServer, email: string, subject?: string): ReceivedMail[] {
  return smtp.messages().filter((mail) => mail.envelope.to.includes(email.toLowerCase()) && (subject === undefined || mail.subject === subject));
}

/** The newest message to `email` once there are more than `seen` of them. */
export async function nextMail(smtp: TestSmtpServer, email: string, seen: number, subject?: string): Promise<ReceivedMail> {
  for (const deadline = Date.now() + 5000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
    const all = mailTo(smtp, email, subject);
    if (all.length > seen) return all.at(-1)!;
  }
  throw new Error(`no new "${subject ?? "message"}" to ${email}`);
}

export interface SignInMail {
  /** The answer of /login to the request. */
  requested: Response;
  message: ReceivedMail;
  /** The full link, as written in the message. */
  link: string;
  token: string;
  code: string;
}

/** Asks /login for a sign-in email as `visitor`, and reads the link and the code from the message that arrives. */
export async function requestSignInMail(visitor: Visitor, smtp: TestSmtpServer, email: string, redirectTo = "/resumes"): Promise<SignInMail> {
  const seen = mailTo(smtp, email, SIGN_IN_SUBJECT).length;
  const requested = await visitor.postForm("/login", { email, redirectTo });
  if (requested.status !== 302) throw new Error(`/login answered ${requested.status}: ${await requested.text()}`);
  const message = await nextMail(smtp, email, seen, SIGN_IN_SUBJECT);
  const text = message.text ?? "";
  const link = /https?:\/\/\S+\/login\/verify\?token=([A-Za-z0-9_-]+)/.exec(text);
  // the code is a line of its own: a link token may hold six digits too
  const code = /^\s*(\d{6})\s*$/m.exec(text);
  if (!link || !code) throw new Error(`no link or code in:\n${text}`);
  return { requested, message, link: link[0], token: link[1]!, code: code[1]! };
}

/** Signs `visitor` in with `email` through the emailed link; returns /login/verify's answer (a redirect). */
export async function signInByLink(visitor: Visitor, smtp: TestSmtpServer, email: string, redirectTo = "/resumes"): Promise<Response> {
  const { token } = await requestSignInMail(visitor, smtp, email, redirectTo);
  const signedIn = await visitor.postForm("/login/verify", { intent: "link", token });
  if (signedIn.status !== 302) throw new Error(`/login/verify answered ${signedIn.status}: ${await signedIn.text()}`);
  return signedIn;
}
