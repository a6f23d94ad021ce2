/**
 * One error boundary for every page: an error response (thrown `data(…, { status })`) is shown by
 * the view its status is registered for, anything else by the generic error view. A page passes
 * only the statuses it explains itself (the resume pages: 404 → Resume Not Found).
 */
import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "react-router";
import { PRODUCT_NAME } from "../lib/brand.ts";
import { buttonClassName } from "./ui/button.tsx";

export type StatusHandler = (info: { error: ErrorResponse }) => ReactNode;

export function GeneralErrorBoundary({ statusHandlers = {} }: { statusHandlers?: Record<number, StatusHandler> }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const handler = statusHandlers[error.status];
    if (handler) return <>{handler({ error })}</>;
  }
  return <GenericErrorView error={error} />;
}

/** The site's error screen: the status and its message, or a general apology for a crash. */
export function GenericErrorView({ error }: { error: unknown }) {
  let title = "Something went wrong";
  let details = "An unexpected error occurred. Please try again in a moment.";
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      title = "404 Page Not Found";
      details = "Did you forget to add the page to the router?";
    } else {
      title = `${error.status} ${error.statusText || "Error"}`;
      details = typeof error.data === "string" && error.data ? error.data : details;
    }
  } else if (import.meta.env.DEV && error instanceof Error) {
    details = error.message;
    stack = error.stack;
  }
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-slate-600">{details}</p>
      {/* without JavaScript a failed form post lands here: the browser keeps what was typed on the page before */}
      {isRouteErrorResponse(error) && error.status === 404 ? null : (
        <p className="mt-2 text-slate-600">If you were sending a form, your browser&apos;s Back button returns to it with everything you typed.</p>
      )}
      <a href="/" className={buttonClassName({ className: "mt-8" })}>
        Back to Home
      </a>
      {stack ? <pre className="mt-8 overflow-x-auto text-left text-xs">{stack}</pre> : null}
    </section>
  );
}
