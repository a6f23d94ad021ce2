/**
 * The A/B test monitor panel of /create: shown on localhost or with ?ab-panel=true. It
 * reads GET /api/analytics/report and lists every test's variants with users and conversion rates,
 * plus an 'Export JSON' button that downloads the report. Outside development the report needs
 * the analytics token: the panel asks for it and keeps it in sessionStorage for the tab.
 *
 * Rendered inline (a collapsed <details>, never an overlay) and only after hydration, so it changes
 * nothing in the server-rendered page and covers no other control.
 */
import { useCallback, useEffect, useState } from "react";
import type { AnalyticsReport } from "../../server/analytics-report.server.ts";
import { abPanelEnabled } from "./ab-panel-enabled.ts";

export { abPanelEnabled };

export const AB_PANEL_TOKEN_KEY = "vitae_ab_panel_token";
type LoadState =
  | { kind: "idle" }
  | { kind: "loading" }
  | { kind: "needs-token"; message?: string }
  | { kind: "error"; message: string }
  | { kind: "ready"; report: AnalyticsReport };

function readToken(): string {
  try {
    return window.sessionStorage.getItem(AB_PANEL_TOKEN_KEY) ?? "";
  } catch {
    return "";
  }
}

function storeToken(token: string): void {
  try {
    if (token) window.sessionStorage.setItem(AB_PANEL_TOKEN_KEY, token);
    else window.sessionStorage.removeItem(AB_PANEL_TOKEN_KEY);
  } catch {
    // storage blocked: the token lives only in this component
  }
}

export function AbMonitorPanel({ endpoint = "/api/analytics/report" }: { endpoint?: string }) {
  const [enabled, setEnabled] = useState(false);
  const [open, setOpen] = useState(false);
  const [token, setToken] = useState("");
  const [draft, setDraft] = useState("");
  const [state, setState] = useState<LoadState>({ kind: "idle" });

  useEffect(() => {
    setEnabled(abPanelEnabled(window.location));
    setToken(readToken());
  }, []);

  const load = useCallback(
    async (withToken: string) => {
      setState({ kind: "loading" });
      try {
        const response = await fetch(endpoint, {
          headers: withToken ? { Authorization: `Bearer ${withToken}` } : {},
          credentials: "same-origin",
          cache: "no-store",
        });
        if (response.status === 401 || response.status === 404) {
          if (withToken) storeToken("");
          setState({ kind: "needs-token", message: withToken ? "That token was not accepted." : undefined });
          return;
        }
        if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
        setState({ kind: "ready", report: (await response.json()) as AnalyticsReport });
      } catch (error) {
        setState({ kind: "error", message: error instanceof Error ? error.message : String(error) });
      }
    },
    [endpoint],
  );

  useEffect(() => {
    if (open && state.kind === "idle") void load(token);
  }, [open, state.kind, token, load]);

  if (!enabled) return null;

  function submitToken(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = draft.trim();
    storeToken(value);
    setToken(value);
    setDraft("");
    void load(value);
  }

  function exportJson() {
    if (state.kind !== "ready") return;
    const blob = new Blob([JSON.stringify(state.report, null, 2)], { type: "application/json" });
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement("a");
    anchor.href = url;
    anchor.download = `ab-report-${state.report.generatedAt.slice(0, 10)}.json`;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  return (
    <details
      className="mx-auto my-8 max-w-5xl rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm"
      data-testid="ab-monitor-panel"
      onToggle={(event) => setOpen((event.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="cursor-pointer py-1 font-semibold text-slate-800">A/B test monitor (development)</summary>
      <div className="mt-4 space-y-4">
        {state.kind === "loading" ? <p role="status">Loading the report…</p> : null}
        {state.kind === "error" ? (
          <p role="alert" className="text-red-700">
            Could not load the report: {state.message}
          </p>
        ) : null}
        {state.kind === "needs-token" ? (
          <form onSubmit={submitToken} className="flex flex-wrap items-end gap-2">
            {state.message ? (
              <p role="alert" className="w-full text-red-700">
                {state.message}
              </p>
            ) : null}
            <label className="flex flex-col gap-1">
              <span>Analytics token</span>
              <input
                type="password"
                autoComplete="off"
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                className="rounded border border-slate-400 px-2 py-1"
              />
            </label>
            <button type="submit" className="rounded-md bg-slate-800 px-3 py-1.5 font-semibold text-white">
              Show report
            </button>
          </form>
        ) : null}
        {state.kind === "ready" ? <ReportView report={state.report} onExport={exportJson} onRefresh={() => void load(token)} /> : null}
      </div>
    </details>
  );
}

function ReportView({ report, onExport, onRefresh }: { report: AnalyticsReport; onExport: () => void; onRefresh: () => void }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-slate-700">
          {report.window.from.slice(0, 10)} – {report.window.to.slice(0, 10)}: {report.totals.visitors} visitors, {report.totals.events} events
        </p>
        <button type="button" onClick={onExport} className="rounded-md bg-slate-800 px-3 py-1.5 font-semibold text-white">
          Export JSON
        </button>
        <button type="button" onClick={onRefresh} className="rounded-md border border-slate-400 px-3 py-1.5 font-semibold text-slate-800">
          Refresh
        </button>
      </div>
      {report.experiments.tests.map((test) => (
        <table key={test.id} className="w-full border-collapse text-left" data-testid={`ab-test-${test.id}`}>
          <caption className="py-1 text-left font-semibold">
            {test.name}{" "}
            <span className="font-normal text-slate-600">
              ({test.id}
              {test.isActive ? "" : ", inactive"})
            </span>
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-2">
                Variant
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                Users
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                Generated
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                Downloaded
              </th>
              <th scope="col" className="py-1 text-right">
                Upgraded
              </th>
            </tr>
          </thead>
          <tbody>
            {test.variants.map((variant) => (
              <tr key={variant.id} className="border-b border-slate-200">
                <th scope="row" className="py-1 pr-2 font-normal">
                  {variant.name} <span className="text-slate-600">({variant.weight}%)</span>
                </th>
                <td className="py-1 pr-2 text-right">{variant.users}</td>
                <td className="py-1 pr-2 text-right">{formatRate(variant.rates.resume_generated)}</td>
                <td className="py-1 pr-2 text-right">{formatRate(variant.rates.resume_downloaded)}</td>
                <td className="py-1 text-right">{formatRate(variant.rates.upgrade_completed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <table className="w-full border-collapse text-left" data-testid="ab-funnel">
        <caption className="py-1 text-left font-semibold">Funnel</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-1 pr-2">
              Stage
            </th>
            <th scope="col" className="py-1 pr-2 text-right">
              Visitors
            </th>
            <th scope="col" className="py-1 text-right">
              Of first stage
            </th>
          </tr>
        </thead>
        <tbody>
          {report.funnel.map((stage) => (
            <tr key={stage.stage} className="border-b border-slate-200">
              <th scope="row" className="py-1 pr-2 font-normal">
                {stage.stage}
              </th>
              <td className="py-1 pr-2 text-right">{stage.visitors}</td>
              <td className="py-1 text-right">{formatRate(stage.rateFromStart)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function formatRate(value: number | undefined): string {
  return `${(value ?? 0).toFixed(1)}%`;
}
