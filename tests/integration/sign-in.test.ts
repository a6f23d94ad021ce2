/**
 * Sign-in by email against the real server process and a real SMTP server in this test process:
 * the link and the code arrive by mail, work once, claim the browser's anonymous work, and bring it
 * back in a second browser; sessions can be listed and ended; deleting the account deletes its data.
 */
import { describe, expect, it } from "vitest";
import { serverForTests } from "../setup/server-process.ts";
import { mailTo, requestSignInMail } from "../setup/sign-in-mail.ts";
import { Visitor } from "../setup/visitor.ts";
import { person, resumeForm } from "../setup/factory.ts";

let counter = 0;
const freshEmail = () => `person${++counter}.${Date.now()}@example.com`;

describe("sign-in by email", () => {
  const app = serverForTests({ withMail: true });

  /** Asks for a sign-in and returns the link's token and the code from the email that arrived. */
  async function requestSignIn(visitor: Visitor, email: string, redirectTo = "/resumes"): Promise<{ token: string; code: string }> {
    const mail = await requestSignInMail(visitor, app.smtp, email, redirectTo);
    const safeRedirect = redirectTo.startsWith("/") ? redirectTo : "/resumes";
    expect(mail.requested.headers.get("location")).toBe(`/login/verify?${new URLSearchParams({ email, redirectTo: safeRedirect })}`);
    expect(new URL(mail.link).origin).toBe(app.server.url);
    return mail;
  }

  async function createResume(visitor: Visitor, firstName: string): Promise<string> {
    const response = await visitor.postJson("/api/generate-resume", resumeForm({ personalInfo: person({ firstName, lastName: "Lovelace" }) }));
    expect(response.status).toBe(201);
    return ((await response.json()) as { resumeId: string }).resumeId;
  }

  it("the email carries a link and a code; the link page signs in only on its button, once, and claims the browser's CV", async () => {
    const browserA = new Visitor(app.server.url);
    const resumeId = await createResume(browserA, "Ada");
    const anonymousId = browserA.id;
    const email = freshEmail();
    const { token } = await requestSignIn(browserA, email);
    const message = mailTo(app.smtp, email).at(-1)!;
    expect(message.subject).toBe("Your Vitae sign-in link");
    expect(message.from?.text).toContain("signin@vitae.test");

    // opening the link (what a mail scanner does too) spends nothing
    const page = await browserA.fetch(`/login/verify?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Continue");

    const signedIn = await browserA.postForm("/login/verify", { intent: "link", token });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/resumes");
    expect(signedIn.headers.getSetCookie().some((c) => c.startsWith("vitae_session="))).toBe(true);

    const account = await app.store.accounts.getByEmail(email);
    expect(account).not.toBeNull();
    expect((await app.store.resumes.get(resumeId))!.owner_id).toBe(account!.id);
    expect(await app.store.visitors.get(anonymousId)).toBeNull();
    expect(await (await browserA.fetch("/resumes")).text()).toContain(`data-resume-id="${resumeId}"`);

    // the link works once
    const again = await new Visitor(app.server.url).postForm("/login/verify", { intent: "link", token });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("expired or was already used");
  });

  it("browser B signs in with the code and finds the same CV, its edit page and its download; its own anonymous CV joins them", async () => {
    const browserA = new Visitor(app.server.url);
    const first = await createResume(browserA, "Grace");
    const email = freshEmail();
    const viaLink = await requestSignIn(browserA, email);
    expect((await browserA.postForm("/login/verify", { intent: "link", token: viaLink.token })).status).toBe(302);

    const browserB = new Visitor(app.server.url);
    const second = await createResume(browserB, "Katherine");
    expect((await browserB.fetch(`/edit/${first}`)).status).toBe(404);
    const { code } = await requestSignIn(browserB, email);
    const wrong = await browserB.postForm("/login/verify", { intent: "code", email, code: code === "000000" ? "111111" : "000000" });
    expect(wrong.status).toBe(400);
    const right = await browserB.postForm("/login/verify", { intent: "code", email: email.toUpperCase(), code });
    expect(right.status).toBe(302);

    const list = await (await browserB.fetch("/resumes")).text();
    expect(list).toContain(`data-resume-id="${first}"`);
    expect(list).toContain(`data-resume-id="${second}"`);
    expect((await browserB.fetch(`/edit/${first}`)).status).toBe(200);
    const download = await browserB.fetch(`/api/download-resume/${first}?format=html`);
    expect(download.status).toBe(200);
    // and browser A sees the CV B brought
    expect(await (await browserA.fetch("/resumes")).text()).toContain(`data-resume-id="${second}"`);
  });

  it("a Pro plan bought anonymously follows the account to another browser, even after cookies are lost", async () => {
    const payer = new Visitor(app.server.url);
    await createResume(payer, "Dorothy");
    await app.store.visitors.grant(payer.id, { tier: "pro", pro_until: new Date(Date.now() + 30 * 86_400_000).toISOString(), reset_generation_count: true });
    const email = freshEmail();
    const { token } = await requestSignIn(payer, email);
    expect((await payer.postForm("/login/verify", { intent: "link", token })).status).toBe(302);

    const cleared = new Visitor(app.server.url);
    expect(await (await cleared.fetch("/checkout")).text()).not.toMatch(/data-testid="plan-pro" data-current="true"/);
    const { code } = await requestSignIn(cleared, email, "/checkout");
    const signedIn = await cleared.postForm("/login/verify", { intent: "code", email, code });
    expect(signedIn.headers.get("location")).toBe("/checkout");
    const checkout = await (await cleared.fetch("/checkout")).text();
    expect(checkout).toMatch(/data-testid="plan-pro" data-current="true"/);
    expect(checkout).toContain('data-testid="purchase-saved"');
    // Pro generates without limit on the new browser
    await createResume(cleared, "Mary");
    await createResume(cleared, "Hedy");
  });

  it("the data export of a signed-in person holds the account, its browsers and the CVs' versions", async () => {
    const visitor = new Visitor(app.server.url);
    const resumeId = await createResume(visitor, "Barbara");
    const email = freshEmail();
    const { token } = await requestSignIn(visitor, email);
    await visitor.postForm("/login/verify", { intent: "link", token });
    const response = await visitor.fetch("/api/my-data");
    expect(response.status).toBe(200);
    const exported = (await response.json()) as {
      account: { email: string; sessions: { userAgent: string | null }[]; passkeys: unknown[] } | null;
      resumes: { id: string }[];
      resumeVersions: { resume_id: string }[];
    };
    expect(exported.account?.email).toBe(email);
    expect(exported.account?.sessions).toHaveLength(1);
    expect(exported.account?.passkeys).toEqual([]);
    expect(exported.resumes.map((r) => r.id)).toEqual([resumeId]);
    expect(exported.resumeVersions.some((v) => v.resume_id === resumeId)).toBe(true);
    // nothing secret: no session id (a token's hash) and no sign-in token
    expect(JSON.stringify(exported)).not.toMatch(/token_hash|code_hash|"id":"[A-Za-z0-9_-]{43}"/);
  });

  it("answers the same whether or not the email has an account, and makes no account until a link is used", async () => {
    const known = freshEmail();
    const visitor = new Visitor(app.server.url);
    const { token } = await requestSignIn(visitor, known);
    await visitor.postForm("/login/verify", { intent: "link", token });
    const unknown = freshEmail();
    const a = await new Visitor(app.server.url).postForm("/login", { email: known, redirectTo: "/resumes" });
    const b = await new Visitor(app.server.url).postForm("/login", { email: unknown, redirectTo: "/resumes" });
    expect([a.status, b.status]).toEqual([302, 302]);
    expect(await app.store.accounts.getByEmail(unknown)).toBeNull();
  });

  it("refuses a bad email, a bad code, a foreign redirect and too many requests for one email", async () => {
    const visitor = new Visitor(app.server.url);
    const bad = await visitor.postForm("/login", { email: "not-an-email", redirectTo: "/resumes" });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("Enter the email address");
    const badCode = await visitor.postForm("/login/verify", { intent: "code", email: "a@example.com", code: "12" });
    expect(badCode.status).toBe(400);

    const email = freshEmail();
    const { token } = await requestSignIn(visitor, email, "https://evil.example/steal");
    const signedIn = await visitor.postForm("/login/verify", { intent: "link", token });
    expect(signedIn.headers.get("location")).toBe("/resumes");

    const spammed = freshEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await new Visitor(app.server.url).postForm("/login", { email: spammed, redirectTo: "/" })).status);
    expect(statuses.slice(0, 5)).toEqual([302, 302, 302, 302, 302]);
    expect(statuses[5]).toBe(429);
  });

  it("lists the account's browsers, signs one out, signs out, and deleting the account deletes its CVs", async () => {
    const email = freshEmail();
    const browserA = new Visitor(app.server.url);
    const resumeId = await createResume(browserA, "Radia");
    const a = await requestSignIn(browserA, email);
    await browserA.postForm("/login/verify", { intent: "link", token: a.token });
    const browserB = new Visitor(app.server.url);
    const b = await requestSignIn(browserB, email);
    await browserB.postForm("/login/verify", { intent: "link", token: b.token });

    const accountPage = await (await browserA.fetch("/account")).text();
    expect(accountPage).toContain(email);
    expect(accountPage.match(/Sign out this browser/g)).toHaveLength(1);
    const ended = await browserA.postForm("/account", { intent: "end-other-sessions" });
    expect(ended.status).toBe(302);
    // browser B is signed out: /account sends it to sign in
    expect((await browserB.fetch("/account")).headers.get("location")).toBe("/login?redirectTo=/account");

    const account = (await app.store.accounts.getByEmail(email))!;
    const refused = await browserA.postForm("/account", { intent: "delete-account" });
    expect(refused.status).toBe(400);
    const deleted = await browserA.postForm("/account", { intent: "delete-account", confirm: "on" });
    expect(deleted.status).toBe(302);
    expect(await app.store.accounts.getByEmail(email)).toBeNull();
    expect(await app.store.resumes.get(resumeId)).toBeNull();
    expect(await app.store.sessions.listByAccount(account.id)).toEqual([]);
    expect((await browserA.fetch("/account")).headers.get("location")).toBe("/login?redirectTo=/account");

    // signing out: the browser starts again as a new anonymous visitor
    const c = new Visitor(app.server.url);
    const cSignIn = await requestSignIn(c, freshEmail());
    await c.postForm("/login/verify", { intent: "link", token: cSignIn.token });
    const before = c.id;
    const out = await c.postForm("/logout", {});
    expect(out.status).toBe(302);
    expect(c.id).not.toBe(before);
    expect((await c.fetch("/account")).status).toBe(302);
  });
});
