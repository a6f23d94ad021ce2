import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Store } from "../../app/server/db/types.server.ts";
import { openServerStore, startServer, type RunningServer } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";
import { person as ada } from "../setup/factory.ts";

const XSS = `<script>alert("x")</script>`;
const person = ada();

/** A resume whose every text field carries a script tag. */
function hostileResume() {
  const tag = (field: string) => `${field} ${XSS}`;
  return {
    personalInfo: {
      ...person,
      firstName: `Ada ${XSS}`,
      address: tag("address"),
      city: tag("city"),
      state: tag("state"),
      zipCode: "<script>1",
      country: tag("country"),
      linkedIn: `javascript:alert(1)`,
      portfolio: tag("portfolio"),
      github: tag("github"),
      summary: tag("summary"),
    },
    experiences: [
      {
        jobTitle: tag("jobTitle"),
        company: tag("company"),
        location: tag("location"),
        startDate: "2020-01",
        endDate: "2021-02",
        description: tag("description"),
        achievements: tag("achievements"),
        technologies: tag("technologies"),
      },
    ],
    education: [
      {
        degree: tag("degree"),
        school: tag("school"),
        location: tag("location"),
        graduationYear: "2016",
        gpa: "3.9",
        honors: tag("honors"),
        relevantCoursework: tag("coursework"),
      },
    ],
    skills: { technicalSkills: tag("technical"), softSkills: tag("soft"), tools: tag("tools"), frameworks: tag("frameworks") },
    projects: [{ title: tag("project"), description: tag("projdesc"), technologies: tag("projtech"), link: "javascript:alert(2)", github: tag("gh") }],
    additionalInfo: {
      certifications: tag("cert"),
      languages: tag("lang"),
      hobbies: tag("hobby"),
      volunteering: tag("vol"),
      awards: tag("award"),
      publications: tag("pub"),
    },
  };
}

