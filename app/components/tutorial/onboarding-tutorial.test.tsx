// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OnboardingTutorial, TUTORIAL_DELAY_MS, TUTORIAL_STEPS } from "./onboarding-tutorial.tsx";

describe("OnboardingTutorial", () => {
  beforeEach(() => {
    window.localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it("is shown once per browser: after it was closed it stays away", () => {
    const first = render(<OnboardingTutorial onUploadResume={() => {}} />);
    act(() => vi.advanceTimersByTime(TUTORIAL_DELAY_MS));
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    first.unmount();
    render(<OnboardingTutorial onUploadResume={() => {}} />);
    act(() => vi.advanceTimersByTime(TUTORIAL_DELAY_MS * 5));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("does not take the focus from a field being typed in", () => {
    const input = document.createElement("input");
    document.body.append(input);
    input.focus();
    render(<OnboardingTutorial onUploadResume={() => {}} />);
    act(() => vi.advanceTimersByTime(TUTORIAL_DELAY_MS));
    expect(screen.getByRole("dialog")).toBeTruthy();
    expect(document.activeElement).toBe(input);
    input.remove();
  });

  it("appears after 1 second, not before", () => {
    render(<OnboardingTutorial onUploadResume={() => {}} />);
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => vi.advanceTimersByTime(TUTORIAL_DELAY_MS - 1));
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    const dialog = screen.getByRole("dialog", { name: TUTORIAL_STEPS[0].title });
    expect(dialog.textContent).toContain("Step 1 of 3");
  });

  it("walks through three steps with Next and closes with Got it", () => {
    const onClose = vi.fn();
    render(<OnboardingTutorial onUploadResume={() => {}} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(TUTORIAL_DELAY_MS));
    expect(screen.getByRole("button", { name: "Upload Resume" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("dialog", { name: TUTORIAL_STEPS[1].title }).textContent).toContain("Step 2 of 3");
    expect(screen.queryByRole("button", { name: "Upload Resume" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getByRole("dialog", { name: TUTORIAL_STEPS[2].title }).textContent).toContain("Step 3 of 3");
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Got it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onClose).toHaveBeenCalledExactlyOnceWith("completed", 3);
  });

  it("Skip closes at any step", () => {
    const onClose = vi.fn();
    render(<OnboardingTutorial onUploadResume={() => {}} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(TUTORIAL_DELAY_MS));
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    fireEvent.click(screen.getByRole("button", { name: "Skip" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onClose).toHaveBeenCalledExactlyOnceWith("skipped", 2);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("step 1's Upload Resume closes the tutorial and calls onUploadResume", () => {
    const onUploadResume = vi.fn();
    const onClose = vi.fn();
    render(<OnboardingTutorial onUploadResume={onUploadResume} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(TUTORIAL_DELAY_MS));
    fireEvent.click(screen.getByRole("button", { name: "Upload Resume" }));
    expect(onUploadResume).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledWith("upload", 1);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Escape skips", () => {
    const onClose = vi.fn();
    render(<OnboardingTutorial onUploadResume={() => {}} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(TUTORIAL_DELAY_MS));
    fireEvent.keyDown(screen.getByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(onClose).toHaveBeenCalledWith("skipped", 1);
  });

  it("does not appear if unmounted before the delay", () => {
    const { unmount } = render(<OnboardingTutorial onUploadResume={() => {}} />);
    unmount();
    act(() => vi.advanceTimersByTime(TUTORIAL_DELAY_MS * 2));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
