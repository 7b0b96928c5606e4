import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Skeleton } from './skeleton';

/**
 * A statistic tile: the figure, or a designed "No data yet" state when there is nothing to count (never a made-up
 * zero), or a skeleton while loading.
 */
export function FigureTile({
  label,
  icon,
  value,
  emptyLabel,
  hint,
  loading = false,
  testId,
}: {
  label: string;
  icon: ReactNode;
  value: ReactNode | null;
  emptyLabel: string;
  hint?: ReactNode;
  loading?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div
      className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-5 shadow-[var(--shadow-card)]"
      data-testid={testId}
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-ink-600">{label}</p>
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
        >
          {icon}
        </span>
      </div>
      {loading ? (
        <>
          <Skeleton className="mt-3 h-8 w-20" />
          <span className="sr-only">{t('ui.loading')}</span>
        </>
      ) : value === null ? (
        <p className="mt-4 inline-flex items-center gap-1.5 rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-600">
          <span aria-hidden="true" className="size-1.5 rounded-full bg-ink-400" />
          {emptyLabel}
        </p>
      ) : (
        <p className="mt-2 text-3xl font-bold text-ink-900 tabular-nums">{value}</p>
      )}
      {hint && !loading ? <p className="mt-1 text-xs text-ink-500">{hint}</p> : null}
    </div>
  );
}
