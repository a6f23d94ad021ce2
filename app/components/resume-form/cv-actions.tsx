/**
 * Preview and download of a CV. Without JavaScript they are a form post to /preview (new tab) and a
 * plain download link; with it, a modal with the same rendered document and a fetch with toasts.
 * A download the plan refuses (402) opens the pricing modal with the server's reason; without
 * JavaScript the server sends the browser to the page that explains it.
 */
import { lazy, Suspense, useState } from "react";
import type { Tier } from "../../lib/plans.ts";
import { PlanGate, type PlanGateBlock } from "../pricing/plan-gate.tsx";
import { StatusButton } from "../ui/button.tsx";
import { toast } from "../ui/toaster.tsx";

/** The preview's dialog loads with the first preview: the builder's page does not carry it. */
const PreviewDialog = lazy(() => import("./preview-dialog.tsx").then((module) => ({ default: module.PreviewDialog })));

/** generic error text: "{status}: {body or status text}". */
async function errorText(response: Response): Promise<string> {
  const body = await response.text().catch(() => "");
  let message = body;
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    if (typeof parsed.error === "string") message = parsed.error;
  } catch {
    // plain text body
  }
  return `${response.status}: ${message || response.statusText}`;
}

/** "2 pages (Letter)." from the preview's X-Pdf-Pages answer ("2;paper=Letter;fitted=0"). */
export function describePages(header: string | null): string | null {
  const match = /^(\d+);paper=(A4|Letter);fitted=([01])$/.exec(header ?? "");
  if (!match) return null;
  const [, pages, paper, fitted] = match;
  if (fitted === "1") return `Fits on one page (${paper}): Fit to one page tightened it a little.`;
  return pages === "1" ? `Fits on one page (${paper}).` : `${pages} pages (${paper}).`;
}

export function PreviewButton({
  formId,
  changeTemplateHref,
  savedResumeId,
  tier,
}: {
  formId: string;
  changeTemplateHref: string;
  /** When the CV is stored: the modal's main action is the PDF of the saved version. */
  savedResumeId?: string;
  tier?: Tier;
}) {
  const [html, setHtml] = useState<string | null>(null);
  const [pages, setPages] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function open(event: React.MouseEvent<HTMLButtonElement>) {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return; // no form: let the browser's own submission happen
    event.preventDefault();
    setBusy(true);
    try {
      const body = new FormData(form);
      body.set("intent", "preview");
      body.set("countPages", "1");
      const response = await fetch("/preview", { method: "POST", body });
      if (!response.ok) throw new Error(await errorText(response));
      setPages(describePages(response.headers.get("x-pdf-pages")));
      setHtml(await response.text());
    } catch (error) {
      toast({ variant: "destructive", title: "Preview Failed", description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <StatusButton
        formAction="/preview"
        formTarget="_blank"
        formNoValidate
        name="intent"
        value="preview"
        onClick={open}
        variant="secondary"
        size="lg"
        pending={busy}
        pendingLabel="Preparing preview..."
      >
        Preview
      </StatusButton>
      {html !== null ? (
        <Suspense fallback={null}>
          <PreviewDialog
            html={html}
            pages={pages}
            changeTemplateHref={changeTemplateHref}
            savedResumeId={savedResumeId}
            tier={tier}
            onClose={() => setHtml(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** A 402 body of the plan limits, when the response is one. */
async function upgradeBlock(response: Response): Promise<PlanGateBlock | null> {
  if (response.status !== 402) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Partial<PlanGateBlock> | null;
  if (!body || typeof body.error !== "string" || typeof body.tier !== "string") return null;
  return { error: body.error, tier: body.tier, generationCount: Number(body.generationCount ?? 0), reason: body.reason };
}

/** The file name the server chose (`filename*` first), for the link a script clicks. */
export function downloadFileName(disposition: string | null, fallback: string): string {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "")?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? "")?.[1] ?? fallback;
}

const DOWNLOAD_TEXTS = {
  pdf: { label: "Download PDF", fallbackName: "CV.pdf", started: "Your CV is downloading as a PDF." },
  html: { label: "Download HTML", fallbackName: "resume.html", started: "Open resume.html in your browser, then print it or save it as PDF." },
} as const;

export function DownloadLink({
  resumeId,
  format = "pdf",
  className,
  children,
  onDownloaded,
  tier = "free",
}: {
  resumeId: string;
  /** The PDF is the main download; the self-contained HTML document stays available. */
  format?: "pdf" | "html";
  className?: string;
  children?: React.ReactNode;
  onDownloaded?: () => void;
  /** The visitor's plan, highlighted in the pricing modal if the download is refused. */
  tier?: Tier;
}) {
  const texts = DOWNLOAD_TEXTS[format];
  const href = `/api/download-resume/${resumeId}?format=${format}`;
  const [blocked, setBlocked] = useState<PlanGateBlock | null>(null);
  const [busy, setBusy] = useState(false);
  async function download(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    // the file's link goes next to this one: inside an open modal dialog the rest of the page is inert
    const place = event.currentTarget;
    if (busy) return;
    setBusy(true);
    try {
      const response = await fetch(href);
      const refused = await upgradeBlock(response);
      if (refused) {
        setBlocked(refused);
        return;
      }
      if (!response.ok) throw new Error(await errorText(response));
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement("a");
      anchor.href = url;
      anchor.download = downloadFileName(response.headers.get("content-disposition"), texts.fallbackName);
      place.after(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      onDownloaded?.();
      toast({ title: "Download Started", description: texts.started });
    } catch (error) {
      toast({ variant: "destructive", title: "Download Failed", description: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }
  // no download attribute: the file comes as an attachment, and without JavaScript a refused
  // download must be able to show the page that explains it
  return (
    <>
      <a href={href} onClick={download} className={className} aria-busy={busy || undefined}>
        {children ?? texts.label}
      </a>
      <PlanGate blocked={blocked} currentTier={tier} />
    </>
  );
}
