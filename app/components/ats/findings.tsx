/** The ATS check's findings, by category, each with how to fix it and a link to the form field. */
import { CATEGORY_LABELS, type AtsFinding, type FindingCategory } from "../../lib/ats-features.ts";

const SEVERITY: Record<AtsFinding["severity"], string> = { high: "High", medium: "Medium", low: "Low" };

export function Findings({ findings }: { findings: AtsFinding[] }) {
  if (findings.length === 0) {
    return (
      <p className="rounded-md bg-green-50 p-4 text-green-900" data-testid="ats-clean">
        No problems found: every standard section is there, the dates are consistent and a parser reads your CV back completely.
      </p>
    );
  }
  const categories = (Object.keys(CATEGORY_LABELS) as FindingCategory[]).filter((c) => findings.some((f) => f.category === c));
  return (
    <div className="space-y-6">
      {categories.map((category) => (
        <section key={category} aria-labelledby={`cat-${category}`}>
          <h3 id={`cat-${category}`} className="text-lg font-semibold">
            {CATEGORY_LABELS[category]}
          </h3>
          <ul className="mt-2 space-y-3">
            {findings
              .filter((f) => f.category === category)
              .map((f) => (
                <li key={f.id} className="rounded-lg border border-slate-200 bg-white p-4" data-testid="ats-finding" data-finding={f.id}>
                  <p className="font-semibold">
                    <span
                      className={`mr-2 rounded px-1.5 py-0.5 text-xs ${f.severity === "high" ? "bg-red-100 text-red-900" : f.severity === "medium" ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-800"}`}
                    >
                      {SEVERITY[f.severity]}
                    </span>
                    {f.title}
                  </p>
                  <p className="mt-1 text-sm text-slate-700">{f.detail}</p>
                  <p className="mt-1 text-sm">
                    <strong>How to fix:</strong> {f.fix}{" "}
                    {f.href ? (
                      <a href={f.href} className="font-medium text-brand-700 underline">
                        {f.href.startsWith("/edit/") ? "Fix it in the form" : "Change it"}
                      </a>
                    ) : null}
                  </p>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
