/**
 * What 'Improve with AI' does with JavaScript: POST /api/enhance-content with the field's text, and
 * the answer handed on as a suggestion (the field itself is never written here), with a toast that
 * says what changed, or why nothing did.
 */
import { trackFunnel } from "../../lib/analytics.ts";
import { fieldEnhanceNotice } from "../../lib/enhance-notice.ts";
import { withFallbackNote } from "../../lib/ai-fallback.ts";
import { messageForFailedAnswer } from "../../lib/submit-failure.ts";
import { toast } from "../ui/toaster.tsx";
import type { ImproveButtonProps } from "./improve-button.tsx";

export async function requestImprovement({
  field,
  type,
  content,
  context,
  onSuggested,
}: Pick<ImproveButtonProps, "field" | "type" | "content" | "context" | "onSuggested">): Promise<void> {
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
  }
}
