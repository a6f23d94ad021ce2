/**
 * The passkey ceremonies against the real sqlite store, with a software authenticator producing
 * genuine WebAuthn answers: the options asked for, the challenge cookie (its scope, its expiry, used
 * once), what is stored, and every refusal answered as a 4xx with its message.
 */
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { SoftAuthenticator } from "../../../tests/setup/soft-authenticator.ts";
import { forget } from "../../lib/remember.ts";
import type { VisitorSession } from "../session.server.ts";
import type { SignedInAccount } from "./account-session.server.ts";

// the store and the secret come from the environment, read on first use
const dataDir = mkdtempSync(path.join(os.tmpdir(), "vitae-passkeys-"));
process.env.DATA_DIR = dataDir;
process.env.SESSION_SECRET = "p".repeat(48);
delete process.env.PUBLIC_ORIGIN;

const { closeStore, getStore } = await import("../db/index.server.ts");
const passkeys = await import("./passkeys.server.ts");
const { PASSKEY_BODY_MESSAGE } = await import("../../lib/passkeys.ts");

const ORIGIN = "http://localhost:5173";
const CHROME_ON_LINUX = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

afterAll(async () => {
  await closeStore();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A browser's cookie jar of name=value pairs, fed by the answers' Set-Cookie headers. */
class Jar {
  cookies = new Map<string, string>();
  take(response: Response): Response {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(";");
      const at = pair!.indexOf("=");
      const value = pair!.slice(at + 1);
      if (value === "") this.cookies.delete(pair!.slice(0, at));
      else this.cookies.set(pair!.slice(0, at), value);
    }
    return response;
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

function post(jar: Jar, urlPath: string, body?: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${ORIGIN}${urlPath}`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": CHROME_ON_LINUX, cookie: jar.header(), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function newAccount(): Promise<SignedInAccount> {
  const email = `p${randomUUID().slice(0, 8)}@example.com`;
  const { account } = await (await getStore()).accounts.findOrCreate(email, randomUUID());
  return { accountId: account.id, email, sessionId: "not-a-real-session" };
}

function anonymousVisitor(): VisitorSession {
  const id = randomUUID();
  return { visitorId: id, browserVisitorId: id, account: null, isNew: false, takeFlash: () => null, outgoingCookies: async () => [] };
}

async function errorOf(response: Response): Promise<{ status: number; error: string }> {
  return { status: response.status, error: ((await response.json()) as { error: string }).error };
}

/** Adds a passkey made by `authenticator` to `account`; returns the jar used. */
async function addPasskey(account: SignedInAccount, authenticator: SoftAuthenticator, jar = new Jar()) {
  const options = (await jar
    .take(await passkeys.passkeyAddOptions(post(jar, "/account/passkeys/options"), account))
    .json()) as PublicKeyCredentialCreationOptionsJSON;
  const response = jar.take(await passkeys.passkeyAddVerify(post(jar, "/account/passkeys/verify", { response: authenticator.register(options) }), account));
  expect(response.status, await response.clone().text()).toBe(200);
  return jar;
}

async function signInOptions(jar: Jar, now?: Date) {
  return (await jar.take(await passkeys.passkeySignInOptions(post(jar, "/login/passkey/options"), now)).json()) as PublicKeyCredentialRequestOptionsJSON;
}

describe("the relying party and the default name", () => {
  beforeEach(() => forget("config"));
  afterAll(() => {
    delete process.env.PUBLIC_ORIGIN;
    forget("config");
  });

  it("is the request's host and origin without PUBLIC_ORIGIN, and PUBLIC_ORIGIN's with it", () => {
    expect(passkeys.relyingParty(new Request("http://localhost:5173/login/passkey/options"))).toEqual({ id: "localhost", origin: "http://localhost:5173" });
    process.env.PUBLIC_ORIGIN = "https://cv.example.org";
    forget("config");
    expect(passkeys.relyingParty(new Request("http://10.0.0.7:3000/login/passkey/options"))).toEqual({
      id: "cv.example.org",
      origin: "https://cv.example.org",
    });
  });

  it("names a new passkey after the browser and system that made it", () => {
    expect(passkeys.defaultPasskeyName(CHROME_ON_LINUX)).toBe("Passkey (Chrome on Linux)");
    expect(passkeys.defaultPasskeyName("Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1")).toBe(
      "Passkey (Safari on iPhone or iPad)",
    );
    expect(passkeys.defaultPasskeyName(null)).toBe("Passkey (Unknown browser)");
  });
});

describe("adding a passkey", () => {
  it("asks for a discoverable passkey for the account, excluding the ones it has, with a challenge cookie for 5 minutes", async () => {
    const account = await newAccount();
    const jar = new Jar();
    const response = await passkeys.passkeyAddOptions(post(jar, "/account/passkeys/options"), account);
    expect(response.status).toBe(200);
    const options = (await response.json()) as PublicKeyCredentialCreationOptionsJSON;
    expect(options.rp).toEqual({ name: "Vitae", id: "localhost" });
    expect(options.user.name).toBe(account.email);
    // the user handle is the account id, not the email
    expect(Buffer.from(options.user.id, "base64url").toString("utf8")).toBe(account.accountId);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", requireResidentKey: true, userVerification: "preferred" });
    expect(options.attestation).toBe("none");
    expect(options.excludeCredentials).toEqual([]);
    const [cookie] = response.headers.getSetCookie();
    expect(cookie).toMatch(/^vitae_passkey_add=/);
    expect(cookie).toMatch(/Path=\/account\/passkeys/);
    expect(cookie).toMatch(/Max-Age=300/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);

    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(account, authenticator);
    const [stored] = await (await getStore()).passkeys.listByAccount(account.accountId);
    expect(stored).toMatchObject({
      id: authenticator.credentialId,
      name: "Passkey (Chrome on Linux)",
      counter: 0,
      transports: ["internal"],
      last_used_at: null,
    });

    const again = (await (
      await passkeys.passkeyAddOptions(post(new Jar(), "/account/passkeys/options"), account)
    ).json()) as PublicKeyCredentialCreationOptionsJSON;
    expect(again.excludeCredentials).toEqual([{ id: authenticator.credentialId, type: "public-key", transports: ["internal"] }]);
  });

  it("refuses signed-out requests, a challenge used twice, late, or given to another account, and a credential already added", async () => {
    expect(await errorOf(await passkeys.passkeyAddOptions(post(new Jar(), "/account/passkeys/options"), null))).toEqual({
      status: 401,
      error: passkeys.SIGN_IN_TO_ADD,
    });
    const account = await newAccount();
    const jar = new Jar();
    const now = new Date();
    const options = (await jar
      .take(await passkeys.passkeyAddOptions(post(jar, "/account/passkeys/options"), account, now))
      .json()) as PublicKeyCredentialCreationOptionsJSON;
    const authenticator = new SoftAuthenticator(ORIGIN);
    const body = { response: authenticator.register(options) };
    const cookie = jar.header();

    // another account cannot finish this account's ceremony
    const other = await newAccount();
    expect(await errorOf(await passkeys.passkeyAddVerify(post(jar, "/account/passkeys/verify", body), other))).toEqual({
      status: 400,
      error: passkeys.CHALLENGE_NOT_VALID,
    });
    // six minutes on, the challenge has expired
    const late = new Date(now.getTime() + 6 * 60_000);
    expect((await passkeys.passkeyAddVerify(post(jar, "/account/passkeys/verify", body, { cookie }), account, late)).status).toBe(400);

    const first = await passkeys.passkeyAddVerify(post(jar, "/account/passkeys/verify", body, { cookie }), account, now);
    expect(first.status).toBe(200);
    // the answer clears the cookie; the same cookie posted again is refused
    expect(first.headers.getSetCookie().some((c) => /^vitae_passkey_add=;/.test(c) && /Max-Age=0/.test(c))).toBe(true);
    expect(await errorOf(await passkeys.passkeyAddVerify(post(jar, "/account/passkeys/verify", body, { cookie }), account, now))).toEqual({
      status: 400,
      error: passkeys.CHALLENGE_NOT_VALID,
    });

    // the same authenticator's credential offered again, by another account
    const otherJar = new Jar();
    const otherOptions = (await otherJar
      .take(await passkeys.passkeyAddOptions(post(otherJar, "/account/passkeys/options"), other))
      .json()) as PublicKeyCredentialCreationOptionsJSON;
    expect(
      await errorOf(await passkeys.passkeyAddVerify(post(otherJar, "/account/passkeys/verify", { response: authenticator.register(otherOptions) }), other)),
    ).toEqual({ status: 409, error: passkeys.PASSKEY_TAKEN });
  });

  it("refuses an answer from another origin or for another site, and bodies that are not a passkey answer", async () => {
    const account = await newAccount();
    for (const bend of [{ origin: "https://evil.example" }, { rpId: "evil.example" }, { challenge: "bm90LXRoZS1jaGFsbGVuZ2U" }]) {
      const jar = new Jar();
      const options = (await jar
        .take(await passkeys.passkeyAddOptions(post(jar, "/account/passkeys/options"), account))
        .json()) as PublicKeyCredentialCreationOptionsJSON;
      const answer = { response: new SoftAuthenticator(ORIGIN).register(options, bend) };
      expect(await errorOf(await passkeys.passkeyAddVerify(post(jar, "/account/passkeys/verify", answer), account)), JSON.stringify(bend)).toEqual({
        status: 400,
        error: passkeys.PASSKEY_NOT_VERIFIED,
      });
    }
    const jar = new Jar();
    await passkeys.passkeyAddOptions(post(jar, "/account/passkeys/options"), account).then((r) => jar.take(r));
    const verify = (body: unknown, headers?: Record<string, string>) =>
      passkeys.passkeyAddVerify(post(jar, "/account/passkeys/verify", body, headers), account);
    expect((await verify({ response: {} }, { "content-type": "text/plain" })).status).toBe(415);
    expect(await errorOf(await verify("{not json"))).toEqual({ status: 400, error: "The request body is not valid JSON." });
    for (const body of [
      {},
      { response: null },
      { response: { id: "a/b", rawId: "a/b", type: "public-key", response: {} } },
      [1, 2],
      { response: "x".repeat(5000) },
    ]) {
      expect(await errorOf(await verify(body)), JSON.stringify(body).slice(0, 80)).toEqual({ status: 400, error: PASSKEY_BODY_MESSAGE });
    }
    expect(await (await getStore()).passkeys.listByAccount(account.accountId)).toEqual([]);
  });

  it(`stops at ${20} passkeys`, async () => {
    const account = await newAccount();
    const store = await getStore();
    for (let i = 0; i < passkeys.MAX_PASSKEYS; i += 1) {
      await store.passkeys.add({
        id: `key${i}-${randomUUID()}`,
        account_id: account.accountId,
        public_key: "AA",
        counter: 0,
        transports: [],
        name: `Key ${i}`,
      });
    }
    expect(await errorOf(await passkeys.passkeyAddOptions(post(new Jar(), "/account/passkeys/options"), account))).toEqual({
      status: 409,
      error: passkeys.TOO_MANY_PASSKEYS,
    });
  });
});

describe("signing in with a passkey", () => {
  it("offers any passkey, verifies the signature, records the use, signs in and claims the browser's work", async () => {
    const account = await newAccount();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(account, authenticator);

    const jar = new Jar();
    const options = await signInOptions(jar);
    expect(options.rpId).toBe("localhost");
    expect(options.allowCredentials).toEqual([]);
    expect(options.userVerification).toBe("preferred");
    expect(jar.cookies.has("vitae_passkey_sign_in")).toBe(true);

    const visitor = anonymousVisitor();
    const store = await getStore();
    await store.visitors.ensure(visitor.browserVisitorId);
    const at = new Date();
    const response = await passkeys.passkeySignInVerify(
      post(jar, "/login/passkey/verify", { response: authenticator.authenticate(options), redirectTo: "/resumes?from=passkey" }),
      visitor,
      at,
    );
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({ redirectTo: "/resumes?from=passkey" });
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith("vitae_session="))).toBe(true);
    expect(cookies.some((c) => c.startsWith("vitae_flash="))).toBe(true);
    expect(cookies.some((c) => /^vitae_passkey_sign_in=;/.test(c))).toBe(true);

    expect(await store.passkeys.get(authenticator.credentialId)).toMatchObject({ counter: 1, last_used_at: at.toISOString() });
    const sessions = await store.sessions.listByAccount(account.accountId);
    expect(sessions).toHaveLength(1);
    // the anonymous visitor row was merged into the account's
    expect(await store.visitors.get(visitor.browserVisitorId)).toBeNull();
  });

  it("goes only to a path of this site", async () => {
    const account = await newAccount();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(account, authenticator);
    const jar = new Jar();
    const options = await signInOptions(jar);
    const response = await passkeys.passkeySignInVerify(
      post(jar, "/login/passkey/verify", { response: authenticator.authenticate(options), redirectTo: "https://evil.example/" }),
      anonymousVisitor(),
    );
    expect(await response.json()).toEqual({ redirectTo: "/resumes" });
  });

  it("refuses a replayed answer, a counter that went back, an unknown or removed passkey, another account's user handle and a forged signature", async () => {
    const account = await newAccount();
    const authenticator = new SoftAuthenticator(ORIGIN);
    await addPasskey(account, authenticator);
    const store = await getStore();
    const verify = (jar: Jar, response: unknown) =>
      passkeys.passkeySignInVerify(post(jar, "/login/passkey/verify", { response, redirectTo: "/" }), anonymousVisitor());

    // an answer and its cookie, posted twice
    const jar = new Jar();
    const answer = authenticator.authenticate(await signInOptions(jar));
    const cookie = jar.header();
    expect((await verify(jar, answer)).status).toBe(200);
    const replay = await passkeys.passkeySignInVerify(
      post(jar, "/login/passkey/verify", { response: answer, redirectTo: "/" }, { cookie }),
      anonymousVisitor(),
    );
    expect(await errorOf(replay)).toEqual({ status: 400, error: passkeys.CHALLENGE_NOT_VALID });

    // a copy of the authenticator reports an older counter
    const cloned = new Jar();
    expect(await errorOf(await verify(cloned, authenticator.authenticate(await signInOptions(cloned), { counter: 1 })))).toEqual({
      status: 400,
      error: passkeys.PASSKEY_NOT_VERIFIED,
    });

    const stranger = new Jar();
    expect(await errorOf(await verify(stranger, new SoftAuthenticator(ORIGIN).authenticate(await signInOptions(stranger))))).toEqual({
      status: 400,
      error: passkeys.PASSKEY_UNKNOWN,
    });

    const handle = new Jar();
    const otherHandle = Buffer.from(randomUUID()).toString("base64url");
    expect(await errorOf(await verify(handle, authenticator.authenticate(await signInOptions(handle), { userHandle: otherHandle })))).toEqual({
      status: 400,
      error: passkeys.PASSKEY_UNKNOWN,
    });

    // the right credential id with another key's signature
    const forged = new Jar();
    const impostor = new SoftAuthenticator(ORIGIN);
    impostor.userHandle = authenticator.userHandle;
    const forgedAnswer = {
      ...impostor.authenticate(await signInOptions(forged), { counter: 99 }),
      id: authenticator.credentialId,
      rawId: authenticator.credentialId,
    };
    expect(await errorOf(await verify(forged, forgedAnswer))).toEqual({ status: 400, error: passkeys.PASSKEY_NOT_VERIFIED });

    const wrongOrigin = new Jar();
    expect(await errorOf(await verify(wrongOrigin, authenticator.authenticate(await signInOptions(wrongOrigin), { origin: "https://evil.example" })))).toEqual({
      status: 400,
      error: passkeys.PASSKEY_NOT_VERIFIED,
    });

    // without the options' cookie there is nothing to verify against
    expect(await errorOf(await verify(new Jar(), answer))).toEqual({ status: 400, error: passkeys.CHALLENGE_NOT_VALID });

    await store.passkeys.delete(authenticator.credentialId, account.accountId);
    const removed = new Jar();
    expect(await errorOf(await verify(removed, authenticator.authenticate(await signInOptions(removed))))).toEqual({
      status: 400,
      error: passkeys.PASSKEY_UNKNOWN,
    });
  });

  it("a sign-in challenge does not finish an add", async () => {
    const account = await newAccount();
    const jar = new Jar();
    const options = await signInOptions(jar);
    // the sign-in cookie is not the add ceremony's: an add with it has no challenge
    const answer = new SoftAuthenticator(ORIGIN).register(optionsForAdd(options.challenge));
    const response = await passkeys.passkeyAddVerify(post(jar, "/account/passkeys/verify", { response: answer }), account);
    expect(await errorOf(response)).toEqual({ status: 400, error: passkeys.CHALLENGE_NOT_VALID });
  });
});

function optionsForAdd(challenge: string): PublicKeyCredentialCreationOptionsJSON {
  return { challenge, rp: { name: "Vitae", id: "localhost" }, user: { id: "dXNlcg", name: "u", displayName: "u" }, pubKeyCredParams: [] };
}
