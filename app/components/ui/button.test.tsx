// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Form } from "react-router";
import { describe, expect, it } from "vitest";
import { Button, buttonClassName, StatusButton } from "./button.tsx";
import { useIsPending } from "./use-is-pending.ts";

describe("Button", () => {
  it("is a plain button unless told otherwise, with its variant's look", () => {
    render(<Button variant="secondary">Cancel</Button>);
    const button = screen.getByRole("button", { name: "Cancel" });
    expect(button.getAttribute("type")).toBe("button");
    expect(button.className).toContain("border-slate-300");
    expect(buttonClassName()).toContain("bg-brand-600");
  });

  it("outline is the brand's second choice: brand border and text, no fill", () => {
    const outline = buttonClassName({ variant: "outline", size: "lg" });
    expect(outline).toContain("border-brand-600");
    expect(outline).toContain("text-brand-700");
    expect(outline).toContain("px-6 py-3");
    expect(outline).not.toContain("bg-brand-600");
    expect(outline).not.toContain("text-white");
  });

  it("renders on the server with no router around it (pages that ship without React use it)", () => {
    const html = renderToStaticMarkup(
      <>
        <Button variant="outline" data-open-customize="modern">
          Customize
        </Button>
        <StatusButton pending={false} name="intent" value="apply">
          Use This Template
        </StatusButton>
      </>,
    );
    expect(html).toContain('<button type="button" class="');
    expect(html).toContain('data-open-customize="modern"');
    expect(html).toMatch(/<button type="submit"[^>]*>Use This Template<\/button>/);
    expect(html).toContain('name="intent"');
    expect(html).toContain('value="apply"');
    expect(html).not.toContain("aria-busy");
  });

  it("StatusButton submits, and while pending is disabled, busy and says so", () => {
    const { rerender } = render(<StatusButton pending={false}>Save</StatusButton>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.getAttribute("type")).toBe("submit");
    expect(button.hasAttribute("disabled")).toBe(false);
    rerender(
      <StatusButton pending pendingLabel="Saving…">
        Save
      </StatusButton>,
    );
    const busy = screen.getByRole("button", { name: "Saving…" });
    expect(busy.hasAttribute("disabled")).toBe(true);
    expect(busy.getAttribute("aria-busy")).toBe("true");
  });
});

describe("useIsPending", () => {
  it("is true only for the form (and intent) being submitted", async () => {
    let release: () => void = () => {};
    function Page() {
      const saving = useIsPending({ intent: "save" });
      const deleting = useIsPending({ intent: "delete" });
      return (
        <Form method="post">
          <p>{`saving:${saving} deleting:${deleting}`}</p>
          <StatusButton pending={saving} name="intent" value="save">
            Save
          </StatusButton>
        </Form>
      );
    }
    const Stub = createRoutesStub([{ path: "/", Component: Page, action: () => new Promise<null>((resolve) => (release = () => resolve(null))) }]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByText("saving:false deleting:false")).toBeTruthy();
    screen.getByRole("button", { name: "Save" }).click();
    expect(await screen.findByText("saving:true deleting:false")).toBeTruthy();
    release();
    expect(await screen.findByText("saving:false deleting:false")).toBeTruthy();
  });
});
