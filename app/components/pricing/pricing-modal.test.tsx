// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderToString } from "react-dom/server";
import { PRICING_VARIANTS, type PricingVariant } from "../../lib/ab.ts";
import { generationLimitMessage, limitHeadline } from "../../lib/plans.ts";
import { VARIANT_TEXTS } from "./pricing-texts.ts";
import { getSessionId, setAnalyticsUser } from "../../lib/analytics.ts";
import type { PlanKey } from "../../lib/plan-table.ts";
import { PricingModal, type PricingModalProps } from "./pricing-modal.tsx";
import { PricingPlansInline } from "./pricing-plans-inline.tsx";

type Sent = { url: string; init: RequestInit; body: { event: string; timestamp: string; data: Record<string, unknown> } };
let sent: Sent[] = [];
/** The visitor id the root loader would hand to the tracker. */
const VISITOR_ID = "visitor_0123456789";

beforeEach(() => {
  sent = [];
  setAnalyticsUser(VISITOR_ID);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init, body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    }),
  );
});

afterEach(() => {
  setAnalyticsUser(null);
  cleanup();
  vi.unstubAllGlobals();
});

function renderModal(props: Partial<PricingModalProps> = {}) {
  const onClose = vi.fn();
  const onSelectPlan = vi.fn();
  render(
    <MemoryRouter>
      <PricingModal open onClose={onClose} currentTier="free" variant="standard" onSelectPlan={onSelectPlan} {...props} />
    </MemoryRouter>,
  );
  return { onClose, onSelectPlan, dialog: screen.getByRole("dialog") };
}

function planButton(dialog: HTMLElement, plan: PlanKey): HTMLButtonElement {
  return within(within(dialog).getByTestId(`pricing-plan-${plan}`)).getByRole("button") as HTMLButtonElement;
}

