import type { ReactNode } from 'react';

/** The coloured title band at the top of an informational page (one h1 per page). */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  children,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white print:hidden">
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute -end-24 -top-24 size-[28rem] text-brand-700/40"
        viewBox="0 0 200 200"
        fill="none"
      >
        <circle cx="100" cy="100" r="98" stroke="currentColor" strokeWidth="1" />
        <circle cx="100" cy="100" r="72" stroke="currentColor" strokeWidth="1" />
        <circle cx="100" cy="100" r="46" stroke="currentColor" strokeWidth="1" />
        <path d="M2 100h196M100 2v196" stroke="currentColor" strokeWidth="1" />
      </svg>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-32 -start-16 size-72 rounded-full bg-accent-400/15 blur-3xl"
      />
      <div className="relative mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-accent-300">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        {subtitle ? (
          <p className="mt-4 max-w-2xl text-base leading-relaxed text-brand-100 sm:text-lg">{subtitle}</p>
        ) : null}
        {children ? <div className="mt-6">{children}</div> : null}
      </div>
    </section>
  );
}
