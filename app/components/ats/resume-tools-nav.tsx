/**
 * Links to a resume's tools: ATS check and score, cover letter, LinkedIn bio and the downloads
 * (HTML for everyone, JSON Resume for everyone, Word for Pro). Plain links: no JavaScript needed.
 * Locked tools still link to their page, which explains the plan they need.
 */
import { Link } from "react-router";
import { hasFeature, type Tier } from "../../lib/plans.ts";
import { buttonClassName } from "../ui/button.tsx";

const linkClass = buttonClassName({ variant: "secondary", size: "sm" });
// the tool being shown: the brand outline, not a link
const currentClass = buttonClassName({ variant: "outline", size: "sm" });

export function ResumeToolsNav({ resumeId, tier, current }: { resumeId: string; tier: Tier; current?: "ats" | "cover-letter" | "linkedin" }) {
  const lock = (ok: boolean) => (ok ? "" : " 🔒");
  const item = (key: typeof current, to: string, label: string) =>
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
      {item("ats", `/resume/${resumeId}/ats`, `ATS check${lock(hasFeature(tier, "atsCheck"))}`)}
      {item("cover-letter", `/resume/${resumeId}/cover-letter`, `Cover letter${lock(hasFeature(tier, "coverLetter"))}`)}
      {item("linkedin", `/resume/${resumeId}/linkedin`, `LinkedIn bio${lock(hasFeature(tier, "linkedInBio"))}`)}
      {/* no download attribute: the file comes as an attachment, and a refused download (the free
          plan's limit) must be able to show its page */}
      <a href={`/api/download-resume/${resumeId}?format=pdf`} className={linkClass}>
        Download PDF
      </a>
      <a href={`/api/download-resume/${resumeId}`} className={linkClass}>
        Download HTML
      </a>
      <a href={`/api/export-resume/${resumeId}?format=json`} className={linkClass} download>
        JSON Resume
      </a>
      {hasFeature(tier, "docxExport") ? (
        <a href={`/api/export-resume/${resumeId}?format=docx`} className={linkClass} download>
          Word (.docx)
        </a>
      ) : (
        <Link to="/checkout?plan=pro" className={linkClass}>
          Word (.docx) 🔒 Pro
        </Link>
      )}
    </nav>
  );
}