describe("pricing modal variants", () => {
  const cases: Array<{ variant: PricingVariant; title: string; close: string; texts: string[] }> = [
    {
      variant: "standard",
      title: "Choose Your Plan",
      close: "Maybe Later",
      texts: ["Select the best plan for your career needs"],
    },
    {
      variant: "urgency",
      title: "Send your next application today",
      close: "I'll think about it",
      texts: ["Upgrade in a minute: your CV is ready to download as soon as you have paid.", "$5", "$9"],
    },
    {
      variant: "value_focused",
      title: "Get More Interviews",
      close: "Continue with Free Plan",
      texts: ["No watermark", "ATS check with fixes", "Premium templates", "Word export (Pro)"],
    },
  ];

  for (const { variant, title, close, texts } of cases) {
    it(`${variant}: title '${title}', close '${close}' and its texts`, () => {
      const { dialog, onClose } = renderModal({ variant });
      // the dialog is labelled by its title (the urgency badge sits beside it)
      const labelId = dialog.getAttribute("aria-labelledby")!;
      const heading = document.getElementById(labelId)!;
      expect(heading.textContent).toContain(title);
      expect(within(dialog).getByText(title)).toBeTruthy();
      for (const text of texts) expect(within(dialog).getAllByText(text, { exact: false }).length, text).toBeGreaterThan(0);
      expect(within(dialog).getByTestId("pricing-modal").dataset.variant).toBe(variant);
      fireEvent.click(within(dialog).getByRole("button", { name: close }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  }

  it("other variants' texts do not leak into a variant", () => {
    const { dialog } = renderModal({ variant: "standard" });
    expect(within(dialog).queryByText("Send your next application today")).toBeNull();
    expect(within(dialog).queryByText("Get More Interviews")).toBeNull();
    expect(within(dialog).queryByText("No watermark")).toBeNull();
  });

  for (const variant of PRICING_VARIANTS) {
    it(`${variant}: no sale, timer, crossed-out price or invented figure`, () => {
      const { dialog } = renderModal({ variant });
      const text = dialog.textContent ?? "";
      expect(text).not.toMatch(/sale|hours only|ends in|limited time|\bsave\b|% off|rating|success rate|salary|50,000|\$8|\$15/i);
      expect(dialog.querySelector("del")).toBeNull();
    });

    it(`${variant}: opened by a limit, says first what happened, then the reason and the plans`, () => {
      const message = generationLimitMessage("free");
      const { dialog } = renderModal({ variant, headline: limitHeadline("generation_limit", "free"), message });
      const heading = document.getElementById(dialog.getAttribute("aria-labelledby")!)!;
      expect(heading.textContent).toBe("You have used your free CV");
      expect(within(dialog).getByTestId("pricing-reason").textContent).toBe(message);
      expect(message).toContain("Fast Pass gives you 3 more");
      expect(message).toContain("Pro gives you unlimited CVs for $9 a month");
      expect(within(dialog).queryByText(VARIANT_TEXTS[variant].title)).toBeNull();
    });
  }

  it("an unknown variant falls back to standard", () => {
    const { dialog } = renderModal({ variant: "bogus" });
    expect(within(dialog).getByText("Choose Your Plan")).toBeTruthy();
  });

  it("shows nothing when closed", () => {
    render(
      <MemoryRouter>
        <PricingModal open={false} onClose={() => {}} currentTier="free" variant="urgency" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.queryByText("Send your next application today")).toBeNull();
  });

  it("Escape asks to close it (the native dialog's cancel)", () => {
    const { dialog, onClose } = renderModal();
    fireEvent.keyDown(dialog, { key: "Escape", code: "Escape" });
    expect(onClose).toHaveBeenCalled();
  });
});

describe("pricing modal buttons", () => {
  const rules: Array<{ current: PlanKey | "fast_pass"; fastpass: boolean; pro: boolean; highlighted: PlanKey }> = [
    { current: "free", fastpass: false, pro: false, highlighted: "free" },
    { current: "fastpass", fastpass: true, pro: false, highlighted: "fastpass" },
    { current: "fast_pass", fastpass: true, pro: false, highlighted: "fastpass" },
    { current: "pro", fastpass: true, pro: true, highlighted: "pro" },
  ];
  for (const { current, fastpass, pro, highlighted } of rules) {
    it(`current plan ${current}: fastpass ${fastpass ? "disabled" : "enabled"}, pro ${pro ? "disabled" : "enabled"}`, () => {
      const { dialog } = renderModal({ currentTier: current });
      expect(planButton(dialog, "fastpass").disabled).toBe(fastpass);
      expect(planButton(dialog, "pro").disabled).toBe(pro);
      // the free plan is never bought
      expect(planButton(dialog, "free").disabled).toBe(true);
      for (const plan of ["free", "fastpass", "pro"] as const) {
        expect(within(dialog).getByTestId(`pricing-plan-${plan}`).dataset.current).toBe(plan === highlighted ? "true" : "false");
      }
      expect(planButton(dialog, highlighted).textContent).toBe("Current Plan");
    });
  }

  it("labels: 'Claim {plan name} Now' for what can be bought, 'Included in Pro' below Pro", () => {
    let { dialog } = renderModal({ currentTier: "free" });
    expect(planButton(dialog, "fastpass").textContent).toBe("Claim Fast Pass Now");
    expect(planButton(dialog, "pro").textContent).toBe("Claim Pro Now");
    cleanup();
    ({ dialog } = renderModal({ currentTier: "pro" }));
    expect(planButton(dialog, "fastpass").textContent).toBe("Included in Pro");
  });

  it("choosing a plan records upgrade_selected (tier, variant), closes, then starts checkout", () => {
    const { dialog, onClose, onSelectPlan } = renderModal({ variant: "value_focused" });
    fireEvent.click(planButton(dialog, "pro"));
    const upgrade = sent.find((s) => s.body.event === "upgrade_selected")!;
    expect(upgrade.url).toBe("/api/analytics");
    expect(upgrade.init).toMatchObject({ method: "POST", keepalive: true });
    // through the one tracker: the event carries the tab's session and the visitor
    expect(upgrade.body.data).toEqual({ tier: "pro", variant: "value_focused", sessionId: getSessionId(), userId: VISITOR_ID });
    expect(Date.parse(upgrade.body.timestamp)).not.toBeNaN();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSelectPlan).toHaveBeenCalledWith("pro");
  });

  it("records pricing_modal_shown once when it opens", () => {
    renderModal({ currentTier: "fast_pass", variant: "urgency", trigger: "generation_limit" });
    const shown = sent.filter((s) => s.body.event === "pricing_modal_shown");
    expect(shown).toHaveLength(1);
    expect(shown[0]!.body.data).toEqual({
      trigger: "generation_limit",
      currentTier: "fastpass",
      variant: "urgency",
      sessionId: getSessionId(),
      userId: VISITOR_ID,
    });
  });

  it("shows the server's reason above the plans, and records what opened it", () => {
    const message = "Executive is a premium template: it needs Fast Pass or Pro.";
    const { dialog } = renderModal({ message, trigger: "premium_template" });
    expect(within(dialog).getByTestId("pricing-reason").textContent).toBe(message);
    expect(sent.find((s) => s.body.event === "pricing_modal_shown")!.body.data).toMatchObject({ trigger: "premium_template" });
    cleanup();
    expect(within(renderModal().dialog).queryByTestId("pricing-reason")).toBeNull();
  });

  it("an analytics failure breaks nothing", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new Error("offline"))),
    );
    const { dialog, onSelectPlan } = renderModal();
    fireEvent.click(planButton(dialog, "fastpass"));
    expect(onSelectPlan).toHaveBeenCalledWith("fastpass");
    cleanup();
    vi.stubGlobal("fetch", () => {
      throw new Error("fetch is broken");
    });
    const second = renderModal();
    fireEvent.click(planButton(second.dialog, "pro"));
    expect(second.onSelectPlan).toHaveBeenCalledWith("pro");
  });

  it("by default navigates to /checkout?plan=… and is dismissed", () => {
    function Harness() {
      const [open, setOpen] = useState(true);
      return <PricingModal open={open} onClose={() => setOpen(false)} currentTier="free" variant="standard" />;
    }
    function Checkout() {
      const location = useLocation();
      return <p data-testid="checkout-location">{`${location.pathname}${location.search}`}</p>;
    }
    render(
      <MemoryRouter initialEntries={["/create"]}>
        <Routes>
          <Route path="/create" element={<Harness />} />
          <Route path="/checkout" element={<Checkout />} />
        </Routes>
      </MemoryRouter>,
    );
    fireEvent.click(planButton(screen.getByRole("dialog"), "fastpass"));
    expect(screen.getByTestId("checkout-location").textContent).toBe("/checkout?plan=fastpass");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("PricingPlansInline (no-JavaScript fallback)", () => {
  it("server-renders the standard texts with links to /checkout", () => {
    const html = renderToString(
      <MemoryRouter>
        <PricingPlansInline currentTier="free" error="You have used your free generation." generationCount={1} />
      </MemoryRouter>,
    );
    document.body.innerHTML = html;
    const section = screen.getByTestId("upgrade-prompt");
    expect(within(section).getByRole("heading", { name: "Choose Your Plan" })).toBeTruthy();
    expect(within(section).getByText("Select the best plan for your career needs")).toBeTruthy();
    expect(within(section).getByText("You have used your free generation.")).toBeTruthy();
    expect(within(section).getByRole("link", { name: "Claim Fast Pass Now" }).getAttribute("href")).toBe("/checkout?plan=fastpass");
    expect(within(section).getByRole("link", { name: "Claim Pro Now" }).getAttribute("href")).toBe("/checkout?plan=pro");
    expect(within(section).getByText("Current Plan")).toBeTruthy();
    document.body.innerHTML = "";
  });

  it("offers no link for what the visitor already has", () => {
    const html = renderToString(
      <MemoryRouter>
        <PricingPlansInline currentTier="fast_pass" />
      </MemoryRouter>,
    );
    document.body.innerHTML = html;
    const section = screen.getByTestId("upgrade-prompt");
    expect(within(section).queryByRole("link", { name: "Claim Fast Pass Now" })).toBeNull();
    expect(within(section).getByRole("link", { name: "Claim Pro Now" })).toBeTruthy();
    expect(within(within(section).getByTestId("pricing-plan-fastpass")).getByText("Current Plan")).toBeTruthy();
    document.body.innerHTML = "";
  });
});
