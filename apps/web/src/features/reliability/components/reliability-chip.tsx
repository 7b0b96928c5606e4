import { useTranslation } from '../../../i18n/use-translation';
import { Timer } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { useBatchedVendorReliability } from '../api/get-vendors-reliability';
import { formatRate } from '../reliability-format';

/** One line for product cards: the supplier's on-time shipping and dispute rates, once they have orders to measure. */
export function ReliabilityChip({ vendorId, className }: { vendorId: string; className?: string }) {
  const { t, i18n } = useTranslation('reliability');
  const query = useBatchedVendorReliability(vendorId);
  const r = query.data;
  if (!r || r.onTimeRate === null) return null;
  const lang = i18n.language;
  return (
    <p className={cn('flex items-center gap-1.5 text-xs text-ink-600', className)} data-testid="reliability-chip">
      <Timer aria-hidden="true" className="size-3.5 shrink-0 text-brand-700" />
      <span>
        {t('chip', { onTime: formatRate(r.onTimeRate, lang), disputes: formatRate(r.disputeRate ?? 0, lang) })}
      </span>
    </p>
  );
}
