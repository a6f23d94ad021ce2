/**
 * 'Improve with AI' beside a field (enhance button). Without JavaScript it is a submit button
 * (intent=enhance:<field>) and the page comes back with the writer's text offered beside the
 * field. With JavaScript it calls POST /api/enhance-content, shows 'Enhancing...', is disabled
 * while busy or when the field is empty, and hands the answer on as a suggestion: the field itself
 * is never written here (field-suggestion.tsx shows it for the author to accept).
 */
import { SparkleIcon } from "../ui/inline-icons.tsx";
import { useState } from "react";
import { ENHANCE_INTENT_PREFIX } from "../../lib/enhance-fields.ts";
import { StatusButton } from "../ui/button.tsx";
import { toast } from "../ui/toaster.tsx";
import { useHydrated } from "../ui/use-hydrated.ts";

export interface ImproveButtonProps {
  field: string;
  /** The field's input id. */
  fieldId: string;
  type: "summary" | "experience" | "skills" | "achievements" | "project";
  /** The field's current text (live with JavaScript). */
  content: unknown;
  context?: { jobTitle?: string; company?: string; currentJob?: boolean; endDate?: string; names?: string[] };
  /** The writer's text for the field, with the text it was asked to improve. */
  onSuggested: (before: string, after: string) => void;
}

export function isBlankContent(content: unknown): boolean {
  return typeof content !== "string" || content.trim() === "";
}

export function ImproveButton({ field, fieldId, type, content, context, onSuggested }: ImproveButtonProps) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const empty = isBlankContent(content);

  async function improve(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    if (empty) {
      toast({ variant: "destructive", title: "Add content first", description: "Please add some content before enhancing with AI." });
      return;
    }
    setBusy(true);
    try {
      // the request's code loads with the first Improve
      const { requestImprovement } = await import("./improve-request.ts");
      await requestImprovement({ field, type, content, context, onSuggested });
    } catch {
      // the request's code did not come (the connection dropped)
      toast({ variant: "destructive", title: "Enhancement Failed", description: "Could not enhance content. Please try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <StatusButton
      name="intent"
      value={`${ENHANCE_INTENT_PREFIX}${field}`}
      // without JavaScript the answer opens at the field and the suggestion under it, not at the top of the form
      formAction={`#${fieldId}`}
      formNoValidate
      onClick={improve}
      variant="pro"
      size="sm"
      disabled={hydrated && empty}
      pending={busy}
      pendingLabel="Enhancing..."
    >
      <SparkleIcon /> Improve with AI
    </StatusButton>
  );
}
