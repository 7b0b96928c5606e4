import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

/** A statistic tile whose figure is not available yet: shows a designed "No data yet" state, never a fake zero. */
export function NoDataTile({ label, icon }: { label: string; icon: ReactNode }) {
  const { t } = useTranslation('marketing');
  return (
    <div className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-5 shadow-[var(--shadow-card)]">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-ink-600">{label}</p>
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
        >
          {icon}
        </span>
      </div>
      <div
        aria-hidden="true"
        className="mt-4 h-2.5 w-2/3 rounded-full bg-[repeating-linear-gradient(135deg,var(--color-ink-100)_0_6px,var(--color-ink-200)_6px_12px)]"
      />
      <p className="mt-3 inline-flex items-center gap-1.5 rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-600">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-ink-400" />
        {t('common.noData')}
      </p>
    </div>
  );
}
