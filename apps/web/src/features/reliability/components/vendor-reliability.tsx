import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Clock, PackageCheck, Scale, Star, Timer } from 'lucide-react';
import type { VendorReliabilityDto } from '@app/shared/reliability';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { useVendorReliability } from '../api/get-vendor-reliability';
import { formatRate, rateTone, responseUnit } from '../reliability-format';

const TONES = {
  green: 'text-brand-800',
  amber: 'text-accent-800',
  red: 'text-red-700',
  neutral: 'text-ink-900',
} as const;

/** The supplier card's reliability block: figures from real orders, shipments, disputes, reviews and messages. */
export function VendorReliability({ vendorId }: { vendorId: string }) {
  const { t } = useTranslation('reliability');
  const query = useVendorReliability(vendorId);
  const skeleton = (
    <div className="space-y-2">
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
  return (
    <QueryState
      query={query}
      loading={{ skeleton, label: t('loading') }}
      error={{ ns: 'reliability', fallback: 'loadFailed' }}
    >
      {(r) => <VendorReliabilityFigures r={r} />}
    </QueryState>
  );
}

/** The reliability block from figures already loaded (the supplier card, the admin's dispute mediator view). */
export function VendorReliabilityFigures({ r, title }: { r: VendorReliabilityDto; title?: string }) {
  const { t, i18n } = useTranslation('reliability');
  const lang = i18n.language;
  const vendorId = r.vendorId;
  const response = r.responseSeconds === null ? null : responseUnit(r.responseSeconds);
  return (
    <section
      aria-labelledby={`rel-${vendorId}`}
      className="rounded-lg border border-ink-100 bg-ink-50/60 p-3"
      data-testid="vendor-reliability"
    >
      <h3 id={`rel-${vendorId}`} className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
        {title ?? t('title')}
      </h3>
      {r.orders === 0 && r.ratings === 0 ? (
        <p className="mt-2 text-sm text-ink-600">{t('newSupplier')}</p>
      ) : (
        <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
          <ReliabilityFigure icon={<Star className="size-3.5" />} label={t('rating')}>
            {r.averageRating === null
              ? t('noRatings')
              : t('ratingValue', {
                  rating: formatNumber(r.averageRating, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
                  n: formatNumber(r.ratings, lang),
                })}
          </ReliabilityFigure>
          <ReliabilityFigure icon={<Timer className="size-3.5" />} label={t('onTime')} tone={rateTone(r.onTimeRate)}>
            {formatRate(r.onTimeRate, lang) ?? t('noData')}
          </ReliabilityFigure>
          <ReliabilityFigure
            icon={<PackageCheck className="size-3.5" />}
            label={t('delivered')}
            tone={rateTone(r.deliveryRate)}
          >
            {formatRate(r.deliveryRate, lang) ?? t('noData')}
          </ReliabilityFigure>
          <ReliabilityFigure
            icon={<Scale className="size-3.5" />}
            label={t('disputes')}
            tone={r.disputeRate === null ? 'neutral' : rateTone(1 - r.disputeRate)}
          >
            {formatRate(r.disputeRate, lang) ?? t('noData')}
          </ReliabilityFigure>
          <ReliabilityFigure icon={<Clock className="size-3.5" />} label={t('response')}>
            {response ? t(`responseIn.${response.unit}`, { n: formatNumber(response.value, lang) }) : t('noData')}
          </ReliabilityFigure>
          <ReliabilityFigure icon={<PackageCheck className="size-3.5" />} label={t('orders')}>
            {formatNumber(r.orders, lang)}
          </ReliabilityFigure>
        </dl>
      )}
    </section>
  );
}

/** One figure of a reliability block (label with icon, value toned by how good it is). */
export function ReliabilityFigure({
  icon,
  label,
  children,
  tone = 'neutral',
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
  tone?: keyof typeof TONES;
}) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1 text-xs text-ink-600">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className={cn('font-semibold tabular-nums', TONES[tone])}>{children}</dd>
    </div>
  );
}
