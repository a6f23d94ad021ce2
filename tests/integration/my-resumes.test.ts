/**
 * My resumes (/resumes) against the real server process, as a browser without JavaScript posts:
 * the list, Rename, Duplicate (counted like a new CV: 402 and the plans past the Free plan's one),
 * Delete (with its Pro texts and its photo, checked in the sqlite file itself), and the refusals —
 * another visitor's resume is 404, an unknown button 400.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { serverForTests } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";
import { person, resumeForm } from "../setup/factory.ts";

function form(fields: Record<string, string>): RequestInit {
  return { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() };
}

describe("my resumes", () => {
  const app = serverForTests();

  async function visitorWithResume(tier: "free" | "pro", firstName = "Grace"): Promise<{ visitor: Visitor; id: string }> {
    const visitor = new Visitor(app.server.url);
    const response = await visitor.postJson("/api/generate-resume", resumeForm({ personalInfo: person({ firstName, lastName: "Hopper" }) }));
    expect(response.status).toBe(201);
    const { resumeId } = (await response.json()) as { resumeId: string };
    if (tier === "pro") {
      await app.store.visitors.grant(visitor.id, { tier, pro_until: new Date(Date.now() + 30 * 86_400_000).toISOString(), reset_generation_count: true });
    }
    return { visitor, id: resumeId };
  }

  it("a new visitor sees the empty state with the three ways to start, and no My resumes link", async () => {
    const visitor = new Visitor(app.server.url);
    const page = await visitor.fetch("/resumes");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="resumes-empty"');
    for (const href of ['href="/create"', 'href="/prompt"', 'href="/create#upload-title"']) expect(html).toContain(href);
    expect(html).not.toContain('href="/resumes"');
  });

  it("lists the visitor's CV with its template and plan, and the navigation links to the list", async () => {
    const { visitor, id } = await visitorWithResume("free");
    const html = await (await visitor.fetch("/resumes")).text();
    expect(html).toContain(`data-resume-id="${id}"`);
    expect(html).toContain("Grace Hopper");
    expect(html).toMatch(/data-testid="resume-plan"[^>]*>Free · with watermark/);
    expect(html).toContain(`href="/edit/${id}"`);
    expect(html).toContain(`href="/api/download-resume/${id}?format=pdf"`);
    expect(html).toContain(`href="/resumes/${id}/delete"`);
    expect(html).toContain('href="/resumes"');
    // /my-data's count links here
    expect(await (await visitor.fetch("/my-data")).text()).toMatch(/<a[^>]*href="\/resumes"[^>]*>Resumes: (<!-- -->)?1/);
  });

  it("Free: duplicating past the plan's one CV answers 402 with the plans, and nothing is created", async () => {
    const { visitor, id } = await visitorWithResume("free");
    const response = await visitor.fetch("/resumes", form({ intent: "duplicate", id }));
    expect(response.status).toBe(402);
    const html = await response.text();
    expect(html).toContain('data-testid="upgrade-prompt"');
    expect(html).toContain("You have used your free CV: the Free plan includes 1 CV generation.");
    expect(await app.store.resumes.countByOwner(visitor.id)).toBe(1);
  });

  it("Pro: duplicate copies content, template and customization under a new title; rename sets and clears the title", async () => {
    const { visitor, id } = await visitorWithResume("pro");
    await app.store.resumes.update(id, { customization: { colorScheme: "green" } });
    const duplicated = await visitor.fetch("/resumes", form({ intent: "duplicate", id }));
    expect(duplicated.status).toBe(302);
    expect(duplicated.headers.get("location")).toBe("/resumes");
    const [copy, original] = await app.store.resumes.listByOwner(visitor.id);
    expect(original!.id).toBe(id);
    expect(copy!.title).toBe("Copy of Grace Hopper");
    expect(copy).toMatchObject({
      personal_info: original!.personal_info,
      experiences: original!.experiences,
      generated_content: original!.generated_content,
      template: original!.template,
      customization: { colorScheme: "green" },
      tier: "pro",
      has_watermark: false,
    });

    const renamed = await visitor.fetch("/resumes", form({ intent: "rename", id, title: "  Backend roles  " }));
    expect(renamed.status).toBe(302);
    expect((await app.store.resumes.get(id))!.title).toBe("Backend roles");
    const list = await (await visitor.fetch("/resumes")).text();
    // newest first: the rename is the latest edit
    expect(list.indexOf("Backend roles")).toBeLessThan(list.indexOf("Copy of Grace Hopper"));

    const tooLong = await visitor.fetch("/resumes", form({ intent: "rename", id, title: "x".repeat(81) }));
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Please keep the name to 80 characters or fewer.");
    expect((await app.store.resumes.get(id))!.title).toBe("Backend roles");

    expect((await visitor.fetch("/resumes", form({ intent: "rename", id, title: "" }))).status).toBe(302);
    expect((await app.store.resumes.get(id))!.title).toBeNull();
  });

  it("delete: the confirmation page, then the CV goes with its Pro texts; its photo goes once no other CV shows it", async () => {
    const { visitor, id } = await visitorWithResume("pro");
    const key = randomBytes(16).toString("hex");
    await app.store.objects.put({ key, owner_id: visitor.id, content_type: "image/jpeg" }, new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
    const original = (await app.store.resumes.get(id))!;
    await app.store.resumes.update(id, { personal_info: { ...original.personal_info, profileImage: `/objects/${key}` } });
    await app.store.proTexts.save(id, visitor.id, { linked_in: { headline: "Engineer", about: "", updatedAt: "" } });
    expect((await visitor.fetch("/resumes", form({ intent: "duplicate", id }))).status).toBe(302);
    const copyId = (await app.store.resumes.listByOwner(visitor.id)).find((resume) => resume.id !== id)!.id;

    const confirm = await visitor.fetch(`/resumes/${id}/delete`);
    expect(confirm.status).toBe(200);
    const confirmHtml = await confirm.text();
    expect(confirmHtml).toContain("Delete this CV?");
    expect(confirmHtml).toContain('action="/resumes"');
    // opening the confirmation deletes nothing
    expect(await app.store.resumes.get(id)).not.toBeNull();

    const deleted = await visitor.fetch("/resumes", form({ intent: "delete", id }));
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/resumes");
    expect(await app.store.resumes.get(id)).toBeNull();
    expect(await app.store.proTexts.get(id)).toBeNull();
    // the copy still shows the photo
    expect(await app.store.objects.get(key)).not.toBeNull();

    expect((await visitor.fetch("/resumes", form({ intent: "delete", id: copyId }))).status).toBe(302);
    expect(await app.store.resumes.countByOwner(visitor.id)).toBe(0);
    expect(await app.store.objects.get(key)).toBeNull();
    // deleted means gone: a second delete is Resume Not Found
    expect((await visitor.fetch("/resumes", form({ intent: "delete", id }))).status).toBe(404);
  });

  it("another visitor's resume is 404 for every button and the confirmation page; an unknown button is 400", async () => {
    const { visitor: owner, id } = await visitorWithResume("pro", "Ada");
    const { visitor: stranger } = await visitorWithResume("pro", "Mallory");
    const buttons: Record<string, string>[] = [
      { intent: "rename", id, title: "Mine now" },
      { intent: "duplicate", id },
      { intent: "delete", id },
    ];
    for (const fields of buttons) {
      const response = await stranger.fetch("/resumes", form(fields));
      expect(response.status, fields.intent).toBe(404);
      expect(await response.text(), fields.intent).toContain('data-testid="resume-not-found"');
    }
    expect((await stranger.fetch(`/resumes/${id}/delete`)).status).toBe(404);
    expect((await stranger.fetch("/resumes/not-a-uuid/delete")).status).toBe(404);
    const resume = (await app.store.resumes.get(id))!;
    expect(resume.title).toBeNull();
    expect(await app.store.resumes.countByOwner(owner.id)).toBe(1);

    const refused: Record<string, string>[] = [{ intent: "archive", id }, { id }, { intent: "delete" }];
    for (const fields of refused) {
      const response = await owner.fetch("/resumes", form(fields));
      expect(response.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await (await owner.fetch("/resumes", form({ intent: "archive", id }))).text()).toContain("Unknown action.");
    expect(await app.store.resumes.get(id)).not.toBeNull();
  });
});
