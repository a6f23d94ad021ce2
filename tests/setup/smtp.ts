/**
 * A real SMTP server in the test process (smtp-server on loopback, plain text, no STARTTLS) that
 * parses every message it accepts with mailparser and keeps it. Point SMTP_URL at `url`.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** A parsed message with the SMTP envelope it came with and the login used, if any. */
export type ReceivedMail = ParsedMail & {
  envelope: { from: string | false; to: string[] };
  /** The user name the client signed in with (SMTP AUTH), when it did. */
  user?: string;
};

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  port: number;
  messages(): ReceivedMail[];
  /** The first message (already received or still to come) addressed to `to`, by envelope or To header. */
  waitForMessage(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const isFor = (mail: ReceivedMail, to: string) => {
  const wanted = to.toLowerCase();
  const headerTo = [mail.to ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address?.toLowerCase()));
  return mail.envelope.to.some((address) => address.toLowerCase() === wanted) || headerTo.includes(wanted);
};

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();

  const server = new SMTPServer({
    authOptional: true,
    // a client given user:pass in its URL may sign in over the plain connection
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? "" });
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const mail: ReceivedMail = Object.assign(parsed, {
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : (false as const),
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            user: typeof session.user === "string" && session.user !== "" ? session.user : undefined,
          });
          received.push(mail);
          for (const waiter of waiters) waiter(mail);
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages: () => [...received],
    waitForMessage(to, timeoutMs = 5000) {
      const already = received.find((mail) => isFor(mail, to));
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const waiter = (mail: ReceivedMail) => {
          if (!isFor(mail, to)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(
              `no mail to ${to} within ${timeoutMs} ms (received ${received.length}: ${received.map((mail) => mail.envelope.to.join(", ")).join("; ") || "none"})`,
            ),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
