import { useTranslation } from '../../../i18n/use-translation';
import { Eye, Mail, MessageSquare, Package, Percent, Receipt } from 'lucide-react';
import type { UserDto } from '@app/shared/auth';
import { SELLER_FEE_BPS } from '@app/shared/fees';
import { Card, CardBody, CardHeader, StatCard } from '../../../components/ui/card';
import { QueryError } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/format';
import { useVendorStats } from '../api/get-vendor-stats';

/** Vendor dashboard "Overview" tab (spec 2.8): figures from GET /api/vendor/stats, the seller fee and how orders reach the vendor. */
export function VendorOverview({ user }: { user: UserDto }) {
  const { t, i18n } = useTranslation('dashboard');
  const stats = useVendorStats();
  const lang = i18n.language;
  const fee = formatNumber(SELLER_FEE_BPS / 10_000, lang, { style: 'percent' });

  const value = (n: number | undefined) =>
    n !== undefined ? (
      formatNumber(n, lang)
    ) : stats.isPending ? (
      <>
        <Skeleton className="mt-1 h-7 w-12" />
        <span className="sr-only">{t('common:ui.loading')}</span>
      </>
    ) : (
      '–'
    );

  return (
    <div className="space-y-8">
      <section aria-labelledby="vendor-stats" className="space-y-4">
        <h2 id="vendor-stats" className="sr-only">
          {t('statsHeading')}
        </h2>
        <QueryError query={stats} />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label={t('vendor.stats.totalProducts')}
            value={value(stats.data?.totalProducts)}
            icon={<Package className="size-5" />}
            hint={
              stats.data
                ? t('catalog:vendor.activeProducts', {
                    count: stats.data.activeProducts,
                    formatted: formatNumber(stats.data.activeProducts, lang),
                  })
                : t('vendor.stats.totalProductsHint')
            }
          />
          <StatCard
            label={t('vendor.stats.pendingOrders')}
            value={value(stats.data?.pendingOrders)}
            icon={<Receipt className="size-5" />}
            hint={t('vendor.stats.pendingOrdersHint')}
          />
          <StatCard
            label={t('vendor.stats.activeInquiries')}
            value={value(stats.data?.activeInquiries)}
            icon={<MessageSquare className="size-5" />}
            hint={t('vendor.stats.activeInquiriesHint')}
          />
          <StatCard
            label={t('vendor.stats.productViews')}
            value={value(stats.data?.productViews)}
            icon={<Eye className="size-5" />}
            hint={t('vendor.stats.productViewsHint')}
          />
        </div>
      </section>
      <div className="grid gap-6 md:grid-cols-2">
        <Card>
          <CardHeader title={t('vendor.feeTitle')} />
          <CardBody className="flex items-start gap-4">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700"
            >
              <Percent className="size-6" />
            </span>
            <div>
              <p className="text-lg font-bold text-ink-900">{t('vendor.feeHeadline', { fee })}</p>
              <p className="mt-1 text-sm text-ink-600">{t('vendor.feeText')}</p>
            </div>
          </CardBody>
        </Card>
        <Card>
          <CardHeader title={t('vendor.emailTitle')} />
          <CardBody className="flex items-start gap-4">
            <span
              aria-hidden="true"
              className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
            >
              <Mail className="size-6" />
            </span>
            <p className="text-sm text-ink-700">{t('vendor.emailText', { email: user.email })}</p>
          </CardBody>
        </Card>
      </div>
    </div>
  );
}
