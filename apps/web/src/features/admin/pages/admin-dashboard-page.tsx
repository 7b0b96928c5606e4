import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Activity,
  BadgeCheck,
  FileBarChart,
  LayoutDashboard,
  Package,
  ShieldAlert,
  ShoppingBag,
  Store,
  Shield,
  Truck,
  Users,
  UserX,
} from 'lucide-react';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card, CardBody, CardHeader, StatCard } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/field';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/skeleton';
import { Tabs } from '../../../components/ui/tabs';
import { errorMessage } from '../../../lib/error-message';
import { formatNumber } from '../../../lib/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTabParam } from '../../../lib/use-tab-param';
import { useAuth } from '../../auth/use-auth';
import { useAdminOverview } from '../api/get-admin-overview';

const TABS = ['overview', 'verifications', 'users', 'products', 'reports'] as const;
type Tab = (typeof TABS)[number];

export function AdminDashboardPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('dashboard.title'));
  const { user } = useAuth();
  const [tab, setTab] = useTabParam<Tab>(TABS, 'overview');
  if (!user) return null;
  const icon = 'size-4';

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
        items={[
          {
            id: 'overview',
            label: t('dashboard.tabs.overview'),
            icon: <LayoutDashboard className={icon} />,
            content: <OverviewTab />,
          },
          {
            id: 'verifications',
            label: t('dashboard.tabs.verifications'),
            icon: <BadgeCheck className={icon} />,
            content: <VerificationsTab />,
          },
          {
            id: 'users',
            label: t('dashboard.tabs.users'),
            icon: <Users className={icon} />,
            content: (
              <Placeholder
                icon={<Users className="size-7" />}
                title={t('dashboard.users.title')}
                text={t('dashboard.users.text')}
              />
            ),
          },
          {
            id: 'products',
            label: t('dashboard.tabs.products'),
            icon: <Package className={icon} />,
            content: (
              <Placeholder
                icon={<Package className="size-7" />}
                title={t('dashboard.products.title')}
                text={t('dashboard.products.text')}
              />
            ),
          },
          {
            id: 'reports',
            label: t('dashboard.tabs.reports'),
            icon: <FileBarChart className={icon} />,
            content: (
              <Placeholder
                icon={<FileBarChart className="size-7" />}
                title={t('dashboard.reports.title')}
                text={t('dashboard.reports.text')}
              />
            ),
          },
        ]}
      />
    </Page>
  );
}

function Placeholder({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Card>
      <EmptyState icon={icon} title={title} description={text} headingLevel="h2" />
    </Card>
  );
}

function OverviewTab() {
  const { t, i18n } = useTranslation('admin');
  const overview = useAdminOverview();
  const n = (v: number) => formatNumber(v, i18n.language);

  if (overview.isPending) {
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={t('common:ui.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <Card key={i} className="p-5">
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="mt-3 h-7 w-1/4" />
          </Card>
        ))}
      </div>
    );
  }
  if (overview.isError) {
    return (
      <FormAlert
        action={
          <Button size="sm" variant="outline" onClick={() => void overview.refetch()}>
            {t('common:ui.retry')}
          </Button>
        }
      >
        {errorMessage(t, overview.error, 'dashboard.overview.failed')}
      </FormAlert>
    );
  }
  const { users, pendingVerifications } = overview.data;
  return (
    <div className="space-y-8">
      <section aria-labelledby="admin-users">
        <h2 id="admin-users" className="mb-4 text-lg font-semibold text-ink-900">
          {t('dashboard.overview.usersHeading')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <StatCard label={t('dashboard.overview.total')} value={n(users.total)} icon={<Users className="size-5" />} />
          <StatCard
            label={t('dashboard.overview.buyers')}
            value={n(users.buyers)}
            icon={<ShoppingBag className="size-5" />}
          />
          <StatCard
            label={t('dashboard.overview.vendors')}
            value={n(users.vendors)}
            icon={<Store className="size-5" />}
          />
          <StatCard
            label={t('dashboard.overview.admins')}
            value={n(users.admins)}
            icon={<Shield className="size-5" />}
          />
          <StatCard
            label={t('dashboard.overview.suspended')}
            value={n(users.suspended)}
            icon={<UserX className="size-5" />}
          />
          <StatCard
            label={t('dashboard.overview.pendingVerifications')}
            value={n(pendingVerifications)}
            icon={<ShieldAlert className="size-5" />}
            hint={pendingVerifications === 0 ? t('dashboard.overview.nothingToReview') : undefined}
          />
        </div>
      </section>
      <Card>
        <CardHeader
          title={t('dashboard.overview.healthTitle')}
          description={t('dashboard.overview.healthText')}
          action={
            <LinkButton to="/admin/monitor" size="sm" icon={<Activity aria-hidden="true" className="size-4" />}>
              {t('dashboard.monitorLink')}
            </LinkButton>
          }
        />
        <CardBody>
          <p className="text-sm text-ink-600">{t('dashboard.overview.healthHint')}</p>
        </CardBody>
      </Card>
    </div>
  );
}

function VerificationsTab() {
  const { t } = useTranslation('admin');
  return (
    <Card>
      <EmptyState
        icon={<BadgeCheck className="size-7" />}
        title={t('dashboard.verifications.emptyTitle')}
        description={t('dashboard.verifications.emptyText')}
        headingLevel="h2"
      />
    </Card>
  );
}
