/**
 * The built server with GROQ_API_KEY set, talking to a double of Groq's HTTP API on loopback
 * (GROQ_BASE_URL is groq-sdk's own setting for where the API lives). Nothing else is doubled:
 * recorded Groq answers are applied; a failing or inventing Groq gives the offline writer's result,
 * and the author is told so, with JavaScript (the JSON answer) and without (the page after the post).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureAnswer, groqFixture } from "../mocks/groq.ts";
import { BACKEND_POSTING, BACKEND_RESUME } from "../../app/server/ats/fixtures.server.ts";
import type { Store } from "../../app/server/db/types.server.ts";
import { openServerStore, startServer, type RunningServer } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";

const NOTE = /The AI service did not answer, so this was written by Vitae(?:'|&#x27;|&#39;)s built-in writer\./;
const FIELD = "responsible for building weekly sales dashboards in tableau and sql for 12 stores. reporting time went down 30%";
const PROMPT =
  "I'm Maya Chen, maya.chen@example.com, based in Bristol, UK. I have worked as a data analyst at Contoso Retail since 2020, building weekly sales dashboards in Tableau and SQL that cut reporting time by 30%. Before that I was a junior analyst at Fabrikam from 2017 to 2020, cleaning supplier data in Excel and Python. I studied BSc Statistics at the University of Bristol, graduating in 2017. 5 years in analytics.";

/** What the Groq double answers next: a status and a response body. */
let answer: () => { status: number; body: unknown } = () => ({ status: 503, body: { error: { message: "down" } } });
let calls = 0;

function completionOf(content: unknown) {
  const recorded = groqFixture("improve-field");
  return { ...recorded, choices: [{ ...recorded.choices[0]!, message: { role: "assistant", content: JSON.stringify(content) } }] };
}

