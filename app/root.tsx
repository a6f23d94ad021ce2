import { useEffect } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData, type Location } from "react-router";
import type { Route } from "./+types/root";
import { AnalyticsProvider } from "./components/analytics/analytics-provider.tsx";
import { SiteFooter } from "./components/layout/site-footer.tsx";
import { NavigationProgress } from "./components/layout/navigation-progress.tsx";
import { SiteNav } from "./components/layout/site-nav.tsx";
import { useNonce } from "./components/nonce.tsx";
import { Toaster } from "./components/ui/toaster.tsx";
import { useHydrated } from "./components/ui/use-hydrated.ts";
import { GeneralErrorBoundary } from "./components/error-boundary.tsx";
import { DEFAULT_SUPPORT_EMAIL } from "./lib/brand.ts";
import { getConfig } from "./server/config.server.ts";
import { drainUnreadBody } from "./server/http/drain-body.server.ts";
import { getVisitorSession, visitorSessionMiddleware } from "./server/session.server.ts";
import { ownsAnyResume } from "./server/my-resumes.server.ts";
import { abForPage, planForPage } from "./server/payments/plan-for-page.server.ts";
import { usePlanMirror } from "./components/pricing/use-plan-mirror.ts";
import stylesheet from "./styles/app.css?url";
// bundled on its own into one hashed file: the whole script of the pages that ship without React
import staticPageScript from "./client/static-page.ts?worker&url";
import { shipsWithoutReact } from "./lib/page-handle.ts";
import { rememberReaderTimeZone } from "./lib/reader-time.ts";

export const middleware: Route.MiddlewareFunction[] = [drainUnreadBody, visitorSessionMiddleware];

export const links: Route.LinksFunction = () => [
  // a stylesheet resource with a precedence: React puts it ahead of the script preloads in <head>
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const session = getVisitorSession(context);
  const config = getConfig();
  return data({
    visitorId: session.visitorId,
    toast: session.takeFlash(),
    // the plan as the server knows it (local storage only mirrors it) and the A/B assignments
    plan: await planForPage(session.visitorId),
    ab: abForPage(session.visitorId),
    // the navigation offers My resumes once there is something to list
    ownsResumes: await ownsAnyResume(session.visitorId),
    signedIn: session.account !== null,
    env: {
      SUPPORT_EMAIL: config.SUPPORT_EMAIL,
      LEGAL_EMAIL: config.LEGAL_EMAIL,
    },
  });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  usePlanMirror(rootData?.plan.planKey);
  // the server shows times in the zone this cookie names, from the next page on
  useEffect(() => rememberReaderTimeZone(), []);
  // decided in the server render only: in the browser React is running, so a client-side navigation
  // to such a page keeps React Router's scripts (its components start their behaviour themselves)
  const matches = useMatches();
  const withoutReact = import.meta.env.SSR && shipsWithoutReact(matches);
  return (
    <html lang="en" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2">
          Skip to content
        </a>
        <NavigationProgress />
        <SiteNav showMyResumes={rootData?.ownsResumes ?? false} signedIn={rootData?.signedIn ?? false} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter supportEmail={rootData?.env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL} />
        <Toaster flash={rootData?.toast ?? null} />
        <AnalyticsProvider visitorId={rootData?.visitorId} />
        {withoutReact ? (
          <script type="module" src={staticPageScript} nonce={nonce} data-visitor-id={rootData?.visitorId} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} getKey={scrollPositionKey} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * Marks the document once React has hydrated it and the work its effects queued has run:
 * `html[data-hydrated]`. Scripted visitors, the end-to-end tests among them, wait for it before they
 * act; the network going quiet says less on a busy machine. The mark is set from a message, not a
 * timer or an animation frame: React's own scheduler runs on messages, so it runs after the work
 * already queued, and it is set even where timers are stopped (tests that freeze the clock).
 */
/**
 * Where the router keeps a page's scroll position. A jump to a link within the page (the builder's
 * steps: `<a href="#step-design">`) is made by the browser, which gives the new history entry no
 * router key: every such entry shared the key "default", so arriving at one restored the position
 * saved when leaving the last, and stopped the scroll short of the section. Those entries are kept
 * by their address instead.
 */
function scrollPositionKey(location: Location): string {
  return location.key === "default" ? `${location.pathname}${location.search}${location.hash}` : location.key;
}

function useHydratedMark() {
  // the root's flag turns in the same transition as every other component's (see useHydrated), so
  // this effect runs once the whole page shows its scripted controls
  const hydrated = useHydrated();
  useEffect(() => {
    if (!hydrated) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => document.documentElement.setAttribute("data-hydrated", "");
    channel.port2.postMessage(null);
    return () => channel.port1.close();
  }, [hydrated]);
}

export default function App() {
  useHydratedMark();
  return <Outlet />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
