// @vitest-environment jsdom
import { act, cleanup, render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AnalyticsProvider } from "./analytics-provider.tsx";

const USER = "9b2d7c1a-0e3f-4a5b-8c6d-1e2f3a4b5c6d";
let sent: Array<{ event: string; data: Record<string, unknown> }>;
let navigateTo: (path: string) => void = () => {};

function NavigateHook() {
  // eslint-disable-next-line react-hooks/globals -- a test probe handing the router's navigate to the test body
  navigateTo = useNavigate();
  return null;
}

function renderApp(path = "/") {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ visitorId: USER }),
        HydrateFallback: () => null,
        Component: () => (
          <>
            <AnalyticsProvider />
            <NavigateHook />
          </>
        ),
        children: [
          { path: "create", Component: () => null },
          { path: "examples", Component: () => null },
        ],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: { visitorId: USER } } } },
  );
  return render(<RouterProvider router={router} />);
}

beforeEach(() => {
  sent = [];
  window.sessionStorage.clear();
  vi.stubGlobal(
    "fetch",
    vi.fn((_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as { event: string; data: Record<string, unknown> };
      sent.push({ event: body.event, data: body.data });
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const events = () => sent.map((s) => s.event);

describe("AnalyticsProvider", () => {
  it("records session_started and user_identified once per session, page_view per navigation", async () => {
    renderApp("/");
    expect(events()).toEqual(["session_started", "user_identified", "page_view"]);
    expect(sent[0]!.data).toMatchObject({ userAgent: navigator.userAgent, url: "http://localhost:3000/", referrer: "", userId: USER });
    expect(typeof sent[0]!.data.timestamp).toBe("number");
    expect(sent[2]!.data).toMatchObject({ page: "/", userId: USER, sessionId: expect.any(String) });

    await act(async () => navigateTo("/create"));
    expect(events().slice(3)).toEqual(["time_spent", "page_view"]);
    expect(sent[3]!.data).toMatchObject({ page: "/" });
    expect(sent[4]!.data).toMatchObject({ page: "/create" });

    cleanup();
    sent = [];
    renderApp("/examples");
    expect(events()).toEqual(["page_view"]);
  });

  it("records page_hidden / page_visible, session_ended on pagehide, and window errors (severity medium)", () => {
    renderApp("/create");
    sent = [];
    const visibility = vi.spyOn(document, "visibilityState", "get");
    visibility.mockReturnValue("hidden");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    visibility.mockReturnValue("visible");
    act(() => void document.dispatchEvent(new Event("visibilitychange")));
    visibility.mockRestore();
    expect(events()).toEqual(["page_hidden", "page_visible"]);

    sent = [];
    act(() => void window.dispatchEvent(new Event("pagehide")));
    expect(events()).toEqual(["time_spent", "session_ended"]);

    sent = [];
    act(() => void window.dispatchEvent(new ErrorEvent("error", { message: "Boom for ada@example.com" })));
    expect(sent).toEqual([
      {
        event: "error_occurred",
        data: expect.objectContaining({ error: "Boom for [email]", context: "window.error /create", severity: "medium" }),
      },
    ]);
  });

  it("records scroll depth once per mark", () => {
    renderApp("/");
    sent = [];
    Object.defineProperty(document.documentElement, "scrollHeight", { value: 4000, configurable: true });
    Object.defineProperty(window, "innerHeight", { value: 1000, configurable: true });
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      callback(0);
      return 1;
    });
    const scrollTo = (y: number) => {
      Object.defineProperty(window, "scrollY", { value: y, configurable: true });
      act(() => void window.dispatchEvent(new Event("scroll")));
    };
    scrollTo(1000); // 50 %
    scrollTo(1100);
    scrollTo(3000); // bottom
    scrollTo(0);
    scrollTo(3000);
    expect(sent.map((s) => s.data.depth)).toEqual([25, 50, 75, 100]);
    expect(events()).toEqual(["scroll_depth", "scroll_depth", "scroll_depth", "scroll_depth"]);
  });
});
