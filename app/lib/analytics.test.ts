// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ANALYTICS_ENDPOINT,
  SESSION_STORAGE_KEY,
  buildPayload,
  formCompletion,
  getSessionId,
  percent,
  setAnalyticsUser,
  track,
  trackFunnel,
} from "./analytics.ts";
import { person } from "../../tests/setup/factory.ts";

const USER = "9b2d7c1a-0e3f-4a5b-8c6d-1e2f3a4b5c6d";

interface Sent {
  url: string;
  init: RequestInit;
  body: { event: string; timestamp: string; data: Record<string, unknown> };
}

let sent: Sent[];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sent = [];
  fetchMock = vi.fn((url: string, init: RequestInit) => {
    sent.push({ url, init, body: JSON.parse(String(init.body)) });
    return Promise.resolve(new Response(null, { status: 204 }));
  });
  vi.stubGlobal("fetch", fetchMock);
  window.sessionStorage.clear();
  setAnalyticsUser(USER);
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete window.gtag;
  Reflect.deleteProperty(navigator, "sendBeacon");
});

describe("track", () => {
  it("POSTs { event, timestamp, data } with sessionId, userId and keepalive", () => {
    track("page_view", { page: "/create" });
    expect(sent).toHaveLength(1);
    const [{ url, init, body }] = sent as [Sent];
    expect(url).toBe(ANALYTICS_ENDPOINT);
    expect(init).toMatchObject({ method: "POST", keepalive: true, headers: { "Content-Type": "application/json" } });
    expect(body.event).toBe("page_view");
    expect(Math.abs(Date.parse(body.timestamp) - Date.now())).toBeLessThan(5000);
    const sessionId = window.sessionStorage.getItem(SESSION_STORAGE_KEY);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data).toEqual({ page: "/create", sessionId, userId: USER });
  });

  it("reads the answer, so an error body never leaves the request open", async () => {
    const answer = Response.json({ error: "timestamp must be …" }, { status: 400 });
    const read = vi.spyOn(answer, "arrayBuffer");
    vi.stubGlobal("fetch", () => Promise.resolve(answer));
    track("page_view", { page: "/" });
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(1));
  });

  it("keeps one session id per tab session", () => {
    const first = getSessionId();
    track("page_view", { page: "/" });
    track("page_view", { page: "/create" });
    expect(sent.map((s) => s.body.data.sessionId)).toEqual([first, first]);
  });

  it("forwards to window.gtag when present", () => {
    const gtag = vi.fn();
    window.gtag = gtag;
    track("template_selected", { templateId: "modern", step: 6 });
    expect(gtag).toHaveBeenCalledWith("event", "template_selected", expect.objectContaining({ templateId: "modern", step: 6, userId: USER }));
    expect(sent).toHaveLength(1);
  });

  it("uses navigator.sendBeacon (text body) for page_hidden and session_ended", () => {
    const beacon = vi.fn(() => true);
    Object.defineProperty(navigator, "sendBeacon", { value: beacon, configurable: true });
    track("page_hidden", { page: "/create" });
    track("session_ended", { page: "/create", seconds: 12 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(beacon).toHaveBeenCalledTimes(2);
    const [url, body] = beacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe(ANALYTICS_ENDPOINT);
    expect(JSON.parse(body)).toMatchObject({ event: "page_hidden", data: { page: "/create", userId: USER } });
  });

  it("falls back to fetch when the beacon is refused", () => {
    Object.defineProperty(navigator, "sendBeacon", { value: () => false, configurable: true });
    track("page_hidden", { page: "/" });
    expect(sent.map((s) => s.body.event)).toEqual(["page_hidden"]);
  });

  it("swallows every failure: fetch throwing, rejecting, gtag throwing, storage blocked", async () => {
    vi.stubGlobal("fetch", () => {
      throw new Error("offline");
    });
    expect(() => track("page_view", { page: "/" })).not.toThrow();
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("Failed to fetch")));
    expect(() => track("page_view", { page: "/" })).not.toThrow();
    window.gtag = () => {
      throw new Error("tag broken");
    };
    expect(() => track("page_view", { page: "/" })).not.toThrow();
    const getItem = vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    try {
      expect(() => track("page_view", { page: "/" })).not.toThrow();
    } finally {
      getItem.mockRestore();
    }
    // let the rejected promise settle: no unhandled rejection
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it("drops (does not send) data that does not fit the catalogue — nothing personal leaves the browser", () => {
    // @ts-expect-error a field the catalogue does not have
    track("page_view", { page: "/", email: "ada@example.com" });
    track("error_occurred", { error: "failed for ada@example.com", context: "form" });
    expect(sent).toEqual([]);
  });

  it("buildPayload applies defaults (severity medium)", () => {
    const payload = buildPayload(
      "error_occurred",
      { error: "boom", context: "window.error" },
      { sessionId: "session-1", userId: USER },
      new Date("2025-06-01T00:00:00Z"),
    );
    expect(payload).toEqual({
      event: "error_occurred",
      timestamp: "2025-06-01T00:00:00.000Z",
      data: { error: "boom", context: "window.error", severity: "medium", sessionId: "session-1", userId: USER },
    });
  });
});

describe("trackFunnel", () => {
  it("sends the funnel events with their step numbers", () => {
    trackFunnel.resumeUploaded({ fileType: "application/pdf", fileSize: 2048.4 });
    trackFunnel.resumeParsingStarted();
    trackFunnel.resumeParsingCompleted({ fieldsExtracted: 12 });
    trackFunnel.formFieldsCompleted({ completedFields: 7, totalFields: 9 });
    trackFunnel.aiEnhancementUsed({ field: "personalInfo.summary", enhancementType: "summary" });
    trackFunnel.templateSelected({ templateId: "modern" });
    trackFunnel.resumeGenerated({ tier: "free", generationCount: 1 });
    trackFunnel.resumeDownloaded({ tier: "free" });
    expect(sent.map((s) => [s.body.event, s.body.data.step])).toEqual([
      ["resume_uploaded", 1],
      ["resume_parsing_started", 2],
      ["resume_parsing_completed", 3],
      ["form_fields_completed", 4],
      ["ai_enhancement_used", 5],
      ["template_selected", 6],
      ["resume_generated", 7],
      ["resume_downloaded", 8],
    ]);
    expect(sent[0]!.body.data).toMatchObject({ fileType: "application/pdf", fileSize: 2048 });
    expect(sent[3]!.body.data).toMatchObject({ completedFields: 7, totalFields: 9, completionRate: 77.8 });
    expect(sent[7]!.body.data).toMatchObject({ format: "html", tier: "free", conversionComplete: true });
  });

  it("percent is 0 for an empty whole", () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(1, 4)).toBe(25);
  });
});

describe("formCompletion", () => {
  it("counts filled text fields of every section and entry, never values", () => {
    const empty = formCompletion({});
    // personal info 14 + skills 4 + additional info 6
    expect(empty).toEqual({ completedFields: 0, totalFields: 24 });
    const some = formCompletion({
      personalInfo: person({ phone: " ", summary: "" }),
      skills: { technicalSkills: "Maths" },
      experiences: [{ id: "x", jobTitle: "Analyst", company: "Babbage", currentJob: true }, { id: "y" }],
      education: [{ id: "z", school: "Home" }],
    });
    // experiences 8 text fields each, education 7
    expect(some).toEqual({ completedFields: 3 + 1 + 2 + 1, totalFields: 24 + 16 + 7 });
  });
});
