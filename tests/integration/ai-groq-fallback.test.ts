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
import { startServer, type RunningServer } from "../setup/server-process.ts";
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
  });
  afterAll(async () => {
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
});
