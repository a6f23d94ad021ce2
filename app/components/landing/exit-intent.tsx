/**
 * Exit-intent popup (SPEC §4): armed 3 s after load, opens when the pointer leaves the window through
 * the top (clientY <= 0), at most once per browser session (sessionStorage). JavaScript only.
 */
import { useEffect, useRef, useState } from "react";
import { EXIT_INTENT_ARM_MS, EXIT_INTENT_STORAGE_KEY } from "../../lib/landing-content.ts";
import { Modal } from "../ui/dialog.tsx";

function alreadyShown(): boolean {
  try {
    return window.sessionStorage.getItem(EXIT_INTENT_STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

function markShown() {
  try {
    window.sessionStorage.setItem(EXIT_INTENT_STORAGE_KEY, "true");
  } catch {
    // storage disabled: it shows once per page load instead
  }
}

export function ExitIntentPopup({ targetId = "create" }: { targetId?: string }) {
  const [open, setOpen] = useState(false);
  const shownRef = useRef(false);

  useEffect(() => {
    if (alreadyShown()) return;
    let armed = false;
    const timer = window.setTimeout(() => {
      armed = true;
    }, EXIT_INTENT_ARM_MS);
    const onLeave = (event: MouseEvent) => {
      if (!armed || shownRef.current || event.clientY > 0) return;
      // mouseout fires for every element; only leaving the document counts
      if (event.type === "mouseout" && event.relatedTarget !== null) return;
      if (alreadyShown()) return;
      shownRef.current = true;
      markShown();
      setOpen(true);
    };
    document.addEventListener("mouseleave", onLeave);
    document.addEventListener("mouseout", onLeave);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("mouseleave", onLeave);
      document.removeEventListener("mouseout", onLeave);
    };
  }, []);

  const claim = () => {
    setOpen(false);
    // after the dialog has returned focus, bring the create section into view
    window.setTimeout(() => {
      const target = document.getElementById(targetId);
      if (!target) return;
      target.scrollIntoView({ behavior: "smooth", block: "start" });
      window.history.replaceState(window.history.state, "", `#${targetId}`);
    }, 0);
  };

  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Wait! Your free Fast Pass is waiting">
      <div data-testid="exit-intent">
        <p className="text-slate-700">
          Create your CV now and get watermark-free downloads on us. It takes under 5 minutes — or 30 seconds with the AI generator — and no
          signup is required.
        </p>
        <div className="mt-6 flex flex-col gap-3">
          <button type="button" onClick={claim} className="rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700">
            Claim My Free Fast Pass
          </button>
          <button type="button" onClick={() => setOpen(false)} className="rounded-md px-4 py-2 text-sm text-slate-700 underline hover:text-slate-900">
            No thanks, I'll pass on this offer
          </button>
        </div>
      </div>
    </Modal>
  );
}
