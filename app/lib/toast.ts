import { z } from "./zod.ts";

/** A notification ('Notifications'): default or destructive, title, description, optional action. */
export const toastSchema = z.object({
  id: z.string().max(64).optional(),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
  action: z.object({ label: z.string().max(40), href: z.string().max(300) }).optional(),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

/** Toast timing and layout constants. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_LIMIT = 1;
/** How long each toast of a sequence stays before the next one takes its place (the last keeps the full duration). */
export const TOAST_TURN_MS = 1500;
