import { describe, expect, it } from "vitest";
import { editorIntentInput, editorIntentSchema } from "./resume-editor.ts";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};
const parse = (entries: Record<string, string>) => editorIntentSchema.safeParse(editorIntentInput(form(entries)));

describe("the resume editor's intents", () => {
  it("reads each button's intent with the fields it needs", () => {
    expect(parse({ intent: "generate" }).data).toEqual({ intent: "generate" });
    expect(parse({ intent: "save", template: "modern" }).data).toEqual({ intent: "save" });
    expect(parse({ intent: "select-template", template: "modern" }).data).toEqual({ intent: "select-template", template: "modern" });
    // the format tab names a gallery design: its template comes with its look
    expect(parse({ intent: "select-template", design: "balanced" }).data).toEqual({ intent: "select-template", design: "balanced", template: null });
    expect(parse({ intent: "enhance-section", section: "skills" }).data).toEqual({ intent: "enhance-section", section: "skills" });
    expect(parse({ intent: "remove-photo" }).data).toEqual({ intent: "remove-photo" });
  });

  it("maps 'Improve with AI' (enhance:<field>) and Conform's list buttons to their own members", () => {
    expect(parse({ intent: "enhance:personalInfo.summary" }).data).toEqual({ intent: "enhance-field", field: "enhance:personalInfo.summary" });
    expect(parse({ __intent__: '{"type":"insert","payload":{"name":"experiences"}}' }).data).toEqual({ intent: "list" });
  });

  it("reads a field's suggestion from the hidden fields it travels in, for its three buttons", () => {
    const hidden = { "fieldSuggestion.path": "personalInfo.summary", "fieldSuggestion.before": "experiance", "fieldSuggestion.after": "experience" };
    const change = { path: "personalInfo.summary", before: "experiance", after: "experience" };
    for (const intent of ["accept-field-suggestion", "keep-field-text", "undo-field-suggestion"]) {
      expect(parse({ intent, ...hidden }).data).toEqual({ intent, change });
    }
    expect(parse({ intent: "accept-field-suggestion" }).error?.issues[0]?.message).toBe("This suggestion could not be read. Please use Improve with AI again.");
    expect(parse({ intent: "accept-field-suggestion", ...hidden, "fieldSuggestion.path": "personalInfo.email" }).error?.issues[0]?.message).toBe(
      "This field cannot be improved with AI.",
    );
  });

  it("refuses an unknown or missing intent as a discriminator failure, and a bad field with its own message", () => {
    for (const entries of [{ intent: "bogus" }, {}, { intent: "preview" }] as Array<Record<string, string>>) {
      expect(parse(entries).error?.issues[0]?.code).toBe("invalid_union");
    }
    expect(parse({ intent: "select-template", template: "no-such-template" }).error?.issues[0]?.message).toBe("Please choose one of the listed templates.");
    expect(parse({ intent: "select-template", design: "no-such-design", template: "modern" }).error?.issues[0]?.message).toBe(
      "Please choose one of the listed templates.",
    );
    expect(parse({ intent: "enhance-section", section: "hobbies" }).error?.issues[0]?.message).toBe("Please choose summary, experience or skills.");
  });
});
