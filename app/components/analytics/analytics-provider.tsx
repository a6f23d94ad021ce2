/**
 * Rendered once from the root layout. Renders nothing; in the browser it records the session and
 * page events of through app/lib/analytics-page.ts (the same functions the pages without
 * React use): session events once per browser session, page_view / time_spent / scroll_depth per
 * navigation, visibility, page leave, errors and web vitals for the document's lifetime.
 */
import { useEffect, useRef } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import { setAnalyticsUser } from "../../lib/analytics.ts";
import { enterPage, observeDocumentLifecycle, observeScrollDepth, startAnalyticsSession, type CurrentPage } from "../../lib/analytics-page.ts";

export interface AnalyticsProviderProps {
  /** The visitor id from the root loader; read from the root route's data when omitted. */
  visitorId?: string | null;
}

export function AnalyticsProvider({ visitorId }: AnalyticsProviderProps) {
  const rootData = useRouteLoaderData("root") as { visitorId?: string } | undefined;
  const userId = visitorId ?? rootData?.visitorId ?? null;
  const page = useLocation().pathname;
  const current = useRef<CurrentPage>({ page, startedAt: 0 });

  // identity: set before any other effect of this component sends
  setAnalyticsUser(userId);

  useEffect(() => startAnalyticsSession(userId), [userId]);

  useEffect(() => {
    current.current = { page, startedAt: performance.now() };
    return enterPage(current.current);
  }, [page]);

  useEffect(() => observeScrollDepth(page), [page]);

  useEffect(() => observeDocumentLifecycle(() => current.current), []);

  return null;
}
