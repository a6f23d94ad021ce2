// @vitest-environment jsdom
// The React Modal on the native <dialog> (jsdom's dialog methods: tests/setup/jsdom-dialog.ts).
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Modal } from "./dialog.tsx";
import { toast, Toaster } from "./toaster.tsx";

afterEach(() => cleanup());

function Harness({ refuse = false, onClose = () => {} }: { refuse?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <form data-testid="outer-form">
      <Modal
        open={open}
        onClose={() => {
          onClose();
          if (!refuse) setOpen(false);
        }}
        title="Replace what you typed?"
      >
        <button type="button">Keep my entries</button>
      </Modal>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
    </form>
  );
}

describe("Modal (native dialog)", () => {
  it("opens modal, labelled by its title, outside any form around it", () => {
    render(<Harness />);
    const dialog = screen.getByRole("dialog", { name: "Replace what you typed?" }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.closest("form")).toBeNull();
  });

  it("Escape and a backdrop click ask the caller, who closes it", () => {
    render(<Harness />);
    let dialog = screen.getByRole("dialog") as HTMLDialogElement;
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Reopen" }));
    dialog = screen.getByRole("dialog") as HTMLDialogElement;
    // a press inside the box released on the backdrop is not a backdrop click
    fireEvent.pointerDown(screen.getByRole("button", { name: "Keep my entries" }));
    fireEvent.click(dialog);
    expect(dialog.open).toBe(true);
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog, { detail: 1 });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("a caller that refuses (a crop being uploaded) keeps it open", () => {
    const onClose = vi.fn();
    render(<Harness refuse onClose={onClose} />);
    const dialog = screen.getByRole("dialog") as HTMLDialogElement;
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
    expect(screen.getByRole("button", { name: "Keep my entries" })).toBeTruthy();
  });

  it("renders nothing on the server (every modal is opened by a script)", () => {
    expect(renderToString(<Harness />)).not.toContain("dialog");
  });
});

describe("toasts while a modal is open", () => {
  it("show inside the dialog (outside it the page is inert), and back on the page once it closes", async () => {
    render(
      <>
        <Harness />
        <Toaster flash={null} />
      </>,
    );
    const dialog = screen.getByRole("dialog") as HTMLDialogElement;
    act(() => toast({ variant: "destructive", title: "Upload failed", description: "Failed to upload the cropped image. Please try again." }));
    await waitFor(() => expect(dialog.contains(screen.getByText("Upload failed"))).toBe(true));
    // and so is the hidden announcement screen readers read (outside the dialog they would not)
    await waitFor(() => expect(Array.from(dialog.querySelectorAll('[role="status"]')).some((el) => el.textContent?.includes("Upload failed"))).toBe(true));

    fireEvent.keyDown(dialog, { key: "Escape" });
    act(() => toast({ title: "Image uploaded successfully!" }));
    await waitFor(() => expect(screen.getByText("Image uploaded successfully!").closest("dialog")).toBeNull());
  });
});
