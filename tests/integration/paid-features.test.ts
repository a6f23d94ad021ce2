/**
 * Paid features against the real server process: gating by the stored plan (Free → 402
 * and the plans; Pro seeded with store.visitors.grant), the ATS check and score, DOCX and JSON
 * Resume exports (re-imported by our own parser / mapper), cover letter, LinkedIn bio, and
 * "my data" export and deletion (checked in the sqlite file itself).
 */
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonResumeToForm } from "../../app/lib/json-resume-import.ts";
import { formToJsonResume } from "../../app/lib/json-resume.ts";
import { normalizeResume } from "../../app/lib/normalize-resume.ts";
import type { ResumeFormData } from "../../app/lib/resume.ts";
import type { Store } from "../../app/server/db/types.server.ts";
import { closeParseWorkers, parseResumeUpload } from "../../app/server/parse/index.server.ts";
import { jsonResumeSchema } from "../fixtures/json-resume-schema.ts";
import { openServerStore, startServer, type RunningServer } from "../setup/server-process.ts";
import { Visitor } from "../setup/visitor.ts";

const RESUME = {
  personalInfo: {
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace.hopper@example.com",
    phone: "+1 202 555 0199",
    city: "Arlington",
    state: "VA",
    country: "USA",
    linkedIn: "linkedin.com/in/gracehopper",
    summary: "Software engineer who builds compilers and developer tools.",
  },
  experiences: [
    {
      jobTitle: "Senior Software Engineer",
      company: "Remington Rand",
      location: "Philadelphia, PA",
      startDate: "Jan 2016",
      endDate: "Dec 2022",
      description: "Led the team that built the A-0 compiler\nDesigned FLOW-MATIC for 3 business customers",
      technologies: "Python, PostgreSQL",
    },
    {
      jobTitle: "Research Fellow",
      company: "Harvard Computation Lab",
      location: "Cambridge, MA",
      startDate: "Jul 2012",
      endDate: "Dec 2015",
      description: "Programmed the Mark I for 5 research groups",
    },
  ],
  education: [
    { degree: "Ph.D. Mathematics", school: "Yale University", location: "New Haven, CT", graduationYear: "2012" },
    { degree: "B.A. Mathematics and Physics", school: "Vassar College", location: "Poughkeepsie, NY", graduationYear: "2008" },
  ],
  skills: { technicalSkills: "Python, Compilers, SQL", tools: "PostgreSQL, Docker", softSkills: "Communication, Mentoring" },
  projects: [{ title: "COBOL", description: "Shaped the COBOL language specification", startDate: "2019", endDate: "2020" }],
  additionalInfo: { awards: "National Medal of Technology (2021)", languages: "English" },
};

const POSTING = `Senior Software Engineer
We are hiring a Senior Software Engineer to build developer tools.
Requirements: Python, PostgreSQL, Kafka and Kubernetes; strong communication.
Bachelor's degree in Mathematics or Computer Science.`;

function form(fields: Record<string, string>): RequestInit {
  return { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(fields).toString() };
}

