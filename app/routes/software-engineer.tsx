/**
 * Software engineer resume page, /resume/software-engineer: hero with badges, six static
 * template cards, 14 in-demand skills, the CV structure guide, pro tips and calls to action to /.
 */
import { Link } from "react-router";
import type { Route } from "./+types/software-engineer";
import { PRODUCT_NAME, PRODUCT_SLUG } from "../lib/brand.ts";
import { seoMeta } from "../lib/seo.ts";
import { pageOrigin } from "../server/seo.server.ts";
import { buttonClassName } from "../components/ui/button.tsx";

export function loader({ request }: Route.LoaderArgs) {
  return { origin: pageOrigin(request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    origin: loaderData?.origin,
    path: `/${PRODUCT_SLUG}/software-engineer`,
    title: "Software Engineer Resume Templates & Guide",
    description:
      "ATS-optimized software engineer resume templates for every level, the 14 skills employers search for, and a section-by-section guide. Used by 10,000+ engineers.",
  });
}

const SE_TEMPLATES = [
  {
    title: "Senior Full-Stack Engineer",
    level: "Senior",
    experience: "5-8 years",
    skills: ["React", "Node.js", "AWS", "System design"],
    downloads: "12.4K downloads",
    rating: 4.9,
    featured: true,
    outline: "Summary with scope of impact, experience with metrics, architecture projects, skills grouped by layer.",
  },
  {
    title: "Frontend Developer",
    level: "Mid-level",
    experience: "2-5 years",
    skills: ["TypeScript", "React", "CSS", "Accessibility"],
    downloads: "9.8K downloads",
    rating: 4.8,
    featured: true,
    outline: "Portfolio link in the header, UI projects with performance and accessibility results, component library work.",
  },
  {
    title: "Backend Engineer",
    level: "Mid-level",
    experience: "3-6 years",
    skills: ["Go", "PostgreSQL", "Kafka", "Docker"],
    downloads: "8.1K downloads",
    rating: 4.8,
    featured: false,
    outline: "APIs and services you own, throughput and latency numbers, reliability and on-call improvements.",
  },
  {
    title: "Junior Software Developer",
    level: "Entry level",
    experience: "0-2 years",
    skills: ["JavaScript", "Python", "Git", "SQL"],
    downloads: "15.2K downloads",
    rating: 4.7,
    featured: false,
    outline: "Projects first, then internships and education; coursework and hackathons that prove you can ship.",
  },
  {
    title: "DevOps / Platform Engineer",
    level: "Senior",
    experience: "5+ years",
    skills: ["Kubernetes", "Terraform", "CI/CD", "Observability"],
    downloads: "6.3K downloads",
    rating: 4.8,
    featured: false,
    outline: "Infrastructure you built, deployment frequency and cost savings, incidents reduced, certifications.",
  },
  {
    title: "Engineering Manager",
    level: "Lead",
    experience: "8+ years",
    skills: ["Team leadership", "Hiring", "Delivery", "Architecture"],
    downloads: "4.9K downloads",
    rating: 4.9,
    featured: true,
    outline: "Team size and outcomes, people you grew, delivery improvements, the technical decisions you still drive.",
  },
] as const;

const IN_DEMAND_SKILLS = [
  "JavaScript",
  "TypeScript",
  "Python",
  "Java",
  "Go",
  "React",
  "Node.js",
  "SQL",
  "AWS",
  "Docker",
  "Kubernetes",
  "CI/CD",
  "System Design",
  "Git",
] as const;

const STRUCTURE_GUIDE = [
  {
    section: "Contact & links",
    importance: "Critical",
    tips: ["Name, email, phone and city on the first lines", "Add GitHub and a portfolio or LinkedIn URL", "Skip photos and full street addresses"],
  },
  {
    section: "Professional summary",
    importance: "High",
    tips: ["Two or three sentences: your level, stack and one standout result", "Mirror the job title you are applying for"],
  },
  {
    section: "Experience",
    importance: "Critical",
    tips: ["Action verb + what you built + measurable result", "Name the technologies used in each role", "Most recent role first, 3–5 bullets each"],
  },
  {
    section: "Projects & education",
    importance: "Medium",
    tips: ["Open-source work and side projects with links", "Degree, school and year; coursework only for recent graduates"],
  },
] as const;

const PRO_TIPS = [
  { title: "Quantify everything", text: "Latency cut from 800 ms to 120 ms, 3 services migrated, 40% fewer incidents: numbers make impact believable." },
  {
    title: "Match the job description",
    text: "Use the exact names of languages and tools in the posting, so applicant tracking systems and recruiters find them.",
  },
  { title: "Keep it to one or two pages", text: "One page for under five years of experience, two at most for senior roles. Cut old or unrelated jobs first." },
  { title: "Show ownership", text: "Say what you led, designed or decided, not only what you worked on. Hiring managers look for scope." },
  { title: "Link to your code", text: "A tidy GitHub profile or one well-documented project is often worth more than another bullet point." },
  { title: "Skip the skill bars", text: "Ratings like 4/5 stars for Python are meaningless to a reader and unreadable to an ATS. List skills as plain text." },
] as const;

