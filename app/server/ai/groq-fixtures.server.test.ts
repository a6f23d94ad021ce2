/**
 * Every prompt shape against a recorded Groq answer (tests/fixtures/groq/, served by the msw double
 * of Groq's HTTP API): a good answer is used as it came; malformed JSON, an answer inventing an
 * employer, number or skill, and a timeout all give the offline writer's result, flagged as a fallback.
 */
import { describe, expect, it } from "vitest";
import type { ResumeFormData } from "../../lib/resume.ts";
import { fixtureAnswer, groqMock, type GroqFixture } from "../../../tests/mocks/groq.ts";
import { mockServer } from "../../../tests/mocks/server.ts";
import { BACKEND_POSTING, BACKEND_RESUME } from "../ats/fixtures.server.ts";
import { withOfflineFallback, type Written } from "./fallback.server.ts";
import { createGroqWriter } from "./groq.server.ts";
import { offlineWriter } from "./offline/writer.server.ts";
import { createGroqProWriter, offlineProWriter, type LinkedInBio } from "./pro-writers.server.ts";
import type { PartialResume } from "../../lib/resume.ts";

const PROMPT =
  "I'm Maya Chen, maya.chen@example.com, based in Bristol, UK. I have worked as a data analyst at Contoso Retail since 2020, building weekly sales dashboards in Tableau and SQL that cut reporting time by 30%. Before that I was a junior analyst at Fabrikam from 2017 to 2020, cleaning supplier data in Excel and Python. I studied BSc Statistics at the University of Bristol, graduating in 2017. 5 years in analytics.";
const FIELD = "responsible for building weekly sales dashboards in tableau and sql for 12 stores. reporting time went down 30%";
const JANE: ResumeFormData = {
  personalInfo: { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "", summary: "Backend engineer who owns payouts." },
  experiences: [
    {
      id: "exp-1",
      jobTitle: "Backend Engineer",
      company: "Stripe",
      startDate: "2019",
      endDate: "2022",
      currentJob: false,
      description: "Responsible for the payouts API for merchants",
      achievements: "Cut latency by 40%",
      technologies: "Go",
    },
  ],
  education: [],
  skills: { technicalSkills: "Go", frameworks: "", tools: "", softSkills: "" },
  projects: [],
  additionalInfo: {},
};
const POSTING = { company: "Northwind Payments", role: "Senior Backend Engineer", description: BACKEND_POSTING };
const KEYWORDS = ["Kafka", "Kubernetes", "Terraform"];

/** A result without its list items' ids (fresh ones are made for each generated resume). */
const withoutIds = (value: unknown): unknown => JSON.parse(JSON.stringify(value, (key, item: unknown) => (key === "id" ? undefined : item)));
const offlineResult = async (s: Shape<unknown>) => ({ value: withoutIds(await s.offline()), fallback: true });
const idsDropped = (written: Written<unknown>) => ({ ...written, value: withoutIds(written.value) });

const groqOptions = (timeoutMs: number) => ({ apiKey: "gsk_test", retryDelayMs: 1, timeoutMs });

interface Shape<T> {
  fixture: GroqFixture;
  /** the job through Groq, falling back to the offline writer */
  run(timeoutMs: number): Promise<Written<T>>;
  /** the same job done by the offline writer alone */
  offline(): Promise<T>;
  /** the recorded answer with one invented fact */
  invent(answer: Record<string, unknown>): unknown;
  /** what the recorded answer must give once applied */
  applied(value: T): void;
}

const shape = <T>(s: Shape<T>) => s as Shape<unknown>;

