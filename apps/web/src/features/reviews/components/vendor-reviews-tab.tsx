import { useTranslation } from '../../../i18n/use-translation';
import { Star } from 'lucide-react';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { formatNumber } from '../../../lib/format';
import { useVendorReviews } from '../api/get-vendor-reviews';
import { ReviewItem } from './product-reviews';
import { Stars } from './stars';

/** Vendor dashboard, Reviews tab: every review of the vendor (supplier and products), each with a one-time reply. */
export function VendorReviewsTab() {
  const { t, i18n } = useTranslation('reviews');
  const lang = i18n.language;
  const query = useVendorReviews();
  const summary = query.data?.summary;
  return (
    <Card>
      <CardHeader
        title={t('vendorTab.title')}
        description={t('vendorTab.intro')}
        action={
          summary && summary.count > 0 ? (
            <p className="flex items-center gap-2 text-sm text-ink-700">
              <Stars rating={summary.average} size="md" />
              <span className="font-semibold tabular-nums">
                {formatNumber(summary.average, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              </span>
              <span className="text-ink-500">{t('basedOn', { n: formatNumber(summary.count, lang) })}</span>
            </p>
          ) : null
        }
      />
      <CardBody>
        <QueryState
          query={query}
          loading={{ label: t('loading') }}
          error={{ title: t('loadFailed'), ns: 'reviews', fallback: 'loadFailedText' }}
          empty={
            <EmptyState
              icon={<Star className="size-7" />}
              title={t('vendorTab.emptyTitle')}
              description={t('vendorTab.emptyText')}
              className="py-8"
            />
          }
        >
          {({ items }) => (
            <ul className="divide-y divide-ink-100" aria-label={t('listLabel')}>
              {items.map((r) => (
                <ReviewItem key={r.id} review={r} showSubject />
              ))}
            </ul>
          )}
        </QueryState>
      </CardBody>
    </Card>
  );
}
