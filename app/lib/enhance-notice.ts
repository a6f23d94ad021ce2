/**
 * What an AI button did, told as it happened: "No changes suggested" when the writer changed
 * nothing, otherwise how many lines or fields it would change. Shared by the form's
 * 'Improve with AI' (with and without JavaScript) and the edit page's section Enhance.
 */
import type { Suggestion } from "./resume-suggestions.ts";

export interface EnhanceNotice {
  title: string;
  description: string;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The lines of a text as the CV shows them: trimmed, spaces collapsed, blank lines dropped. */
function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** How many lines of `after` are not lines of `before` (the reworded ones). */
export function changedLines(before: string, after: string): number {
  const was = new Set(lines(before));
  const changed = lines(after).filter((line) => !was.has(line)).length;
  // lines only removed (a duplicate dropped) are a change too
  return changed === 0 && lines(before).length !== lines(after).length ? 1 : changed;
}

export const NO_CHANGES_TITLE = "No changes suggested";

/** The toast after 'Improve with AI' on one field. */
export function fieldEnhanceNotice(before: string, after: string): EnhanceNotice {
  const changed = changedLines(before, after);
  if (changed === 0) return { title: NO_CHANGES_TITLE, description: "Your text already reads well: the AI left it as it was." };
  return {
    title: "Content Enhanced!",
    description: `The AI suggests rewording ${count(changed, "line", "lines")}. Your text stays until you accept the suggestion.`,
  };
}

const SECTION_NAMES: Record<string, string> = { summary: "Summary", experience: "Experience", skills: "Skills" };

/** The toast after a section's Enhance on the edit page: one change per field it would change. */
export function sectionEnhanceNotice(section: string, offered: readonly Suggestion[]): EnhanceNotice {
  const name = SECTION_NAMES[section] ?? section;
  const changes = offered.reduce((sum, suggestion) => sum + suggestion.fields.length, 0);
  if (changes === 0) return { title: NO_CHANGES_TITLE, description: `The AI has nothing to change in your ${name}.` };
  return {
    title: `${count(changes, "change", "changes")} suggested to ${name}`,
    description: `Review ${changes === 1 ? "it" : "them"} below. Nothing changes until you accept a suggestion.`,
  };
}
