import { parse } from "@conform-to/dom";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { partialResumeSchema, resumeFormSchema } from "./resume.ts";
import { readFormResume, RESUME_FORM_CONSTRAINT, resumeFormErrors } from "./resume-checks.ts";
import { seededRandom, type SeededRandom } from "../../tests/setup/seeded-random.ts";
import { FIELD_LIMITS, LIMITS, LIST_SECTIONS, MESSAGES, RESUME_TOO_LONG, TOO_MANY_ENTRIES, tooLongMessage } from "./resume-fields.ts";

/** A value an author (or a hostile client) could post for a field of this limit. */
function fieldValue(rng: SeededRandom, field: string, max: number, long: boolean): string | undefined {
  const kinds = [
    () => undefined,
    () => "",
    () => "   ",
    () => "Made-up text",
    () => "  padded words  ",
    () => "x".repeat(max),
    () => ` ${"y".repeat(max)} `,
    () => "z".repeat(max + 1),
    () => "ana.lopez@example.org",
    () => "not an email",
    () => "a..b@example.org",
    () => `${"m".repeat(250)}@example.org`,
    () => "+44 7700 900123",
  ];
  if (long) return "w".repeat(max);
  const value = rng.pick(kinds)();
  return field === "email" && rng.next() < 0.3 ? "kim.novak@example.com" : value;
}

/** A generated form as the browser posts it (every name as Conform writes it). */
function generatedForm(rng: SeededRandom): FormData {
  const data = new FormData();
  const long = rng.next() < 0.1;
  const put = (name: string, value: string | undefined) => {
    if (value !== undefined) data.append(name, value);
  };
  for (const section of ["personalInfo", "skills", "additionalInfo"] as const) {
    for (const [field, max] of Object.entries<number>(FIELD_LIMITS[section])) put(`${section}.${field}`, fieldValue(rng, field, max, long));
  }
  for (const section of LIST_SECTIONS) {
    const count = rng.next() < 0.05 ? LIMITS.listItems + 1 : long ? 6 : Math.floor(rng.next() * 3);
    for (let index = 0; index < count; index++) {
      put(`${section}[${index}].id`, `item-${index}`);
      if (section === "experiences" && rng.next() < 0.5) put(`${section}[${index}].currentJob`, "on");
      for (const [field, max] of Object.entries<number>(FIELD_LIMITS[section])) put(`${section}[${index}].${field}`, fieldValue(rng, field, max, long));
    }
  }
  return data;
}

const payloadOf = (data: FormData) => parse(data, { resolve: (value) => ({ value }) }).payload;

/** The preview's reading as the server's schema gives it: the form read field by field, a refused field left out. */
function schemaReading(value: unknown) {
  const input = value && typeof value === "object" ? value : {};
  const first = partialResumeSchema.safeParse(input);
  if (first.success) return first.data;
  const copy: unknown = structuredClone(input);
  for (const issue of first.error.issues) {
    let node = copy as Record<PropertyKey, unknown>;
    for (const key of issue.path.slice(0, -1)) node = node[key] as Record<PropertyKey, unknown>;
    const last = issue.path.at(-1)!;
    if (Array.isArray(node) && typeof last === "number") node[last] = {};
    else delete node[last];
  }
  return partialResumeSchema.parse(copy);
}

describe("the browser's resume checks", () => {
  it("report exactly the errors the server's schema reports, on 600 generated forms", () => {
    const rng = seededRandom(20261126);
    let failing = 0;
    for (let run = 0; run < 600; run++) {
      const data = generatedForm(rng);
      const server = parseWithZod(data, { schema: resumeFormSchema });
      const serverErrors = server.status === "success" ? null : server.error;
      if (serverErrors) failing++;
      expect(resumeFormErrors(payloadOf(data)), `form ${run}`).toEqual(serverErrors);
    }
    // the generator reaches both sides
    expect(failing).toBeGreaterThan(100);
    expect(failing).toBeLessThan(600);
  });

  it("word the messages as the form's texts", () => {
    const errors = resumeFormErrors({
      personalInfo: { firstName: "  ", lastName: "Ode", email: "ana@", phone: "1".repeat(41), city: "c".repeat(201) },
      experiences: Array.from({ length: 31 }, () => ({ jobTitle: "Baker" })),
    });
    expect(errors).toEqual({
      "personalInfo.firstName": [MESSAGES.firstName],
      "personalInfo.email": [MESSAGES.email],
      "personalInfo.phone": [MESSAGES.phoneTooLong],
      "personalInfo.city": [tooLongMessage(200)],
      experiences: [TOO_MANY_ENTRIES],
    });
  });

  it("refuse a whole CV past its length, as the server does", () => {
    const longEntry = { description: "d".repeat(5000), achievements: "a".repeat(5000) };
    const form = {
      personalInfo: { firstName: "Ana", lastName: "Ode", email: "ana@example.org", phone: "555 0100" },
      experiences: Array.from({ length: 7 }, () => longEntry),
    };
    expect(resumeFormErrors(form)).toEqual({ "": [RESUME_TOO_LONG] });
    expect(resumeFormErrors({ ...form, experiences: form.experiences.slice(0, 5) })).toBeNull();
  });
});

describe("the browser's reading of the form for the preview", () => {
  it("is the server schema's reading, field by field, on 600 generated forms", () => {
    const rng = seededRandom(7);
    for (let run = 0; run < 600; run++) {
      const payload = payloadOf(generatedForm(rng));
      expect(readFormResume(payload), `form ${run}`).toEqual(schemaReading(payload));
    }
  });

  it("leaves out what the server would refuse and keeps the rest", () => {
    const read = readFormResume({
      personalInfo: { firstName: " Ana ", lastName: "", email: "not-an-email", city: "x".repeat(201), country: "Chile" },
      experiences: [{ id: "e1", jobTitle: " Baker ", currentJob: "on" }, "not an entry"],
      skills: "not a group",
    });
    expect(read.personalInfo).toEqual({ firstName: "Ana", country: "Chile" });
    expect(read.experiences).toEqual([{ id: "e1", jobTitle: "Baker", currentJob: true }, { currentJob: false }]);
    expect(read.skills).toEqual({});
  });
});

describe("the form's constraint attributes", () => {
  it("require what the server's schema requires", () => {
    const required = Object.entries(getZodConstraint(resumeFormSchema))
      .filter(([name, constraint]) => constraint.required && name.startsWith("personalInfo."))
      .map(([name]) => name);
    expect(Object.keys(RESUME_FORM_CONSTRAINT).sort()).toEqual(required.sort());
  });
});