describe("builder endpoints", () => {
  let server: RunningServer;
  let store: Store;
  beforeAll(async () => {
    server = await startServer();
    // the test reads and seeds the same sqlite file the server uses (WAL allows both)
    store = openServerStore(server);
  });
  afterAll(async () => {
    await store?.close();
    await server?.stop();
  });

  it("stores the generated resume with its fields and defaults", async () => {
    const visitor = new Visitor(server.url);
    const response = await visitor.postJson("/api/generate-resume", {
      personalInfo: person,
      experiences: [{ jobTitle: "Analyst", company: "Acme", startDate: "2020-01" }],
    });
    expect(response.status).toBe(201);
    const { resumeId } = (await response.json()) as { resumeId: string };
    const stored = await store.resumes.get(resumeId);
    expect(stored).toMatchObject({
      id: resumeId,
      owner_id: visitor.id,
      template: "professional",
      tier: "free",
      generation_count: 1,
      has_watermark: true,
      projects: [],
      additional_info: {},
    });
    expect(stored!.personal_info).toMatchObject(person);
    expect(stored!.experiences[0]).toMatchObject({ jobTitle: "Analyst", company: "Acme", id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(stored!.generated_content).toMatchObject({ personalInfo: { firstName: "Ada" } });
    expect(stored!.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(stored!.customization).toMatchObject({ font: "Arial", fontSize: 11, layoutStyle: "modern", includePhoto: true });
  });

  it("answers 400 with field errors for invalid data and 415 for non-JSON", async () => {
    const visitor = new Visitor(server.url);
    const invalid = await visitor.postJson("/api/generate-resume", { personalInfo: { firstName: "", email: "nope" } });
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors).toMatchObject({
      "personalInfo.firstName": "First name is required",
      "personalInfo.lastName": "Last name is required",
      "personalInfo.email": "Please enter a valid email",
      "personalInfo.phone": "Phone number is required",
    });
    const text = await visitor.fetch("/api/generate-resume", { method: "POST", body: "hello", headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(415);
    const broken = await visitor.fetch("/api/generate-resume", { method: "POST", body: "{", headers: { "content-type": "application/json" } });
    expect(broken.status).toBe(400);
  });

  it("applies the gate from stored state: a forged tier in the body does not help", async () => {
    const visitor = new Visitor(server.url);
    const first = await visitor.postJson("/api/generate-resume", { personalInfo: person, tier: "pro", generationCount: 0 });
    expect(first.status).toBe(201);
    const second = await visitor.postJson("/api/generate-resume", { personalInfo: person, tier: "pro", generationCount: 0 });
    expect(second.status).toBe(402);
    expect(await second.json()).toEqual({ error: expect.any(String), needsUpgrade: true, reason: "generation_limit", tier: "free", generationCount: 1 });
  });

  it("gives fast_pass 3 generations and pro unlimited, from the stored entitlement", async () => {
    const fast = new Visitor(server.url);
    await fast.fetch("/");
    await store.visitors.grant(fast.id, { tier: "fast_pass", pro_until: null, reset_generation_count: true });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await fast.postJson("/api/generate-resume", { personalInfo: person })).status);
    expect(statuses).toEqual([201, 201, 201, 402]);

    const pro = new Visitor(server.url);
    await pro.fetch("/");
    await store.visitors.grant(pro.id, { tier: "pro", pro_until: new Date(Date.now() + 86_400_000).toISOString(), reset_generation_count: true });
    for (let i = 0; i < 5; i++) expect((await pro.postJson("/api/generate-resume", { personalInfo: person })).status).toBe(201);
  });

  it("returns an expired Pro plan to free", async () => {
    const lapsed = new Visitor(server.url);
    await lapsed.fetch("/");
    await store.visitors.grant(lapsed.id, { tier: "pro", pro_until: new Date(Date.now() - 1000).toISOString(), reset_generation_count: true });
    expect((await lapsed.postJson("/api/generate-resume", { personalInfo: person })).status).toBe(201);
    expect((await lapsed.postJson("/api/generate-resume", { personalInfo: person })).status).toBe(402);
    expect((await store.visitors.get(lapsed.id))!.tier).toBe("free");
  });

  it("downloads the CV as an HTML attachment with every field escaped and a watermark only for free", async () => {
    const free = new Visitor(server.url);
    const created = await free.postJson("/api/generate-resume", hostileResume());
    expect(created.status).toBe(201);
    const { resumeId } = (await created.json()) as { resumeId: string };
    const download = await free.fetch(`/api/download-resume/${resumeId}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="resume\.html"/);
    const html = await download.text();
    expect(html.toLowerCase()).not.toContain("<script");
    expect(html).not.toMatch(/href="\s*javascript:/i);
    for (const field of ["address", "summary", "jobTitle", "company", "description", "degree", "school", "technical", "project", "cert", "award"]) {
      expect(html.toLowerCase(), field).toContain(`${field.toLowerCase()} &lt;script&gt;`);
    }
    expect(html).toContain("Created with Vitae");

    const paid = new Visitor(server.url);
    await paid.fetch("/");
    await store.visitors.grant(paid.id, { tier: "fast_pass", pro_until: null, reset_generation_count: true });
    const paidCreated = (await (await paid.postJson("/api/generate-resume", { personalInfo: person })).json()) as { resumeId: string };
    const paidHtml = await (await paid.fetch(`/api/download-resume/${paidCreated.resumeId}`)).text();
    expect(paidHtml).toContain("Ada");
    expect(paidHtml).not.toContain("Created with Vitae");
    expect((await store.resumes.get(paidCreated.resumeId))!.has_watermark).toBe(false);
  });

  it("keeps resumes private: other visitors and unknown ids get 404 JSON", async () => {
    const owner = new Visitor(server.url);
    const { resumeId } = (await (await owner.postJson("/api/generate-resume", { personalInfo: person })).json()) as { resumeId: string };
    expect((await owner.fetch(`/api/resume/${resumeId}`)).status).toBe(200);
    const stranger = new Visitor(server.url);
    for (const url of [
      `/api/resume/${resumeId}`,
      `/api/download-resume/${resumeId}`,
      `/api/download-resume/not-a-uuid`,
      `/api/resume/00000000-0000-4000-8000-000000000000`,
    ]) {
      const response = await stranger.fetch(url);
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({ error: "Resume not found" });
    }
  });

  it("reads a resume back identical after a server restart", async () => {
    const dataServer = await startServer();
    const visitor = new Visitor(dataServer.url);
    const { resumeId } = (await (await visitor.postJson("/api/generate-resume", hostileResume())).json()) as { resumeId: string };
    const before = await (await visitor.fetch(`/api/resume/${resumeId}`)).json();
    await dataServer.stop();
    const restarted = await startServer({ dataDir: dataServer.dataDir });
    try {
      const again = new Visitor(restarted.url);
      again.cookie = visitor.cookie;
      const after = await (await again.fetch(`/api/resume/${resumeId}`)).json();
      expect(after).toEqual(before);
    } finally {
      await restarted.stop();
    }
  });
});
