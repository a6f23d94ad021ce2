/**
 * Shared top navigation (SPEC §2): sticky, gains a shadow past 50 px of scroll, a mobile menu
 * that is a <details> disclosure (works without JavaScript) and closes after a navigation click.
 */
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { PRODUCT_NAME } from "../../lib/brand.ts";

export const NAV_SHADOW_AFTER_PX = 50;

const links = [
  { label: "Home", to: "/#home" },
  { label: "Features", to: "/#features" },
  { label: "Templates", to: "/templates" },
  { label: "Examples", to: "/examples" },
  { label: "FAQ", to: "/#faq" },
];

const buttonBase = "inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2";

export function SiteNav() {
  const [scrolled, setScrolled] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > NAV_SHADOW_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  const closeMenu = () => {
    if (menuRef.current) menuRef.current.open = false;
  };

  return (
    <header
      data-testid="site-nav"
      data-scrolled={scrolled ? "true" : "false"}
      className={`sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur transition-shadow ${scrolled ? "shadow-md" : ""}`}
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Link to="/" className="text-xl font-bold tracking-tight text-brand-700">
          {PRODUCT_NAME}
        </Link>
        <ul className="hidden items-center gap-6 md:flex">
          {links.map((link) => (
            <li key={link.label}>
              <Link to={link.to} className="text-sm font-medium text-slate-700 hover:text-brand-700">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 md:flex">
          <Link to="/prompt" className={`${buttonBase} border border-brand-600 text-brand-700 hover:bg-brand-50`}>
            AI Generator
          </Link>
          <Link to="/create" className={`${buttonBase} bg-brand-600 text-white hover:bg-brand-700`}>
            Create Resume
          </Link>
        </div>
        <details ref={menuRef} className="relative md:hidden" data-testid="mobile-menu">
          <summary
            aria-label="Toggle menu"
            className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800"
          >
            Menu
          </summary>
          <div className="absolute right-0 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
            <ul className="flex flex-col">
              {links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} onClick={closeMenu} className="block rounded px-3 py-2 text-slate-800 hover:bg-slate-100">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-2 flex flex-col gap-2 border-t border-slate-200 pt-3">
              <Link to="/prompt" onClick={closeMenu} className={`${buttonBase} border border-brand-600 text-brand-700`}>
                AI Generator
              </Link>
              <Link to="/create" onClick={closeMenu} className={`${buttonBase} bg-brand-600 text-white`}>
                Create Resume
              </Link>
            </div>
          </div>
        </details>
      </nav>
    </header>
  );
}
