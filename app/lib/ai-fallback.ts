/**
 * The note shown whenever the AI service failed and Vitae's built-in writer wrote the result instead,
 * so the author knows which writer they are reading. Shared by every AI action's toast or notice.
 */
export const AI_FALLBACK_NOTE = "The AI service did not answer, so this was written by Vitae's built-in writer.";

interface Notice {
  title: string;
  description?: string;
}

/** The notice with the fallback note added when the built-in writer stood in for the AI service. */
export function withFallbackNote<T extends Notice>(notice: T, fallback: boolean): T & Notice {
  if (!fallback) return notice;
  return { ...notice, description: notice.description ? `${notice.description} ${AI_FALLBACK_NOTE}` : AI_FALLBACK_NOTE };
}
