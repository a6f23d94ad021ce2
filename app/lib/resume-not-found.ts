/**
 * The one wording for a resume that is not there: unknown ids and other visitors' resumes alike
 * (telling them apart would reveal that someone else's resume exists).
 */
export const RESUME_NOT_FOUND = {
  /** The page's heading (edit page, Pro tools). */
  title: "Resume Not Found",
  /** The page's explanation. */
  text: "The resume you're looking for doesn't exist or has been removed.",
  /** The JSON `{ error }` of the /api routes and the thrown 404's body. */
  error: "Resume not found",
} as const;
