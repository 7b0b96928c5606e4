import { useTranslation } from '../../../i18n/use-translation';
import {
  BarChart3,
  ClipboardList,
  Inbox,
  LayoutDashboard,
  Package,
  PackagePlus,
  Receipt,
  Star,
  Store,
} from 'lucide-react';
import { TIMES } from '@app/shared/constants';
import { LinkButton } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTabParam } from '../../../lib/use-tab-param';
import { useAuth } from '../../../app/use-auth';
import { DashboardHeader } from '../components/dashboard-header';
import { VendorOrdersTab } from '../../orders/public';
import { VendorOverview, VendorProductsTab } from '../../catalog/public';
import { AnalyticsTab } from '../../analytics/public';
import { ConversationsTab } from '../../messaging/public';
import { VendorReviewsTab } from '../../reviews/public';
import { RfqConversion, VendorRfqsTab } from '../../rfqs/public';

const TABS = ['overview', 'products', 'orders', 'inquiries', 'rfqs', 'reviews', 'analytics'] as const;
type Tab = (typeof TABS)[number];

export function VendorDashboardPage() {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('vendor.title'));
  const { user } = useAuth();
  const [tab, setTab] = useTabParam<Tab>(TABS, 'overview');
  if (!user) return null;
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
                <VendorOverview user={user} />
                <RfqConversion />
              </div>
            ),
          },
          {
            id: 'products',
            label: t('vendor.tabs.products'),
            icon: <Package className={icon} />,
            content: <VendorProductsTab />,
          },
          {
            id: 'orders',
            label: t('vendor.tabs.orders'),
            icon: <Receipt className={icon} />,
            content: <VendorOrdersTab />,
          },
          {
            id: 'inquiries',
            label: t('vendor.tabs.inquiries'),
            icon: <Inbox className={icon} />,
            content: <ConversationsTab side="vendor" />,
          },
          {
            id: 'rfqs',
            label: t('common:user.buyingRequests'),
            icon: <ClipboardList className={icon} />,
            content: <VendorRfqsTab />,
          },
          {
            id: 'reviews',
            label: t('reviews:vendorTab.tab'),
            icon: <Star className={icon} />,
            content: <VendorReviewsTab />,
          },
          {
            id: 'analytics',
            label: t('vendor.tabs.analytics'),
            icon: <BarChart3 className={icon} />,
            content: <AnalyticsTab />,
          },
        ]}
      />
    </Page>
  );
}
