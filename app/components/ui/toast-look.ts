/** The toast's colours, shared by the live region and the plain one sent before scripts run. */
export const variantClasses = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-700 bg-red-700 text-white",
} as const;
