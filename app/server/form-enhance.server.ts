/**
 * 'Improve with AI' without JavaScript: the button posts the whole form with
 * intent=enhance:<field>; the page comes back with that field improved and everything else as typed.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { enhanceableFieldType, ENHANCE_INTENT_PREFIX } from "../lib/enhance-fields.ts";
import { fieldEnhanceNotice } from "../lib/enhance-notice.ts";
import { withFallbackNote } from "../lib/ai-fallback.ts";
import { getPath, setPath } from "../lib/field-path.ts";
import { partialResumeSchema, type PartialResume } from "../lib/resume.ts";
import { enhanceContent } from "./writing.server.ts";

/** What the user had typed: valid fields are kept, invalid ones (a half-typed e-mail) dropped. */
export function typedSoFar(fields: FormData, fallback: () => PartialResume): PartialResume {
  const submission = parseWithZod(fields, { schema: partialResumeSchema });
  if (submission.status === "success") return submission.value;
  const cleaned = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === "string" && !(submission.error && name in submission.error)) cleaned.append(name, value);
  }
  const retry = parseWithZod(cleaned, { schema: partialResumeSchema });
  return retry.status === "success" ? retry.value : fallback();
}

export function isEnhanceIntent(intent: unknown): boolean {
  return typeof intent === "string" && intent.startsWith(ENHANCE_INTENT_PREFIX);
}

/** A fresh key for a refilled form: the page remounts the form with the answer's values. */
export function refillKey(): string {
  return Math.random().toString(36).slice(2);
}

export type RefillResult = {
  defaultValue: PartialResume;
  notice: { title: string; description: string; variant: "default" | "destructive" };
  status: number;
};

export async function enhanceFieldInForm(visitorId: string, formData: FormData, intent: string, fallback: () => PartialResume): Promise<RefillResult> {
  const current = typedSoFar(formData, fallback);
  const field = intent.slice(ENHANCE_INTENT_PREFIX.length);
  const type = enhanceableFieldType(field);
  const content = getPath(current, field);
  if (!type)
    return {
      defaultValue: current,
      status: 400,
      notice: { variant: "destructive", title: "Enhancement Failed", description: "This field cannot be improved with AI." },
    };
  if (typeof content !== "string" || content.trim() === "") {
    return {
      defaultValue: current,
      status: 400,
      notice: { variant: "destructive", title: "Add content first", description: "Please add some content before enhancing with AI." },
    };
  }
  const experience = /^experiences\[(\d+)\]/.exec(field);
  const entry = experience ? current.experiences[Number(experience[1])] : undefined;
  const names = [current.personalInfo?.firstName, current.personalInfo?.lastName].filter((name): name is string => !!name);
  const result = await enhanceContent(visitorId, {
    content,
    type,
    context: entry ? { jobTitle: entry.jobTitle, company: entry.company, currentJob: entry.currentJob, endDate: entry.endDate, names } : { names },
  });
  if (!result.ok) {
    return {
      defaultValue: current,
      status: result.status,
      notice: { variant: "destructive", title: "Enhancement Failed", description: "Could not enhance content. Please try again." },
    };
  }
  return {
    defaultValue: setPath(current, field, result.value.value),
    status: 200,
    notice: { variant: "default", ...withFallbackNote(fieldEnhanceNotice(content, result.value.value), result.value.fallback) },
  };
}
