import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function EmptyState({
  icon,
  title,
  description,
  action,
  className,
  headingLevel = 'h3',
}: {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  headingLevel?: 'h1' | 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <div className={cn('flex flex-col items-center justify-center px-6 py-12 text-center', className)}>
      {icon ? (
        <div
          aria-hidden="true"
          className="mb-4 flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700"
        >
          {icon}
        </div>
      ) : null}
      <Heading
        className={cn('text-ink-900', Heading === 'h1' ? 'text-2xl font-bold sm:text-3xl' : 'text-lg font-semibold')}
      >
        {title}
      </Heading>
      {description ? <p className="mt-2 max-w-md text-sm text-ink-600">{description}</p> : null}
      {action ? <div className="mt-5 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
