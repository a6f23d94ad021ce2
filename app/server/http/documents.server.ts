/** Headers of the documents Vitae hands over (the HTML CV, the cover letter, the exports). */

/** The CV document carries no scripts: forbid them outright for the response that serves it. */
export const CV_DOCUMENT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; frame-ancestors 'self'; base-uri 'none'; form-action 'none'";

/** Content-Disposition for a download, with the UTF-8 name for browsers that read `filename*`. */
export function attachment(filename: string): string {
  return `attachment; filename="${filename}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
