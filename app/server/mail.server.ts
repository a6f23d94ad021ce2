/**
 * Outgoing mail (sign-in links). With SMTP_URL set, messages go through one nodemailer transport per
 * process; without it, development and tests write them to the server log (so a developer can
 * follow a sign-in link), and production sends nothing: callers say that email sign-in is off.
 */
import type { Transporter } from "nodemailer";
import { forget, recall, remember } from "../lib/remember.ts";
import { SIGN_IN_NOT_CONFIGURED } from "../lib/sign-in.ts";
import { getConfig, parseMailFrom, type Config } from "./config.server.ts";
import { getLogger } from "./http/logging.server.ts";
import { fail, ok, type Result } from "./result.server.ts";

export type MailDelivery = "smtp" | "log" | "off";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface SentMail {
  delivery: "smtp" | "log";
  /** The Message-ID header of a message handed to the SMTP server. */
  messageId?: string;
}

/** What a person reads when this server cannot send mail at all (production without SMTP_URL). */
export const MAIL_OFF_MESSAGE = SIGN_IN_NOT_CONFIGURED;
/** What a person reads when the SMTP server refused the message or could not be reached. */
export const MAIL_FAILED_MESSAGE = "We could not send the email. Try again in a minute.";

/** Long enough for a slow relay, short enough that a sign-in form does not hang for minutes. */
const TIMEOUT_MS = 10_000;

const TRANSPORT = "mail-transport";

export function mailDelivery(config: Pick<Config, "SMTP_URL" | "isProduction"> = getConfig()): MailDelivery {
  if (config.SMTP_URL) return "smtp";
  return config.isProduction ? "off" : "log";
}

async function transport(config: Config): Promise<Transporter> {
  // loaded with the first message: most server processes never send one
  const { default: nodemailer } = await import("nodemailer");
  return remember(TRANSPORT, () =>
    nodemailer.createTransport({
      url: config.SMTP_URL,
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
      dnsTimeout: TIMEOUT_MS,
    }),
  );
}

/** Sends one message. Never throws for a delivery problem: it is logged and answered as a failure. */
export async function sendMail(message: MailMessage): Promise<Result<SentMail>> {
  const config = getConfig();
  const delivery = mailDelivery(config);
  if (delivery === "off") return fail(503, MAIL_OFF_MESSAGE);
  // config validated MAIL_FROM (or built the default), so this always parses
  const from = parseMailFrom(config.MAIL_FROM) ?? { name: "", address: config.MAIL_FROM };
  if (delivery === "log") {
    getLogger().info({
      msg: "mail not sent (no SMTP_URL): logged instead",
      from: config.MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
    });
    return ok({ delivery });
  }
  try {
    const info = await (await transport(config)).sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    return ok({ delivery, messageId: info.messageId });
  } catch (error) {
    // the recipient stays out of the log; the SMTP answer says what went wrong
    getLogger().error({ msg: "mail failed", subject: message.subject, error: error instanceof Error ? error.message : String(error) });
    return fail(503, MAIL_FAILED_MESSAGE);
  }
}

/** Tests only: close and forget the transport, so the next message uses the current SMTP_URL. */
export function resetMailForTests(): void {
  recall<Transporter>(TRANSPORT)?.close();
  forget(TRANSPORT);
}
