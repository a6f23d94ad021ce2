/**
 * The customize form's colour choice and its "Fit to one page" switch, each in two forms that post
 * the same fields: native inputs (a radio group, a checkbox) for the server's render, the first
 * render of hydration and browsers without JavaScript; Headless UI's RadioGroup and Switch once
 * React runs, for the swatch cards' roving focus and a real switch (role "switch", Space toggles).
 * Headless UI renders hidden inputs under the same names and values, so the post does not change:
 * `colorScheme=<name>`, and `fitToOnePage=on` only while it is on.
 */
import { Field, Label, Radio, RadioGroup, Switch } from "@headlessui/react";
import type { ReactNode } from "react";
import { COLOR_SCHEMES, type ColorScheme } from "../../lib/templates.ts";

/** The outline of the chosen card: `has-[:checked]` for the native radio, `data-checked` for Headless UI's. */
const CARD =
  "flex min-w-0 cursor-pointer items-center gap-2 rounded-md border border-slate-200 p-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-600/30 data-checked:border-brand-600 data-checked:ring-2 data-checked:ring-brand-600/30 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-600";

function Swatch({ scheme }: { scheme: ColorScheme }) {
  return (
    <>
      <span aria-hidden="true" className="flex shrink-0">
        <span className="h-5 w-5 rounded-l-full border border-slate-300" style={{ background: scheme.primary }} />
        <span className="h-5 w-5 rounded-r-full border border-slate-300" style={{ background: scheme.secondary }} />
      </span>
      <span className="min-w-0">{scheme.name}</span>
    </>
  );
}

export function ColorSchemeChoice({ value, onChange, rich }: { value: string; onChange: (scheme: ColorScheme) => void; rich: boolean }) {
  const choose = (name: string) => {
    const scheme = COLOR_SCHEMES.find((s) => s.name === name);
    if (scheme) onChange(scheme);
  };
  const grid = "grid grid-cols-2 gap-2 sm:grid-cols-3";
  if (!rich)
    return (
      <div className={grid}>
        {COLOR_SCHEMES.map((scheme) => (
          <label key={scheme.name} className={CARD}>
            <input
              type="radio"
              name="colorScheme"
              value={scheme.name}
              checked={value === scheme.name}
              onChange={() => choose(scheme.name)}
              className="accent-brand-600"
            />
            <Swatch scheme={scheme} />
          </label>
        ))}
      </div>
    );
  return (
    <RadioGroup name="colorScheme" value={value} onChange={choose} aria-label="Color scheme" className={grid} data-testid="color-scheme-group">
      {COLOR_SCHEMES.map((scheme) => (
        <Radio key={scheme.name} value={scheme.name} className={CARD}>
          {/* the native radio's dot, drawn: the card reads as one choice among several */}
          <span
            aria-hidden="true"
            className="grid h-3.5 w-3.5 shrink-0 place-items-center rounded-full border border-slate-500 in-data-checked:border-brand-600"
          >
            <span className="hidden h-2 w-2 rounded-full bg-brand-600 in-data-checked:block" />
          </span>
          <Swatch scheme={scheme} />
        </Radio>
      ))}
    </RadioGroup>
  );
}

export function FitToOnePage({
  checked,
  onChange,
  rich,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  rich: boolean;
  children: ReactNode;
}) {
  if (!rich)
    return (
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="fitToOnePage" checked={checked} onChange={(e) => onChange(e.target.checked)} className="h-4 w-4 accent-brand-600" />
        {children}
      </label>
    );
  return (
    <Field className="flex items-center gap-2 text-sm">
      <Switch
        name="fitToOnePage"
        checked={checked}
        onChange={onChange}
        className="group inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-400 transition-colors data-checked:bg-brand-600 data-focus:outline-2 data-focus:outline-offset-2 data-focus:outline-brand-600"
      >
        <span aria-hidden="true" className="size-4 translate-x-1 rounded-full bg-white transition-transform group-data-checked:translate-x-6" />
      </Switch>
      <Label className="cursor-pointer">{children}</Label>
    </Field>
  );
}
