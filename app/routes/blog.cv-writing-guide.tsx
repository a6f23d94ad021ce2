/**
 * CV writing guide, /blog/cv-writing-guide: a long-form article, 15-minute read, with a
 * table of contents of anchors (fundamentals, structure, content, ats, mistakes, industry, examples,
 * tools) and a call to action to /.
 */
import { Link } from "react-router";
import type { Route } from "./+types/blog.cv-writing-guide";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { seoMeta } from "../lib/seo.ts";
import { pageOrigin } from "../server/seo.server.ts";
import { buttonClassName } from "../components/ui/button.tsx";

export function loader({ request }: Route.LoaderArgs) {
  return { origin: pageOrigin(request) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    origin: loaderData?.origin,
    path: "/blog/cv-writing-guide",
    title: "How to Write a CV: The Complete Guide",
    description:
      "CV vs resume, the right section order, the STAR method, 16 action verbs and an ATS checklist — everything you need to write a CV that gets interviews.",
    type: "article",
  });
}

const TOC = [
  { id: "fundamentals", title: "CV fundamentals" },
  { id: "structure", title: "Structure and section order" },
  { id: "content", title: "Writing strong content" },
  { id: "ats", title: "Beating applicant tracking systems" },
  { id: "mistakes", title: "Common mistakes" },
  { id: "industry", title: "Industry-specific advice" },
  { id: "examples", title: "Examples" },
  { id: "tools", title: "Tools and next steps" },
] as const;

const ACTION_VERBS = [
  "Achieved",
  "Built",
  "Delivered",
  "Designed",
  "Streamlined",
  "Launched",
  "Led",
  "Negotiated",
  "Optimized",
  "Reduced",
  "Increased",
  "Resolved",
  "Automated",
  "Mentored",
  "Secured",
  "Transformed",
] as const;

const SECTION_ORDER = [
  { section: "Contact information", importance: "Essential", note: "Full name, phone, professional email, city and country, LinkedIn or portfolio." },
  { section: "Professional summary", importance: "Essential", note: "Three or four lines: who you are, your strongest results, what you want next." },
  { section: "Work experience", importance: "Essential", note: "Reverse chronological. Job title, employer, place, dates, then 3–6 achievement bullets." },
  { section: "Education", importance: "Essential", note: "Degree, institution, year. Move it above experience only if you graduated in the last two years." },
  { section: "Skills", importance: "Highly recommended", note: "Hard skills and tools named as employers name them; a few genuine soft skills." },
  {
    section: "Projects, certifications, languages",
    importance: "Optional",
    note: "Include when they support the job you want — they often fill gaps early in a career.",
  },
  { section: "Volunteering, awards, interests", importance: "Optional", note: "Short, specific and relevant; leave out if space is tight." },
] as const;

const ATS_DO = [
  "Use standard headings: Experience, Education, Skills",
  "Keep one column of text in reading order (visual columns are fine when the text order stays logical)",
  "Repeat the exact keywords of the job posting where they are true for you",
  "Write dates consistently, for example Jan 2021 – Present",
  "Send PDF unless the posting asks for Word",
  "Put contact details in the body, not in the header or footer",
] as const;

const ATS_DONT = [
  "Put text in images, charts or skill bars",
  "Use tables or text boxes for the main content",
  "Invent creative headings such as “Where I've Been”",
  "Stuff keywords in white or tiny text",
  "Use unusual fonts that may not be installed",
  "Abbreviate without the full form at least once (e.g. Search Engine Optimization (SEO))",
] as const;

const importanceClass: Record<string, string> = {
  Essential: "bg-red-100 text-red-900",
  "Highly recommended": "bg-amber-100 text-amber-900",
  Optional: "bg-slate-100 text-slate-800",
};

