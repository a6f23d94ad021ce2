// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildReport } from "../../server/analytics-report.server.ts";
import type { AnalyticsEventRecord } from "../../server/db/types.server.ts";
import { AB_PANEL_TOKEN_KEY, AbMonitorPanel, abPanelEnabled } from "./ab-monitor-panel.tsx";

const WINDOW = { from: "2025-06-01T00:00:00.000Z", to: "2025-06-30T00:00:00.000Z" };
const ev = (owner: string, event: string): AnalyticsEventRecord => ({
  owner_id: owner,
  session_id: null,
  event,
  data: {},
  timestamp: WINDOW.from,
  received_at: WINDOW.from,
});
const REPORT = buildReport([ev("v1", "session_started"), ev("v2", "session_started"), ev("v1", "resume_generated")], WINDOW, {
  now: new Date("2025-06-30T00:00:00Z"),
});

let requests: Array<{ url: string; authorization: string | null }>;
let validToken: string | null;

beforeEach(() => {
  requests = [];
  validToken = null;
  window.sessionStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn((url: string, init: RequestInit = {}) => {
      const authorization = new Headers(init.headers).get("authorization");
      requests.push({ url, authorization });
      if (validToken && authorization !== `Bearer ${validToken}`)
        return Promise.resolve(Response.json({ error: "Not found" }, { status: authorization ? 401 : 404 }));
      return Promise.resolve(Response.json(REPORT));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openPanel() {
  const panel = screen.getByTestId("ab-monitor-panel") as HTMLDetailsElement;
  await act(async () => {
    panel.open = true;
    fireEvent(panel, new Event("toggle"));
  });
  return panel;
}

describe("abPanelEnabled", () => {
  it("is on for localhost and ?ab-panel=true only, and off wherever ?ab-panel=false asks", () => {
    expect(abPanelEnabled({ hostname: "localhost", search: "" })).toBe(true);
    expect(abPanelEnabled({ hostname: "localhost", search: "?ab-panel=false" })).toBe(false);
    expect(abPanelEnabled({ hostname: "127.0.0.1", search: "?tab=create&ab-panel=false" })).toBe(false);
    expect(abPanelEnabled({ hostname: "127.0.0.1", search: "" })).toBe(true);
    expect(abPanelEnabled({ hostname: "vitae.app", search: "?ab-panel=true" })).toBe(true);
    expect(abPanelEnabled({ hostname: "vitae.app", search: "?ab-panel=1" })).toBe(false);
    expect(abPanelEnabled({ hostname: "vitae.app", search: "" })).toBe(false);
  });
});

describe("AbMonitorPanel", () => {
  it("lists tests, variants, users and conversion rates from the report", async () => {
    render(<AbMonitorPanel />); // jsdom runs on localhost
    await openPanel();
    const table = await screen.findByTestId("ab-test-pricing_display");
    expect(within(table).getByText("Pricing display", { exact: false })).toBeTruthy();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.querySelector("th")!.textContent)).toEqual(["Standard (33%)", "Urgency (33%)", "Value focused (34%)"]);
    const pricing = REPORT.experiments.tests.find((t) => t.id === "pricing_display")!;
    const cells = rows.map((r) => [...r.querySelectorAll("td")].map((td) => td.textContent));
    expect(cells).toEqual(
      pricing.variants.map((v) => [
        String(v.users),
        `${v.rates.resume_generated!.toFixed(1)}%`,
        `${v.rates.resume_downloaded!.toFixed(1)}%`,
        `${v.rates.upgrade_completed!.toFixed(1)}%`,
      ]),
    );
    expect(screen.getByText(/2 visitors, 3 events/)).toBeTruthy();
    expect(requests).toEqual([{ url: "/api/analytics/report", authorization: null }]);
  });

  it("asks for the token when the report is refused and keeps it in sessionStorage", async () => {
    validToken = "the-analytics-token-1";
    render(<AbMonitorPanel />);
    await openPanel();
    const input = await screen.findByLabelText("Analytics token");
    fireEvent.change(input, { target: { value: "wrong-token-000000" } });
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Show report" })));
    expect(await screen.findByText("That token was not accepted.")).toBeTruthy();
    expect(window.sessionStorage.getItem(AB_PANEL_TOKEN_KEY)).toBeNull();
    fireEvent.change(screen.getByLabelText("Analytics token"), { target: { value: validToken } });
    await act(async () => void fireEvent.click(screen.getByRole("button", { name: "Show report" })));
    await screen.findByTestId("ab-test-upload_flow_v2");
    expect(window.sessionStorage.getItem(AB_PANEL_TOKEN_KEY)).toBe(validToken);
    expect(requests.at(-1)).toEqual({ url: "/api/analytics/report", authorization: `Bearer ${validToken}` });
  });

  it("exports the report as a JSON download", async () => {
    const createObjectURL = vi.fn((_blob: Blob) => "blob:report");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: Array<{ href: string; download: string }> = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    try {
      render(<AbMonitorPanel />);
      await openPanel();
      await screen.findByTestId("ab-funnel");
      fireEvent.click(screen.getByRole("button", { name: "Export JSON" }));
      expect(clicks).toEqual([{ href: "blob:report", download: "ab-report-2025-06-30.json" }]);
      const blob = createObjectURL.mock.calls[0]![0];
      expect(blob.type).toBe("application/json");
      expect(JSON.parse(await blob.text())).toEqual(REPORT);
    } finally {
      click.mockRestore();
    }
  });
});
