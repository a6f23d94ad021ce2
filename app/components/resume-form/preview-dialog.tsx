/**
 * The builder's preview dialog: the CV as /preview rendered it from the form, in a frame, with the
 * number of pages the PDF will have and the ways on (change template, print, the saved CV's PDF).
 */
import { useRef } from "react";
import { Link } from "react-router";
import type { Tier } from "../../lib/plans.ts";
import { Button, buttonClassName } from "../ui/button.tsx";
import { Modal } from "../ui/dialog.tsx";
import { DownloadLink } from "./cv-actions.tsx";

export function PreviewDialog({
  html,
  pages,
  changeTemplateHref,
  savedResumeId,
  tier,
  onClose,
}: {
  html: string;
  pages: string | null;
  changeTemplateHref: string;
  savedResumeId?: string;
  tier?: Tier;
  onClose: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <Modal open onClose={onClose} title="Resume Preview" size="xl">
      <iframe ref={frame} title="CV preview" srcDoc={html} className="h-[70vh] w-full rounded border border-slate-200 bg-white" />
      <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
        {pages ? (
          <p className="me-auto text-sm text-slate-600" data-testid="page-estimate">
            {pages}
          </p>
        ) : null}
        <Link to={changeTemplateHref} onClick={onClose} className={buttonClassName({ variant: "secondary" })}>
          Change Template
        </Link>
        <Button variant={savedResumeId ? "secondary" : "primary"} onClick={() => frame.current?.contentWindow?.print()}>
          Print / Save as PDF
        </Button>
        {savedResumeId ? <DownloadLink resumeId={savedResumeId} tier={tier} className={buttonClassName()} /> : null}
        <Button variant="quiet" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}
