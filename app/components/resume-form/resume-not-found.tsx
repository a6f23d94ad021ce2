/** 'Resume Not Found' — for unknown ids and other visitors' resumes alike (edit page and the Pro tools). */
import { Link } from "react-router";
import { RESUME_NOT_FOUND } from "../../lib/resume-not-found.ts";
import { GeneralErrorBoundary } from "../error-boundary.tsx";
import { buttonClassName } from "../ui/button.tsx";

export function ResumeNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="resume-not-found">
      <h1 className="text-3xl font-bold">{RESUME_NOT_FOUND.title}</h1>
      <p className="mt-4 text-slate-700">{RESUME_NOT_FOUND.text}</p>
      <Link to="/create" className={buttonClassName({ size: "lg", className: "mt-8" })}>
        Back to Create Resume
      </Link>
    </section>
  );
}

/**
 * The error boundary of the pages about one resume: the 404 that `requireOwnedResume` throws is
 * Resume Not Found; any other failure (a wrong method, a crash) is the site's generic error view.
 */
export function ResumeErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: () => <ResumeNotFound /> }} />;
}
