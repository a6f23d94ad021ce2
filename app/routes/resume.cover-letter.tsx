/**
 * /resume/{id}/cover-letter — the AI cover letter (Pro). Generate from the resume and a pasted
 * posting (company, role), edit it in a textarea, save it with the resume, download it as HTML (the
 * resume's template styling), PDF or Word. Plain form posts: works without JavaScript. Free and Fast
 * Pass visitors get 402 and the plans.
 */
import { SparkleIcon } from "../components/ui/inline-icons.tsx";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/resume.cover-letter";
import { ProToolPage } from "../components/ats/pro-tool-page.tsx";
import { buttonClassName, StatusButton } from "../components/ui/button.tsx";
import { useIsPending } from "../components/ui/use-is-pending.ts";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { offeredIntent, UNKNOWN_ACTION } from "../lib/intent.ts";
import { proWriteWithFallback } from "../server/ai/pro-writers.server.ts";
import { withFallbackNote } from "../lib/ai-fallback.ts";
import { checkFeature, coverLetterSchema, gateTier, cvContentOf, proContentOf, saveProContent } from "../server/ats/paid.server.ts";
import { requireOwnedResume } from "../server/resumes.server.ts";
import { flashCookie, getVisitorSession } from "../server/session.server.ts";
import { readFormPost } from "../server/http/form-body.server.ts";
import { keepFormOnFailure } from "../components/ui/keep-form-on-failure.ts";
import { ResumeErrorBoundary } from "../components/resume-form/resume-not-found.tsx";

export function meta() {
  return [{ title: `Cover letter | ${PRODUCT_NAME}` }, { name: "robots", content: "noindex" }];
}

