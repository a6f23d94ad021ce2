/**
 * The plan limits besides the generation count, against a real production server process: premium
 * templates need Fast Pass or Pro on every path that stores a CV with a template (API, the /create
 * form, the /edit save, the prompt generator; choosing one in the format tab or the gallery is only
 * a choice, refused when the CV is made), and the Free plan's one CV download
 * (docs/decisions/012-free-download-limit.md). The plan is set in the store, as a verified payment would.
 */
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOWNLOAD_LIMIT_MESSAGE, FREE_DOWNLOAD_WINDOW_MINUTES, premiumTemplateMessage, type Tier } from "../../app/lib/plans.ts";
import { openSqliteStore } from "../../app/server/db/sqlite.server.ts";
import type { Store } from "../../app/server/db/types.server.ts";
import { startServer, type RunningServer } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";
import { person as ada, personFormFields, resumeForm } from "../setup/factory.ts";

const person = ada();
const resume = resumeForm();
const PREMIUM_MESSAGE = premiumTemplateMessage("executive");
/** The message as React escapes it inside HTML. */
const inHtml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");

function formPost(fields: Record<string, string>): RequestInit {
  return { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() };
}
const personFields = (firstName = person.firstName) => personFormFields(ada({ firstName }));

describe("plan limits", () => {
  let server: RunningServer;
  let store: Store;
  let db: DatabaseSync;

  beforeAll(async () => {
    server = await startServer({ env: { RATE_LIMIT_SCALE: "20" } });
    const file = path.join(server.dataDir, "vitae.sqlite");
    store = openSqliteStore({ file, objectsDir: path.join(server.dataDir, "objects") });
    db = new DatabaseSync(file);
  });
  afterAll(async () => {
    db?.close();
    await store?.close();
    await server?.stop();
  });

  async function visitorOn(tier: Tier): Promise<Visitor> {
    const visitor = new Visitor(server.url);
    await visitor.fetch("/");
    if (tier !== "free")
      await store.visitors.grant(visitor.id, {
        tier,
        pro_until: tier === "pro" ? new Date(Date.now() + 86_400_000).toISOString() : null,
        reset_generation_count: true,
      });
    return visitor;
  }
  async function generate(visitor: Visitor, template = "professional"): Promise<string> {
    const response = await visitor.postJson("/api/generate-resume", { ...resume, template });
    expect(response.status).toBe(201);
    return ((await response.json()) as { resumeId: string }).resumeId;
  }
  /** Moves the visitor's recorded download back in time (the window is an hour; the test does not wait). */
  function ageRecordedDownload(visitor: Visitor, minutes: number) {
    const at = new Date(Date.now() - minutes * 60_000).toISOString();
    db.prepare("UPDATE visitors SET download_at = ? WHERE id = ?").run(at, visitor.id);
  }

  describe("premium templates", () => {
    it("API: a free visitor's premium template is a 402 in the generation gate's shape, and costs no generation", async () => {
      const visitor = await visitorOn("free");
      const refused = await visitor.postJson("/api/generate-resume", { ...resume, template: "executive", tier: "pro" });
      expect(refused.status).toBe(402);
      expect(await refused.json()).toEqual({ error: PREMIUM_MESSAGE, needsUpgrade: true, reason: "premium_template", tier: "free", generationCount: 0 });
      expect(await store.resumes.listByOwner(visitor.id)).toHaveLength(0);
      // the one free generation is still there, for a basic template
      const resumeId = await generate(visitor, "modern");
      expect((await store.resumes.get(resumeId))!.template).toBe("modern");
      // and the generation gate still answers in the same shape
      const second = await visitor.postJson("/api/generate-resume", resume);
      expect(second.status).toBe(402);
      expect(await second.json()).toMatchObject({ needsUpgrade: true, reason: "generation_limit", tier: "free", generationCount: 1 });
    });

    it("every premium template is refused for Free; Fast Pass and Pro get them all", async () => {
      for (const template of ["minimalist", "combination", "executive", "creative"]) {
        expect((await (await visitorOn("free")).postJson("/api/generate-resume", { ...resume, template })).status, template).toBe(402);
      }
      for (const tier of ["fast_pass", "pro"] as const) {
        const visitor = await visitorOn(tier);
        const resumeId = await generate(visitor, "executive");
        expect((await store.resumes.get(resumeId))!.template).toBe("executive");
      }
    });

    it("/create form (no JavaScript): the premium template is a 402 page with the reason and the typed values", async () => {
      const visitor = await visitorOn("free");
      const response = await visitor.fetch("/create", formPost({ intent: "generate", template: "executive", ...personFields("Adelaide") }));
      expect(response.status).toBe(402);
      const html = await response.text();
      expect(html).toContain(inHtml(PREMIUM_MESSAGE));
      expect(html).toContain('value="Adelaide"');
      expect(await store.resumes.listByOwner(visitor.id)).toHaveLength(0);
      expect((await store.visitors.get(visitor.id))!.generation_count).toBe(0);

      // choosing a premium format is only a choice (the page then says what it needs); generating with it is refused
      expect((await visitor.fetch("/create?tab=format", formPost({ intent: "select-template", template: "creative" }))).status).toBe(302);
      const page = await visitor.fetch("/create");
      expect(await page.text()).toContain(inHtml(premiumTemplateMessage("creative")));
      const fromChoice = await visitor.fetch("/create", formPost({ intent: "generate", ...personFields() }));
      expect(fromChoice.status).toBe(402);
      expect(await fromChoice.text()).toContain(inHtml(premiumTemplateMessage("creative")));
      expect((await store.visitors.get(visitor.id))!.generation_count).toBe(0);

      const paid = await visitorOn("fast_pass");
      const accepted = await paid.fetch("/create", formPost({ intent: "generate", template: "executive", ...personFields() }));
      expect(accepted.status).toBe(302);
      expect((await store.resumes.listByOwner(paid.id))[0]!.template).toBe("executive");
    });

    it("/edit save: switching a free CV to a premium template is a 402 with the typed values; keeping its template is not", async () => {
      const visitor = await visitorOn("free");
      const resumeId = await generate(visitor);
      const refused = await visitor.fetch(`/edit/${resumeId}`, formPost({ intent: "save", template: "creative", ...personFields("Augusta") }));
      expect(refused.status).toBe(402);
      const html = await refused.text();
      expect(html).toContain(inHtml(premiumTemplateMessage("creative")));
      expect(html).toContain('value="Augusta"');
      expect(await store.resumes.get(resumeId)).toMatchObject({ template: "professional", personal_info: { firstName: "Ada" } });

      expect((await visitor.fetch(`/edit/${resumeId}`, formPost({ intent: "save", template: "professional", ...personFields("Augusta") }))).status).toBe(302);
      expect((await store.resumes.get(resumeId))!.personal_info.firstName).toBe("Augusta");

      // a CV made with a premium template while paid stays editable once the plan is free again
      const lapsed = await visitorOn("pro");
      const premiumId = await generate(lapsed, "executive");
      await store.visitors.grant(lapsed.id, { tier: "free", pro_until: null, reset_generation_count: false });
      expect((await lapsed.fetch(`/edit/${premiumId}`, formPost({ intent: "save", template: "executive", ...personFields("Ada") }))).status).toBe(302);
      expect((await lapsed.fetch(`/edit/${premiumId}`, formPost({ intent: "save", template: "creative", ...personFields("Ada") }))).status).toBe(402);

      const pro = await visitorOn("pro");
      const proResume = await generate(pro);
      expect((await pro.fetch(`/edit/${proResume}`, formPost({ intent: "save", template: "creative", ...personFields() }))).status).toBe(302);
      expect((await store.resumes.get(proResume))!.template).toBe("creative");
    });

    it("the prompt generator and the gallery's Apply refuse a premium template for Free", async () => {
      const visitor = await visitorOn("free");
      const prompt = await visitor.postJson("/api/generate-prompt-resume", {
        prompt: "I am Ada Lovelace, ada@example.com, +44 20 7946 0958. Analyst at Acme since 2020.",
        template: "creative",
      });
      expect(prompt.status).toBe(402);
      expect(await prompt.json()).toMatchObject({ reason: "premium_template" });
      const promptForm = await visitor.fetch("/prompt", formPost({ prompt: "I am Ada Lovelace, ada@example.com, analyst.", template: "minimalist" }));
      expect(promptForm.status).toBe(402);
      expect(await promptForm.text()).toContain(inHtml(premiumTemplateMessage("minimalist")));

      // the gallery's Apply stores the choice (template-2, Modern Executive, uses the executive
      // template); the CV made from it is what the plan refuses
      expect((await visitor.fetch("/templates", formPost({ intent: "apply", galleryId: "template-2", complete: "0" }))).status).toBe(302);
      const fromGallery = await visitor.fetch("/create", formPost({ intent: "generate", ...personFields() }));
      expect(fromGallery.status).toBe(402);
      expect(await fromGallery.text()).toContain(inHtml(PREMIUM_MESSAGE));
      const pro = await visitorOn("pro");
      expect((await pro.fetch("/templates", formPost({ intent: "apply", galleryId: "template-2", complete: "0" }))).status).toBe(302);
      expect((await pro.fetch("/create", formPost({ intent: "generate", ...personFields() }))).status).toBe(302);
      expect((await store.resumes.listByOwner(pro.id))[0]!.template).toBe("executive");
      expect(await store.resumes.listByOwner(visitor.id)).toHaveLength(0);
    });
  });

  describe("the Free plan's one CV download", () => {
    it("the same CV downloads again within the window (reloads, double clicks), then 402", async () => {
      const visitor = await visitorOn("free");
      const resumeId = await generate(visitor);
      const statuses = await Promise.all(Array.from({ length: 3 }, () => visitor.fetch(`/api/download-resume/${resumeId}`).then((r) => r.status)));
      expect(statuses).toEqual([200, 200, 200]);
      expect((await visitor.fetch(`/api/export-resume/${resumeId}?format=html`)).status).toBe(200);

      ageRecordedDownload(visitor, FREE_DOWNLOAD_WINDOW_MINUTES + 1);
      const refused = await visitor.fetch(`/api/download-resume/${resumeId}`);
      expect(refused.status).toBe(402);
      expect(await refused.json()).toEqual({ error: DOWNLOAD_LIMIT_MESSAGE, needsUpgrade: true, reason: "download_limit", tier: "free", generationCount: 1 });
      // the HTML export is the same file under the same limit; JSON Resume is data, not the CV
      expect((await visitor.fetch(`/api/export-resume/${resumeId}?format=html`)).status).toBe(402);
      expect((await visitor.fetch(`/api/export-resume/${resumeId}?format=json`)).status).toBe(200);
    });

    it("a second, different CV is refused; a browser following the link lands on the page that explains it", async () => {
      const visitor = await visitorOn("free");
      const first = await generate(visitor);
      expect((await visitor.fetch(`/api/download-resume/${first}`)).status).toBe(200);
      // a second free CV (the generation allowance reset, as if granted again)
      await store.visitors.grant(visitor.id, { tier: "free", pro_until: null, reset_generation_count: true });
      const second = await generate(visitor);
      const refused = await visitor.fetch(`/api/download-resume/${second}`);
      expect(refused.status).toBe(402);
      expect(await refused.json()).toMatchObject({ error: DOWNLOAD_LIMIT_MESSAGE, needsUpgrade: true });

      const followed = await visitor.fetch(`/api/download-resume/${second}`, {
        headers: { accept: "text/html,application/xhtml+xml", "sec-fetch-mode": "navigate" },
      });
      expect(followed.status).toBe(303);
      expect(followed.headers.get("location")).toBe(`/resume/${second}/download-limit`);
      const page = await visitor.fetch(`/resume/${second}/download-limit`);
      expect(page.status).toBe(402);
      const html = await page.text();
      expect(html).toContain(inHtml(DOWNLOAD_LIMIT_MESSAGE));
      expect(html).toContain("Claim Fast Pass Now");
      // the first CV is still the one that downloads
      expect((await visitor.fetch(`/api/download-resume/${first}`)).status).toBe(200);
      // and the page is the owner's only
      expect((await new Visitor(server.url).fetch(`/resume/${second}/download-limit`)).status).toBe(404);
    });

    it("parallel first downloads of two different CVs: exactly one goes through", async () => {
      const visitor = await visitorOn("free");
      const first = await generate(visitor);
      await store.visitors.grant(visitor.id, { tier: "free", pro_until: null, reset_generation_count: true });
      const second = await generate(visitor);
      const statuses = await Promise.all([first, second, first, second].map((id) => visitor.fetch(`/api/download-resume/${id}`).then((r) => r.status)));
      expect(statuses.filter((s) => s === 200)).toHaveLength(2);
      expect(statuses.filter((s) => s === 402)).toHaveLength(2);
      const recorded = (await store.visitors.get(visitor.id))!.download_resume_id;
      expect(statuses[recorded === first ? 0 : 1]).toBe(200);
    });

    it("paid plans download any CV any number of times; a CV generated on a paid plan stays downloadable", async () => {
      for (const tier of ["fast_pass", "pro"] as const) {
        const visitor = await visitorOn(tier);
        const ids = [await generate(visitor), await generate(visitor, "creative")];
        ageRecordedDownload(visitor, 24 * 60);
        for (const id of [...ids, ...ids]) expect((await visitor.fetch(`/api/download-resume/${id}`)).status, tier).toBe(200);
      }
      const lapsed = await visitorOn("pro");
      const paidFor = await generate(lapsed);
      await store.visitors.grant(lapsed.id, { tier: "pro", pro_until: new Date(Date.now() - 1000).toISOString(), reset_generation_count: false });
      for (let i = 0; i < 3; i++) expect((await lapsed.fetch(`/api/download-resume/${paidFor}`)).status).toBe(200);
      expect((await store.visitors.get(lapsed.id))!.tier).toBe("free");
    });
  });
});
