/**
 * AI suggestions in-process: a real sqlite store in a temp DATA_DIR and the offline writer. Generate
 * keeps the author's words and offers the polish; Accept, Reject and Undo change the stored resume
 * (form and CV alike) only as asked.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forget } from "../lib/remember.ts";
import type { ResumeFormData } from "../lib/resume.ts";
import { closeStore, getStore } from "./db/index.server.ts";
import {
  acceptSuggestion,
  NOTHING_TO_UNDO,
  rejectSuggestion,
  SUGGESTION_GONE,
  suggestionsToDecide,
  undoAcceptedSuggestion,
} from "./resume-suggestions.server.ts";
import { cvContentOf, generateResume, getOwnedResume, updateOwnedResume } from "./resumes.server.ts";
import { enhanceStoredResume } from "./writing.server.ts";

const saved = { DATA_DIR: process.env.DATA_DIR, GROQ_API_KEY: process.env.GROQ_API_KEY };

beforeAll(async () => {
  await closeStore();
  forget("config");
  process.env.DATA_DIR = mkdtempSync(path.join(os.tmpdir(), "vitae-suggestions-"));
  delete process.env.GROQ_API_KEY;
});

afterAll(async () => {
  await closeStore();
  forget("config");
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

const WEAK = "responsible for weekly reports\ni helped with the budget";

function typedForm(): ResumeFormData {
  return {
    personalInfo: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", phone: "+44 20 7946 0958" },
    experiences: [{ jobTitle: "Analyst", company: "Acme", startDate: "2020", description: WEAK }],
    education: [],
    skills: { technicalSkills: "sql , excel" },
    projects: [],
    additionalInfo: {},
  } as unknown as ResumeFormData;
}

async function generated(visitorId = randomUUID()) {
  const result = await generateResume(visitorId, { form: typedForm() });
  if (!result.ok) throw new Error(result.error);
  return { visitorId, id: result.value.id };
}

async function labels(id: string) {
  return (await (await getStore()).resumeVersions.list(id)).map((version) => version.label);
}

describe("AI suggestions", () => {
  it("Generate keeps the typed words in the form and the CV and offers the writer's polish as suggestions", async () => {
    const { visitorId, id } = await generated();
    const resume = (await getOwnedResume(visitorId, id))!;
    expect((resume.experiences[0] as { description: string }).description).toBe(WEAK);
    expect(cvContentOf(resume).experiences[0]!.description).toBe(WEAK);
    expect((resume.generated_content as ResumeFormData).experiences[0]!.description).toBe(WEAK);
    const experience = suggestionsToDecide(resume).find((s) => s.scope === "experience")!;
    expect(experience.source).toBe("generate");
    expect(experience.fields[0]).toMatchObject({ path: "experiences[0].description", before: WEAK });
    expect(experience.fields[0]!.after).not.toMatch(/responsible for/i);
  });

  it("Accept puts the suggestion into the form and the CV as a named version; Undo gives the words back and offers it again", async () => {
    const { visitorId, id } = await generated();
    const suggestion = suggestionsToDecide((await getOwnedResume(visitorId, id))!).find((s) => s.scope === "experience")!;
    expect(await undoAcceptedSuggestion(visitorId, id)).toMatchObject({ ok: false, status: 409, error: NOTHING_TO_UNDO });

    expect(await acceptSuggestion(visitorId, id, suggestion.id)).toEqual({ ok: true, value: { section: "Experience: Analyst at Acme" } });
    const accepted = (await getOwnedResume(visitorId, id))!;
    const after = suggestion.fields[0]!.after;
    expect((accepted.experiences[0] as { description: string }).description).toBe(after);
    expect(cvContentOf(accepted).experiences[0]!.description).toBe(after);
    expect(suggestionsToDecide(accepted).map((s) => s.id)).not.toContain(suggestion.id);
    expect(await labels(id)).toEqual(["Accepted AI suggestion: Experience: Analyst at Acme", "Generated"]);
    // accepted once: a second accept finds nothing to apply
    expect(await acceptSuggestion(visitorId, id, suggestion.id)).toMatchObject({ ok: false, status: 409, error: SUGGESTION_GONE });

    expect(await undoAcceptedSuggestion(visitorId, id)).toEqual({ ok: true, value: { section: "Experience: Analyst at Acme" } });
    const undone = (await getOwnedResume(visitorId, id))!;
    expect(cvContentOf(undone).experiences[0]!.description).toBe(WEAK);
    expect(suggestionsToDecide(undone).map((s) => s.id)).toContain(suggestion.id);
    expect((await labels(id))[0]).toBe("Undid AI suggestion: Experience: Analyst at Acme");
    expect(await undoAcceptedSuggestion(visitorId, id)).toMatchObject({ ok: false, status: 409 });
  });

  it("Reject drops the suggestion and changes nothing else; an edited field's suggestion no longer applies", async () => {
    const { visitorId, id } = await generated();
    const before = (await getOwnedResume(visitorId, id))!;
    const [first, second] = suggestionsToDecide(before);
    expect(first && second).toBeTruthy();
    expect(await rejectSuggestion(visitorId, id, first!.id)).toMatchObject({ ok: true });
    const after = (await getOwnedResume(visitorId, id))!;
    expect(cvContentOf(after)).toEqual(cvContentOf(before));
    expect(after.updated_at).toBe(before.updated_at);
    expect(suggestionsToDecide(after).map((s) => s.id)).toEqual([second!.id]);
    expect(await labels(id)).toEqual(["Generated"]);

    // the author rewrites the field the other suggestion was made for: it is no longer offered or applied
    const edited = typedForm();
    edited.experiences[0]!.description = "Wrote the weekly reports";
    edited.skills.technicalSkills = "SQL, Python";
    expect((await updateOwnedResume(visitorId, id, { form: edited })).ok).toBe(true);
    expect(suggestionsToDecide((await getOwnedResume(visitorId, id))!)).toEqual([]);
    expect(await acceptSuggestion(visitorId, id, second!.id)).toMatchObject({ ok: false, status: 409 });
  });

  it("Enhance offers its changes as suggestions and leaves the resume as it was", async () => {
    const { visitorId, id } = await generated();
    const store = await getStore();
    await store.resumes.update(id, { suggestions: [] });
    const before = (await getOwnedResume(visitorId, id))!;
    const enhanced = await enhanceStoredResume(visitorId, id, "experience");
    if (!enhanced.ok) throw new Error(enhanced.error);
    expect(enhanced.value.offered.map((s) => [s.source, s.scope])).toEqual([["enhance", "experience"]]);
    const after = (await getOwnedResume(visitorId, id))!;
    expect(cvContentOf(after)).toEqual(cvContentOf(before));
    expect(suggestionsToDecide(after).map((s) => s.id)).toEqual(enhanced.value.offered.map((s) => s.id));
    expect(await labels(id)).toEqual(["Generated"]);
  });

  it("another visitor's resume is not found for every decision", async () => {
    const { visitorId, id } = await generated();
    const [suggestion] = suggestionsToDecide((await getOwnedResume(visitorId, id))!);
    const stranger = randomUUID();
    expect(await acceptSuggestion(stranger, id, suggestion!.id)).toMatchObject({ ok: false, status: 404 });
    expect(await rejectSuggestion(stranger, id, suggestion!.id)).toMatchObject({ ok: false, status: 404 });
    expect(await undoAcceptedSuggestion(stranger, id)).toMatchObject({ ok: false, status: 404 });
    expect(suggestionsToDecide((await getOwnedResume(visitorId, id))!)).toContainEqual(suggestion);
  });
});
