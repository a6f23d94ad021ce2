// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_TURN_MS } from "../../lib/toast.ts";
import { Toaster, toast, toastInTurn } from "./toaster.tsx";

// the live region is loaded with the first toast; loading it here once lets every test's toast
// render within its act(), fake timers included
await import("./toast-viewport.tsx");

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("Toaster (notifications)", () => {
  // first: the toasts of the other tests stay in the module's store
  it("adds no live region to a page until its first toast", async () => {
    render(<Toaster flash={null} />);
    await act(async () => {});
    expect(screen.queryByRole("region")).toBeNull();
    await act(async () => toast({ title: "Hello" }));
    expect(screen.getByRole("region")).toBeTruthy();
    // the region stays for the next toasts once the first has closed
    await act(async () => screen.getByRole("button", { name: "Close" }).click());
    expect(screen.queryAllByText("Hello")).toHaveLength(0);
    expect(screen.getByRole("region")).toBeTruthy();
  });

  it("shows at most one toast: a new one replaces the visible one", async () => {
    render(<Toaster flash={null} />);
    await act(async () => toast({ title: "First" }));
    expect(screen.getAllByText("First")).not.toHaveLength(0);
    await act(async () => toast({ title: "Second", description: "More", variant: "destructive" }));
    expect(screen.queryAllByText("First")).toHaveLength(0);
    const root = screen.getAllByText("Second")[0]!.closest("[data-variant]");
    expect(root?.getAttribute("data-variant")).toBe("destructive");
  });

  it("hands a flash toast from the server to the live toaster", async () => {
    render(<Toaster flash={{ id: "f1", title: "Saved", description: "Done", variant: "default" }} />);
    expect(await screen.findAllByText("Saved")).not.toHaveLength(0);
  });

  it("labels the region with the F8 hotkey and limits its width to 420 px", async () => {
    render(<Toaster flash={null} />);
    await act(async () => toast({ title: "Hello" }));
    const region = screen.getByRole("region");
    expect(region.getAttribute("aria-label")).toContain("F8");
    expect(region.querySelector("ol")?.className).toContain("max-w-[420px]");
  });

  it("F8 moves focus to the notifications", async () => {
    render(<Toaster flash={null} />);
    await act(async () => toast({ title: "Focus me" }));
    screen.getAllByText("Focus me");
    fireEvent.keyDown(document, { key: "F8", code: "F8" });
    expect(document.activeElement?.tagName).toBe("OL");
  });

  it("dismisses after 5000 ms", async () => {
    vi.useFakeTimers();
    render(<Toaster flash={null} />);
    await act(async () => toast({ title: "Short lived" }));
    expect(screen.queryAllByText("Short lived").length).toBeGreaterThan(0);
    await act(async () => {
      vi.advanceTimersByTime(5100);
    });
    expect(screen.queryAllByText("Short lived")).toHaveLength(0);
  });

  it("shows toasts announced in the same moment one after another, each for its turn", async () => {
    vi.useFakeTimers();
    render(<Toaster flash={null} />);
    await act(async () => {
      toastInTurn({ title: "Resume uploaded successfully!" });
      toastInTurn({ title: "Resume Parsed Successfully!" });
      toastInTurn({ title: "Resume Data Loaded Successfully!", description: "5 fields were filled in from your resume." });
    });
    const visible = (title: string) => screen.queryAllByText(title).length > 0;
    expect(visible("Resume uploaded successfully!")).toBe(true);
    expect(visible("Resume Parsed Successfully!")).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(TOAST_TURN_MS);
    });
    expect(visible("Resume uploaded successfully!")).toBe(false);
    expect(visible("Resume Parsed Successfully!")).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(TOAST_TURN_MS);
    });
    expect(visible("Resume Parsed Successfully!")).toBe(false);
    expect(visible("Resume Data Loaded Successfully!")).toBe(true);
    expect(visible("5 fields were filled in from your resume.")).toBe(true);
    // the last one keeps the full duration
    await act(async () => {
      vi.advanceTimersByTime(TOAST_TURN_MS * 2);
    });
    expect(visible("Resume Data Loaded Successfully!")).toBe(true);
  });

  it("a plain toast replaces the sequence and drops what was still waiting", async () => {
    vi.useFakeTimers();
    render(<Toaster flash={null} />);
    await act(async () => {
      toastInTurn({ title: "Step one" });
      toastInTurn({ title: "Step two" });
      toast({ title: "Upload failed", variant: "destructive" });
    });
    await act(async () => {
      vi.advanceTimersByTime(TOAST_TURN_MS * 2);
    });
    expect(screen.queryAllByText("Step two")).toHaveLength(0);
    expect(screen.queryAllByText("Upload failed").length).toBeGreaterThan(0);
  });
});
