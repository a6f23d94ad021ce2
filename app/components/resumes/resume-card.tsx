/**
 * One CV on My resumes: the template's preview image as its thumbnail, its name, template, last edit
 * and plan, and its buttons. Every button is a real form post (or a link), so the card works
 * without JavaScript: Rename opens a <details> with the name field, Delete goes to a confirmation
 * page (with JavaScript it opens a confirmation dialog instead).
 */
import { Form, Link } from "react-router";
import type { Tier } from "../../lib/plans.ts";
import { TITLE_MAX_LENGTH } from "../../lib/my-resumes.ts";
import { DownloadLink } from "../resume-form/cv-actions.tsx";
import { buttonClassName, StatusButton } from "../ui/button.tsx";
import { DeleteResumeButton } from "./delete-resume.tsx";
import { usePendingFor } from "./use-pending-for.ts";
import type { ResumeCardData } from "../../lib/my-resumes.ts";

export function ResumeCard({ resume, tier, renameError }: { resume: ResumeCardData; tier: Tier; renameError: string | null }) {
  const renaming = usePendingFor("rename", resume.id);
  const duplicating = usePendingFor("duplicate", resume.id);
  const headingId = `resume-${resume.id}-name`;
  const small = { variant: "secondary", size: "sm" } as const;
  return (
    <li
      data-testid="resume-card"
      data-resume-id={resume.id}
      aria-labelledby={headingId}
      className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <img
        src={resume.thumbnail}
        alt=""
        width={96}
        height={136}
        loading="lazy"
        className="h-34 w-24 shrink-0 rounded border border-slate-200 object-cover object-top"
      />
      <div className="min-w-0 flex-1 space-y-2">
        <h2 id={headingId} className="truncate text-lg font-semibold" data-testid="resume-name">
          {resume.name}
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
          <dt className="font-medium">Template</dt>
          <dd data-testid="resume-template">{resume.templateName}</dd>
          <dt className="font-medium">Last edited</dt>
          <dd>
            <time dateTime={resume.updatedAt} title={resume.updatedAt}>
              {resume.lastEdited}
            </time>
          </dd>
          <dt className="font-medium">Plan</dt>
          <dd data-testid="resume-plan">{`${resume.planLabel} · ${resume.watermark ? "with watermark" : "no watermark"}`}</dd>
        </dl>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`/edit/${resume.id}`} className={buttonClassName({ size: "sm" })} aria-label={`Open ${resume.name}`}>
            Open
          </Link>
          <DownloadLink resumeId={resume.id} tier={tier} className={buttonClassName(small)}>
            Download PDF
          </DownloadLink>
          <Form method="post" action="/resumes">
            <input type="hidden" name="intent" value="duplicate" />
            <input type="hidden" name="id" value={resume.id} />
            <StatusButton {...small} pending={duplicating} pendingLabel="Duplicating...">
              Duplicate
            </StatusButton>
          </Form>
          <DeleteResumeButton id={resume.id} name={resume.name} />
        </div>
        {/* keyed by the name: a successful rename closes it again */}
        <details key={resume.title} open={renameError !== null} className="text-sm">
          <summary className="cursor-pointer py-1 font-medium text-brand-700">Rename</summary>
          <Form method="post" action="/resumes" className="mt-2 flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="rename" />
            <input type="hidden" name="id" value={resume.id} />
            <label className="flex flex-col gap-1">
              <span>Name of this CV (empty: the person’s name)</span>
              <input
                name="title"
                defaultValue={resume.title}
                maxLength={TITLE_MAX_LENGTH}
                aria-invalid={renameError ? true : undefined}
                aria-describedby={renameError ? `${headingId}-error` : undefined}
                className="w-72 max-w-full rounded-md border border-slate-300 px-3 py-1.5"
              />
            </label>
            <StatusButton size="sm" pending={renaming} pendingLabel="Saving...">
              Save name
            </StatusButton>
          </Form>
          {renameError ? (
            <p id={`${headingId}-error`} role="alert" className="mt-2 text-red-800">
              {renameError}
            </p>
          ) : null}
        </details>
      </div>
    </li>
  );
}
