/** A notification ('Notifications'): default or destructive, title, description, optional action. The server reads a flashed one with its schema (session.server.ts). */
export type Toast = {
  id?: string;
  title: string;
  description?: string;
  variant: "default" | "destructive";
  action?: { label: string; href: string };
};

/** A toast as code asks for one (the variant defaults to "default"). */
export type ToastInput = Omit<Toast, "variant"> & { variant?: Toast["variant"] };

/** Toast timing and layout constants. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_LIMIT = 1;
/** How long each toast of a sequence stays before the next one takes its place (the last keeps the full duration). */
export const TOAST_TURN_MS = 1500;
