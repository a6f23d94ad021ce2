// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EXIT_INTENT_STORAGE_KEY, SOCIAL_PROOF } from "../../lib/landing-content.ts";
import { startLandingBehaviour, startSocialProof } from "./landing-behaviour.ts";

beforeEach(() => {
  vi.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("landing behaviour (plain DOM)", () => {
  it("social proof grows 1–3 per 5 s and its bar, value text and percent stay in step, capped at 100 %", () => {
    document.body.innerHTML = `<section data-social-proof-root>
      <span data-social-proof="count">12,000</span>
      <div role="progressbar" data-social-proof="bar"><div data-social-proof="fill"></div></div>
      <span data-social-proof="percent"></span></section>`;
    const root = document.querySelector<HTMLElement>("[data-social-proof-root]")!;
    vi.spyOn(Math, "random").mockReturnValue(0.99);
    const stop = startSocialProof(root);
    vi.advanceTimersByTime(SOCIAL_PROOF.intervalMs);
    expect(root.querySelector('[data-social-proof="count"]')!.textContent).toBe("12,003");
    const bar = root.querySelector('[data-social-proof="bar"]')!;
    expect(bar.getAttribute("aria-valuenow")).toBe("80");
    // far past the goal: the number keeps counting, the bar stops at 100 %
    vi.advanceTimersByTime(SOCIAL_PROOF.intervalMs * 2000);
    expect(bar.getAttribute("aria-valuenow")).toBe("100");
    expect(bar.getAttribute("aria-valuetext")).toBe("100%");
    expect(root.querySelector<HTMLElement>('[data-social-proof="fill"]')!.style.width).toBe("100%");
    expect(root.querySelector('[data-social-proof="percent"]')!.textContent).toBe("100% of our goal");
    stop();
    vi.restoreAllMocks();
  });

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
