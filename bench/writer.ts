/**
 * Offline writer latency per call (median / p99 over many calls). Not a test: prints a table.
 * Goal: prompt-to-resume ≤ 300 ms.   Run: npx node bench/writer.ts [iterations]
 */
import { performance } from "node:perf_hooks";
import type { ResumeFormData } from "../app/lib/resume.ts";
import { offlineWriter } from "../app/server/ai/offline/writer.server.ts";
import { summary as reportSummary } from "./lib.ts";

const iterations = Number(process.argv[2] ?? 500);

const description = `Responsible for managing a team of 5 engineers and the payouts API.
• worked on the migration to Kubernetes; helped reduce deploy time by 40%
- I was in charge of on-call for 3 services and also wrote the runbooks.
Duties included code review, mentoring 2 juniors and hiring.`;

const summary =
  "I am a backend engineer with 8 years of experience. I really love building scalable systems. I have worked at various startups and at Stripe. I am a hard-working team player. My background is in finance.";

const skills = "python, Python, Go, AWS, docker, Kubernetes, react, SQL, communication, leadership, git, Terraform, etc.";

const prompt = `Hi, I'm Jane Doe, a senior backend engineer based in London, UK. Email jane.doe@example.com, phone +44 20 7946 0958.
I worked as a backend engineer at Stripe from 2016 to 2019, where I built the payouts API and cut latency by 40%.
Then I joined Monzo in March 2019 as a senior engineer and I have been a staff engineer at Foo Ltd since 2022, leading a team of 6.
I have a BSc Computer Science from University of Leeds, 2015. Skilled in Go, Python, PostgreSQL, Kafka and Kubernetes.
I speak English and Spanish. AWS Certified Solutions Architect. linkedin.com/in/janedoe github.com/janedoe`;

const resume: ResumeFormData = {
  personalInfo: { firstName: "Jane", lastName: "Doe", email: "jane@example.com", phone: "+44 20 7946 0958", summary },
  experiences: Array.from({ length: 4 }, (_, i) => ({
    id: `e${i}`,
    jobTitle: "Engineer",
    company: `Company ${i}`,
    startDate: "2019",
    endDate: "",
    currentJob: i === 0,
    description,
    achievements: "Cut costs by 20%; grew revenue by 15%",
    technologies: skills,
  })),
  education: [{ id: "s", degree: "BSc Computer Science", school: "University of Leeds", graduationYear: "2015" }],
  skills: { technicalSkills: skills, softSkills: "communication, Communication", tools: "git, Jira", frameworks: "react" },
  projects: [],
  additionalInfo: {},
};

const cases: [string, () => Promise<unknown>][] = [
  ["enhanceField experience", () => offlineWriter.enhanceField(description, "experience", { currentJob: false })],
  ["enhanceField summary", () => offlineWriter.enhanceField(summary, "summary")],
  ["enhanceField skills", () => offlineWriter.enhanceField(skills, "skills")],
  ["enhanceResume summary", () => offlineWriter.enhanceResume(resume, "summary")],
  ["enhanceResume experience", () => offlineWriter.enhanceResume(resume, "experience")],
  ["enhanceResume skills", () => offlineWriter.enhanceResume(resume, "skills")],
  ["polishResume", () => offlineWriter.polishResume(resume)],
  ["resumeFromPrompt", () => offlineWriter.resumeFromPrompt(prompt)],
];

function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}

const rows: Record<string, string | number>[] = [];
for (const [name, run] of cases) {
  for (let i = 0; i < 20; i++) await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  rows.push({
    call: name,
    calls: iterations,
    "median ms": quantile(times, 0.5).toFixed(3),
    "p99 ms": quantile(times, 0.99).toFixed(3),
    "max ms": times.at(-1)!.toFixed(3),
  });
}
console.table(rows);

const promptP99 = Number(rows.find((row) => row.call === "resumeFromPrompt")!["p99 ms"]);
console.log(`resumeFromPrompt p99 ${promptP99.toFixed(3)} ms — goal ≤ 300 ms: ${promptP99 <= 300 ? "met" : "MISSED"}`);
reportSummary("Offline writer: prompt → resume p99", `${promptP99.toFixed(1)} ms`, "≤ 300 ms");
if (promptP99 > 300) process.exitCode = 1;