describe("AI actions through Groq, with the offline writer as the fallback", () => {
  let groq: Server;
  let server: RunningServer;
  let store: Store;

  /** A Pro visitor with the backend engineer's resume stored. */
  async function proVisitor(): Promise<{ visitor: Visitor; id: string }> {
    const visitor = new Visitor(server.url);
    const response = await visitor.postJson("/api/generate-resume", BACKEND_RESUME);
    expect(response.status, await response.clone().text()).toBe(201);
    const { resumeId } = (await response.json()) as { resumeId: string };
    await store.visitors.grant(visitor.id, { tier: "pro", pro_until: new Date(Date.now() + 30 * 86_400_000).toISOString(), reset_generation_count: true });
    return { visitor, id: resumeId };
  }

  beforeAll(async () => {
    groq = createServer((request, response) => {
      request.resume();
      request.on("end", () => {
        calls++;
        const { status, body } = request.url === "/openai/v1/chat/completions" ? answer() : { status: 404, body: {} };
        response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => groq.listen(0, "127.0.0.1", resolve));
    const { port } = groq.address() as AddressInfo;
    server = await startServer({ env: { GROQ_API_KEY: "gsk_test", GROQ_BASE_URL: `http://127.0.0.1:${port}` } });
    store = openServerStore(server);
  });
  afterAll(async () => {
    await store?.close();
    await server?.stop();
    await new Promise((resolve) => groq?.close(resolve));
  });

  it("applies Groq's recorded answer to 'Improve with AI', unflagged", async () => {
    answer = () => ({ status: 200, body: groqFixture("improve-field") });
    const before = calls;
    const body = await (await new Visitor(server.url).postJson("/api/enhance-content", { content: FIELD, type: "experience" })).json();
    expect(calls).toBe(before + 1);
    expect(body).toMatchObject({
      success: true,
      fallback: false,
      enhancedContent: fixtureAnswer<{ enhancedContent: string }>("improve-field").enhancedContent,
    });
    expect(body.notice.description).not.toMatch(NOTE);
  });

  it("answers 'Improve with AI' with the offline writer and the note when Groq is down", async () => {
    answer = () => ({ status: 503, body: { error: { message: "down", type: "server_error" } } });
    const response = await new Visitor(server.url).postJson("/api/enhance-content", { content: FIELD, type: "experience" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, fallback: true });
    expect(body.enhancedContent).toMatch(/dashboards/i);
    expect(body.notice.description).toMatch(NOTE);
    expect(body.message).toMatch(NOTE);
  });

  it("stores Groq's recorded resume from a prompt", async () => {
    answer = () => ({ status: 200, body: groqFixture("prompt-to-resume") });
    const visitor = new Visitor(server.url);
    const created = await visitor.postJson("/api/generate-prompt-resume", { prompt: PROMPT });
    expect(created.status).toBe(201);
    const { resumeId, fallback } = await created.json();
    expect(fallback).toBe(false);
    const resume = await (await visitor.fetch(`/api/resume/${resumeId}`)).json();
    expect(resume.experiences.map((e: { company: string }) => e.company)).toEqual(["Contoso Retail", "Fabrikam"]);
    expect(resume.education[0].school).toBe("University of Bristol");
  });

  it("rejects a resume answer inventing an employer whole, and says so on the page after a post without JavaScript", async () => {
    const invented = fixtureAnswer<{ experiences: { company: string }[] }>("prompt-to-resume");
    invented.experiences[1]!.company = "Initech";
    answer = () => ({ status: 200, body: completionOf(invented) });
    const visitor = new Visitor(server.url);
    const posted = await visitor.postForm("/prompt", { prompt: PROMPT, template: "modern" });
    expect(posted.status).toBeGreaterThanOrEqual(300);
    expect(posted.status).toBeLessThan(400);
    const location = posted.headers.get("location") ?? "";
    const resumeId = /\/edit\/([0-9a-f-]{36})/.exec(location)?.[1];
    expect(resumeId).toBeDefined();
    const page = await (await visitor.fetch(location)).text();
    expect(page).toMatch(NOTE);
    const resume = await (await visitor.fetch(`/api/resume/${resumeId}`)).json();
    const companies = resume.experiences.map((e: { company: string }) => e.company);
    expect(companies).not.toContain("Initech");
    expect(companies.join(" ")).toMatch(/Contoso Retail/);
  });

  it("writes the cover letter from Groq's recorded answer, and rejects one claiming a skill the resume lacks", async () => {
    const { visitor, id } = await proVisitor();
    const fields = { intent: "generate", role: "Senior Backend Engineer", company: "Northwind Payments", posting: BACKEND_POSTING };
    const letterOnPage = (page: string) => /<textarea id="text"[^>]*>([\s\S]*?)<\/textarea>/.exec(page)?.[1] ?? "";

    answer = () => ({ status: 200, body: groqFixture("cover-letter") });
    expect((await visitor.postForm(`/resume/${id}/cover-letter`, fields)).status).toBe(302);
    const good = await (await visitor.fetch(`/resume/${id}/cover-letter`)).text();
    expect(letterOnPage(good)).toContain("I cut the payment events pipeline latency by 45% on Kubernetes in AWS");
    expect(good).not.toMatch(NOTE);

    const recorded = fixtureAnswer<{ letter: string }>("cover-letter").letter;
    answer = () => ({ status: 200, body: completionOf({ letter: recorded.replace("with Go, Kafka", "with Rust, Kafka") }) });
    expect((await visitor.postForm(`/resume/${id}/cover-letter`, fields)).status).toBe(302);
    const fallback = await (await visitor.fetch(`/resume/${id}/cover-letter`)).text();
    expect(letterOnPage(fallback)).toMatch(/^Dear Hiring Manager at Northwind Payments,/);
    expect(letterOnPage(fallback)).not.toContain("Rust");
    expect(fallback).toMatch(NOTE);
  });

  it("writes the LinkedIn bio with the offline writer and the note when Groq is down", async () => {
    const { visitor, id } = await proVisitor();
    answer = () => ({ status: 500, body: { error: { message: "down", type: "server_error" } } });
    expect((await visitor.postForm(`/resume/${id}/linkedin`, { intent: "generate" })).status).toBe(302);
    const page = await (await visitor.fetch(`/resume/${id}/linkedin`)).text();
    expect(page).toContain("Senior Backend Engineer");
    expect(page).toMatch(NOTE);
  });

  it("offers the offline writer's section enhancement, with the note, when Groq answers nonsense", async () => {
    const { visitor, id } = await proVisitor();
    answer = () => ({ status: 200, body: completionOf({ experiences: "all of them" }) });
    const response = await visitor.postJson(`/api/enhance-resume/${id}`, { enhancementType: "experience" });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ success: true, fallback: true });
    expect(body.notice.description).toMatch(NOTE);
  });

  it("polishes a new CV with the offline writer, and says so, when Groq is down", async () => {
    answer = () => ({ status: 503, body: { error: { message: "down", type: "server_error" } } });
    const response = await new Visitor(server.url).postJson("/api/generate-resume", BACKEND_RESUME);
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body).toMatchObject({ fallback: true });
    expect(body.message).toMatch(NOTE);
  });

  it("offers the tailored summary from Groq's recorded answer, and the offline one with the note when Groq invents a skill", async () => {
    const { visitor, id } = await proVisitor();
    const fields = { intent: "rewrite-summary", value: "Kafka, Kubernetes, Terraform", posting: BACKEND_POSTING, jobTitle: "Senior Backend Engineer" };
    const offeredSummary = async () => {
      const resume = (await (await visitor.fetch(`/api/resume/${id}`)).json()) as { suggestions: { scope: string; fields: { after: string }[] }[] };
      return resume.suggestions.find((s) => s.scope === "summary")?.fields[0]?.after ?? "";
    };

    answer = () => ({ status: 200, body: groqFixture("tailored-summary") });
    const good = await visitor.postForm(`/resume/${id}/ats`, fields);
    expect(good.status).toBe(200);
    expect(await good.text()).not.toMatch(NOTE);
    expect(await offeredSummary()).toBe(fixtureAnswer<{ summary: string }>("tailored-summary").summary);

    const recorded = fixtureAnswer<{ summary: string }>("tailored-summary").summary;
    answer = () => ({ status: 200, body: completionOf({ summary: recorded.replace("Kubernetes on AWS", "Kubernetes and Terraform on AWS") }) });
    const fallback = await visitor.postForm(`/resume/${id}/ats`, fields);
    expect(fallback.status).toBe(200);
    expect(await fallback.text()).toMatch(NOTE);
    expect(await offeredSummary()).not.toContain("Terraform");
  });
});
