/**
 * What to tell the user when a form post or a fetch got no usable answer: a rate limit (429), a
 * server failure (5xx), a proxy's error page or no answer at all. Shared by the pages' form
 * submissions (keepFormOnFailure), the fetch-based buttons and the server's rate-limit page, so a
 * failure reads the same wherever it happens.
 */
import { isRouteErrorResponse } from "react-router";

/** The per-IP limiter's message (the HTTP layer answers it as `{ error }` JSON or as a page). */
export const RATE_LIMITED_MESSAGE = "Too many requests. Please wait a minute and try again.";
export const SERVER_FAILED_MESSAGE = "Something went wrong on our side. Your entries are still here: please try again in a moment.";
export const NO_ANSWER_MESSAGE = "We could not reach the server. Check your connection; your entries are still here, so you can try again.";

/** A server message longer than this, or one that looks like markup, is not shown as it is. */
const SHOWABLE_MESSAGE_LENGTH = 300;

function showable(text: unknown): text is string {
  return typeof text === "string" && text.trim() !== "" && text.length <= SHOWABLE_MESSAGE_LENGTH && !/[<>]/.test(text);
}

/**
 * The message for an answer with a failing status: the server's own `{ error }` (our JSON errors)
 * or its short plain text when it has one, else a message for the status.
 */
export function messageForFailedAnswer(status: number, body: unknown): string {
  let candidate: unknown = body;
  if (typeof body === "string") {
    try {
      candidate = JSON.parse(body) as unknown;
    } catch {
      candidate = body;
    }
  }
  if (candidate && typeof candidate === "object" && "error" in candidate) candidate = (candidate as { error: unknown }).error;
  if (showable(candidate)) return candidate.trim();
  if (status === 429) return RATE_LIMITED_MESSAGE;
  return SERVER_FAILED_MESSAGE;
}

export interface SubmitFailure {
  /** The HTTP status of the failed answer; null when no answer came (offline, dropped connection). */
  status: number | null;
  message: string;
}

/**
 * Reads what a form submission threw. React Router throws a route error response for an answer
 * with a failing status (its `data` is the body text when our own server code did not make it),
 * a plain Error for a crash it could not decode, and fetch's TypeError when nothing came back.
 */
export function describeSubmitFailure(error: unknown): SubmitFailure {
  if (isRouteErrorResponse(error)) return { status: error.status, message: messageForFailedAnswer(error.status, error.data) };
  if (error instanceof TypeError) return { status: null, message: NO_ANSWER_MESSAGE };
  return { status: 500, message: SERVER_FAILED_MESSAGE };
}

/**
 * Failures that are the page's own answer and keep going to the route's error boundary: a redirect
 * (thrown as a Response) and "not found" (the resume is gone: the form has nothing left to save to).
 */
export function isPageAnswer(error: unknown): boolean {
  return error instanceof Response || (isRouteErrorResponse(error) && error.status === 404);
}
