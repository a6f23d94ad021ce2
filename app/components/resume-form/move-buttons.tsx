/**
 * "Move up" / "Move down" for one entry of a list in the resume form (experience, education,
 * projects). They are the form's list-change buttons (`__intent__`): without JavaScript a post the editor
 * answers with the list reordered (like Add and Remove); with it, the entry moves in place and the
 * keyboard focus moves with it.
 */
import type { ButtonHTMLAttributes } from "react";
import { Button } from "../ui/button.tsx";

/** What the buttons call an entry: "Analyst at Acme", or "experience 2" while it is still empty. */
export function entryLabel(kind: string, index: number, title: unknown, place: unknown): string {
  const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
  const [what, where] = [text(title), text(place)];
  if (what && where) return `${what} at ${where}`;
  return what || where || `${kind} ${index + 1}`;
}

export function MoveButtons({
  list,
  index,
  count,
  label,
  buttonProps,
}: {
  /** The list's field name (marks the buttons so the focus can follow a moved entry). */
  list: string;
  index: number;
  count: number;
  label: string;
  /** The list-change button's attributes moving this entry to `to`. */
  buttonProps: (to: number) => ButtonHTMLAttributes<HTMLButtonElement>;
}) {
  if (count < 2) return null;
  const button = (direction: "up" | "down") => {
    const to = direction === "up" ? index - 1 : index + 1;
    if (to < 0 || to >= count) return null;
    return (
      <Button
        type="submit"
        variant="secondary"
        size="sm"
        {...buttonProps(to)}
        aria-label={`Move ${direction}: ${label}`}
        data-move-list={list}
        data-move-index={index}
        data-move={direction}
        onClick={() => {
          // the entry is re-rendered at its new place: keep the focus on the same button there
          // (or on the other one, at the top or bottom of the list)
          setTimeout(() => {
            const at = (dir: string) => document.querySelector<HTMLButtonElement>(`[data-move-list="${list}"][data-move-index="${to}"][data-move="${dir}"]`);
            (at(direction) ?? at(direction === "up" ? "down" : "up"))?.focus();
          }, 50);
        }}
      >
        <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
        {direction === "up" ? "Move up" : "Move down"}
      </Button>
    );
  };
  return (
    <>
      {button("up")}
      {button("down")}
    </>
  );
}
