/**
 * Passkeys against the real server process, with a software authenticator in the test producing
 * genuine WebAuthn answers (the server's relying party is its PUBLIC_ORIGIN, http://127.0.0.1:<port>):
 * a browser signed in by email adds a passkey on /account; another browser signs in with it and
 * brings its anonymous CV along; the passkey is renamed and removed with the page's plain forms;
 * and the endpoints answer every bad request with a 4xx.
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { describe, expect, it } from "vitest";
import { person, resumeForm } from "../setup/factory.ts";
import { serverForTests } from "../setup/server-process.ts";
import { signInByLink } from "../setup/sign-in-mail.ts";
import { SoftAuthenticator } from "../setup/soft-authenticator.ts";
import { Visitor } from "../setup/visitor.ts";

const FIREFOX_ON_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";

let counter = 0;
const freshEmail = () => `passkey${++counter}.${Date.now()}@example.com`;

describe("passkeys", () => {
  const app = serverForTests({ withMail: true });

  async function signInByEmail(visitor: Visitor, email: string): Promise<void> {
    expect((await signInByLink(visitor, app.smtp, email, "/account")).headers.get("location")).toBe("/account");
  }

  async function createResume(visitor: Visitor, firstName: string): Promise<string> {
    const response = await visitor.postJson("/api/generate-resume", resumeForm({ personalInfo: person({ firstName, lastName: "Hopper" }) }));
    expect(response.status).toBe(201);
    return ((await response.json()) as { resumeId: string }).resumeId;
  }

  const postEmpty = (visitor: Visitor, path: string) => visitor.fetch(path, { method: "POST", headers: { "user-agent": FIREFOX_ON_WINDOWS } });
  const postJson = (visitor: Visitor, path: string, body: unknown) =>
    visitor.fetch(path, { method: "POST", headers: { "content-type": "application/json", "user-agent": FIREFOX_ON_WINDOWS }, body: JSON.stringify(body) });

  async function addPasskey(visitor: Visitor): Promise<SoftAuthenticator> {
    const options = await postEmpty(visitor, "/account/passkeys/options");
    expect(options.status).toBe(200);
    const authenticator = new SoftAuthenticator(app.server.url);
    const added = await postJson(visitor, "/account/passkeys/verify", {
      response: authenticator.register((await options.json()) as PublicKeyCredentialCreationOptionsJSON),
    });
    expect(added.status, await added.clone().text()).toBe(200);
    expect(await added.json()).toEqual({ passkey: { id: authenticator.credentialId, name: "Passkey (Firefox on Windows)" } });
    return authenticator;
  }

  async function signInWithPasskey(visitor: Visitor, authenticator: SoftAuthenticator, redirectTo = "/resumes"): Promise<Response> {
    const options = await postEmpty(visitor, "/login/passkey/options");
    expect(options.status).toBe(200);
    const answer = authenticator.authenticate((await options.json()) as PublicKeyCredentialRequestOptionsJSON);
    return postJson(visitor, "/login/passkey/verify", { response: answer, redirectTo });
  }

  it("a passkey added on /account signs another browser in, and that browser's CV joins the account's", async () => {
    const email = freshEmail();
    const browserA = new Visitor(app.server.url);
    const first = await createResume(browserA, "Grace");
    await signInByEmail(browserA, email);
    const authenticator = await addPasskey(browserA);
    const accountPage = await (await browserA.fetch("/account")).text();
    expect(accountPage).toContain("Passkey (Firefox on Windows)");
    expect(accountPage).toContain("not used yet");

    const browserB = new Visitor(app.server.url);
    const second = await createResume(browserB, "Katherine");
    const anonymousId = browserB.id;
    const signedIn = await signInWithPasskey(browserB, authenticator, "/resumes");
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);
    expect(await signedIn.json()).toEqual({ redirectTo: "/resumes" });
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith("vitae_session="))).toBe(true);

    const list = await (await browserB.fetch("/resumes")).text();
    expect(list).toContain(`data-resume-id="${first}"`);
    expect(list).toContain(`data-resume-id="${second}"`);
    const account = (await app.store.accounts.getByEmail(email))!;
    expect((await app.store.resumes.get(second))!.owner_id).toBe(account.id);
    expect(await app.store.visitors.get(anonymousId)).toBeNull();
    expect(await (await browserB.fetch("/account")).text()).toMatch(/last used \d/);
    expect(await app.store.passkeys.get(authenticator.credentialId)).toMatchObject({ counter: 1 });

    // signed out, the same passkey signs in again (its counter moves on)
    expect((await browserB.postForm("/logout", {})).status).toBe(302);
    expect((await browserB.fetch("/account")).status).toBe(302);
    expect((await signInWithPasskey(browserB, authenticator, "/account")).status).toBe(200);
    expect(await (await browserB.fetch("/account")).text()).toContain(email);
    expect(await app.store.passkeys.get(authenticator.credentialId)).toMatchObject({ counter: 2 });
  });

  it("renames and removes a passkey with the page's forms, only the account's own", async () => {
    const owner = new Visitor(app.server.url);
    await signInByEmail(owner, freshEmail());
    const authenticator = await addPasskey(owner);
    const id = authenticator.credentialId;

    const empty = await owner.postForm("/account", { intent: "rename-passkey", passkeyId: id, name: "   " });
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Give the passkey a name of 1 to 60 characters.");
    const renamed = await owner.postForm("/account", { intent: "rename-passkey", passkeyId: id, name: "  Work   laptop " });
    expect(renamed.status).toBe(302);
    expect(renamed.headers.get("location")).toBe("/account");
    expect(await (await owner.fetch("/account")).text()).toContain("Work laptop");

    // another account can neither rename nor remove it
    const stranger = new Visitor(app.server.url);
    await signInByEmail(stranger, freshEmail());
    expect((await stranger.postForm("/account", { intent: "rename-passkey", passkeyId: id, name: "Mine now" })).status).toBe(404);
    const refused = await stranger.postForm("/account", { intent: "remove-passkey", passkeyId: id });
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain("That passkey is no longer on your account.");
    expect(await app.store.passkeys.get(id)).toMatchObject({ name: "Work laptop" });
    expect((await stranger.postForm("/account", { intent: "remove-passkey", passkeyId: "not base64!" })).status).toBe(404);

    expect((await owner.postForm("/account", { intent: "remove-passkey", passkeyId: id })).status).toBe(302);
    expect(await app.store.passkeys.get(id)).toBeNull();
    expect(await (await owner.fetch("/account")).text()).toContain("No passkeys yet.");

    const afterRemoval = await signInWithPasskey(new Visitor(app.server.url), authenticator);
    expect(afterRemoval.status).toBe(400);
    expect(((await afterRemoval.json()) as { error: string }).error).toMatch(/not registered with Vitae, or it was removed/);
  });

  it("answers wrong methods, strangers, other origins and broken bodies with a 4xx, never a 500", async () => {
    const visitor = new Visitor(app.server.url);
    for (const path of ["/account/passkeys/options", "/account/passkeys/verify", "/login/passkey/options", "/login/passkey/verify"]) {
      const get = await visitor.fetch(path);
      expect(get.status, path).toBe(405);
      expect(get.headers.get("allow")).toBe("POST");
    }
    const signedOut = await postEmpty(visitor, "/account/passkeys/options");
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: "Sign in to add a passkey." });
    expect((await postJson(visitor, "/account/passkeys/verify", { response: {} })).status).toBe(401);

    const crossSite = await visitor.fetch("/login/passkey/options", { method: "POST", headers: { origin: "https://evil.example" } });
    expect(crossSite.status).toBe(403);

    const verify = (init: RequestInit) => visitor.fetch("/login/passkey/verify", { method: "POST", ...init });
    expect((await verify({ headers: { "content-type": "text/plain" }, body: "{}" })).status).toBe(415);
    expect((await verify({ headers: { "content-type": "application/json" }, body: "{" })).status).toBe(400);
    expect((await verify({ headers: { "content-type": "application/json" }, body: JSON.stringify({ response: { id: ["x"] } }) })).status).toBe(400);
    expect((await verify({ headers: { "content-type": "application/json" }, body: "[".repeat(5000) + "]".repeat(5000) })).status).toBe(400);
    expect((await verify({ headers: { "content-type": "application/json" }, body: JSON.stringify({ pad: "x".repeat(1_100_000) }) })).status).toBe(413);

    // a well-formed answer with no challenge cookie: nothing was asked of this browser
    const options = (await (await postEmpty(new Visitor(app.server.url), "/login/passkey/options")).json()) as PublicKeyCredentialRequestOptionsJSON;
    const stray = await verify({
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ response: new SoftAuthenticator(app.server.url).authenticate(options), redirectTo: "/" }),
    });
    expect(stray.status).toBe(400);
    expect(((await stray.json()) as { error: string }).error).toMatch(/expired or was already used/);
    expect(app.server.output()).not.toMatch(/unhandled|TypeError|stack/i);
  });
});
