/**
 * The whole runtime configuration, read once from the environment and validated with zod.
 * A bad value stops the process with a message naming the variable (see `loadConfig`).
 * Every variable is documented with its default in `.env.example`.
 */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_LEGAL_EMAIL, DEFAULT_SUPPORT_EMAIL, PRODUCT_NAME } from "../lib/brand.ts";
import { remember } from "../lib/remember.ts";

const emptyToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

/** A list Express's `trust proxy` accepts: IPv4/IPv6 addresses or subnets and its three names. */
const PROXY_ENTRY = String.raw`(?:loopback|linklocal|uniquelocal|\d{1,3}(?:\.\d{1,3}){3}(?:/\d{1,2})?|[0-9a-f]*:[0-9a-f:.]*(?:/\d{1,3})?)`;
const TRUSTED_PROXY_LIST = new RegExp(String.raw`^\s*${PROXY_ENTRY}(?:\s*,\s*${PROXY_ENTRY})*\s*$`, "i");

const SMTP_URL_MESSAGE = "must be an smtp:// or smtps:// URL with a host, such as smtps://user:password@smtp.example.com:465";
const MAIL_FROM_MESSAGE = "must be an e-mail address or Name <address>, such as Vitae <no-reply@vitae.app>";

/** `Name <address>` or a bare address; the name may be in double quotes. */
const MAIL_FROM_FORM = /^(?:(?<name>[^<>]*?)\s*<(?<angle>[^<>\s]+)>|(?<bare>[^<>\s]+))$/;

/**
 * MAIL_FROM as a name and an address, or undefined when it is neither form. Control characters are
 * refused anywhere: a line break would let the value write headers of its own.
 */
export function parseMailFrom(value: string): { name: string; address: string } | undefined {
  if (/\p{Cc}/u.test(value)) return undefined;
  const match = MAIL_FROM_FORM.exec(value.trim());
  const address = match?.groups?.angle ?? match?.groups?.bare;
  if (address === undefined || !z.email().safeParse(address).success) return undefined;
  const name = (match?.groups?.name ?? "").trim();
  const quoted = /^"(.*)"$/.exec(name);
  return { name: quoted ? quoted[1]!.replace(/\\(.)/g, "$1") : name, address };
}

