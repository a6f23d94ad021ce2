// @vitest-environment jsdom
import type { SubmissionResult } from "@conform-to/react";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { Field, HiddenField } from "../ui/field.tsx";
import { useResumeForm } from "./use-resume-form.ts";

const FORM_ID = "trial-form";
const NAME_MISSING = "Please enter a name";
const TITLE_MISSING = "Please enter a job title";

/** The checks of a small form: a required name and a job title per entry. */
function check(values: Record<string, unknown>) {
  const errors: Record<string, string[]> = {};
  const person = (values.person ?? {}) as Record<string, unknown>;
  if (!person.name) errors["person.name"] = [NAME_MISSING];
  const jobs = Array.isArray(values.jobs) ? (values.jobs as Array<Record<string, unknown>>) : [];
  jobs.forEach((job, index) => {
    if (!job?.title) errors[`jobs[${index}].title`] = [TITLE_MISSING];
  });
  return Object.keys(errors).length ? errors : null;
}

let api: ReturnType<typeof useResumeForm> | undefined;
let submitted: Array<Record<string, string>> = [];

function Trial({ defaultValue, lastResult }: { defaultValue: Record<string, unknown>; lastResult?: SubmissionResult<string[]> }) {
  const hook = useResumeForm({ id: FORM_ID, lastResult, defaultValue, required: { "person.name": { required: true } }, check });
  // the test drives the form's programmatic updates through the hook's answer
  useEffect(() => {
    api = hook;
  });
  const { form, fieldset, list } = hook;
  const person = fieldset<{ name: string }>("person");
  const jobs = list<{ id: string; title: string }>("jobs");
  return (
    <form
      id={form.id}
      method="post"
      noValidate
      onInput={form.onInput}
      onSubmit={(event) => {
        form.onSubmit(event);
        if (!event.defaultPrevented) {
          event.preventDefault();
          submitted.push(Object.fromEntries([...new FormData(event.currentTarget)].map(([k, v]) => [k, String(v)])));
        }
      }}
    >
      <Field meta={person.name} label="Name" />
      {jobs.map((job, index) => {
        const fields = job.getFieldset();
        return (
          <div key={job.key} data-testid="job">
            <HiddenField meta={fields.id} />
            <Field meta={fields.title} label={`Title ${index + 1}`} />
            <button type="submit" {...form.buttonProps({ type: "remove", payload: { name: "jobs", index } })}>{`Remove ${index + 1}`}</button>
            {index > 0 ? (
              <button
                type="submit"
                {...form.buttonProps({ type: "reorder", payload: { name: "jobs", from: index, to: index - 1 } })}
              >{`Up ${index + 1}`}</button>
            ) : null}
          </div>
        );
      })}
      <button type="submit" {...form.buttonProps({ type: "insert", payload: { name: "jobs", defaultValue: { id: "added" } } })}>
        Add
      </button>
      <button type="submit">Send</button>
    </form>
  );
}

const box = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
function type(label: string, text: string) {
  const input = box(label);
  input.value = text;
  fireEvent.input(input);
}
const click = (name: string) => act(() => screen.getByRole("button", { name }).click());
const messages = () => screen.queryAllByRole("alert").map((alert) => alert.textContent);

afterEach(() => {
  cleanup();
  api = undefined;
  submitted = [];
});

describe("the resume form's state without JavaScript (the server's answer rendered)", () => {
  const page = (lastResult: SubmissionResult<string[]>) =>
    new DOMParser().parseFromString(renderToStaticMarkup(<Trial defaultValue={{}} lastResult={lastResult} />), "text/html");

  it("after a list change, shows the changed form with no field's message", () => {
    const html = page({
      intent: { type: "insert", payload: { name: "jobs" } },
      initialValue: { person: { name: "" }, jobs: [{ id: "a", title: "Rigger" }, {}] },
      error: { "person.name": [NAME_MISSING], "jobs[1].title": [TITLE_MISSING] },
    });
    expect([...html.querySelectorAll("[data-testid=job] input[name$=title]")].map((input) => input.getAttribute("value"))).toEqual(["Rigger", null]);
    expect(html.querySelectorAll("[role=alert]")).toHaveLength(0);
  });

  it("after a submit, shows every message the server gave, the input marked invalid and described by it", () => {
    const html = page({ status: "error", initialValue: { person: { name: "" } }, error: { "person.name": [NAME_MISSING] }, fields: ["person.name"] });
    expect([...html.querySelectorAll("[role=alert]")].map((alert) => alert.textContent)).toEqual([NAME_MISSING]);
    const input = html.getElementById(`${FORM_ID}-person.name`)!;
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(`${FORM_ID}-person.name-error`);
    expect(input.getAttribute("required")).not.toBeNull();
  });
});

