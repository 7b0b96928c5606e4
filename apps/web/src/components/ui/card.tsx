import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-[var(--radius-card)] border border-ink-200 bg-white shadow-[var(--shadow-card)]',
        className,
      )}
      {...rest}
    />
  );
}

export function CardHeader({
  title,
  description,
  action,
  className,
  as: Heading = 'h2',
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  as?: 'h2' | 'h3';
}) {
  return (
    <div
      className={cn('flex flex-wrap items-start justify-between gap-3 border-b border-ink-100 px-5 py-4', className)}
    >
      <div className="min-w-0">
        <Heading className="text-base font-semibold text-ink-900">{title}</Heading>
        {description ? <p className="mt-1 text-sm text-ink-600">{description}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}

export function CardBody({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('px-5 py-4', className)} {...rest} />;
}

export function CardFooter({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn('flex flex-wrap items-center justify-end gap-2 border-t border-ink-100 px-5 py-3', className)}
      {...rest}
    />
  );
}

/** A compact figure tile for dashboards. */
export function StatCard({
  label,
  value,
  icon,
  hint,
}: {
  label: ReactNode;
  value: ReactNode;
  icon?: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <Card className="flex items-start gap-4 p-5">
      {icon ? (
        <div
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
        >
          {icon}
        </div>
      ) : null}
      <div className="min-w-0">
        <p className="text-sm font-medium text-ink-600">{label}</p>
        <p className="mt-1 text-2xl font-bold tabular-nums text-ink-900">{value}</p>
        {hint ? <p className="mt-1 text-xs text-ink-500">{hint}</p> : null}
      </div>
    </Card>
  );
}
