/**
 * Links to a resume's tools: ATS check and score, cover letter, LinkedIn bio and the downloads
 * (HTML for everyone, JSON Resume for everyone, Word for Pro). Plain links: no JavaScript needed.
 * Locked tools still link to their page, which explains the plan they need.
 */
import { Link } from "react-router";
import { hasFeature, type Tier } from "../../lib/plans.ts";
import type { ReactNode } from "react";
import { buttonClassName } from "../ui/button.tsx";
import { LockIcon } from "../ui/inline-icons.tsx";

const linkClass = buttonClassName({ variant: "secondary", size: "sm" });
// the tool being shown: the brand outline, not a link
const currentClass = buttonClassName({ variant: "outline", size: "sm" });

export function ResumeToolsNav({
  resumeId,
  tier,
  current,
  downloads = true,
}: {
  resumeId: string;
  tier: Tier;
  current?: "ats" | "cover-letter" | "linkedin";
  /** The PDF and HTML links (the edit page has its own download buttons). */
  downloads?: boolean;
}) {
  const lock = (ok: boolean) => (ok ? null : <LockIcon />);
  const item = (key: typeof current, to: string, label: ReactNode) =>
    key === current ? (
      <span aria-current="page" className={currentClass}>
        {label}
      </span>
    ) : (
      <Link to={to} className={linkClass}>
        {label}
      </Link>
    );
  return (
    <nav aria-label="Resume tools" className="flex flex-wrap gap-2" data-testid="resume-tools">
      <Link to={`/edit/${resumeId}`} className={linkClass}>
        Edit resume
      </Link>
      {item("ats", `/resume/${resumeId}/ats`, <>ATS check {lock(hasFeature(tier, "atsCheck"))}</>)}
      {item("cover-letter", `/resume/${resumeId}/cover-letter`, <>Cover letter {lock(hasFeature(tier, "coverLetter"))}</>)}
      {item("linkedin", `/resume/${resumeId}/linkedin`, <>LinkedIn bio {lock(hasFeature(tier, "linkedInBio"))}</>)}
      {/* no download attribute: the file comes as an attachment, and a refused download (the free
          plan's limit) must be able to show its page */}
      {downloads ? (
        <>
          <a href={`/api/download-resume/${resumeId}?format=pdf`} className={linkClass}>
            Download PDF
          </a>
          <a href={`/api/download-resume/${resumeId}`} className={linkClass}>
            Download HTML
          </a>
        </>
      ) : null}
      <a href={`/api/export-resume/${resumeId}?format=json`} className={linkClass} download>
        JSON Resume
      </a>
      {hasFeature(tier, "docxExport") ? (
        <a href={`/api/export-resume/${resumeId}?format=docx`} className={linkClass} download>
          Word (.docx)
        </a>
      ) : (
        <Link to="/checkout?plan=pro" className={linkClass}>
          Word (.docx) <LockIcon /> Pro
        </Link>
      )}
    </nav>
  );
}
