import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';

import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';

import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { useVendorReviews } from '../api/get-vendor-reviews';
import { ReviewItem } from './product-reviews';
import { Stars } from './stars';
import { LoadFailed, LoadingBlock } from '../../../components/ui/load-states';

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
        {query.isPending ? (
          <LoadingBlock label={t('loading')} />
        ) : query.isError ? (
          <LoadFailed title={t('loadFailed')} onRetry={() => void query.refetch()}>
            {errorMessage(t, query.error, 'loadFailedText')}
          </LoadFailed>
        ) : query.data.items.length === 0 ? (
          <EmptyState
            icon={<Star className="size-7" />}
            title={t('vendorTab.emptyTitle')}
            description={t('vendorTab.emptyText')}
            className="py-8"
          />
        ) : (
          <ul className="divide-y divide-ink-100" aria-label={t('listLabel')}>
            {query.data.items.map((r) => (
              <ReviewItem key={r.id} review={r} showSubject />
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
