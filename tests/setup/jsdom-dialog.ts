/**
 * jsdom has <dialog> but not its modal behaviour. For the unit tests that run in jsdom, a model of
 * what the browser does (HTML spec): showModal()/show() set `open`, close() removes it and queues
 * "close", and Escape fires a cancelable "cancel" at the open modal dialog, then closes it unless
 * the event was cancelled. Real browsers are covered by the Playwright tests.
 */
if (
  typeof window !== "undefined" &&
  typeof HTMLDialogElement !== "undefined" &&
  !("showModal" in HTMLDialogElement.prototype && HTMLDialogElement.prototype.showModal)
) {
  const modal = new WeakSet<HTMLDialogElement>();
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    modal.add(this);
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    modal.delete(this);
    this.removeAttribute("open");
    // as in browsers, "close" is a queued task, not fired during close()
    setTimeout(() => this.dispatchEvent(new Event("close")), 0);
  };
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = Array.from(document.querySelectorAll("dialog[open]")).filter((d): d is HTMLDialogElement => modal.has(d as HTMLDialogElement));
    const top = open.at(-1);
    if (!top) return;
    if (top.dispatchEvent(new Event("cancel", { cancelable: true }))) top.close();
  });
}