export default function CvWritingGuide() {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Career guide</p>
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight">How to Write a CV That Gets Interviews</h1>
        <p className="mt-3 text-sm text-slate-600">
          <span>15 min read</span> · <span>Read by 50,000+ job seekers</span>
        </p>
        <p className="mt-6 text-lg text-slate-700">
          Recruiters spend seconds on a first read, and software often reads your CV before they do. This guide walks you through what to include, in what
          order, and how to phrase it so that both people and applicant tracking systems see your value.
        </p>
      </header>

      <nav aria-labelledby="toc-title" className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-6" data-testid="toc">
        <h2 id="toc-title" className="text-lg font-bold">
          Table of contents
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6">
          {TOC.map((item) => (
            <li key={item.id}>
              <a href={`#${item.id}`} className="inline-block py-0.5 text-brand-700 underline">
                {item.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-12 space-y-14 leading-relaxed text-slate-800 [&_h2]:scroll-mt-20 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_p]:mt-3">
        <section id="fundamentals" aria-labelledby="fundamentals-title" className="scroll-mt-20">
          <h2 id="fundamentals-title">1. CV fundamentals</h2>
          <h3>CV or resume?</h3>
          <p>
            In the United States and Canada, a <strong>resume</strong> is a one- or two-page summary tailored to each job, and a <strong>CV</strong> (curriculum
            vitae) is a longer, complete record of an academic or research career. In the UK, Ireland, Europe, Africa, the Middle East and much of Asia, "CV"
            simply means what Americans call a resume. Follow the word the job posting uses and the length conventions of that country.
          </p>
          <h3>What a CV is for</h3>
          <p>
            A CV has one job: to get you an interview. It is not your life story. Every line should answer the reader's question "can this person do the job I
            need done?" — which means choosing and ordering your information for each application, not sending the same document everywhere.
          </p>
          <h3>Length and format</h3>
          <p>
            One page for up to about five years of experience, two pages for most experienced professionals. Use a clear font at 10–12 pt, margins of at least
            1.3 cm, and consistent spacing. Save it as PDF, name the file with your name (for example <em>Jane-Doe-CV.pdf</em>), and check it on a phone as well
            as on paper.
          </p>
        </section>

        <section id="structure" aria-labelledby="structure-title" className="scroll-mt-20">
          <h2 id="structure-title">2. Structure and section order</h2>
          <p>Readers expect a familiar order, and applicant tracking systems rely on it. Use this order, from most to least important for most candidates:</p>
          <ol className="mt-4 space-y-3" data-testid="section-order">
            {SECTION_ORDER.map((s, i) => (
              <li key={s.section} className="rounded-lg border border-slate-200 p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold">
                    {i + 1}. {s.section}
                  </span>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-bold ${importanceClass[s.importance]}`}>{s.importance}</span>
                </div>
                <p className="!mt-1 text-sm text-slate-700">{s.note}</p>
              </li>
            ))}
          </ol>
          <p>
            Career changers can lead with a skills section after the summary; recent graduates can put education and projects before experience. Whatever you
            choose, keep the headings standard so that software recognises them.
          </p>
        </section>

        <section id="content" aria-labelledby="content-title" className="scroll-mt-20">
          <h2 id="content-title">3. Writing strong content</h2>
          <h3>Use the STAR method</h3>
          <p>Turn duties into achievements by thinking through four steps, then compressing them into one bullet:</p>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            {[
              ["Situation", "The context: the team, the problem, the scale."],
              ["Task", "What you were responsible for achieving."],
              ["Action", "What you did — the skills and decisions that were yours."],
              ["Result", "What changed, ideally with a number: time, money, quality, growth."],
            ].map(([term, def]) => (
              <div key={term} className="rounded-lg bg-slate-50 p-4">
                <dt className="font-semibold">{term}</dt>
                <dd className="mt-1 text-sm text-slate-700">{def}</dd>
              </div>
            ))}
          </dl>
          <p>
            <strong>Before:</strong> "Responsible for customer support tickets."
            <br />
            <strong>After:</strong> "Resolved 60+ support tickets a day and cut average response time from 9 to 3 hours by writing a shared answer library."
          </p>
          <h3>16 action verbs that work</h3>
          <p>Start each bullet with a strong verb in the past tense (present tense for your current job):</p>
          <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="action-verbs">
            {ACTION_VERBS.map((verb) => (
              <li key={verb} className="rounded-md bg-brand-50 px-3 py-1.5 text-center font-medium text-brand-900">
                {verb}
              </li>
            ))}
          </ul>
          <h3>Write the summary last</h3>
          <p>
            Once your experience is written, pick the two or three results that matter most for the job you want and lead with them. Avoid "I" and clichés such
            as "hard-working team player": show it with a fact instead.
          </p>
        </section>

        <section id="ats" aria-labelledby="ats-title" className="scroll-mt-20">
          <h2 id="ats-title">4. Beating applicant tracking systems</h2>
          <p>
            Most large employers use an applicant tracking system (ATS) that extracts the text of your CV into fields and ranks candidates by how well they
            match the posting. A beautiful CV that the software cannot read never reaches a person.
          </p>
          <div className="mt-6 grid gap-6 sm:grid-cols-2">
            <div className="rounded-xl border border-green-200 bg-green-50 p-5">
              <h3 className="!mt-0 text-green-900">Do</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm" data-testid="ats-do">
                {ATS_DO.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <div className="rounded-xl border border-red-200 bg-red-50 p-5">
              <h3 className="!mt-0 text-red-900">Don't</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-sm" data-testid="ats-dont">
                {ATS_DONT.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          </div>
        </section>

        <section id="mistakes" aria-labelledby="mistakes-title" className="scroll-mt-20">
          <h2 id="mistakes-title">5. Common mistakes</h2>
          <p>
            Typos and inconsistent dates, an unprofessional email address, listing duties instead of results, and sending one generic CV to every employer are
            the mistakes recruiters mention most. Read your CV aloud once, and ask someone else to read it too.
          </p>
        </section>

        <section id="industry" aria-labelledby="industry-title" className="scroll-mt-20">
          <h2 id="industry-title">6. Industry-specific advice</h2>
          <p>
            Technology roles value projects and named tools; creative roles expect a portfolio link; finance, law and the public sector prefer a conservative
            layout. See our{" "}
            <Link to="/resume/software-engineer" className="font-semibold text-brand-700 underline">
              software engineer resume guide
            </Link>{" "}
            for a detailed example.
          </p>
        </section>

        <section id="examples" aria-labelledby="examples-title" className="scroll-mt-20">
          <h2 id="examples-title">7. Examples</h2>
          <p>
            Seeing a finished CV makes all of this concrete. Browse our{" "}
            <Link to="/examples" className="font-semibold text-brand-700 underline">
              resume examples
            </Link>{" "}
            by industry and experience level, and start from the one closest to your situation.
          </p>
        </section>

        <section id="tools" aria-labelledby="tools-title" className="scroll-mt-20">
          <h2 id="tools-title">8. Tools and next steps</h2>
          <p>
            {PRODUCT_NAME} puts this guide into practice: ATS-friendly{" "}
            <Link to="/templates" className="font-semibold text-brand-700 underline">
              templates
            </Link>
            , AI help that rewrites weak bullets with action verbs, and import from your existing PDF or Word CV.
          </p>
        </section>
      </div>

      <aside aria-labelledby="guide-cta-title" className="mt-16 rounded-2xl bg-brand-50 p-8 text-center">
        <h2 id="guide-cta-title" className="text-2xl font-bold">
          Put this guide into practice
        </h2>
        <p className="mt-2 text-slate-700">Create your ATS-friendly CV in minutes — free, no signup required.</p>
        <Link to="/" className={buttonClassName({ size: "lg", className: "mt-5" })}>
          Create My CV Now
        </Link>
      </aside>
    </article>
  );
}