describe("the resume form's state with JavaScript", () => {
  it("stops a submit that fails the checks, shows every message, and checks each field again as it is typed into", () => {
    render(<Trial defaultValue={{ jobs: [{ id: "a" }] }} />);
    expect(messages()).toEqual([]);
    click("Send");
    expect(submitted).toEqual([]);
    expect(messages()).toEqual([NAME_MISSING, TITLE_MISSING]);
    act(() => type("Name", "Ilse"));
    expect(messages()).toEqual([TITLE_MISSING]);
    act(() => type("Title 1", "Harbour pilot"));
    expect(messages()).toEqual([]);
    click("Send");
    expect(submitted).toEqual([{ "person.name": "Ilse", "jobs[0].id": "a", "jobs[0].title": "Harbour pilot" }]);
  });

  it("adds, moves and removes entries in place, each keeping what was typed into it, without sending anything", () => {
    render(<Trial defaultValue={{ person: { name: "Ilse" }, jobs: [{ id: "a", title: "Rigger" }] }} />);
    act(() => type("Title 1", "Rigger, lead"));
    click("Add");
    expect(screen.getAllByTestId("job")).toHaveLength(2);
    act(() => type("Title 2", "Crane driver"));
    click("Up 2");
    expect([box("Title 1").value, box("Title 2").value]).toEqual(["Crane driver", "Rigger, lead"]);
    expect(box("Title 1").name).toBe("jobs[0].title");
    click("Remove 2");
    expect(screen.getAllByTestId("job")).toHaveLength(1);
    expect(box("Title 1").value).toBe("Crane driver");
    expect(submitted).toEqual([]);
    expect(api!.form.value).toEqual({ person: { name: "Ilse" }, jobs: [{ id: "added", title: "Crane driver" }] });
  });

  it("shows a new entry's message only from the next submit", () => {
    render(<Trial defaultValue={{ jobs: [{ id: "a", title: "Rigger" }] }} />);
    click("Send");
    expect(messages()).toEqual([NAME_MISSING]);
    click("Add");
    act(() => type("Name", "Ilse"));
    expect(messages()).toEqual([]);
    click("Send");
    expect(messages()).toEqual([TITLE_MISSING]);
  });

  it("rewrites one field, or the whole form, in its inputs and its values", () => {
    render(<Trial defaultValue={{ person: { name: "Ilse" }, jobs: [{ id: "a", title: "Rigger" }] }} />);
    act(() => type("Title 1", "typed"));
    act(() => api!.form.update("jobs[0].title", "Rigger (suggested)"));
    expect(box("Title 1").value).toBe("Rigger (suggested)");
    expect(box("Name").value).toBe("Ilse");
    act(() =>
      api!.form.update(undefined, {
        person: { name: "Marta" },
        jobs: [
          { id: "b", title: "Welder" },
          { id: "c", title: "Fitter" },
        ],
      }),
    );
    expect([box("Name").value, box("Title 1").value, box("Title 2").value]).toEqual(["Marta", "Welder", "Fitter"]);
    expect(api!.form.value).toEqual({
      person: { name: "Marta" },
      jobs: [
        { id: "b", title: "Welder" },
        { id: "c", title: "Fitter" },
      ],
    });
  });

  it("takes the messages of a later answer from the server", () => {
    const { rerender } = render(<Trial defaultValue={{ person: { name: "Ilse" } }} />);
    expect(messages()).toEqual([]);
    rerender(
      <Trial
        defaultValue={{ person: { name: "Ilse" } }}
        lastResult={{ status: "error", error: { "person.name": ["That name is taken"] }, fields: ["person.name"] }}
      />,
    );
    expect(messages()).toEqual(["That name is taken"]);
  });
});
