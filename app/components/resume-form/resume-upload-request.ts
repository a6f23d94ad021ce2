/**
 * An uploaded resume read by the server (POST /api/parse-resume) after the browser's own checks of
 * the file: the parsed resume, or the message the upload control shows and the toast's text.
 */
import { trackFunnel } from "../../lib/analytics.ts";
import type { PartialResume } from "../../lib/resume.ts";
import { messageForFailedAnswer } from "../../lib/submit-failure.ts";
import { checkResumeFile, RESUME_MESSAGES } from "../../lib/upload-rules.ts";

export type ResumeFileReading = { ok: true; resume: PartialResume } | { ok: false; error: string; description: string };

export async function readResumeFile(file: File): Promise<ResumeFileReading> {
  const problem = checkResumeFile(file);
  if (problem) return { ok: false, error: problem, description: problem };
  trackFunnel.resumeUploaded({ fileType: file.type || file.name.split(".").pop() || "unknown", fileSize: file.size });
  trackFunnel.resumeParsingStarted();
  const body = new FormData();
  body.append("resume", file);
  const response = await fetch("/api/parse-resume", { method: "POST", body });
  if (!response.ok) {
    const reason = ((await response.json().catch(() => null)) as { error?: string } | null)?.error;
    // a rate limit says when to try again; other failures keep the spec's message
    return {
      ok: false,
      error: reason ?? RESUME_MESSAGES.failed,
      description: response.status === 429 ? messageForFailedAnswer(429, { error: reason }) : RESUME_MESSAGES.failed,
    };
  }
  return { ok: true, resume: (await response.json()) as PartialResume };
}
