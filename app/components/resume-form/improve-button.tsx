/**
 * 'Improve with AI' beside a field (enhance button). Without JavaScript it is a submit button
 * (intent=enhance:<field>) and the page comes back with the writer's text offered beside the
 * field. With JavaScript it calls POST /api/enhance-content, shows 'Enhancing...', is disabled
 * while busy or when the field is empty, and hands the answer on as a suggestion: the field itself
 * is never written here (field-suggestion.tsx shows it for the author to accept).
 */
import { SparkleIcon } from "../ui/inline-icons.tsx";
import { useState } from "react";
import { trackFunnel } from "../../lib/analytics.ts";
import { ENHANCE_INTENT_PREFIX } from "../../lib/enhance-fields.ts";
import { fieldEnhanceNotice } from "../../lib/enhance-notice.ts";
import { withFallbackNote } from "../../lib/ai-fallback.ts";
import { messageForFailedAnswer } from "../../lib/submit-failure.ts";
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
    let description = "Could not enhance content. Please try again.";
    try {
      const response = await fetch("/api/enhance-content", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ content, type, context }),
      });
      const body = (await response.json().catch(() => null)) as { success?: boolean; enhancedContent?: string; fallback?: boolean; error?: string } | null;
      // a rate limit says when to try again; other failures keep the spec's message
      if (response.status === 429) description = messageForFailedAnswer(429, body);
      if (!response.ok || !body?.success || typeof body.enhancedContent !== "string") throw new Error(`enhance failed: ${response.status}`);
      const before = typeof content === "string" ? content : "";
      onSuggested(before, body.enhancedContent);
      toast(withFallbackNote(fieldEnhanceNotice(before, body.enhancedContent), body.fallback === true));
      trackFunnel.aiEnhancementUsed({ field, enhancementType: type });
    } catch (error) {
      console.error(error);
      toast({ variant: "destructive", title: "Enhancement Failed", description });
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
