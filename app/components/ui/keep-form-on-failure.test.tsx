// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, Form, redirect, UNSAFE_ErrorResponseImpl as ErrorResponse, useActionData } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { NO_ANSWER_MESSAGE } from "../../lib/submit-failure.ts";
import { keepFormOnFailure, type FormFailure } from "./keep-form-on-failure.ts";
import { Toaster } from "./toaster.tsx";

afterEach(cleanup);

function Page() {
  const failure = useActionData() as FormFailure | undefined;
  return (
    <>
      {failure?.kind === "error" ? <p role="alert">{failure.error}</p> : null}
      <Form method="post">
        <label htmlFor="name">First Name</label>
        <input id="name" name="firstName" />
        <button type="submit" name="intent" value="save">
          Save
        </button>
      </Form>
      <Toaster flash={null} />
    </>
  );
}

/** A page whose server action answers with `answer` (thrown as React Router throws it). */
function renderPageAnswering(answer: () => unknown, title?: Parameters<typeof keepFormOnFailure>[2]) {
  const Stub = createRoutesStub([
    {
      path: "/create",
      Component: Page,
      action: ({ request }) =>
        keepFormOnFailure(
          request,
          async () => {
            throw answer();
          },
          title,
        ),
      ErrorBoundary: () => <h1>Error screen</h1>,
    },
    { path: "/next", Component: () => <h1>Next page</h1> },
  ]);
  render(<Stub initialEntries={["/create"]} />);
}

async function typeAndSubmit() {
  fireEvent.change(screen.getByLabelText("First Name"), { target: { value: "Ada" } });
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
  });
}

describe("keepFormOnFailure", () => {
  it("a 429 keeps what was typed and shows the server's message in a 'Generation Failed' toast and in place", async () => {
    renderPageAnswering(() => new ErrorResponse(429, "Too Many Requests", JSON.stringify({ error: "Too many requests. Please wait a minute and try again." })));
    await typeAndSubmit();
    expect((await screen.findByRole("alert")).textContent).toBe("Too many requests. Please wait a minute and try again.");
    expect((await screen.findAllByText("Generation Failed")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("Too many requests. Please wait a minute and try again.").length).toBeGreaterThan(1);
    expect((screen.getByLabelText("First Name") as HTMLInputElement).value).toBe("Ada");
    expect(screen.queryByText("Error screen")).toBeNull();
  });

  it("a dropped connection keeps the form too, and the title can depend on the button's intent", async () => {
    renderPageAnswering(
      () => new TypeError("Failed to fetch"),
      (intent) => (intent === "save" ? "Save Failed" : "Other"),
    );
    await typeAndSubmit();
    expect((await screen.findByRole("alert")).textContent).toBe(NO_ANSWER_MESSAGE);
    expect((await screen.findAllByText("Save Failed")).length).toBeGreaterThan(0);
    expect((screen.getByLabelText("First Name") as HTMLInputElement).value).toBe("Ada");
  });

  it("a redirect still navigates and 'not found' still reaches the route's error boundary", async () => {
    renderPageAnswering(() => redirect("/next"));
    await typeAndSubmit();
    expect(await screen.findByText("Next page")).toBeTruthy();
    cleanup();
    renderPageAnswering(() => new ErrorResponse(404, "Not Found", "Resume not found"));
    await typeAndSubmit();
    expect(await screen.findByText("Error screen")).toBeTruthy();
  });
});
