/**
 * The only script of the pages that ship without React (a route whose handle says
 * `hydrate: false`: the landing page and the two galleries): see docs/decisions/009-landing-page-without-react.md.
 * Vite bundles it on its own (root.tsx imports it with `?worker&url`, which yields a
 * self-contained, content-hashed script) and the root layout loads it as a module with the CSP nonce
 * in place of React Router's <Scripts />. It starts the same plain-DOM behaviour the React
 * components start from their effects: analytics, the navigation, the landing's live parts and
 * the galleries'.
 */
import { enhanceExamplesGallery } from "../components/gallery/examples-gallery-behaviour.ts";
import { keepScrollOnFilterLinks, restoreKeptScroll } from "../components/gallery/keep-scroll-behaviour.ts";
import { watchTemplateImage } from "../components/gallery/template-image-behaviour.ts";
import { enhanceTemplatesGallery } from "../components/gallery/templates-gallery-behaviour.ts";
import { startLandingBehaviour } from "../components/landing/landing-behaviour.ts";
import { enhanceSiteNav } from "../components/layout/site-nav-behaviour.ts";
import { enterPage, observeDocumentLifecycle, observeScrollDepth, startAnalyticsSession } from "../lib/analytics-page.ts";
import { rememberReaderTimeZone } from "../lib/reader-time.ts";

function start() {
  // the root layout puts the visitor id (the root loader's) on this script's element
  const visitorId = document.querySelector("script[data-visitor-id]")?.getAttribute("data-visitor-id") || null;
  startAnalyticsSession(visitorId);
  rememberReaderTimeZone();
  const current = { page: window.location.pathname, startedAt: performance.now() };
  // time_spent is sent by the pagehide handler: leaving a static page is always a document unload
  enterPage(current);
  observeScrollDepth(current.page);
  observeDocumentLifecycle(() => current);

  const header = document.querySelector<HTMLElement>("header[data-site-nav]");
  if (header) enhanceSiteNav(header);
  startLandingBehaviour(document);
  for (const gallery of document.querySelectorAll<HTMLElement>("[data-templates-gallery]")) enhanceTemplatesGallery(gallery);
  for (const gallery of document.querySelectorAll<HTMLElement>("[data-examples-gallery]")) enhanceExamplesGallery(gallery);
  restoreKeptScroll();
  keepScrollOnFilterLinks(document);
  // the React TemplateImage starts this itself
  for (const frame of document.querySelectorAll<HTMLElement>("[data-template-image]")) watchTemplateImage(frame);
}

// a module script runs after the document is parsed; the check keeps it right if that ever changes
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
