/**
 * The resume editor's buttons (the create and the edit page are one editor): every `intent` a post
 * to either page can carry, as one zod discriminated union. Each page accepts a subset; anything
 * else, on either page, is "Unknown action.".
 */
import { z } from "./zod.ts";
import { ENHANCE_INTENT_PREFIX, ENHANCEABLE_SECTIONS, enhanceableFieldLabel } from "./enhance-fields.ts";
import { FIELD_SUGGESTION_INPUTS, FIELD_SUGGESTION_INTENTS, type PostedFieldChange } from "./field-suggestion.ts";
import { PHOTO_REMOVE_INTENT, PHOTO_UPLOAD_INTENT } from "./photo-rules.ts";
import { RESTORE_VERSION_INTENT } from "./resume-versions.ts";
import { SUGGESTION_INTENTS } from "./resume-suggestions.ts";
import { galleryTemplate } from "./gallery.ts";
import { isTemplateId } from "./templates.ts";

export { UNKNOWN_ACTION } from "./intent.ts";

export { ENHANCEABLE_SECTIONS };

const UNREADABLE_SUGGESTION = "This suggestion could not be read. Please use Improve with AI again.";
/** A posted text of a suggestion: a string within the stored suggestions' limit. */
const postedText = (limit: number) => z.string({ error: UNREADABLE_SUGGESTION }).max(limit, UNREADABLE_SUGGESTION);

/** A field's suggestion as the form post carries it (hidden fields): the label is the server's own, from the field's name. */
export const postedFieldChangeSchema = z.object({
  path: postedText(100).refine((path) => enhanceableFieldLabel(path) !== null, { error: "This field cannot be improved with AI." }),
  before: postedText(20_000),
  after: postedText(20_000),
}) satisfies z.ZodType<PostedFieldChange>;

export const editorIntentSchema = z.discriminatedUnion("intent", [
  /** create: the main button, store a new CV */
  z.object({ intent: z.literal("generate") }),
  /** edit: the main button, save the stored CV */
  z.object({ intent: z.literal("save") }),
  /** without JavaScript, Conform's add/remove buttons (`__intent__`): the form comes back with the list changed */
  z.object({ intent: z.literal("list") }),
  /**
   * create, 'Choose CV Format' tab: a gallery design (`design`, its template with its colours,
   * typeface and columns) or a bare CV template (`template`, in the default look)
   */
  z
    .object({ intent: z.literal("select-template"), design: z.string().max(40).optional(), template: z.unknown() })
    .refine((post) => (post.design === undefined ? isTemplateId(post.template) : galleryTemplate(post.design) !== undefined), {
      error: "Please choose one of the listed templates.",
    }),
  /** edit: improve a whole section of the stored resume */
  z.object({ intent: z.literal("enhance-section"), section: z.enum(ENHANCEABLE_SECTIONS, { error: "Please choose summary, experience or skills." }) }),
  /** edit, Version history: put an earlier version back (a save of that version's content) */
  z.object({ intent: z.literal(RESTORE_VERSION_INTENT), versionId: z.string({ error: "Please choose a version to restore." }).max(100) }),
  /** edit, AI suggestions: put a suggested change into the resume, or drop it */
  z.object({ intent: z.literal(SUGGESTION_INTENTS.accept), suggestionId: z.string({ error: "Please choose a suggestion." }).max(100) }),
  z.object({ intent: z.literal(SUGGESTION_INTENTS.reject), suggestionId: z.string({ error: "Please choose a suggestion." }).max(100) }),
  /** edit: give back the text an accepted suggestion replaced (right after accepting it) */
  z.object({ intent: z.literal(SUGGESTION_INTENTS.undo) }),
  /** without JavaScript, 'Improve with AI' on one field (`enhance:<field path>`) */
  z.object({ intent: z.literal("enhance-field"), field: z.string() }),
  /** without JavaScript, one field's suggestion (it travels with the form): take it, keep the typed text, or give it back */
  z.object({ intent: z.literal(FIELD_SUGGESTION_INTENTS.accept), change: postedFieldChangeSchema }),
  z.object({ intent: z.literal(FIELD_SUGGESTION_INTENTS.reject), change: postedFieldChangeSchema }),
  z.object({ intent: z.literal(FIELD_SUGGESTION_INTENTS.undo), change: postedFieldChangeSchema }),
  z.object({ intent: z.literal(PHOTO_REMOVE_INTENT) }),
  /** without JavaScript, multipart: the profile photo file input */
  z.object({ intent: z.literal(PHOTO_UPLOAD_INTENT) }),
  /** without JavaScript, multipart: 'Upload Resume' (create) */
  z.object({ intent: z.literal("upload") }),
]);

export type EditorIntent = z.infer<typeof editorIntentSchema>;
export type EditorIntentName = EditorIntent["intent"];

/** The posted fields as the union reads them: field enhancement and Conform's list buttons have their own shapes. */
export function editorIntentInput(formData: FormData): Record<string, unknown> {
  const intent = formData.get("intent");
  if (typeof intent === "string" && intent.startsWith(ENHANCE_INTENT_PREFIX)) return { intent: "enhance-field", field: intent };
  if (intent === null && formData.has("__intent__")) return { intent: "list" };
  return {
    intent,
    template: formData.get("template"),
    design: formData.get("design") ?? undefined,
    section: formData.get("section"),
    versionId: formData.get("versionId") ?? undefined,
    suggestionId: formData.get("suggestionId") ?? undefined,
    change: {
      path: formData.get(FIELD_SUGGESTION_INPUTS.path) ?? undefined,
      before: formData.get(FIELD_SUGGESTION_INPUTS.before) ?? undefined,
      after: formData.get(FIELD_SUGGESTION_INPUTS.after) ?? undefined,
    },
  };
}