/** With JavaScript, an answer the page cannot show (rate limit, server failure, no connection) keeps the form as typed and shows the message. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) =>
  keepFormOnFailure(request, serverAction, (intent) => (intent === "save" ? "Save Failed" : "Generation Failed"));

export async function loader({ params, context }: Route.LoaderArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await requireOwnedResume(visitorId, params.id);
  const gate = await checkFeature(visitorId, "coverLetter");
  const base = { resumeId: resume.id, tier: gateTier(gate) };
  if (!gate.ok) return data({ ...base, locked: true as const, error: gate.error }, { status: 402 });
  const letter = (await proContentOf(resume)).coverLetter ?? null;
  return { ...base, locked: false as const, letter, updatedAt: resume.updated_at };
}

const inputSchema = coverLetterSchema.pick({ company: true, role: true, posting: true, text: true });

export async function action({ request, params, context }: Route.ActionArgs) {
  const { visitorId } = getVisitorSession(context);
  const resume = await requireOwnedResume(visitorId, params.id);
  const gate = await checkFeature(visitorId, "coverLetter");
  if (!gate.ok) return data({ error: gate.error }, { status: 402 });
  const formData = await readFormPost(request);
  const intent = offeredIntent(formData, ["generate", "save"]);
  const parsed = inputSchema.safeParse({
    company: String(formData.get("company") ?? "").trim(),
    role: String(formData.get("role") ?? "").trim(),
    posting: String(formData.get("posting") ?? ""),
    text: String(formData.get("text") ?? ""),
  });
  if (!parsed.success) return data({ error: "Some fields are too long. Please shorten them." }, { status: 400 });
  const input = parsed.data;
  const previous = (await proContentOf(resume)).coverLetter;
  if (intent === "generate") {
    if (!input.role && !input.company) return data({ error: "Please enter the role and the company." }, { status: 400 });
    // the same posting again asks for the next draft, worded differently; a new posting starts over
    const samePosting = previous && previous.company === input.company && previous.role === input.role && previous.posting.trim() === input.posting.trim();
    const draft = samePosting ? previous.draft + 1 : 0;
    let text: string;
    let fallback: boolean;
    try {
      const posting = { company: input.company, role: input.role, description: input.posting };
      ({ value: text, fallback } = await proWriteWithFallback((writer) => writer.coverLetter(cvContentOf(resume), posting, { draft })));
    } catch {
      return data({ error: "AI writing is currently unavailable. Please try again later." }, { status: 502 });
    }
    await saveProContent(resume, { coverLetter: { ...input, text, draft, updatedAt: new Date().toISOString() } });
    return redirect(`/resume/${resume.id}/cover-letter`, {
      headers: {
        "Set-Cookie": await flashCookie(request, withFallbackNote({ title: "Cover letter written", description: "Review and edit it below." }, fallback)),
      },
    });
  }
  if (intent === "save") {
    if (!input.text.trim()) return data({ error: "The letter is empty." }, { status: 400 });
    await saveProContent(resume, {
      coverLetter: {
        company: previous?.company ?? input.company,
        role: previous?.role ?? input.role,
        posting: previous?.posting ?? input.posting,
        text: input.text,
        draft: previous?.draft ?? 0,
        updatedAt: new Date().toISOString(),
      },
    });
    return redirect(`/resume/${resume.id}/cover-letter`, {
      headers: { "Set-Cookie": await flashCookie(request, { title: "Cover letter saved", description: "Your changes have been saved." }) },
    });
  }
  return data({ error: UNKNOWN_ACTION }, { status: 400 });
}

const input = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm";

export default function CoverLetterPage({ loaderData, actionData }: Route.ComponentProps) {
  const writing = useIsPending({ intent: "generate" });
  const saving = useIsPending({ intent: "save" });
  const { resumeId, tier } = loaderData;
  return (
    <ProToolPage
      title="Cover letter"
      resumeId={resumeId}
      tier={tier}
      current="cover-letter"
      error={actionData?.error}
      locked={loaderData.locked ? { feature: "coverLetter", error: loaderData.error } : null}
    >
      {loaderData.locked ? null : (
        <>
          <Form method="post" className="space-y-3 rounded-xl border border-slate-200 bg-white p-5" data-testid="cover-letter-generate">
            <h2 className="text-xl font-semibold">{loaderData.letter ? "Write a new letter" : "Write your letter"}</h2>
            <p className="text-sm text-slate-600">Built only from the facts in your resume; nothing is invented.</p>
            <input type="hidden" name="intent" value="generate" />
            <div className="grid gap-3 sm:grid-cols-2">
              {(["role", "company"] as const).map((field) => (
                <div key={field}>
                  <label htmlFor={field} className="block text-sm font-medium">
                    {field === "role" ? "Role" : "Company"}
                  </label>
                  <input id={field} name={field} maxLength={200} defaultValue={loaderData.letter?.[field]} className={input} />
                </div>
              ))}
            </div>
            <div>
              <label htmlFor="posting" className="block text-sm font-medium">
                Job posting (optional)
              </label>
              <textarea id="posting" name="posting" rows={6} maxLength={20000} defaultValue={loaderData.letter?.posting} className={input} />
            </div>
            <StatusButton variant="pro" pending={writing} pendingLabel="Writing...">
              <SparkleIcon /> {loaderData.letter ? "Write it again" : "Write my cover letter"}
            </StatusButton>
          </Form>
          {loaderData.letter?.text ? (
            <Form method="post" className="space-y-3" data-testid="cover-letter-edit" key={loaderData.updatedAt}>
              <input type="hidden" name="intent" value="save" />
              <label htmlFor="text" className="block text-xl font-semibold">
                Your letter
              </label>
              <textarea
                id="text"
                name="text"
                rows={22}
                maxLength={8000}
                defaultValue={loaderData.letter.text}
                className={`${input} font-serif text-base leading-relaxed`}
              />
              <div className="flex flex-wrap gap-3">
                <StatusButton pending={saving} pendingLabel="Saving...">
                  Save letter
                </StatusButton>
                <a href={`/api/cover-letter/${resumeId}?format=html`} download className={buttonClassName({ variant: "secondary" })}>
                  Download HTML
                </a>
                <a href={`/api/cover-letter/${resumeId}?format=pdf`} download className={buttonClassName({ variant: "secondary" })}>
                  Download PDF
                </a>
                <a href={`/api/cover-letter/${resumeId}?format=docx`} download className={buttonClassName({ variant: "secondary" })}>
                  Download Word
                </a>
              </div>
            </Form>
          ) : null}
        </>
      )}
    </ProToolPage>
  );
}

export const ErrorBoundary = ResumeErrorBoundary;
