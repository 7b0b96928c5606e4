import { useTranslation } from '../../../i18n/use-translation';
import {
  Activity,
  BadgeCheck,
  BookOpen,
  CreditCard,
  FileBarChart,
  LayoutDashboard,
  LifeBuoy,
  Package,
  Scale,
  ScrollText,
  ShieldAlert,
  Truck,
  Users,
} from 'lucide-react';
import { LinkButton } from '../../../components/ui/button';
import { Page } from '../../../components/ui/page';
import { Tabs } from '../../../components/ui/tabs';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTabParam } from '../../../lib/use-tab-param';
import { useAuth } from '../../../app/use-auth';
import { AuditTab } from '../components/audit-tab';
import { KnowledgeBaseTab } from '../components/knowledge-base-tab';
import { OverviewTab } from '../components/overview-tab';
import { PaymentsTab } from '../components/payments-tab';
import { ProductsTab } from '../components/products-tab';
import { ReportsTab } from '../components/reports-tab';
import { SupportTab } from '../components/support-tab';
import { UsersTab } from '../components/users-tab';
import { VerificationsTab } from '../components/verifications-tab';
import { AdminDisputesTab } from '../../disputes/public';
import { AdminFraudTab } from '../../fraud/public';

const TABS = [
  'overview',
  'verifications',
  'users',
  'products',
  'reports',
  'payments',
  'disputes',
  'fraud',
  'support',
  'knowledge',
  'audit',
] as const;
type Tab = (typeof TABS)[number];

export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('dashboard.title'));
  const { user } = useAuth();
  const [tab, setTab] = useTabParam<Tab>(TABS, 'overview');
  if (!user) return null;
  const icon = 'size-4';

  const content: Record<Tab, React.ReactNode> = {
    overview: <OverviewTab />,
    verifications: <VerificationsTab />,
    users: <UsersTab />,
    products: <ProductsTab />,
    reports: <ReportsTab />,
    payments: <PaymentsTab />,
    disputes: <AdminDisputesTab />,
    fraud: <AdminFraudTab />,
    support: <SupportTab />,
    knowledge: <KnowledgeBaseTab />,
    audit: <AuditTab />,
  };
  const icons: Record<Tab, React.ReactNode> = {
    overview: <LayoutDashboard className={icon} />,
    verifications: <BadgeCheck className={icon} />,
    users: <Users className={icon} />,
    products: <Package className={icon} />,
    reports: <FileBarChart className={icon} />,
    payments: <CreditCard className={icon} />,
    disputes: <Scale className={icon} />,
    fraud: <ShieldAlert className={icon} />,
    support: <LifeBuoy className={icon} />,
    knowledge: <BookOpen className={icon} />,
    audit: <ScrollText className={icon} />,
  };

  return (
    <Page>
      <div className="flex flex-wrap items-end justify-between gap-4 pb-6">
        <div>
          <p className="mb-1 text-sm font-semibold text-brand-700">{t('dashboard.eyebrow')}</p>
          <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{t('dashboard.title')}</h1>
          <p className="mt-2 text-ink-600">{t('dashboard.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <LinkButton to="/admin/monitor" variant="outline" icon={<Activity aria-hidden="true" className="size-4" />}>
            {t('dashboard.monitorLink')}
          </LinkButton>
          <LinkButton to="/admin/shipping" variant="outline" icon={<Truck aria-hidden="true" className="size-4" />}>
            {t('dashboard.shippingLink')}
          </LinkButton>
        </div>
      </div>
      <Tabs<Tab>
        label={t('dashboard.tabsLabel')}
        value={tab}
        onChange={setTab}
        items={TABS.map((id) => ({
          id,
          label:
            id === 'disputes'
              ? t('disputes:admin.tab')
              : id === 'fraud'
                ? t('fraud:admin.tab')
                : t(`dashboard.tabs.${id}`),
          icon: icons[id],
          content: content[id],
        }))}
      />
    </Page>
  );
}
