// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { offerFieldSuggestion } from "../../lib/field-suggestion.ts";
import { Toaster } from "../ui/toaster.tsx";
import { FieldSuggestionPanel, useFieldSuggestions } from "./field-suggestion.tsx";

const BEFORE = "Cashier with 5 years experiance.";
const AFTER = "Cashier with 5 years experience.";
const offered = offerFieldSuggestion("personalInfo.summary", BEFORE, AFTER)!;

describe("the field suggestion panel without JavaScript", () => {
  it("carries the suggestion in hidden fields and posts each decision as the form's intent, answering at the field", () => {
    const html = renderToStaticMarkup(<FieldSuggestionPanel suggestion={offered} fieldId="f-summary" reveal={false} focusUndo={false} onDecide={() => {}} />);
    const page = new DOMParser().parseFromString(`<form>${html}</form>`, "text/html");
    const hidden = Object.fromEntries(
      [...page.querySelectorAll("input[type=hidden]")].map((input) => [input.getAttribute("name"), input.getAttribute("value")]),
    );
    expect(hidden).toEqual({ "fieldSuggestion.path": "personalInfo.summary", "fieldSuggestion.before": BEFORE, "fieldSuggestion.after": AFTER });
    const buttons = [...page.querySelectorAll("button")].map((button) => [
      button.textContent,
      button.getAttribute("type"),
      button.getAttribute("value"),
      button.getAttribute("formaction"),
    ]);
    expect(buttons).toEqual([
      ["Accept", "submit", "accept-field-suggestion", "#f-summary"],
      ["Keep mine", "submit", "keep-field-text", "#f-summary"],
    ]);
  });

  it("offers Undo once accepted", () => {
    const html = renderToStaticMarkup(
      <FieldSuggestionPanel suggestion={{ ...offered, status: "accepted" }} fieldId="f-summary" reveal={false} focusUndo={false} onDecide={() => {}} />,
    );
    expect(html).toContain('value="undo-field-suggestion"');
    expect(html).not.toContain("accept-field-suggestion");
  });
});

/** A field with Improve's suggestion under it, as the resume form wires them. */
function Harness() {
  const [value, setValue] = useState(BEFORE);
  const suggestions = useFieldSuggestions(null, (_name, text) => setValue(text));
  const field = { name: "personalInfo.summary", id: "summary", value };
  return (
    <>
      <label htmlFor="summary">Professional Summary</label>
      <textarea id="summary" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
      <button type="button" onClick={() => suggestions.offer(field.name, value, AFTER)}>
        Improve
      </button>
      {suggestions.panel(field)}
      <Toaster flash={null} />
    </>
  );
}

describe("the field suggestion with JavaScript", () => {
  // jsdom lays nothing out: record where the page would scroll
  const scrolled = vi.fn();
  beforeEach(() => {
    scrolled.mockClear();
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled(this.getAttribute("data-testid"));
    };
  });
  afterEach(cleanup);

  it("changes nothing until Accept; Accept writes the suggested text and offers Undo, which gives the typed text back", () => {
    render(<Harness />);
    const field = screen.getByLabelText("Professional Summary");
    fireEvent.click(screen.getByRole("button", { name: "Improve" }));
    expect(screen.getByRole("region", { name: "AI suggestion" })).toBeTruthy();
    expect((field as HTMLTextAreaElement).value).toBe(BEFORE);
    // it opens under the field, scrolled into view, inside a live region
    expect(screen.getByRole("region", { name: "AI suggestion" }).parentElement?.getAttribute("aria-live")).toBe("polite");
    expect(scrolled).toHaveBeenCalledWith("field-suggestion");

    act(() => fireEvent.click(screen.getByRole("button", { name: "Accept" })));
    expect((field as HTMLTextAreaElement).value).toBe(AFTER);
    const undo = screen.getByRole("button", { name: "Undo" });
    expect(document.activeElement).toBe(undo);

    act(() => fireEvent.click(undo));
    expect((field as HTMLTextAreaElement).value).toBe(BEFORE);
    expect(screen.queryByRole("region", { name: /AI suggestion/ })).toBeNull();
    expect(document.activeElement).toBe(field);
  });

  it("Keep mine leaves the field; typing in it withdraws the suggestion", () => {
    render(<Harness />);
    const field = screen.getByLabelText("Professional Summary") as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole("button", { name: "Improve" }));
    act(() => fireEvent.click(screen.getByRole("button", { name: "Keep mine" })));
    expect(field.value).toBe(BEFORE);
    expect(screen.queryByRole("region", { name: "AI suggestion" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Improve" }));
    fireEvent.change(field, { target: { value: `${BEFORE} Trained staff.` } });
    expect(screen.queryByRole("region", { name: "AI suggestion" })).toBeNull();
  });
});
