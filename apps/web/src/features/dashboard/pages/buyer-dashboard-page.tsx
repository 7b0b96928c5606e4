import { useTranslation } from '../../../i18n/use-translation';
import {
  ClipboardList,
  Heart,
  LayoutDashboard,
  MessageSquare,
  PackageSearch,
  Plus,
  Receipt,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { BUYER_FEE_TIER1_BPS, BUYER_FEE_TIER2_BPS } from '@app/shared/fees';
import { LinkButton } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';
import { formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTabParam } from '../../../lib/use-tab-param';
import { useAuth } from '../../../app/use-auth';
import { DashboardHeader } from '../components/dashboard-header';
import { BuyerOrderStats, MyOrdersTab, RecentOrdersCard } from '../../orders/public';
import { FeaturedProducts } from '../../catalog/public';
import { SavedProductsTab, SuppliersTab } from '../../saved/public';
import { ConversationsTab } from '../../messaging/public';
import { MyRfqsList } from '../../rfqs/public';

const TABS = ['dashboard', 'orders', 'rfqs', 'saved', 'suppliers', 'messages'] as const;
type Tab = (typeof TABS)[number];

export function BuyerDashboardPage() {
  const { t, i18n } = useTranslation('dashboard');
  useDocumentTitle(t('buyer.title'));
  const { user } = useAuth();
  const [tab, setTab] = useTabParam<Tab>(TABS, 'dashboard');
  if (!user) return null;
  const icon = 'size-4';

  return (
    <Page>
      <DashboardHeader
        user={user}
        title={t('buyer.title')}
        description={t('buyer.subtitle')}
        actions={
          <>
            <LinkButton to="/rfqs/new" variant="outline" icon={<Plus aria-hidden="true" className="size-4" />}>
              {t('common:nav.postBuyingRequest')}
            </LinkButton>
            <LinkButton to="/products" icon={<PackageSearch aria-hidden="true" className="size-4" />}>
              {t('buyer.browse')}
            </LinkButton>
          </>
        }
      />
      <Tabs<Tab>
        label={t('buyer.tabsLabel')}
        value={tab}
        onChange={setTab}
        items={[
          {
            id: 'dashboard',
            label: t('buyer.tabs.dashboard'),
            icon: <LayoutDashboard className={icon} />,
            content: (
              <div className="space-y-8">
                <BuyerOrderStats />

                <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
                  <FeaturedProducts className="lg:col-span-2" />
                  <section
                    aria-labelledby="buyer-escrow"
                    className="rounded-[var(--radius-card)] bg-brand-900 text-white shadow-[var(--shadow-card)]"
                  >
                    <div className="p-6">
                      <ShieldCheck aria-hidden="true" className="size-8 text-accent-300" />
                      <h2 id="buyer-escrow" className="mt-3 text-lg font-semibold">
                        {t('buyer.escrowTitle')}
                      </h2>
                      <p className="mt-2 text-sm text-brand-100">{t('buyer.escrowText')}</p>
                      <p className="mt-4 text-sm text-brand-100">
                        {t('buyer.feesText', {
                          low: formatNumber(BUYER_FEE_TIER1_BPS / 10_000, i18n.language, { style: 'percent' }),
                          high: formatNumber(BUYER_FEE_TIER2_BPS / 10_000, i18n.language, { style: 'percent' }),
                        })}
                      </p>
                    </div>
                  </section>
                </div>

                <RecentOrdersCard onShowAll={() => setTab('orders')} />
              </div>
            ),
          },
          {
            id: 'orders',
            label: t('buyer.tabs.orders'),
            icon: <Receipt className={icon} />,
            content: <MyOrdersTab />,
          },
          {
            id: 'rfqs',
            label: t('common:user.buyingRequests'),
            icon: <ClipboardList className={icon} />,
            content: <MyRfqsList />,
          },
          {
            id: 'saved',
            label: t('buyer.tabs.saved'),
            icon: <Heart className={icon} />,
            content: <SavedProductsTab />,
          },
          {
            id: 'suppliers',
            label: t('buyer.tabs.suppliers'),
            icon: <Users className={icon} />,
            content: <SuppliersTab />,
          },
          {
            id: 'messages',
            label: t('buyer.tabs.messages'),
            icon: <MessageSquare className={icon} />,
            content: <ConversationsTab side="buyer" />,
          },
        ]}
      />
    </Page>
  );
}
