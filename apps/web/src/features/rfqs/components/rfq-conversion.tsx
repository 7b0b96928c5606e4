import { useTranslation } from '../../../i18n/use-translation';
import { ArrowRightLeft, ClipboardList } from 'lucide-react';
import { StatCard } from '../../../components/ui/card';
import { QueryError } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/format';
import { useRfqFigures } from '../api/get-rfq-figures';

/**
 * The vendor overview's buying-request figures (issue 22): request to quote (quotes sent over requests they were told
 * of) and quote to order, over the last 90 days, each with the counts behind it.
 */
export function RfqConversion() {
  const { t, i18n } = useTranslation('rfqs');
  const figures = useRfqFigures();
  const lang = i18n.language;
  const rate = (r: number | null | undefined) =>
    r === undefined ? (
      <>
        <Skeleton className="mt-1 h-7 w-12" />
        <span className="sr-only">{t('common:ui.loading')}</span>
      </>
    ) : r === null ? (
      '–'
    ) : (
      formatNumber(r, lang, { style: 'percent', maximumFractionDigits: 0 })
    );
  const d = figures.data;
  return (
    <section aria-labelledby="rfq-conversion" className="space-y-4" data-testid="rfq-conversion">
      <h2 id="rfq-conversion" className="text-lg font-semibold text-ink-900">
        {t('figures.title', { days: d?.days ?? 90 })}
      </h2>
      <QueryError query={figures} />
      <div className="grid gap-4 sm:grid-cols-2">
        <StatCard
          label={t('figures.requestToQuote')}
          value={rate(d ? d.requestToQuote : undefined)}
          icon={<ClipboardList className="size-5" />}
          hint={
            d
              ? t('figures.requestToQuoteHint', {
                  quoted: formatNumber(d.quoted, lang),
                  matched: formatNumber(d.matched, lang),
                })
              : ''
          }
        />
        <StatCard
          label={t('figures.quoteToOrder')}
          value={rate(d ? d.quoteToOrder : undefined)}
          icon={<ArrowRightLeft className="size-5" />}
          hint={
            d
              ? t('figures.quoteToOrderHint', {
                  ordered: formatNumber(d.ordered, lang),
                  quoted: formatNumber(d.quoted, lang),
                  accepted: formatNumber(d.accepted, lang),
                })
              : ''
          }
        />
      </div>
    </section>
  );
}
