/**
 * Local storage mirrors the server's plan for display (resume_tier): call with
 * the root loader's `plan.planKey` so a stale or edited value is put right on every page. Nothing
 * reads it to decide anything — the server does.
 */
import { useEffect } from "react";
import { TIER_STORAGE_KEY, type PlanKey } from "../../lib/plan-table.ts";

export function usePlanMirror(planKey: PlanKey | null | undefined): void {
  useEffect(() => {
    if (!planKey) return;
    try {
      if (window.localStorage.getItem(TIER_STORAGE_KEY) !== planKey) window.localStorage.setItem(TIER_STORAGE_KEY, planKey);
    } catch {
      // storage disabled: nothing to mirror into
    }
  }, [planKey]);
}
