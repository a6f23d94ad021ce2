/**
 * Shared top navigation: sticky, gains a shadow past 50 px of scroll, a mobile menu
 * that is a <details> disclosure (works without JavaScript) and closes after a navigation click.
 * The full bar needs the width of a large screen (up to six links and two buttons); narrower
 * screens, tablets included, get the menu.
 * The behaviour lives in site-nav-behaviour.ts so that pages without React get it too.
 */
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { PRODUCT_NAME } from "../../lib/brand.ts";
import { enhanceSiteNav } from "./site-nav-behaviour.ts";
import { buttonClassName } from "../ui/button.tsx";

const links = [
  { label: "Home", to: "/#home" },
  { label: "Features", to: "/#features" },
  { label: "Templates", to: "/templates" },
  { label: "Examples", to: "/examples" },
  { label: "FAQ", to: "/#faq" },
];

const navButtonExtras = "whitespace-nowrap text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2";
const aiGeneratorButton = buttonClassName({ variant: "outline", className: navButtonExtras });
const createButton = buttonClassName({ className: navButtonExtras });

/** Offered once the visitor has a CV to list. */
const myResumesLink = { label: "My resumes", to: "/resumes" };

/** The site's pages, as the wide bar lists them and again inside the narrow screen's menu. */
function NavLinks({ listClassName, linkClassName, showMyResumes }: { listClassName: string; linkClassName: string; showMyResumes: boolean }) {
  return (
    <ul className={listClassName}>
      {(showMyResumes ? [...links, myResumesLink] : links).map((link) => (
        <li key={link.label}>
          <Link to={link.to} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const accountLinkClass = buttonClassName({ variant: "quiet", className: navButtonExtras });

/** Signing in (or the account, once signed in) and the two ways to start a CV, in the wide bar and in the narrow screen's menu. */
function NavActions({ className, signedIn }: { className: string; signedIn: boolean }) {
  return (
    <div className={className}>
      <Link to={signedIn ? "/account" : "/login"} className={accountLinkClass} data-testid="nav-account">
        {signedIn ? "Account" : "Sign in"}
      </Link>
      <Link to="/prompt" className={aiGeneratorButton}>
        AI Generator
      </Link>
      <Link to="/create" className={createButton}>
        Create Resume
      </Link>
    </div>
  );
}

/** `showMyResumes`: the visitor owns at least one CV (the root loader asks the store); `signedIn`: this browser is signed in to an account. */
export function SiteNav({ showMyResumes = false, signedIn = false }: { showMyResumes?: boolean; signedIn?: boolean }) {
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => (headerRef.current ? enhanceSiteNav(headerRef.current) : undefined), []);

  return (
    <header
      ref={headerRef}
      data-testid="site-nav"
      data-site-nav=""
      className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-shadow data-[scrolled=true]:shadow-md"
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="text-xl font-bold tracking-tight text-brand-700">
          {PRODUCT_NAME}
        </Link>
        <NavLinks
          listClassName="hidden items-center gap-6 lg:flex"
          linkClassName="whitespace-nowrap text-sm font-medium text-slate-700 hover:text-brand-700"
          showMyResumes={showMyResumes}
        />
        <NavActions className="hidden items-center gap-2 lg:flex" signedIn={signedIn} />
        <details className="relative lg:hidden" data-testid="mobile-menu">
          <summary aria-label="Toggle menu" className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800">
            Menu
          </summary>
          <div className="absolute right-0 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
            <NavLinks listClassName="flex flex-col" linkClassName="block rounded px-3 py-2 text-slate-800 hover:bg-slate-100" showMyResumes={showMyResumes} />
            <NavActions className="mt-2 flex flex-col gap-2 border-t border-slate-200 pt-3" signedIn={signedIn} />
          </div>
        </details>
      </nav>
    </header>
  );
}