const SHAPES: Shape<unknown>[] = [
  shape<PartialResume>({
    fixture: "prompt-to-resume",
    run: (t) => withOfflineFallback(createGroqWriter(groqOptions(t)), offlineWriter, (w) => w.resumeFromPrompt(PROMPT)),
    offline: () => offlineWriter.resumeFromPrompt(PROMPT),
    invent: (answer) => {
      const experiences = structuredClone(answer.experiences) as { company: string }[];
      experiences[1]!.company = "Initech";
      return { ...answer, experiences };
    },
    applied: (resume) => {
      expect(resume.personalInfo).toMatchObject({ firstName: "Maya", lastName: "Chen", email: "maya.chen@example.com", city: "Bristol" });
      expect(resume.experiences.map((e) => [e.jobTitle, e.company, e.startDate, e.currentJob])).toEqual([
        ["Data Analyst", "Contoso Retail", "2020", true],
        ["Junior Analyst", "Fabrikam", "2017", false],
      ]);
      expect(resume.education.map((e) => e.school)).toEqual(["University of Bristol"]);
      expect(resume.skills.tools).toBe("Tableau, Excel");
    },
  }),
  shape<string>({
    fixture: "improve-field",
    run: (t) => withOfflineFallback(createGroqWriter(groqOptions(t)), offlineWriter, (w) => w.enhanceField(FIELD, "experience")),
    offline: () => offlineWriter.enhanceField(FIELD, "experience"),
    invent: (answer) => ({ enhancedContent: `${String(answer.enhancedContent)}\nMigrated the dashboards to Snowflake` }),
    applied: (text) => expect(text).toBe("Built weekly sales dashboards in Tableau and SQL for 12 stores\nCut reporting time by 30%"),
  }),
  shape<ResumeFormData>({
    fixture: "enhance-section",
    run: (t) => withOfflineFallback(createGroqWriter(groqOptions(t)), offlineWriter, (w) => w.enhanceResume(JANE, "experience")),
    offline: () => offlineWriter.enhanceResume(JANE, "experience"),
    invent: () => ({ experiences: [{ id: "exp-1", description: "Owned the payouts API for 3,000 merchants", achievements: "Cut latency by 40%" }] }),
    applied: (resume) => {
      expect(resume.experiences[0]).toMatchObject({
        company: "Stripe",
        description: "Owned the payouts API serving merchants in Go",
        achievements: "Cut payouts API latency by 40%",
      });
      expect(resume.personalInfo).toEqual(JANE.personalInfo);
    },
  }),
  shape<string>({
    fixture: "cover-letter",
    run: (t) => withOfflineFallback(createGroqProWriter(groqOptions(t)), offlineProWriter, (w) => w.coverLetter(BACKEND_RESUME, POSTING)),
    offline: () => offlineProWriter.coverLetter(BACKEND_RESUME, POSTING),
    // the posting wants nothing the resume lacks, so the invented skill is one neither names
    invent: (answer) => ({ letter: String(answer.letter).replace("with Go, Kafka", "with Rust, Kafka") }),
    applied: (letter) => {
      expect(letter).toMatch(/^Dear Hiring Manager at Northwind Payments,/);
      expect(letter).toMatch(/Sincerely,\nSam Okafor$/);
    },
  }),
  shape<LinkedInBio>({
    fixture: "linkedin",
    run: (t) => withOfflineFallback(createGroqProWriter(groqOptions(t)), offlineProWriter, (w) => w.linkedInBio(BACKEND_RESUME)),
    offline: () => offlineProWriter.linkedInBio(BACKEND_RESUME),
    invent: (answer) => ({ ...answer, about: `${String(answer.about)}\n\nI have 12 years of experience.` }),
    applied: (bio) => {
      expect(bio.headline).toBe("Senior Backend Engineer at Tailwind Pay | Go · Python · Kafka · PostgreSQL · Kubernetes");
      expect(bio.about).toContain("30M payment events a day");
    },
  }),
  shape<string>({
    fixture: "tailored-summary",
    run: (t) =>
      withOfflineFallback(createGroqProWriter(groqOptions(t)), offlineProWriter, (w) => w.tailorSummary(BACKEND_RESUME, KEYWORDS, "Senior Backend Engineer")),
    offline: () => offlineProWriter.tailorSummary(BACKEND_RESUME, KEYWORDS, "Senior Backend Engineer"),
    invent: (answer) => ({ summary: String(answer.summary).replace("Kubernetes on AWS", "Kubernetes and Terraform on AWS") }),
    applied: (summary) => expect(summary).toBe(fixtureAnswer<{ summary: string }>("tailored-summary").summary),
  }),
];

describe.each(SHAPES)("the $fixture answer", (s) => {
  it("is applied when it is valid and states only facts from the input", async () => {
    const groq = groqMock();
    mockServer.use(groq.answerFixture(s.fixture));
    const written = await s.run(5_000);
    expect(groq.requests).toHaveLength(1);
    expect(written.fallback).toBe(false);
    s.applied(written.value);
  });

  it("is rejected when it is not JSON, and the offline writer answers", async () => {
    const groq = groqMock();
    mockServer.use(groq.answerText(`Sure! ${JSON.stringify(fixtureAnswer(s.fixture)).slice(0, 80)}`));
    const written = await s.run(5_000);
    expect(idsDropped(written)).toEqual(await offlineResult(s));
  });

  it("is rejected whole when it invents a fact, and the offline writer answers", async () => {
    const groq = groqMock();
    mockServer.use(groq.answerJson(s.invent(fixtureAnswer(s.fixture))));
    const written = await s.run(5_000);
    expect(groq.requests).toHaveLength(1);
    expect(idsDropped(written)).toEqual(await offlineResult(s));
  });

  it("falls back to the offline writer when Groq is too slow", async () => {
    const groq = groqMock();
    mockServer.use(groq.answerSlowly(fixtureAnswer(s.fixture), 2_000));
    const started = Date.now();
    const written = await s.run(100);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(idsDropped(written)).toEqual(await offlineResult(s));
  });
});
