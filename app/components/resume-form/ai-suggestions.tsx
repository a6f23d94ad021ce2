/**
 * 'AI suggestions' (edit page): each change the AI proposes as the author's text beside the
 * suggested one, with Accept and Reject; right after an accept, Undo. Every button is a plain form
 * post (it works without JavaScript); nothing the AI wrote reaches the CV until it is accepted.
 */
import { Form, useNavigation } from "react-router";
import { SUGGESTION_INTENTS, type Suggestion } from "../../lib/resume-suggestions.ts";
import { StatusButton } from "../ui/button.tsx";
import { BeforeAfter } from "./before-after.tsx";

export interface AiSuggestionsProps {
  suggestions: Suggestion[];
  /** The section whose accepted suggestion Undo gives back; null when the last change was something else. */
  undoSection: string | null;
}

export function AiSuggestions({ suggestions, undoSection }: AiSuggestionsProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData ? navigation.formData : null;
  const busyIntent = busy?.get("intent");
  const busyId = busy?.get("suggestionId");
  if (suggestions.length === 0 && undoSection === null) return null;
  return (
    <section className="mt-6 rounded-md border border-violet-200 bg-violet-50 p-4" aria-labelledby="ai-suggestions-heading" data-testid="ai-suggestions">
      <h2 id="ai-suggestions-heading" className="text-lg font-semibold">
        AI suggestions
      </h2>
      {undoSection !== null ? (
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-3" aria-label="Undo the accepted suggestion">
          <input type="hidden" name="intent" value={SUGGESTION_INTENTS.undo} />
          <p className="text-sm text-slate-800">{`You accepted the AI suggestion for ${undoSection}.`}</p>
          <StatusButton variant="secondary" size="sm" pending={busyIntent === SUGGESTION_INTENTS.undo} pendingLabel="Undoing..." disabled={busy !== null}>
            Undo
          </StatusButton>
        </Form>
      ) : null}
      {suggestions.length > 0 ? (
        <>
          <p className="mt-2 text-sm text-slate-700">Your CV keeps your words until you accept a suggestion.</p>
          <ul className="mt-3 space-y-4">
            {suggestions.map((suggestion) => (
              <li key={suggestion.id} className="rounded-md border border-slate-200 bg-white p-3" data-testid="ai-suggestion">
                <h3 className="font-semibold">{suggestion.section}</h3>
                {suggestion.fields.map((field) => (
                  <BeforeAfter key={field.path} label={field.label} before={field.before} after={field.after} />
                ))}
                <Form method="post" className="mt-3 flex gap-2" aria-label={`Decide on the suggestion for ${suggestion.section}`}>
                  <input type="hidden" name="suggestionId" value={suggestion.id} />
                  <StatusButton
                    name="intent"
                    value={SUGGESTION_INTENTS.accept}
                    size="sm"
                    aria-label={`Accept suggestion: ${suggestion.section}`}
                    disabled={busy !== null}
                    pending={busyIntent === SUGGESTION_INTENTS.accept && busyId === suggestion.id}
                    pendingLabel="Accepting..."
                  >
                    Accept
                  </StatusButton>
                  <StatusButton
                    name="intent"
                    value={SUGGESTION_INTENTS.reject}
                    variant="secondary"
                    size="sm"
                    aria-label={`Reject suggestion: ${suggestion.section}`}
                    disabled={busy !== null}
                    pending={busyIntent === SUGGESTION_INTENTS.reject && busyId === suggestion.id}
                    pendingLabel="Rejecting..."
                  >
                    Reject
                  </StatusButton>
                </Form>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
