/** SPEC §8 'Resume Not Found' — for unknown ids and other visitors' resumes alike (edit page and the Pro tools). */
import { Link } from "react-router";

export const NOT_FOUND_TITLE = "Resume Not Found";
export const NOT_FOUND_TEXT = "The resume you're looking for doesn't exist or has been removed.";

export function ResumeNotFound() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center" data-testid="resume-not-found">
      <h1 className="text-3xl font-bold">{NOT_FOUND_TITLE}</h1>
      <p className="mt-4 text-slate-700">{NOT_FOUND_TEXT}</p>
      <Link to="/create" className="mt-8 inline-block rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
        Back to Create Resume
      </Link>
    </section>
  );
}
