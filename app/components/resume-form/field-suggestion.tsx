/**
 * The suggestion 'Improve with AI' offers for one field, shown under it: the author's text beside
 * the writer's, with Accept and Keep mine; right after an accept, Undo. The field keeps the author's
 * words until they accept (app/lib/field-suggestion.ts decides every button the same way on both
 * sides). With JavaScript the buttons act in the page; without, each is a submit button that posts
 * the whole form (so nothing typed is lost) with the suggestion in hidden fields, and the server
 * answers with the form refilled as decided.
 */
import { useEffect, useRef, useState, type ReactNode, type Ref } from "react";
import {
  decideFieldSuggestion,
  FIELD_SUGGESTION_INPUTS,
  FIELD_SUGGESTION_INTENTS,
  fieldSuggestionApplies,
  offerFieldSuggestion,
  type FieldSuggestion,
} from "../../lib/field-suggestion.ts";
import type { SuggestionDecision } from "../../lib/resume-suggestions.ts";
import { Button } from "../ui/button.tsx";
import { toast } from "../ui/toaster.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";
import { BeforeAfter } from "./before-after.tsx";

const INTENT_OF: Record<SuggestionDecision, string> = {
  accept: FIELD_SUGGESTION_INTENTS.accept,
  reject: FIELD_SUGGESTION_INTENTS.reject,
  undo: FIELD_SUGGESTION_INTENTS.undo,
};

/** The panel's id (its heading's and description's ids derive from it). */
function suggestionAnchor(path: string): string {
  return `${path}-suggestion`;
}

/** A field the panel sits under: its name, its input's id and the text it holds now. */
interface FieldRef {
  name: string;
  id: string;
  value?: unknown;
}

/**
 * The form's field suggestions (with JavaScript, one per field at once; without, the one the server
 * sent). `write` puts a decided text into a field.
 */
export function useFieldSuggestions(initial: FieldSuggestion | null | undefined, write: (name: string, text: string) => void) {
  const [byField, setByField] = useState<Record<string, FieldSuggestion>>(() => (initial ? { [initial.path]: initial } : {}));
  // where focus goes after a decision in the page (the button pressed is gone)
  const [focusAfter, setFocusAfter] = useState<{ name: string; target: "undo" | "field" } | null>(null);
  // the field whose suggestion just arrived: it is scrolled into view (it opens under the field, maybe below the fold)
  const [arrived, setArrived] = useState<string | null>(null);

  const put = (name: string, next: FieldSuggestion | null) =>
    setByField((previous) => {
      const { [name]: _dropped, ...others } = previous;
      return next ? { ...others, [name]: next } : others;
    });

  /** What Improve brought back for `name` (sent with `before`): offered when it changes a line. */
  function offer(name: string, before: string, after: string) {
    put(name, offerFieldSuggestion(name, before, after));
    setArrived(name);
  }

  function decide(field: FieldRef, suggestion: FieldSuggestion, decision: SuggestionDecision) {
    const decided = decideFieldSuggestion(suggestion, decision, field.value);
    if (!decided.ok) {
      put(field.name, null);
      toast({ variant: "destructive", title: "Suggestion Not Applied", description: decided.error });
      return;
    }
    if (decision !== "reject") write(field.name, decided.text);
    put(field.name, decided.next);
    setFocusAfter({ name: field.name, target: decided.next ? "undo" : "field" });
    toast(decided.notice);
  }

  /** The panel under `field` (inside a live region that is always there, so its arrival is announced). */
  function panel(field: FieldRef): ReactNode {
    const suggestion = byField[field.name];
    const shown = suggestion && fieldSuggestionApplies(suggestion, field.value) ? suggestion : null;
    return (
      <div aria-live="polite">
        {shown ? (
          <FieldSuggestionPanel
            key={shown.status}
            suggestion={shown}
            fieldId={field.id}
            reveal={arrived === field.name && shown.status === "offered"}
            focusUndo={focusAfter?.name === field.name && focusAfter.target === "undo"}
            onDecide={(decision) => decide(field, shown, decision)}
          />
        ) : null}
        <FocusField id={field.id} active={focusAfter?.name === field.name && focusAfter.target === "field"} onDone={() => setFocusAfter(null)} />
      </div>
    );
  }

  return { offer, panel };
}

/** Gives focus back to the field once its panel is gone (Keep mine, Undo). */
function FocusField({ id, active, onDone }: { id: string; active: boolean; onDone: () => void }) {
  useEffect(() => {
    if (!active) return;
    document.getElementById(id)?.focus();
    onDone();
  }, [active, id, onDone]);
  return null;
}

export function FieldSuggestionPanel({
  suggestion,
  fieldId,
  reveal,
  focusUndo,
  onDecide,
}: {
  suggestion: FieldSuggestion;
  fieldId: string;
  reveal: boolean;
  focusUndo: boolean;
  onDecide: (decision: SuggestionDecision) => void;
}) {
  const hydrated = useHydrated();
  const undo = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (focusUndo) undo.current?.focus();
  }, [focusUndo]);
  useEffect(() => {
    if (reveal) panel.current?.scrollIntoView({ block: "nearest" });
  }, [reveal]);
  const anchor = suggestionAnchor(suggestion.path);
  const headingId = `${anchor}-heading`;
  const descriptionId = `${headingId}-for`;
  const button = (decision: SuggestionDecision, label: string, variant: "primary" | "secondary", ref?: Ref<HTMLButtonElement>) => (
    <Button
      ref={ref}
      type="submit"
      name="intent"
      value={INTENT_OF[decision]}
      // without JavaScript the answer opens at the field (and its panel), not at the top of the form
      formAction={`#${fieldId}`}
      formNoValidate
      size="sm"
      variant={variant}
      // the field's name is in the description, not the button's name: a label naming the field would
      // make the button one more control labelled by it
      aria-describedby={descriptionId}
      onClick={(event) => {
        event.preventDefault();
        onDecide(decision);
      }}
    >
      {label}
    </Button>
  );
  return (
    <section
      ref={panel}
      id={anchor}
      aria-labelledby={headingId}
      className="mt-2 scroll-mt-24 rounded-md border border-violet-200 bg-violet-50 p-3"
      data-testid="field-suggestion"
    >
      {hydrated ? null : (
        // without JavaScript the suggestion travels with the form post
        <>
          <input type="hidden" name={FIELD_SUGGESTION_INPUTS.path} value={suggestion.path} />
          <input type="hidden" name={FIELD_SUGGESTION_INPUTS.before} value={suggestion.before} />
          <input type="hidden" name={FIELD_SUGGESTION_INPUTS.after} value={suggestion.after} />
        </>
      )}
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {suggestion.status === "offered" ? "AI suggestion" : "AI suggestion accepted"}
      </h3>
      {suggestion.status === "offered" ? (
        <>
          <p id={descriptionId} className="text-sm text-slate-700">{`For ${suggestion.label}. Your text stays until you accept the suggestion.`}</p>
          <BeforeAfter label={suggestion.label} before={suggestion.before} after={suggestion.after} />
          <div className="mt-3 flex flex-wrap gap-2">
            {button("accept", "Accept", "primary")}
            {button("reject", "Keep mine", "secondary")}
          </div>
        </>
      ) : (
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <p id={descriptionId} className="text-sm text-slate-700">{`${suggestion.label} now holds the suggested text. Undo gives your words back.`}</p>
          {button("undo", "Undo", "secondary", undo)}
        </div>
      )}
    </section>
  );
}
