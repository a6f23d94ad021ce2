/**
 * 'Upload your resume' on the create tab. Without JavaScript: a file input and a submit button that
 * posts the whole form (multipart) to the page's action, which fills the empty fields. With
 * JavaScript: client checks, a progress state, POST /api/parse-resume, then the parsed values fill
 * the form — asking before replacing anything the user typed.
 */
import { useRef, useState } from "react";
import type { PartialResume } from "../../lib/resume.ts";
import { RESUME_ACCEPT, RESUME_MESSAGES } from "../../lib/upload-rules.ts";
import { trackFunnel } from "../../lib/analytics.ts";
import { Button, StatusButton } from "../ui/button.tsx";
import { Modal } from "../ui/dialog.tsx";
import { toast, toastInTurn } from "../ui/toaster.tsx";

export interface ResumeUploadProps {
  /**
   * Applies the parsed resume; returns the conflicting fields when it did not replace them, how many
   * fields it filled and how many of those count as auto-filled (the ones with the 'Parsed' badge).
   */
  onParsed: (resume: PartialResume, replace: boolean) => Promise<{ conflicts: string[]; filledCount: number; parsedCount: number }>;
  /** Set by the page after a server-side (no-JS) upload error. */
  serverError?: string | null;
}

export function ResumeUpload({ onParsed, serverError }: ResumeUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(serverError ?? null);
  // a parsed resume that conflicts with what was typed, waiting for the user's decision
  const [pending, setPending] = useState<{ resume: PartialResume; parsedCount: number } | null>(null);

  // each success step is announced in turn: they happen in the same moment and the limit is one toast
  function announce(parsedCount: number) {
    toastInTurn({ title: "Resume Data Loaded Successfully!", description: `${parsedCount} fields were filled in from your resume. Please check them.` });
  }

  async function upload(file: File) {
    setError(null);
    setBusy(true);
    try {
      // the upload's code loads with the first file chosen
      const { readResumeFile } = await import("./resume-upload-request.ts");
      const read = await readResumeFile(file);
      if (!read.ok) {
        setError(read.error);
        toast({ variant: "destructive", title: "Upload failed", description: read.description });
        return;
      }
      toastInTurn({ title: "Resume uploaded successfully!" });
      toastInTurn({ title: "Resume Parsed Successfully!" });
      // empty fields are filled at once; replacing typed values waits for the user's answer
      const { conflicts, filledCount, parsedCount } = await onParsed(read.resume, false);
      trackFunnel.resumeParsingCompleted({ fieldsExtracted: filledCount });
      if (conflicts.length > 0) setPending({ resume: read.resume, parsedCount });
      else announce(parsedCount);
    } catch {
      setError(RESUME_MESSAGES.failed);
      toast({ variant: "destructive", title: "Upload failed", description: RESUME_MESSAGES.failed });
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  }

  return (
    <section className="rounded-xl border border-dashed border-brand-600 bg-brand-50 p-5" aria-labelledby="upload-title" data-testid="resume-upload">
      <h2 id="upload-title" className="text-lg font-semibold">
        Upload your resume
      </h2>
      <p className="mt-1 text-sm text-slate-700">PDF, DOCX, DOC or a JSON Resume file up to 10 MB. We fill in the empty fields for you to check.</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <label htmlFor="resume-file" className="sr-only">
          Resume file
        </label>
        <input
          ref={input}
          id="resume-file"
          type="file"
          name="resume"
          accept={RESUME_ACCEPT}
          aria-describedby={error ? "resume-file-error" : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) void upload(file);
          }}
          className="block text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-600 file:px-3 file:py-2 file:font-semibold file:text-white"
        />
        {/* Without JavaScript this button sends the file with the form; with it, choosing a file uploads at once. */}
        <StatusButton
          name="intent"
          value="upload"
          formEncType="multipart/form-data"
          formNoValidate
          variant="secondary"
          size="sm"
          pending={busy}
          pendingLabel="Uploading..."
          onClick={(event) => {
            // with JavaScript the file input uploads on change; the button opens the picker
            event.preventDefault();
            input.current?.click();
          }}
        >
          Upload Resume
        </StatusButton>
      </div>
      {busy ? (
        <p role="status" className="mt-2 text-sm text-brand-900">
          Uploading and reading your resume…
        </p>
      ) : null}
      {error ? (
        <p id="resume-file-error" role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <Modal open={pending !== null} onClose={() => setPending(null)} title="Replace what you typed?">
        <p className="text-slate-700">
          Your resume has values for fields you already filled in. Do you want to replace your entries with the values from your resume?
        </p>
        <div className="mt-5 flex justify-end gap-3">
          <Button
            variant="secondary"
            onClick={() => {
              if (pending) announce(pending.parsedCount);
              setPending(null);
            }}
          >
            Keep my entries
          </Button>
          <Button
            onClick={() => {
              if (pending) {
                onParsed(pending.resume, true).then(
                  ({ parsedCount }) => announce(pending.parsedCount + parsedCount),
                  () => toast({ variant: "destructive", title: "Upload failed", description: RESUME_MESSAGES.failed }),
                );
              }
              setPending(null);
            }}
          >
            Replace with my resume
          </Button>
        </div>
      </Modal>
    </section>
  );
}