describe("paid features", () => {
  let server: RunningServer;
  let store: Store;

  async function visitorWithResume(tier: "free" | "fast_pass" | "pro"): Promise<{ visitor: Visitor; id: string }> {
    const visitor = new Visitor(server.url);
    const response = await visitor.postJson("/api/generate-resume", RESUME);
    expect(response.status).toBe(201);
    const { resumeId } = (await response.json()) as { resumeId: string };
    if (tier !== "free") {
      await store.visitors.grant(visitor.id, {
        tier,
        pro_until: tier === "pro" ? new Date(Date.now() + 30 * 86_400_000).toISOString() : null,
        reset_generation_count: true,
      });
    }
    return { visitor, id: resumeId };
  }

  beforeAll(async () => {
    server = await startServer();
    store = openServerStore(server);
  });
  afterAll(async () => {
    await closeParseWorkers();
    await store?.close();
    await server?.stop();
  });

  it("Free: 402 with the plans for the ATS check, score, cover letter, LinkedIn bio and Word export", async () => {
    const { visitor, id } = await visitorWithResume("free");

    const atsPage = await visitor.fetch(`/resume/${id}/ats`);
    expect(atsPage.status).toBe(402);
    const html = await atsPage.text();
    expect(html).toContain('data-testid="upgrade-prompt"');
    expect(html).toContain('data-testid="ats-preview-counts"');
    expect(html).not.toContain('data-testid="ats-finding"');

    const score = await visitor.fetch(`/resume/${id}/ats`, form({ intent: "score", posting: POSTING }));
    expect(score.status).toBe(402);
    expect(await score.text()).toContain('data-testid="upgrade-prompt"');

    for (const page of ["cover-letter", "linkedin"]) {
      const response = await visitor.fetch(`/resume/${id}/${page}`);
      expect(response.status, page).toBe(402);
      expect(await response.text(), page).toContain('data-testid="upgrade-prompt"');
    }
    const generate = await visitor.fetch(`/resume/${id}/cover-letter`, form({ intent: "generate", role: "Engineer", company: "Acme" }));
    expect(generate.status).toBe(402);

    const docx = await visitor.fetch(`/api/export-resume/${id}?format=docx`);
    expect(docx.status).toBe(402);
    expect(await docx.json()).toMatchObject({ needsUpgrade: true, tier: "free", feature: "docxExport" });
    const apiScore = await visitor.postJson(`/api/ats/${id}`, { jobDescription: POSTING });
    expect(apiScore.status).toBe(402);
    const apiCheck = await visitor.fetch(`/api/ats/${id}`);
    expect(apiCheck.status).toBe(402);
    expect(((await apiCheck.json()) as { preview: { total: number } }).preview.total).toBeGreaterThan(0);
    expect((await visitor.fetch(`/api/cover-letter/${id}?format=docx`)).status).toBe(402);

    // JSON Resume and HTML are for everyone
    expect((await visitor.fetch(`/api/export-resume/${id}?format=json`)).status).toBe(200);
    expect((await visitor.fetch(`/api/export-resume/${id}?format=html`)).status).toBe(200);
  });

  it("Fast Pass: the ATS check with findings and links to the form; the score stays Pro", async () => {
    const { visitor, id } = await visitorWithResume("fast_pass");
    const page = await visitor.fetch(`/resume/${id}/ats`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('data-testid="ats-finding"');
    expect(html).toContain(`/edit/${id}#resume-edit-${id}-`);
    const api = await visitor.fetch(`/api/ats/${id}`);
    expect(api.status).toBe(200);
    const report = (await api.json()) as { findings: { id: string; href?: string }[] };
    expect(report.findings.map((f) => f.id)).toContain("layout.watermark");
    expect((await visitor.fetch(`/resume/${id}/ats`, form({ intent: "score", posting: POSTING }))).status).toBe(402);
    expect((await visitor.fetch(`/resume/${id}/cover-letter`)).status).toBe(402);
  });

  it("Pro: scores against a posting and applies a suggestion in one click (the resume is saved)", async () => {
    const { visitor, id } = await visitorWithResume("pro");
    const api = await visitor.postJson(`/api/ats/${id}`, { jobDescription: POSTING });
    expect(api.status).toBe(200);
    const report = (await api.json()) as { score: number; missing: string[]; parts: { key: string }[] };
    expect(report.missing).toContain("Kafka");
    expect(report.parts.map((p) => p.key)).toEqual(["hardSkills", "jobTitle", "experience", "education", "softSkills", "keywords"]);

    const page = await visitor.fetch(`/resume/${id}/ats`, form({ intent: "score", posting: POSTING }));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('data-testid="ats-score-value"');

    // the button asks first: the confirmation names the list and the score it would give, and saves nothing
    const asked = await visitor.fetch(`/resume/${id}/ats`, form({ intent: "confirm-skill", value: "Kafka", posting: POSTING }));
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain(`Your match score would go from ${report.score} to`);
    expect(Object.values(((await (await visitor.fetch(`/api/resume/${id}`)).json()) as ResumeFormData).skills).join(", ")).not.toContain("Kafka");

    const applied = await visitor.fetch(`/resume/${id}/ats`, form({ intent: "add-skill", value: "Kafka", posting: POSTING }));
    expect(applied.status).toBe(200);
    expect(await applied.text()).toContain("Skill added");
    const stored = (await (await visitor.fetch(`/api/resume/${id}`)).json()) as ResumeFormData;
    expect(Object.values(stored.skills).join(", ")).toContain("Kafka");
    const after = (await (await visitor.postJson(`/api/ats/${id}`, { jobDescription: POSTING })).json()) as { score: number; missing: string[] };
    expect(after.missing).not.toContain("Kafka");
    expect(after.score).toBeGreaterThan(report.score);

    const rewrite = await visitor.fetch(`/resume/${id}/ats`, form({ intent: "rewrite-summary", value: "Python, PostgreSQL", posting: POSTING }));
    expect(rewrite.status).toBe(200);
    const rewriteNotice = await rewrite.text();
    expect(rewriteNotice).toContain("Summary suggested");
    // the posting's role (read from the posting: no title was typed) is one Grace held
    expect(rewriteNotice).toContain("A summary naming the role and your matching skills waits on the edit page. Your CV changes only if you accept it.");
    // the rewrite waits as a suggestion; accepting it on the edit page puts it into the resume
    const offered = (await (await visitor.fetch(`/api/resume/${id}`)).json()) as ResumeFormData & {
      suggestions: Array<{ id: string; scope: string; fields: Array<{ after: string }> }>;
    };
    expect(offered.personalInfo.summary ?? "").not.toContain("PostgreSQL");
    const summary = offered.suggestions.find((s) => s.scope === "summary")!;
    expect(summary.fields[0]!.after).toContain("PostgreSQL");
    const accepted = await visitor.fetch(`/edit/${id}`, form({ intent: "accept-suggestion", suggestionId: summary.id }));
    expect(accepted.status).toBe(302);
    const rewritten = (await (await visitor.fetch(`/api/resume/${id}`)).json()) as ResumeFormData;
    expect(rewritten.personalInfo.summary).toContain("PostgreSQL");
  });

  it("Pro: the Word export is ATS-clean and our parser reads back the name, e-mail, every employer and school", async () => {
    const { visitor, id } = await visitorWithResume("pro");
    const response = await visitor.fetch(`/api/export-resume/${id}?format=docx`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(response.headers.get("content-disposition")).toContain('filename="resume.docx"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const parsed = await parseResumeUpload(bytes);
    expect(parsed.personalInfo).toMatchObject({ firstName: "Grace", lastName: "Hopper", email: "grace.hopper@example.com" });
    const companies = parsed.experiences.map((e) => `${e.company} ${e.jobTitle}`).join(" | ");
    for (const e of RESUME.experiences) expect(companies).toContain(e.company);
    const schools = parsed.education.map((e) => `${e.school} ${e.degree}`).join(" | ");
    for (const e of RESUME.education) expect(schools).toContain(e.school);
  });

  it("the JSON Resume export validates against the schema and re-imports to the same form data", async () => {
    const { visitor, id } = await visitorWithResume("free");
    const response = await visitor.fetch(`/api/export-resume/${id}?format=json`);
    expect(response.headers.get("content-disposition")).toContain('filename="resume.json"');
    const json: unknown = await response.json();
    const valid = jsonResumeSchema.safeParse(json);
    expect(valid.success, JSON.stringify(valid.error?.issues)).toBe(true);
    const stored = (await (await visitor.fetch(`/api/resume/${id}`)).json()) as ResumeFormData;
    const back = jsonResumeToForm(json);
    const tidy = (r: ResumeFormData) => {
      const n = normalizeResume(r);
      return JSON.parse(
        JSON.stringify({
          ...n,
          experiences: n.experiences.map(({ id: _i, ...e }) => e),
          education: n.education.map(({ id: _i, ...e }) => e),
          projects: n.projects.map(({ id: _i, ...e }) => e),
        }),
        (_k, v) => (v === "" ? undefined : v),
      );
    };
    expect(tidy(back as ResumeFormData)).toEqual(
      tidy({
        personalInfo: stored.personalInfo,
        experiences: stored.experiences,
        education: stored.education,
        skills: stored.skills,
        projects: stored.projects,
        additionalInfo: stored.additionalInfo,
      }),
    );
    // and what we export is what formToJsonResume makes of the stored form
    expect(json).toMatchObject({ basics: formToJsonResume(stored).basics });
    // the schema's ISO country code, and a job's bullets as highlights
    const exported = json as { basics: { location: { countryCode?: string } }; work: { summary?: string; highlights?: string[] }[] };
    expect(exported.basics.location.countryCode).toBe("US");
    expect(exported.work[0]).toMatchObject({ highlights: ["Led the team that built the A-0 compiler", "Designed FLOW-MATIC for 3 business customers"] });
    expect(exported.work[0]!.summary).toBeUndefined();
  });

  it("Pro: writes, edits, saves and downloads the cover letter; writes the LinkedIn bio", async () => {
    const { visitor, id } = await visitorWithResume("pro");
    const generated = await visitor.fetch(
      `/resume/${id}/cover-letter`,
      form({ intent: "generate", role: "Principal Engineer", company: "Navy Labs", posting: POSTING }),
    );
    expect(generated.status).toBe(302);
    const page = await (await visitor.fetch(`/resume/${id}/cover-letter`)).text();
    expect(page).toContain("Dear Hiring Manager at Navy Labs");
    expect(page).toContain("Remington Rand");

    const edited = "Dear Navy Labs,\n\nI would love to build your compilers.\n\nSincerely,\nGrace Hopper";
    expect((await visitor.fetch(`/resume/${id}/cover-letter`, form({ intent: "save", text: edited }))).status).toBe(302);
    const letterHtml = await visitor.fetch(`/api/cover-letter/${id}?format=html`);
    expect(letterHtml.status).toBe(200);
    const body = await letterHtml.text();
    expect(body).toContain("I would love to build your compilers.");
    expect(body).toContain("Grace Hopper");
    expect(body).toContain("t-professional");
    const letterDocx = await visitor.fetch(`/api/cover-letter/${id}?format=docx`);
    expect(letterDocx.status).toBe(200);
    expect(new Uint8Array(await letterDocx.arrayBuffer()).subarray(0, 2)).toEqual(new Uint8Array([0x50, 0x4b]));

    expect((await visitor.fetch(`/resume/${id}/linkedin`, form({ intent: "generate" }))).status).toBe(302);
    const bio = await (await visitor.fetch(`/resume/${id}/linkedin`)).text();
    const headline = /data-testid="linkedin-headline">([^<]*)</.exec(bio)?.[1] ?? "";
    expect(headline).toContain("Senior Software Engineer at Remington Rand");
    expect(headline.length).toBeLessThanOrEqual(220);
    expect(bio).toContain('data-testid="linkedin-about"');
  });

  it("my data: the export holds the resume; deletion removes everything but orders and payments, and resets the cookie", async () => {
    const { visitor, id } = await visitorWithResume("pro");
    const oldId = visitor.id;
    await store.events.insert([
      { owner_id: oldId, session_id: null, event: "page_view", data: {}, timestamp: new Date().toISOString(), received_at: new Date().toISOString() },
    ]);
    await store.objects.put({ key: `photo-${oldId}.jpg`, owner_id: oldId, content_type: "image/jpeg" }, new Uint8Array([0xff, 0xd8, 0xff]));
    await store.orders.create({ id: `order_${oldId.slice(0, 8)}`, owner_id: oldId, tier: "pro", amount: 72000, currency: "INR" });
    expect((await visitor.fetch(`/resume/${id}/linkedin`, form({ intent: "generate" }))).status).toBe(302);

    const exported = await visitor.fetch("/api/my-data");
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toContain("attachment");
    const dump = (await exported.json()) as {
      visitorId: string;
      resumes: { id: string; personal_info: { email: string } }[];
      orders: unknown[];
      events: unknown[];
      visitor: { tier: string };
    };
    expect(dump.visitorId).toBe(oldId);
    expect(dump.resumes.map((r) => r.id)).toEqual([id]);
    expect(dump.resumes[0]!.personal_info.email).toBe("grace.hopper@example.com");
    expect(dump.orders).toHaveLength(1);
    expect(dump.events.length).toBeGreaterThanOrEqual(1);
    expect(dump.visitor.tier).toBe("pro");
    // the Pro texts are part of what is stored about the visitor
    const { proTexts } = dump as unknown as { proTexts: { resume_id: string; linked_in: { headline: string } | null }[] };
    expect(proTexts.map((p) => p.resume_id)).toEqual([id]);
    expect(proTexts[0]!.linked_in?.headline).toContain("Remington Rand");

    const unconfirmed = await visitor.fetch("/my-data", form({ intent: "delete" }));
    expect(unconfirmed.status).toBe(400);
    expect((await visitor.fetch(`/api/resume/${id}`)).status).toBe(200);

    const cookieBefore = visitor.cookie;
    const deleted = await visitor.fetch("/my-data", form({ intent: "delete", confirm: "on" }));
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/my-data?deleted=1");
    expect(visitor.id).not.toBe(oldId);
    expect((await visitor.fetch(`/api/resume/${id}`)).status).toBe(404);
    // the old cookie does not bring anything back either
    const old = new Visitor(server.url);
    old.cookie = cookieBefore;
    expect((await old.fetch(`/api/resume/${id}`)).status).toBe(404);

    const db = new DatabaseSync(path.join(server.dataDir, "vitae.sqlite"), { readOnly: true });
    try {
      const count = (sql: string) => Number((db.prepare(sql).get(oldId) as { n: number }).n);
      expect(count("SELECT COUNT(*) AS n FROM resumes WHERE owner_id = ?")).toBe(0);
      expect(count("SELECT COUNT(*) AS n FROM pro_texts WHERE owner_id = ?")).toBe(0);
      expect(count("SELECT COUNT(*) AS n FROM events WHERE owner_id = ?")).toBe(0);
      expect(count("SELECT COUNT(*) AS n FROM objects WHERE owner_id = ?")).toBe(0);
      expect(count("SELECT COUNT(*) AS n FROM visitors WHERE id = ?")).toBe(0);
      // kept by law, with no resume to link to
      expect(count("SELECT COUNT(*) AS n FROM orders WHERE owner_id = ?")).toBe(1);
    } finally {
      db.close();
    }
  });
});
