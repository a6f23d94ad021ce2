/**
 * Version history against a real production server process: a CV generated and saved twice has its
 * versions listed on the edit page, a restore (a plain form post, as without JavaScript) puts the
 * chosen version's content back as a new version, another visitor's version is a 404, and the
 * /my-data export and deletion include the versions.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { formDataOf, snapshotOf } from "../../app/server/resumes.server.ts";
import { pendingSuggestions } from "../../app/lib/stored-suggestions.ts";
import { UNKNOWN_ACTION } from "../../app/lib/intent.ts";
import { serverForTests } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";
import { personFormFields, resumeForm } from "../setup/factory.ts";

function formPost(fields: Record<string, string>): RequestInit {
  return { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() };
}
const saveWith = (summary: string) => formPost({ intent: "save", template: "professional", ...personFormFields(), "personalInfo.summary": summary });
const restore = (versionId: string) => formPost({ intent: "restore-version", versionId });

describe("resume version history", () => {
  const app = serverForTests({ env: { RATE_LIMIT_SCALE: "20" } });

  async function generated(visitor: Visitor): Promise<string> {
    const response = await visitor.postJson("/api/generate-resume", resumeForm({ personalInfo: { summary: "Generated summary" } }));
    expect(response.status).toBe(201);
    return ((await response.json()) as { resumeId: string }).resumeId;
  }

  it("lists every save, restores a version as a new one, and refuses other visitors' versions", async () => {
    const visitor = new Visitor(app.server.url);
    const id = await generated(visitor);
    expect((await visitor.fetch(`/edit/${id}`, saveWith("First save"))).status).toBe(302);
    expect((await visitor.fetch(`/edit/${id}`, saveWith("Second save"))).status).toBe(302);

    const versions = await app.store.resumeVersions.list(id);
    expect(versions.map((v) => v.label)).toEqual(["Saved", "Saved", "Generated"]);
    const page = await (await visitor.fetch(`/edit/${id}`)).text();
    expect(page).toContain("Version history (3)");
    expect(page.match(/data-testid="resume-version"/g)).toHaveLength(3);
    expect(page).toContain(`value="${versions[1]!.id}"`);
    // the newest is what the resume holds now: nothing to restore
    expect(page).not.toContain(`value="${versions[0]!.id}"`);

    const generationsBefore = (await app.store.visitors.get(visitor.id))!.generation_count;
    const restored = await visitor.fetch(`/edit/${id}`, restore(versions[1]!.id));
    expect(restored.status).toBe(302);
    expect(restored.headers.get("location")).toBe(`/edit/${id}`);
    const json = (await (await visitor.fetch(`/api/resume/${id}`)).json()) as { personalInfo: { summary: string } };
    expect(json.personalInfo.summary).toBe("First save");
    // a restore is a save, not a new generation
    expect((await app.store.visitors.get(visitor.id))!.generation_count).toBe(generationsBefore);

    const after = await app.store.resumeVersions.list(id);
    expect(after).toHaveLength(4);
    expect(after[0]!.label).toMatch(/^Restored version from \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC$/);
    const shown = await (await visitor.fetch(`/edit/${id}`)).text();
    expect(shown).toContain("Restored the version from");
    expect(shown).toContain("First save");
    expect(shown).toContain(after[0]!.label);

    // another visitor: their own resume or this one, the version is not theirs
    const other = new Visitor(app.server.url);
    const theirs = await generated(other);
    expect((await other.fetch(`/edit/${theirs}`, restore(versions[2]!.id))).status).toBe(404);
    expect((await other.fetch(`/edit/${id}`, restore(versions[2]!.id))).status).toBe(404);
    // a version of one resume is not restored into another of the same visitor
    // (the free plan's one generation is spent: the visitor's second resume goes straight into the app.store)
    const second = (await app.store.resumes.create({ ...(await app.store.resumes.get(id))!, id: randomUUID() })).id;
    expect((await visitor.fetch(`/edit/${second}`, restore(versions[2]!.id))).status).toBe(404);
    expect((await visitor.fetch(`/edit/${id}`, restore("not-a-version"))).status).toBe(404);
    expect((await visitor.fetch(`/edit/${id}`, formPost({ intent: "restore-versions", versionId: versions[2]!.id }))).status).toBe(400);
    const unknown = await visitor.fetch(`/edit/${id}`, formPost({ intent: "restore-versions" }));
    expect(await unknown.text()).toContain(UNKNOWN_ACTION);
    expect((await app.store.resumeVersions.list(id)).length).toBe(4);
  });

  it("names an accepted AI suggestion and its undo, and a CV written from a description", async () => {
    const visitor = new Visitor(app.server.url);
    const id = await generated(visitor);
    const enhanced = await visitor.postJson(`/api/enhance-resume/${id}`, { enhancementType: "experience" });
    expect(enhanced.status).toBe(200);
    expect(Array.isArray(((await enhanced.json()) as { suggestions: unknown }).suggestions)).toBe(true);
    // the Edit page's no-JavaScript section button takes the same path; an offer is not a change
    expect((await visitor.fetch(`/edit/${id}`, formPost({ intent: "enhance-section", section: "skills" }))).status).toBe(302);
    expect((await app.store.resumeVersions.list(id)).map((v) => v.label)).toEqual(["Generated"]);
    const resume = (await app.store.resumes.get(id))!;
    const [suggestion] = pendingSuggestions(resume.suggestions, formDataOf(resume));
    expect(suggestion).toBeDefined();
    expect((await visitor.fetch(`/edit/${id}`, formPost({ intent: "accept-suggestion", suggestionId: suggestion!.id }))).status).toBe(302);
    expect((await app.store.resumeVersions.list(id)).map((v) => v.label)).toEqual([`Accepted AI suggestion: ${suggestion!.section}`, "Generated"]);
    expect((await visitor.fetch(`/edit/${id}`, formPost({ intent: "undo-suggestion" }))).status).toBe(302);
    expect((await app.store.resumeVersions.list(id))[0]!.label).toBe(`Undid AI suggestion: ${suggestion!.section}`);
    // nothing left to undo: the page answers with the reason
    const again = await visitor.fetch(`/edit/${id}`, formPost({ intent: "undo-suggestion" }));
    expect(again.status).toBe(409);
    expect(await again.text()).toContain("There is no accepted suggestion to undo.");

    const writer = new Visitor(app.server.url);
    const prompt = await writer.postJson("/api/generate-prompt-resume", {
      prompt: "Ada Lovelace, ada@example.com, +44 20 7946 0958, analyst at Babbage & Co since 2018.",
    });
    expect(prompt.status).toBe(201);
    const { resumeId } = (await prompt.json()) as { resumeId: string };
    expect((await app.store.resumeVersions.list(resumeId)).map((v) => v.label)).toEqual(["Generated from a description"]);
  });

  it("keeps the content of a resume stored before version history as its first version on its first change", async () => {
    const visitor = new Visitor(app.server.url);
    const id = await generated(visitor);
    const old = (await app.store.resumes.create({ ...(await app.store.resumes.get(id))!, id: randomUUID(), updated_at: "2025-06-01T09:30:00.000Z" })).id;
    expect((await visitor.fetch(`/edit/${old}`)).status).toBe(200);
    expect((await visitor.fetch(`/edit/${old}`, saveWith("Changed later"))).status).toBe(302);
    const versions = await app.store.resumeVersions.list(old);
    expect(versions.map((v) => v.label)).toEqual(["Saved", "Before version history"]);
    // the earlier content is dated when it was last stored
    expect(versions[1]!.created_at).toBe("2025-06-01T09:30:00.000Z");
    expect((await app.store.resumeVersions.get(versions[1]!.id))!.snapshot.personal_info.summary).toBe("Generated summary");
  });

  it("refuses, with the reason, a version the form would not accept", async () => {
    const visitor = new Visitor(app.server.url);
    const id = await generated(visitor);
    const resume = (await app.store.resumes.get(id))!;
    const incomplete = await app.store.resumeVersions.add({
      resume_id: id,
      owner_id: resume.owner_id,
      label: "Generated from a description",
      snapshot: { ...snapshotOf(resume), personal_info: { firstName: "Ada" } },
    });
    const refused = await visitor.fetch(`/edit/${id}`, restore(incomplete.id));
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("missing required fields");
    expect(((await app.store.resumes.get(id))!.personal_info as { email: string }).email).toBe(resume.personal_info.email);
  });

  it("exports the versions with the visitor's data and deletes them with it", async () => {
    const visitor = new Visitor(app.server.url);
    const id = await generated(visitor);
    expect((await visitor.fetch(`/edit/${id}`, saveWith("Exported save"))).status).toBe(302);
    const dump = (await (await visitor.fetch("/api/my-data")).json()) as {
      resumeVersions: { resume_id: string; label: string; snapshot: { personal_info: { summary: string } } }[];
    };
    expect(dump.resumeVersions.map((v) => [v.resume_id, v.label])).toEqual([
      [id, "Generated"],
      [id, "Saved"],
    ]);
    expect(dump.resumeVersions[1]!.snapshot.personal_info.summary).toBe("Exported save");
    const ownerId = visitor.id;
    expect((await visitor.fetch("/my-data", formPost({ intent: "delete", confirm: "on" }))).status).toBe(302);
    expect(await app.store.resumeVersions.listByOwner(ownerId)).toEqual([]);
  });
});
