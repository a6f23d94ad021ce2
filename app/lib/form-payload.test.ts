import { parse } from "@conform-to/dom";
import { describe, expect, it } from "vitest";
import { seededRandom, type SeededRandom } from "../../tests/setup/seeded-random.ts";
import { getPath, parsePath, updatePath } from "./field-path.ts";
import { changeList, formPayload, INTENT_FIELD, intentButtonProps, readListIntent, type ListIntent } from "./form-payload.ts";

const LISTS = ["experiences", "education", "projects"];
const FIELDS = ["id", "jobTitle", "company", "startDate", "currentJob"];

/** A form as the builder posts it: groups, lists of entries, now and then a name posted twice or an empty value. */
function generatedForm(rng: SeededRandom): FormData {
  const data = new FormData();
  const text = () => rng.pick(["", "Tide tables", "Ørsted Quay", "  spaced  ", "line\nbreak", "on", "0", "[1]"]);
  for (const field of ["firstName", "email", "summary"]) if (rng.chance(0.8)) data.append(`personalInfo.${field}`, text());
  for (const list of LISTS) {
    const count = rng.int(0, 4);
    for (let index = 0; index < count; index++) {
      for (const field of FIELDS) if (rng.chance(0.7)) data.append(`${list}[${index}].${field}`, text());
      if (rng.chance(0.1)) data.append(`${list}[${index}].company`, text());
    }
  }
  if (rng.chance(0.3)) data.append("template", rng.pick(["modern", "creative"]));
  return data;
}

function generatedIntent(rng: SeededRandom, form: FormData): ListIntent {
  const name = rng.pick(LISTS);
  const size = Math.max(0, ...[...form.keys()].filter((key) => key.startsWith(`${name}[`)).map((key) => Number(parsePath(key)![1]) + 1));
  const index = () => rng.int(0, Math.max(0, size - 1));
  const kind = rng.pick(["insert", "insert-at", "remove", "reorder"] as const);
  if (kind === "insert") return { type: "insert", payload: { name, defaultValue: { id: `new-${rng.int(1, 99)}` } } };
  if (kind === "insert-at") return { type: "insert", payload: { name, index: index(), defaultValue: { id: "new-at" } } };
  if (kind === "remove") return { type: "remove", payload: { name, index: index() } };
  return { type: "reorder", payload: { name, from: index(), to: index() } };
}

const conformPayload = (data: FormData) => parse(data, { resolve: (value) => ({ value }) }).payload;

/** What the browser makes of a list change: the posted values with the list changed as the intent says. */
function browserReading(data: FormData, intent: ListIntent) {
  const added = intent.type === "insert" ? intent.payload.defaultValue : undefined;
  return updatePath(formPayload(data), intent.payload.name, (list) => changeList(Array.isArray(list) ? list : [], intent, added));
}

describe("the browser's reading of a posted form", () => {
  it("gives the values the server's Conform reading gives, on 600 generated forms", () => {
    const rng = seededRandom(20261127);
    for (let round = 0; round < 600; round++) {
      const form = generatedForm(rng);
      expect(formPayload(form), `form ${round}`).toEqual(conformPayload(form));
    }
  });

  it("changes a list as the server does for the same button without JavaScript, on 600 generated forms and changes", () => {
    const rng = seededRandom(1127);
    for (let round = 0; round < 600; round++) {
      const form = generatedForm(rng);
      const intent = generatedIntent(rng, form);
      const posted = new FormData();
      for (const [name, value] of form) posted.append(name, value);
      posted.append(INTENT_FIELD, intentButtonProps("resume-form", intent).value);
      expect(browserReading(form, intent), `${round}: ${JSON.stringify(intent)}`).toEqual(conformPayload(posted));
    }
  });

  it("reads only the list changes its buttons post, and refuses other intents and hostile names", () => {
    const posted = (intent: unknown) => readListIntent(JSON.stringify(intent));
    expect(posted({ type: "remove", payload: { name: "education", index: 1 } })).toEqual({ type: "remove", payload: { name: "education", index: 1 } });
    expect(posted({ type: "reorder", payload: { name: "projects", from: 2, to: 0 } })).not.toBeNull();
    expect(posted({ type: "insert", payload: { name: "experiences" } })).not.toBeNull();
    for (const refused of [
      { type: "remove", payload: { name: "education" } },
      { type: "remove", payload: { name: "education", index: -1 } },
      { type: "reorder", payload: { name: "projects", from: 0.5, to: 1 } },
      { type: "update", payload: { name: "personalInfo.email", value: "x" } },
      { type: "insert", payload: { name: "__proto__.polluted" } },
      { type: "insert", payload: {} },
      "insert",
      null,
    ]) {
      expect(posted(refused), JSON.stringify(refused)).toBeNull();
    }
    expect(readListIntent("{not json")).toBeNull();
    expect(readListIntent(undefined)).toBeNull();
  });

  it("never writes through a prototype, and leaves a name no field has alone", () => {
    const values = formPayload([
      ["__proto__.admin", "yes"],
      ["constructor.prototype.admin", "yes"],
      ["a..b", "x"],
      ["personalInfo.firstName", "Ilse"],
    ]);
    expect(values).toEqual({ personalInfo: { firstName: "Ilse" } });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it("reads and writes one value by its name without changing the values it was given", () => {
    const before = { experiences: [{ jobTitle: "Rigger" }, { jobTitle: "Crane driver" }] };
    const after = updatePath(before, "experiences[1].company", () => "Quayside Cranes");
    expect(getPath(after, "experiences[1].company")).toBe("Quayside Cranes");
    expect(getPath(after, "experiences[0].jobTitle")).toBe("Rigger");
    expect(before.experiences[1]).toEqual({ jobTitle: "Crane driver" });
    expect(after.experiences).not.toBe(before.experiences);
  });
});
