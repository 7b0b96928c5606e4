import { useTranslation } from '../../../i18n/use-translation';
import { Gauge } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** "3 of 20 quotes this month", with a bar; amber once the quota is used up. */
export function QuotaMeter({ quota, className }: { quota: { used: number; limit: number }; className?: string }) {
  const { t } = useTranslation('rfqs');
  const full = quota.used >= quota.limit;
  const share = quota.limit > 0 ? Math.min(100, Math.round((quota.used / quota.limit) * 100)) : 100;
  return (
    <div
      className={cn(
        'rounded-lg border px-4 py-3 text-sm',
        full ? 'border-accent-200 bg-accent-50 text-accent-900' : 'border-ink-200 bg-white text-ink-800',
        className,
      )}
      data-testid="rfq-quota"
    >
      <p className="flex items-center gap-2 font-medium">
        <Gauge aria-hidden="true" className="size-4 shrink-0" />
        {t('quota.used', { used: quota.used, limit: quota.limit })}
      </p>
      <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-ink-100">
        <div
          className={cn('h-full rounded-full', full ? 'bg-accent-500' : 'bg-brand-600')}
          style={{ width: `${share}%` }}
        />
      </div>
      {full ? <p className="mt-2 text-xs">{t('quota.full')}</p> : null}
    </div>
  );
}
