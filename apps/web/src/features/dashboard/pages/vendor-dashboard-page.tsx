import { useTranslation } from 'react-i18next';
import {
  BarChart3,
  Eye,
  Inbox,
  LayoutDashboard,
  Mail,
  MessageSquare,
  Package,
  PackagePlus,
  Percent,
  Receipt,
  Store,
} from 'lucide-react';
import { SELLER_FEE_BPS } from '@app/shared/fees';
import { TIMES } from '@app/shared/constants';
import { LinkButton } from '../../../components/ui/button';
import { Card, CardBody, CardHeader, StatCard } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Page } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';
import { formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTabParam } from '../../../lib/use-tab-param';
import { useAuth } from '../../auth/use-auth';
import { DashboardHeader } from '../components/dashboard-header';
import { UnderDevelopment } from '../components/under-development';

const TABS = ['overview', 'products', 'orders', 'inquiries', 'analytics'] as const;
type Tab = (typeof TABS)[number];

export function VendorDashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  useDocumentTitle(t('vendor.title'));
  const { user } = useAuth();
  const [tab, setTab] = useTabParam<Tab>(TABS, 'overview');
  if (!user) return null;
  const zero = formatNumber(0, i18n.language);
  const fee = formatNumber(SELLER_FEE_BPS / 10_000, i18n.language, { style: 'percent' });
  const icon = 'size-4';
  const addProduct = (
    <LinkButton to="/vendor/add-product" icon={<PackagePlus aria-hidden="true" className="size-4" />}>
      {t('vendor.addProduct')}
    </LinkButton>
  );

  return (
    <Page>
      <DashboardHeader user={user} title={t('vendor.title')} description={t('vendor.subtitle')} actions={addProduct} />

      {user.kycStatus === 'NONE' ? (
        <div className="mb-6 flex flex-wrap items-center gap-4 rounded-[var(--radius-card)] border border-accent-200 bg-accent-50 p-5">
          <Store aria-hidden="true" className="size-8 shrink-0 text-accent-700" />
          <div className="min-w-0 flex-1">
            <h2 className="font-semibold text-ink-900">{t('vendor.onboardingTitle')}</h2>
            <p className="mt-1 text-sm text-ink-700">
              {t('vendor.onboardingText', { hours: TIMES.applicationReviewHours })}
            </p>
          </div>
          <LinkButton to="/vendor/onboarding" variant="secondary">
            {t('vendor.onboardingCta')}
          </LinkButton>
        </div>
      ) : null}

      <Tabs<Tab>
        label={t('vendor.tabsLabel')}
        value={tab}
        onChange={setTab}
        items={[
          {
            id: 'overview',
            label: t('vendor.tabs.overview'),
            icon: <LayoutDashboard className={icon} />,
            content: (
              <div className="space-y-8">
                <section aria-labelledby="vendor-stats">
                  <h2 id="vendor-stats" className="sr-only">
                    {t('statsHeading')}
                  </h2>
                  <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
                    <StatCard
                      label={t('vendor.stats.totalProducts')}
                      value={zero}
                      icon={<Package className="size-5" />}
                      hint={t('vendor.stats.totalProductsHint')}
                    />
                    <StatCard
                      label={t('vendor.stats.pendingOrders')}
                      value={zero}
                      icon={<Receipt className="size-5" />}
                      hint={t('vendor.stats.pendingOrdersHint')}
                    />
                    <StatCard
                      label={t('vendor.stats.activeInquiries')}
                      value={zero}
                      icon={<MessageSquare className="size-5" />}
                      hint={t('vendor.stats.activeInquiriesHint')}
                    />
                    <StatCard
                      label={t('vendor.stats.productViews')}
                      value={zero}
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
            ),
          },
          {
            id: 'products',
            label: t('vendor.tabs.products'),
            icon: <Package className={icon} />,
            content: (
              <Card>
                <EmptyState
                  icon={<Package className="size-7" />}
                  title={t('vendor.noProducts')}
                  description={t('vendor.noProductsText')}
                  action={addProduct}
                  headingLevel="h2"
                />
              </Card>
            ),
          },
          {
            id: 'orders',
            label: t('vendor.tabs.orders'),
            icon: <Receipt className={icon} />,
            content: <UnderDevelopment title={t('vendor.tabs.orders')} icon={<Receipt className="size-7" />} />,
          },
          {
            id: 'inquiries',
            label: t('vendor.tabs.inquiries'),
            icon: <Inbox className={icon} />,
            content: <UnderDevelopment title={t('vendor.tabs.inquiries')} icon={<Inbox className="size-7" />} />,
          },
          {
            id: 'analytics',
            label: t('vendor.tabs.analytics'),
            icon: <BarChart3 className={icon} />,
            content: <UnderDevelopment title={t('vendor.tabs.analytics')} icon={<BarChart3 className="size-7" />} />,
          },
        ]}
      />
    </Page>
  );
}
