/**
 * The pages' clientAction: sends the form to the server action as usual, and when the answer is a
 * failure the page does not handle itself (a 429 from the rate limit, a 5xx, a proxy's error
 * page, a dropped connection) the page stays as it is — everything typed is still in the form —
 * and the failure shows in place: a toast with the server's message and the page's own error
 * alert (`{ kind: "error", error }`). Without this, React Router would replace the whole page with
 * the root error screen.
 */
import { data } from "react-router";
import { describeSubmitFailure, isPageAnswer } from "../../lib/submit-failure.ts";
import { toast } from "./toaster.tsx";

export interface FormFailure {
  kind: "error";
  error: string;
  /** HTTP status of the failed answer, null when none came. */
  failedStatus: number | null;
}

/** The toast's title: one for the whole form, or chosen by the submit button's `intent`. */
export type FailureTitle = string | ((intent: string | null) => string);

export const DEFAULT_FAILURE_TITLE = "Generation Failed";

export async function keepFormOnFailure<T>(request: Request, serverAction: () => Promise<T>, title: FailureTitle = DEFAULT_FAILURE_TITLE) {
  // read before the server action consumes the body
  const intent = typeof title === "function" ? await submittedIntent(request) : null;
  try {
    return await serverAction();
  } catch (error) {
    if (isPageAnswer(error)) throw error;
    const failure = describeSubmitFailure(error);
    toast({ variant: "destructive", title: typeof title === "function" ? title(intent) : title, description: failure.message });
    // a failing status tells React Router not to reload the page's data: nothing changed on the server
    return data<FormFailure>({ kind: "error", error: failure.message, failedStatus: failure.status }, { status: failure.status ?? 503 });
  }
}

async function submittedIntent(request: Request): Promise<string | null> {
  try {
    const intent = (await request.clone().formData()).get("intent");
    return typeof intent === "string" ? intent : null;
  } catch {
    return null;
  }
}
