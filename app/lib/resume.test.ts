import { describe, expect, it } from "vitest";
import { MESSAGES, resumeFormSchema } from "./resume.ts";
import { person } from "../../tests/setup/factory.ts";

function errorsFor(input: unknown) {
  const result = resumeFormSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("resume form schema (its messages)", () => {
  it("reports the four required-field messages word for word when everything is missing", () => {
    expect(errorsFor({ personalInfo: {} })).toEqual({
      "personalInfo.firstName": "First name is required",
      "personalInfo.lastName": "Last name is required",
      "personalInfo.email": "Please enter a valid email",
      "personalInfo.phone": "Phone number is required",
    });
  });

  it("treats blank strings as missing", () => {
    const errors = errorsFor({ personalInfo: { firstName: "  ", lastName: "", email: "", phone: " " } });
    expect(errors["personalInfo.firstName"]).toBe(MESSAGES.firstName);
    expect(errors["personalInfo.lastName"]).toBe(MESSAGES.lastName);
    expect(errors["personalInfo.email"]).toBe(MESSAGES.email);
    expect(errors["personalInfo.phone"]).toBe(MESSAGES.phone);
  });

  it("rejects an invalid e-mail with the spec message", () => {
    expect(errorsFor({ personalInfo: { firstName: "A", lastName: "B", email: "not-an-email", phone: "1" } })).toEqual({
      "personalInfo.email": "Please enter a valid email",
    });
  });

  it("accepts the minimum and fills list and section defaults", () => {
    const parsed = resumeFormSchema.parse({ personalInfo: person({ phone: "+44 20 1234 5678" }) });
    expect(parsed.experiences).toEqual([]);
    expect(parsed.education).toEqual([]);
    expect(parsed.projects).toEqual([]);
    expect(parsed.skills).toEqual({});
    expect(parsed.additionalInfo).toEqual({});
  });

  it("coerces the HTML checkbox value of 'currently working'", () => {
    const parsed = resumeFormSchema.parse({
      personalInfo: { firstName: "A", lastName: "B", email: "a@b.co", phone: "1" },
      experiences: [{ jobTitle: "Engineer", currentJob: "on" }, { jobTitle: "Intern" }],
    });
    expect(parsed.experiences.map((e) => e.currentJob)).toEqual([true, false]);
  });

  it("refuses oversized input instead of storing it", () => {
    const huge = "x".repeat(6000);
    const errors = errorsFor({ personalInfo: { firstName: "A", lastName: "B", email: "a@b.co", phone: "1", summary: huge } });
    expect(Object.keys(errors)).toEqual(["personalInfo.summary"]);
  });

  it("reports a first or last name past 200 characters as too long, not as missing", () => {
    const long = "N".repeat(201);
    expect(errorsFor({ personalInfo: { firstName: long, lastName: long, email: "a@b.co", phone: "1" } })).toEqual({
      "personalInfo.firstName": "Please keep this under 200 characters",
      "personalInfo.lastName": "Please keep this under 200 characters",
    });
    // exactly 200 is allowed
    expect(errorsFor({ personalInfo: { firstName: "N".repeat(200), lastName: "B", email: "a@b.co", phone: "1" } })).toEqual({});
  });
});
