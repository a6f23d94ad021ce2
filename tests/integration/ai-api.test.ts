import { describe, expect, it } from "vitest";
import { serverForTests } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";
import { person as ada } from "../setup/factory.ts";

const person = ada();

describe("AI endpoints (offline writer)", () => {
  const app = serverForTests();

  it("enhances content and refuses empty content", async () => {
    const visitor = new Visitor(app.server.url);
    const ok = await visitor.postJson("/api/enhance-content", {
      content: "responsible for managing the team of 5 engineers",
      type: "experience",
      context: { jobTitle: "Lead", company: "Acme" },
    });
    expect(ok.status).toBe(200);
    const body = await ok.json();
    expect(body.success).toBe(true);
    expect(body.enhancedContent).not.toMatch(/responsible for/i);
    expect(body.enhancedContent).toContain("5");
    expect(typeof body.message).toBe("string");
    expect(body.notice.title).toBe("Content Enhanced!");

    // a typo is fixed and the notice says so; text with nothing to fix is said to be unchanged
    const clean = await (await visitor.postJson("/api/enhance-content", { content: "Trained 5 new hires on the tills in 2019", type: "experience" })).json();
    expect(clean.enhancedContent).toBe("Trained 5 new hires on the tills in 2019");
    expect(clean.notice).toEqual({ title: "No changes suggested", description: "Your text already reads well: the AI left it as it was." });
    const fixed = await (
      await visitor.postJson("/api/enhance-content", { content: "Recieved the regional award", type: "experience", context: { endDate: "2021" } })
    ).json();
    expect(fixed.enhancedContent).toBe("Received the regional award");
    expect(fixed.notice.description).toBe("The AI suggests rewording 1 line. Your text stays until you accept the suggestion.");

    const empty = await visitor.postJson("/api/enhance-content", { content: "   ", type: "summary" });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ success: false, error: "Please add some content before enhancing with AI." });
    const wrongType = await visitor.postJson("/api/enhance-content", { content: "x", type: "poem" });
    expect(wrongType.status).toBe(400);
  });

  it("generates a resume from a prompt and counts it under the plan", async () => {
    const visitor = new Visitor(app.server.url);
    const prompt = "I'm Jane Doe, email jane.doe@example.com, phone +44 20 7946 0958. I worked as a Data Analyst at Contoso from 2019 to 2022.";
    const created = await visitor.postJson("/api/generate-prompt-resume", { prompt: `  ${prompt}  `, template: "modern" });
    expect(created.status).toBe(201);
    const { resumeId } = await created.json();
    const resume = await (await visitor.fetch(`/api/resume/${resumeId}`)).json();
    expect(resume.personalInfo).toMatchObject({ firstName: "Jane", lastName: "Doe", email: "jane.doe@example.com" });
    expect(resume.experiences[0]).toMatchObject({ company: "Contoso" });
    expect(resume.template).toBe("modern");
    const again = await visitor.postJson("/api/generate-prompt-resume", { prompt });
    expect(again.status).toBe(402);
    expect(await again.json()).toMatchObject({ needsUpgrade: true, tier: "free", generationCount: 1 });
  });

  it("refuses empty and over-long prompts with 400", async () => {
    const visitor = new Visitor(app.server.url);
    const empty = await visitor.postJson("/api/generate-prompt-resume", { prompt: "  ", template: "professional" });
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe("Prompt Required: Please describe what kind of resume you need.");
    const long = await visitor.postJson("/api/generate-prompt-resume", { prompt: "a".repeat(2001) });
    expect(long.status).toBe(400);
    expect((await long.json()).error).toMatch(/2000/);
  });

  it("offers an enhancement of a section of an owned resume; others get 404", async () => {
    const owner = new Visitor(app.server.url);
    const { resumeId } = await (
      await owner.postJson("/api/generate-resume", {
        personalInfo: person,
        experiences: [{ jobTitle: "Analyst", company: "Acme", description: "responsible for weekly reports\ni helped with the budget" }],
      })
    ).json();
    const enhanced = await owner.postJson(`/api/enhance-resume/${resumeId}`, { enhancementType: "experience" });
    expect(enhanced.status).toBe(200);
    // the improvement is offered as a suggestion; the resume keeps the author's words until it is accepted
    const { suggestions } = (await enhanced.json()) as { suggestions: Array<{ scope: string; fields: Array<{ before: string; after: string }> }> };
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]!.scope).toBe("experience");
    expect(suggestions[0]!.fields[0]!.before).toBe("responsible for weekly reports\ni helped with the budget");
    expect(suggestions[0]!.fields[0]!.after).not.toMatch(/responsible for/i);
    expect(suggestions[0]!.fields[0]!.after).toMatch(/weekly reports/);
    const resume = await (await owner.fetch(`/api/resume/${resumeId}`)).json();
    expect(resume.experiences[0].description).toBe("responsible for weekly reports\ni helped with the budget");

    const stranger = new Visitor(app.server.url);
    expect((await stranger.postJson(`/api/enhance-resume/${resumeId}`, { enhancementType: "summary" })).status).toBe(404);
    expect((await owner.postJson(`/api/enhance-resume/${resumeId}`, { enhancementType: "poetry" })).status).toBe(400);
  });

  it("rate-limits one visitor's AI calls with 429 and a clear message", async () => {
    const visitor = new Visitor(app.server.url);
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await visitor.postJson("/api/enhance-content", { content: "worked on reports", type: "experience" })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await visitor.postJson("/api/enhance-content", { content: "worked on reports", type: "experience" });
    expect((await limited.json()).error).toMatch(/Too many requests/);
  });
});
