/**
 * /resumes/{id}/delete — the confirmation step of Delete on My resumes, a page of its own so that it
 * works without JavaScript. Its form posts to /resumes; another visitor's resume is Resume Not Found.
 */
import { Link } from "react-router";
import type { Route } from "./+types/resumes.delete";
import { ResumeErrorBoundary } from "../components/resume-form/resume-not-found.tsx";
import { DeleteResumeConfirmation } from "../components/resumes/delete-resume.tsx";
import { buttonClassName } from "../components/ui/button.tsx";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { resumeDisplayName } from "../lib/my-resumes.ts";
import { requireOwnedResume } from "../server/resumes.server.ts";
import { getVisitorSession } from "../server/session.server.ts";

export function meta() {
  return [{ title: `Delete resume | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const resume = await requireOwnedResume(getVisitorSession(context).visitorId, params.id);
  return { id: resume.id, name: resumeDisplayName({ title: resume.title, personalInfo: resume.personal_info }) };
}

export default function DeleteResumePage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Delete this CV?</h1>
      <DeleteResumeConfirmation
        id={loaderData.id}
        name={loaderData.name}
        cancel={
          <Link to="/resumes" className={buttonClassName({ variant: "secondary" })}>
            Cancel
          </Link>
        }
      />
    </div>
  );
}

export const ErrorBoundary = ResumeErrorBoundary;
