import { useState } from "react";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/prompt";
import { PlanGate } from "../components/pricing/plan-gate.tsx";
import { toast } from "../components/ui/toaster.tsx";
import { StatusButton } from "../components/ui/button.tsx";
import { useIsPending } from "../components/ui/use-is-pending.ts";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { EXAMPLE_PROMPTS, PROMPT_MAX_LENGTH, PROMPT_REQUIRED, PROMPT_REQUIRED_TEXT, PROMPT_REQUIRED_TITLE } from "../lib/prompt-examples.ts";
import { TEMPLATES } from "../lib/templates.ts";
import { flashCookie, getVisitorSession } from "../server/session.server.ts";
import { withFallbackNote } from "../lib/ai-fallback.ts";
import { readTemplateChoice } from "../server/template-choice.server.ts";
import { activeWriterLabel, generateFromPrompt } from "../server/writing.server.ts";
import { readFormPost } from "../server/http/form-body.server.ts";
import { keepFormOnFailure } from "../components/ui/keep-form-on-failure.ts";

export function meta() {
  return [
    { title: `AI Resume Generator — Build a Resume in 30 Seconds | ${PRODUCT_NAME}` },
    { name: "description", content: "Describe your career in a few sentences and get a structured, ATS-friendly resume you can edit and download." },
  ];
}

/** With JavaScript, an answer the page cannot show (rate limit, server failure, no connection) keeps the form as typed and shows the message. */
export const clientAction = ({ request, serverAction }: Route.ClientActionArgs) => keepFormOnFailure(request, serverAction);

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const example = Number(url.searchParams.get("example"));
  return {
    template: await readTemplateChoice(request),
    writerLabel: activeWriterLabel(),
    // without JavaScript an example link pre-fills the text area through the URL
    prefill: Number.isInteger(example) && example >= 1 && example <= EXAMPLE_PROMPTS.length ? EXAMPLE_PROMPTS[example - 1]!.text : "",
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { visitorId } = getVisitorSession(context);
  const formData = await readFormPost(request);
  const prompt = String(formData.get("prompt") ?? "");
  const template = String(formData.get("template") ?? "");
  const result = await generateFromPrompt(visitorId, { prompt, template });
  if (result.ok) {
    return redirect(`/edit/${result.value.resumeId}`, {
      headers: {
        "Set-Cookie": await flashCookie(
          request,
          withFallbackNote({ title: "Resume Generated", description: "Check the details and download your CV when you are ready." }, result.value.fallback),
        ),
      },
    });
  }
  if (result.status === 402 && result.details) return data({ kind: "upgrade" as const, prompt, upgrade: result.details }, { status: 402 });
  return data({ kind: "refused" as const, prompt, promptRequired: result.error === PROMPT_REQUIRED, error: result.error }, { status: result.status });
}

/** The alert's title and text: an empty prompt, or a failed generation with the server's reason. */
function failureOf(actionData: Route.ComponentProps["actionData"]): { title: string; text: string } | null {
  if (actionData?.kind === "refused" && actionData.promptRequired) return { title: PROMPT_REQUIRED_TITLE, text: PROMPT_REQUIRED_TEXT };
  if (actionData?.kind === "refused" || actionData?.kind === "error")
    return { title: "Generation Failed", text: actionData.error || "Please try again with a different prompt." };
  return null;
}

export default function PromptPage({ loaderData, actionData }: Route.ComponentProps) {
  const [prompt, setPrompt] = useState(actionData && "prompt" in actionData ? actionData.prompt : loaderData.prefill);
  const upgrade = actionData?.kind === "upgrade" ? actionData.upgrade : null;
  const failure = failureOf(actionData);
  const pending = useIsPending({ formAction: "/prompt" });
  const over = prompt.length > PROMPT_MAX_LENGTH;

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">AI Resume Generator</h1>
      <p className="mt-2 text-slate-700">
        Describe your career in your own words — who you are, where you worked and when, what you studied and your skills. We build the resume in about 30
        seconds.
      </p>
      <p className="mt-1 text-xs text-slate-600" data-testid="writer-label">
        Writing help: {loaderData.writerLabel}
      </p>

      <div className="mt-6">
        <PlanGate blocked={upgrade} currentTier={upgrade?.tier ?? "free"} />
      </div>
      {failure ? (
        <div role="alert" className="mt-6 rounded-md border border-red-300 bg-red-50 p-3 text-red-900" data-testid="prompt-error">
          <p className="font-semibold">{failure.title}</p>
          <p className="text-sm">{failure.text}</p>
        </div>
      ) : null}

      <Form
        method="post"
        className="mt-6 space-y-5"
        onSubmit={(event) => {
          if (prompt.trim() === "") {
            event.preventDefault();
            toast({ variant: "destructive", title: PROMPT_REQUIRED_TITLE, description: PROMPT_REQUIRED_TEXT });
          }
        }}
      >
        <div>
          <label htmlFor="prompt" className="block font-medium">
            Your career in a few sentences
          </label>
          <textarea
            id="prompt"
            name="prompt"
            rows={10}
            maxLength={PROMPT_MAX_LENGTH}
            value={prompt}
            onChange={(event) => setPrompt(event.currentTarget.value)}
            aria-describedby="prompt-counter"
            className="mt-1 block w-full rounded-md border border-slate-300 p-3 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            placeholder="I'm Jane Doe, a product manager with 6 years of experience…"
          />
          <p id="prompt-counter" className={`mt-1 text-right text-sm ${over ? "text-red-700" : "text-slate-600"}`} aria-live="polite">
            {prompt.length}/{PROMPT_MAX_LENGTH} characters
          </p>
        </div>

        <fieldset>
          <legend className="font-medium">Examples</legend>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {EXAMPLE_PROMPTS.map((example, index) => (
              <li key={example.title}>
                <a
                  href={`/prompt?example=${index + 1}`}
                  onClick={(event) => {
                    event.preventDefault();
                    setPrompt(example.text);
                  }}
                  className="block rounded-md border border-slate-200 p-3 text-sm hover:border-brand-600 hover:bg-brand-50"
                >
                  <span className="font-semibold">{example.title}</span>
                  <span className="mt-1 line-clamp-2 block text-slate-600">{example.text}</span>
                </a>
              </li>
            ))}
          </ul>
        </fieldset>

        <div>
          <label htmlFor="template" className="block font-medium">
            Template
          </label>
          <select id="template" name="template" defaultValue={loaderData.template} className="mt-1 block w-full rounded-md border border-slate-300 p-2">
            {TEMPLATES.map((t) => (
              <option key={t.id} value={t.id}>
                {t.premium ? `${t.name} (Premium: Fast Pass or Pro)` : t.name}
              </option>
            ))}
          </select>
        </div>

        <StatusButton size="lg" pending={pending} pendingLabel="Generating...">
          Generate Resume
        </StatusButton>
      </Form>
    </div>
  );
}