const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(["development", "production", "test"]).default("production")),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: "must be a whole number between 0 and 65535" })
      .int("must be a whole number between 0 and 65535")
      .min(0, "must be a whole number between 0 and 65535")
      .max(65535, "must be a whole number between 0 and 65535")
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default("0.0.0.0")),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default("./data")),
  MONGODB_URI: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^mongodb(\+srv)?:\/\//, "must start with mongodb:// or mongodb+srv://")
      .optional(),
  ),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  GROQ_API_KEY: optionalString,
  GROQ_MODEL: z.preprocess(emptyToUndefined, z.string().default("llama-3.3-70b-versatile")),
  RAZORPAY_KEY_ID: optionalString,
  RAZORPAY_KEY_SECRET: optionalString,
  RAZORPAY_WEBHOOK_SECRET: optionalString,
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email("must be an e-mail address").default(DEFAULT_SUPPORT_EMAIL)),
  LEGAL_EMAIL: z.preprocess(emptyToUndefined, z.email("must be an e-mail address").default(DEFAULT_LEGAL_EMAIL)),
  /** Outgoing mail (sign-in links). Unset: development and tests write messages to the log; production sends none. */
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((value) => {
        if (!URL.canParse(value)) return false;
        const url = new URL(value);
        return (url.protocol === "smtp:" || url.protocol === "smtps:") && url.hostname !== "";
      }, SMTP_URL_MESSAGE)
      .optional(),
  ),
  /** The From of outgoing mail. Default: `Vitae <no-reply@` + the host of PUBLIC_ORIGIN (or localhost) + `>`. */
  MAIL_FROM: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .refine((value) => parseMailFrom(value) !== undefined, MAIL_FROM_MESSAGE)
      .optional(),
  ),
  PUBLIC_ORIGIN: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) origin such as https://vitae.app" })
      .transform((value) => new URL(value).origin)
      .optional(),
  ),
  /**
   * Which connections may speak for the client through X-Forwarded-For/-Proto/-Host. Default: none,
   * so a client connecting directly cannot pick its own IP (and dodge the per-IP limits) or host.
   * Behind a proxy: a hop count (1 = the proxy in front of us), or addresses/subnets/names Express
   * understands (loopback, uniquelocal, 10.0.0.0/8, comma-separated).
   */
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .union([z.enum(["true", "false"]), z.string().regex(/^\d+$/), z.string().regex(TRUSTED_PROXY_LIST)], {
        error:
          "must be a number of proxy hops (0, 1, 2 …), true, false, or a comma-separated list of proxy addresses, subnets or loopback/linklocal/uniquelocal",
      })
      .default("false")
      .transform((value): number | boolean | string => (value === "true" ? true : value === "false" ? false : /^\d+$/.test(value) ? Number(value) : value)),
  ),
  /** TEST/BENCH ONLY: multiplies every rate limit (benchmarks post thousands of requests from one address). */
  RATE_LIMIT_SCALE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a positive number" }).positive("must be a positive number").max(1_000_000).default(1),
  ),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info")),
  /** Bearer token for GET /api/analytics/report outside development (unset: the report is not served). */
  ANALYTICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16, "must be at least 16 characters").optional()),
  /** Analytics events older than this many days are deleted by the hourly retention job. */
  ANALYTICS_RETENTION_DAYS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a whole number of days" }).int("must be a whole number of days").min(1).max(3650).default(90),
  ),
  /** Where the production build lives, relative to the working directory. */
  VITAE_BUILD_DIR: z.preprocess(emptyToUndefined, z.string().default("build")),
  /** An explicit path to the resume parser's worker file, for an unusual deployment layout. */
  VITAE_PARSE_WORKER: optionalString,
  /** TEST ONLY: with a rzp_test_ key, orders get a local id instead of a call to Razorpay (see .env.example). */
  RAZORPAY_FAKE_ORDERS: z.preprocess(emptyToUndefined, z.enum(["0", "1"], { error: "must be 1 or unset" }).default("0")),
  /**
   * The Chromium that prints PDFs: a path, or "bundled" for the one in @sparticuz/chromium.
   * Unset: a system Chromium/Chrome when installed, else the bundled one.
   */
  CHROMIUM_PATH: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((value) => value === "bundled" || existsSync(value), "must be the path of a Chromium or Chrome executable, or bundled")
      .optional(),
  ),
  /** How many PDFs print at once (browser tabs kept open). */
  PDF_PAGES: z.preprocess(emptyToUndefined, z.coerce.number({ error: "must be a whole number from 1 to 16" }).int().min(1).max(16).default(3)),
  /** How many PDF requests may wait for a tab; beyond that the answer is 503 with Retry-After. */
  PDF_QUEUE: z.preprocess(emptyToUndefined, z.coerce.number({ error: "must be a whole number from 0 to 1000" }).int().min(0).max(1000).default(32)),
  /** The time one PDF may take to render before it is abandoned, in milliseconds. */
  PDF_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: "must be a whole number of milliseconds (1000 to 120000)" }).int().min(1000).max(120_000).default(20_000),
  ),
  /** Enables the /__test/* hooks used by the process-level tests (never set in production). */
  VITAE_TEST_HOOKS: z.preprocess(emptyToUndefined, z.enum(["0", "1"]).default("0")),
});

/** The analytics part of the configuration, parsed on its own by the analytics module's tests. */
export const analyticsConfigSchema = envSchema.pick({ ANALYTICS_TOKEN: true, ANALYTICS_RETENTION_DAYS: true });

export type Config = Omit<z.infer<typeof envSchema>, "SESSION_SECRET" | "MAIL_FROM"> & {
  SESSION_SECRET: string;
  MAIL_FROM: string;
  DATA_DIR: string;
  isProduction: boolean;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses an environment; throws a ConfigError whose message names every bad variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const parsed = result.data;
  // Absolute links (robots.txt, sitemap, canonical and Open Graph URLs) must never be built from a
  // request's Host or X-Forwarded-Host: anyone can send those, and robots.txt is cached publicly.
  if (parsed.NODE_ENV === "production" && !parsed.PUBLIC_ORIGIN) {
    throw new ConfigError(
      "Invalid configuration:\n  PUBLIC_ORIGIN: required in production: the address people reach the site at, such as https://vitae.app (links in robots.txt, the sitemap and page metadata are built from it)",
    );
  }
  const dataDir = path.resolve(parsed.DATA_DIR);
  return {
    ...parsed,
    DATA_DIR: dataDir,
    SESSION_SECRET: parsed.SESSION_SECRET ?? persistentSecret(dataDir),
    MAIL_FROM: parsed.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@${parsed.PUBLIC_ORIGIN ? new URL(parsed.PUBLIC_ORIGIN).hostname : "localhost"}>`,
    isProduction: parsed.NODE_ENV === "production",
  };
}

/** When SESSION_SECRET is unset: generate one once and keep it in DATA_DIR, so cookies survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The process-wide configuration (parsed on first use). */
export function getConfig(): Config {
  return remember("config", () => parseConfig(process.env));
}

/**
 * For entry points: parse the configuration or stop the process with the message.
 * Exit code 78 (EX_CONFIG) tells a supervisor that restarting will not help.
 */
export function loadConfigOrExit(): Config {
  try {
    return getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}
