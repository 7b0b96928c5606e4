import { useTranslation } from 'react-i18next';
import { RefreshCw, Star } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/field';
import { SkeletonText } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-message';
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
        {query.isPending ? (
          <div role="status">
            <span className="sr-only">{t('loading')}</span>
            <SkeletonText lines={5} />
          </div>
        ) : query.isError ? (
          <FormAlert
            title={t('loadFailed')}
            action={
              <Button
                size="sm"
                variant="outline"
                icon={<RefreshCw aria-hidden="true" className="size-4" />}
                onClick={() => void query.refetch()}
              >
                {t('common:ui.retry')}
              </Button>
            }
          >
            {errorMessage(t, query.error, 'loadFailedText')}
          </FormAlert>
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
