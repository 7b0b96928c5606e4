import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** Eyebrow + heading + optional lead paragraph for a marketing section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  subtitle,
  align = 'center',
  as: Heading = 'h2',
  tone = 'light',
  className,
}: {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  subtitle?: ReactNode;
  align?: 'center' | 'start';
  as?: 'h1' | 'h2' | 'h3';
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const dark = tone === 'dark';
  return (
    <div className={cn(align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl text-start', className)}>
      {eyebrow ? (
        <p
          className={cn('text-sm font-semibold uppercase tracking-wider', dark ? 'text-accent-300' : 'text-accent-700')}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading
        id={id}
        className={cn(
          'mt-2 text-2xl font-bold tracking-tight text-balance sm:text-3xl',
          dark ? 'text-white' : 'text-ink-900',
        )}
      >
        {title}
      </Heading>
      {subtitle ? (
        <p className={cn('mt-3 text-base leading-relaxed text-pretty', dark ? 'text-brand-100' : 'text-ink-600')}>
          {subtitle}
        </p>
      ) : null}
    </div>
  );
}
