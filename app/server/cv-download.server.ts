/**
 * Downloading a stored CV, as a PDF or as the self-contained HTML document, under the plan's
 * download rule. Both download addresses (/api/download-resume and /api/export-resume) answer
 * through here, so the two cannot drift.
 */
import { paperForLanguage } from "../components/cv/page.ts";
import { RESUME_NOT_FOUND } from "../lib/resume-not-found.ts";
import { authorizeDownload } from "./entitlements.server.ts";
import { jsonError } from "./http/api.server.ts";
import { attachment, CV_DOCUMENT_CSP, downloadRefused, followedAsPage } from "./http/documents.server.ts";
import { photoDataUrlFor } from "./objects.server.ts";
import { cvFontAssets } from "./render/cv-fonts.server.ts";
import { renderResumeHtml } from "./render/render.server.ts";
import { cvFileNames, renderResumePdf, type PaperSize } from "./render/resume-pdf.server.ts";
import { getOwnedResume, storedResumeRenderInput } from "./resumes.server.ts";
import { pageOrigin } from "./seo.server.ts";

export const CV_DOWNLOAD_FORMATS = ["html", "pdf"] as const;
export type CvDownloadFormat = (typeof CV_DOWNLOAD_FORMATS)[number];

/** `?paper=letter|a4` when given, else from the first language the browser asks for (en-US → Letter). */
export function paperFor(request: Request): PaperSize {
  const asked = new URL(request.url).searchParams.get("paper")?.toLowerCase();
  if (asked === "letter") return "Letter";
  if (asked === "a4") return "A4";
  return paperForLanguage((request.headers.get("accept-language") ?? "").split(",")[0]);
}

export async function downloadStoredCv(request: Request, visitorId: string, resumeId: string, format: CvDownloadFormat): Promise<Response> {
  const resume = await getOwnedResume(visitorId, resumeId);
  if (!resume) return jsonError(404, RESUME_NOT_FOUND.error);
  const download = await authorizeDownload(visitorId, resume);
  if (!download.ok) return downloadRefused(request, resume.id, download.details);
  // the photo is embedded as a data URL so the document needs nothing but its fonts
  const photoSrc = await photoDataUrlFor(visitorId, resume.personal_info.profileImage);
  const input = storedResumeRenderInput(resume, photoSrc);
  const headers = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };

  if (format === "html") {
    return new Response(renderResumeHtml(input, { fontBaseUrl: cvFontAssets.publicBaseUrl(pageOrigin(request)) }), {
      headers: {
        ...headers,
        "Content-Type": "text/html; charset=utf-8",
        "Content-Disposition": attachment("resume.html"),
        "Content-Security-Policy": CV_DOCUMENT_CSP,
      },
    });
  }

  const rendered = await renderResumePdf(input, { paper: paperFor(request) });
  if (!rendered.ok) {
    const retry = { ...headers, "Retry-After": String(rendered.details.retryAfter) };
    if (followedAsPage(request))
      return new Response(busyPage(rendered.error, resume.id), { status: rendered.status, headers: { ...retry, "Content-Type": "text/html; charset=utf-8" } });
    return Response.json({ error: rendered.error }, { status: rendered.status, headers: retry });
  }
  const names = cvFileNames(input, "pdf");
  return new Response(rendered.value.pdf as Uint8Array<ArrayBuffer>, {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": attachment(names.utf8, names.ascii),
      "Content-Length": String(rendered.value.pdf.byteLength),
      "X-Page-Count": String(rendered.value.pages),
    },
  });
}

/** What a browser that followed the download link shows when every PDF tab is taken. */
function busyPage(message: string, resumeId: string): string {
  const again = `/api/download-resume/${encodeURIComponent(resumeId)}?format=pdf`;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Please try again — Vitae</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem">' +
    `<h1>Please try again</h1><p>${message}</p><p><a href="${again}">Download PDF again</a> · <a href="/edit/${encodeURIComponent(resumeId)}">Back to your CV</a></p>` +
    "</body></html>"
  );
}
