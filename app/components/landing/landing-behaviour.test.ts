// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EXIT_INTENT_STORAGE_KEY } from "../../lib/landing-content.ts";
import { startLandingBehaviour } from "./landing-behaviour.ts";

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("landing behaviour (plain DOM)", () => {
  it("exit intent is not armed again once this browser session has seen it", () => {
    window.sessionStorage.setItem(EXIT_INTENT_STORAGE_KEY, "true");
    document.body.innerHTML = `<dialog data-exit-intent-dialog></dialog>`;
    const dialog = document.querySelector("dialog")!;
    const showModal = vi.fn();
    dialog.showModal = showModal;
    startLandingBehaviour(document);
    vi.advanceTimersByTime(5000);
    document.dispatchEvent(new MouseEvent("mouseleave", { clientY: -1 }));
    expect(showModal).not.toHaveBeenCalled();
  });

  it("exit intent opens on leaving through the top once armed, and only once", () => {
    document.body.innerHTML = `<dialog data-exit-intent-dialog></dialog>`;
    const dialog = document.querySelector("dialog")!;
    const showModal = vi.fn();
    dialog.showModal = showModal;
    const stop = startLandingBehaviour(document);
    document.dispatchEvent(new MouseEvent("mouseleave", { clientY: -1 }));
    expect(showModal).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    document.dispatchEvent(new MouseEvent("mouseleave", { clientY: 200 }));
    expect(showModal).not.toHaveBeenCalled();
    document.dispatchEvent(new MouseEvent("mouseleave", { clientY: 0 }));
    document.dispatchEvent(new MouseEvent("mouseleave", { clientY: -5 }));
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(EXIT_INTENT_STORAGE_KEY)).toBe("true");
    stop();
  });
});
