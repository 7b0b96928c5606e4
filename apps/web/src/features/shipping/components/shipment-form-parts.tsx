import type { ReactNode } from 'react';

/** A titled group of the Create Shipment form (a fieldset, so its inputs are named by the group: "Ship from"). */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4">
      <legend className="text-base font-semibold text-ink-900">{title}</legend>
      {hint ? <p className="-mt-2 text-sm text-ink-600">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** One term of the chosen order's summary. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600">{label}</dt>
      <dd className="mt-0.5 break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** An input with its unit shown inside, at the end. */
export function UnitInput({ unit, children }: { unit: string; children: ReactNode }) {
  return (
    <div className="relative" dir="ltr">
      {children}
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-sm text-ink-500"
      >
        {unit}
      </span>
    </div>
  );
}
