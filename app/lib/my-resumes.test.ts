import { describe, expect, it } from "vitest";
import { copyTitle, myResumesIntentInput, myResumesIntentSchema, resumeDisplayName, TITLE_MAX_LENGTH, TITLE_TOO_LONG, UNTITLED } from "./my-resumes.ts";

function post(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.set(name, value);
  return myResumesIntentSchema.safeParse(myResumesIntentInput(formData));
}

describe("my resumes", () => {
  it("names a CV by its title, else the person's name, else Untitled CV", () => {
    expect(resumeDisplayName({ title: "Backend roles", personalInfo: { firstName: "Ada", lastName: "Lovelace" } })).toBe("Backend roles");
    expect(resumeDisplayName({ title: null, personalInfo: { firstName: " Ada ", lastName: "Lovelace" } })).toBe("Ada Lovelace");
    expect(resumeDisplayName({ title: null, personalInfo: { lastName: "Lovelace" } })).toBe("Lovelace");
    expect(resumeDisplayName({ title: null, personalInfo: { firstName: 7 } })).toBe(UNTITLED);
  });

  it("titles a copy 'Copy of …', shortened to the title's limit", () => {
    expect(copyTitle("Ada Lovelace")).toBe("Copy of Ada Lovelace");
    const long = copyTitle("x".repeat(200));
    expect(long).toHaveLength(TITLE_MAX_LENGTH);
    expect(long.endsWith("…")).toBe(true);
  });

  it("reads each button with its fields; an empty title clears it, a long one is refused", () => {
    expect(post({ intent: "rename", id: "r1", title: "  Backend  " })).toMatchObject({ success: true, data: { intent: "rename", id: "r1", title: "Backend" } });
    expect(post({ intent: "rename", id: "r1" })).toMatchObject({ success: true, data: { title: "" } });
    expect(post({ intent: "rename", id: "r1", title: "x".repeat(TITLE_MAX_LENGTH + 1) }).error?.issues[0]?.message).toBe(TITLE_TOO_LONG);
    expect(post({ intent: "duplicate", id: "r1" })).toMatchObject({ success: true, data: { intent: "duplicate", id: "r1" } });
    expect(post({ intent: "delete", id: "r1" })).toMatchObject({ success: true, data: { intent: "delete", id: "r1" } });
  });

  it("refuses an unknown intent and a button without its resume", () => {
    expect(post({ intent: "archive", id: "r1" }).error?.issues[0]?.code).toBe("invalid_union");
    expect(post({ id: "r1" }).error?.issues[0]?.code).toBe("invalid_union");
    expect(post({ intent: "delete" }).success).toBe(false);
  });
});
