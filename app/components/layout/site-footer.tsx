/** Shared footer: quick links to landing sections, legal links, support chat and e-mail, copyright. Each link is at least 24 px tall (a tap target, WCAG 2.2). */
import { Link } from "react-router";
import { PRODUCT_NAME, SUPPORT_CHAT_URL } from "../../lib/brand.ts";

const quickLinks = [
  { label: "Home", to: "/#home" },
  { label: "Features", to: "/#features" },
  { label: "How It Works", to: "/#how-it-works" },
  { label: "Create CV", to: "/#create" },
];

const legalLinks = [
  { label: "Privacy Policy", to: "/privacy-policy" },
  { label: "Terms of Service", to: "/terms-of-service" },
  { label: "Disclaimer", to: "/disclaimer" },
  { label: "My data", to: "/my-data" },
];

/** One titled column of footer links (a landmark of its own for screen readers). */
function FooterLinks({ label, title, links }: { label: string; title: string; links: { label: string; to: string }[] }) {
  return (
    <nav aria-label={label}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-2 space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className="inline-block py-1 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter({ supportEmail }: { supportEmail: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-slate-900 text-slate-300" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">{PRODUCT_NAME}</p>
          <p className="mt-2 text-sm">Free resume builder with ATS-optimized templates.</p>
        </div>
        <FooterLinks label="Quick links" title="Quick Links" links={quickLinks} />
        <FooterLinks label="Legal" title="Legal" links={legalLinks} />
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Support</h2>
          <ul className="mt-2 space-y-1 text-sm">
            <li>
              <a href={SUPPORT_CHAT_URL} target="_blank" rel="noopener noreferrer" className="inline-block py-1 hover:text-white">
                Chat with support
              </a>
            </li>
            <li>
              <a href={`mailto:${supportEmail}`} className="inline-block py-1 hover:text-white">
                {supportEmail}
              </a>
            </li>
          </ul>
        </div>
      </div>
      <p className="border-t border-slate-800 py-6 text-center text-sm">
        © {year} {PRODUCT_NAME}. All rights reserved.
      </p>
    </footer>
  );
}
