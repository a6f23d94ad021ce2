/** Shared pieces of the static legal pages: the contact addresses from configuration, the layout. */
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../../root.tsx";
import { DEFAULT_LEGAL_EMAIL, DEFAULT_SUPPORT_EMAIL } from "../../lib/brand.ts";

/** SUPPORT_EMAIL and LEGAL_EMAIL as configured (the root loader hands them to the page). */
export function useContactEmails(): { support: string; legal: string } {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return { support: root?.env.SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL, legal: root?.env.LEGAL_EMAIL ?? DEFAULT_LEGAL_EMAIL };
}

export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className="font-semibold text-brand-700 underline">
      {email}
    </a>
  );
}

export function LegalPage({ title, updated, intro, children }: { title: string; updated: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <header>
        <h1 className="text-4xl font-extrabold tracking-tight">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">Last updated {updated}</p>
        <div className="mt-6 text-lg text-slate-700">{intro}</div>
      </header>
      <div className="mt-10 space-y-8 leading-relaxed text-slate-800 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_li]:mt-1 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
        {children}
      </div>
    </article>
  );
}