const importanceClass: Record<string, string> = {
  Critical: "bg-red-100 text-red-900",
  High: "bg-amber-100 text-amber-900",
  Medium: "bg-slate-100 text-slate-800",
};

export default function SoftwareEngineerPage() {
  return (
    <div>
      <section aria-labelledby="se-title" className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center">
          <ul className="flex flex-wrap justify-center gap-2" aria-label="Highlights">
            {["ATS-Optimized", "Used by 10,000+ Engineers", "Industry-Specific"].map((badge) => (
              <li key={badge} className="rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-900 shadow-sm ring-1 ring-brand-100">
                {badge}
              </li>
            ))}
          </ul>
          <h1 id="se-title" className="mt-6 text-4xl font-extrabold tracking-tight sm:text-5xl">
            Software Engineer Resume Templates
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-slate-700">
            Resume templates and advice written for engineers — from your first developer job to engineering manager. Built to pass applicant tracking systems
            and impress the humans after them.
          </p>
          <Link to="/" className={buttonClassName({ size: "lg", className: "mt-8" })}>
            Build My Engineer Resume
          </Link>
        </div>
      </section>

      <section aria-labelledby="se-templates-title" className="mx-auto max-w-6xl px-4 py-14">
        <h2 id="se-templates-title" className="text-center text-3xl font-bold">
          Templates for every engineering level
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {SE_TEMPLATES.map((t) => (
            <li
              key={t.title}
              className={`flex flex-col rounded-xl border p-6 ${t.featured ? "border-brand-600 ring-2 ring-brand-600/20" : "border-slate-200"}`}
              data-testid="se-template"
            >
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-lg font-semibold">{t.title}</h3>
                {t.featured ? <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">Featured</span> : null}
              </div>
              <p className="mt-1 text-sm text-slate-700">
                {t.level} · {t.experience}
              </p>
              <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Key skills">
                {t.skills.map((s) => (
                  <li key={s} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                    {s}
                  </li>
                ))}
              </ul>
              <p className="mt-3 flex items-center justify-between text-sm text-slate-700">
                <span>{t.downloads}</span>
                <span>
                  <span aria-hidden="true" className="text-amber-600">
                    ★
                  </span>{" "}
                  {t.rating.toFixed(1)}
                  <span className="sr-only"> out of 5</span>
                </span>
              </p>
              <details className="mt-4 flex-1 text-sm">
                <summary className="inline-block rounded-md border border-slate-300 px-3 py-1.5 font-semibold text-slate-800 hover:bg-slate-50">
                  Preview
                </summary>
                <p className="mt-2 text-slate-700">{t.outline}</p>
              </details>
              <Link to="/" className={buttonClassName({ size: "sm", className: "mt-4" })} aria-label={`Use Template: ${t.title}`}>
                Use Template
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="se-skills-title" className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-14">
          <h2 id="se-skills-title" className="text-center text-3xl font-bold">
            In-demand skills to include
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-700">
            List the ones you really use — in your skills section and inside the experience bullets where you used them.
          </p>
          <ul className="mt-8 flex flex-wrap justify-center gap-2" data-testid="se-skills">
            {IN_DEMAND_SKILLS.map((s) => (
              <li key={s} className="rounded-full bg-white px-4 py-2 font-medium shadow-sm ring-1 ring-slate-200">
                {s}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="se-structure-title" className="mx-auto max-w-5xl px-4 py-14">
        <h2 id="se-structure-title" className="text-center text-3xl font-bold">
          How to structure your engineering CV
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-2">
          {STRUCTURE_GUIDE.map((item, i) => (
            <li key={item.section} className="rounded-xl border border-slate-200 p-6" data-testid="se-structure">
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-lg font-semibold">
                  {i + 1}. {item.section}
                </h3>
                <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${importanceClass[item.importance]}`}>{item.importance}</span>
              </div>
              <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
                {item.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="se-tips-title" className="bg-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-14">
          <h2 id="se-tips-title" className="text-center text-3xl font-bold">
            Pro tips from hiring managers
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {PRO_TIPS.map((tip) => (
              <li key={tip.title} className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="font-semibold">{tip.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{tip.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="se-cta-title" className="mx-auto max-w-4xl px-4 py-16 text-center">
        <h2 id="se-cta-title" className="text-3xl font-bold">
          Ready to land your next engineering role?
        </h2>
        <p className="mt-3 text-slate-700">Create your software engineer resume with {PRODUCT_NAME} in minutes — free, no signup required.</p>
        <Link to="/" className={buttonClassName({ size: "lg", className: "mt-6" })}>
          Get Started for Free
        </Link>
      </section>
    </div>
  );
}
