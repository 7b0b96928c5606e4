import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  Activity,
  Banknote,
  Gavel,
  Package,
  Receipt,
  Shield,
  ShieldAlert,
  ShoppingBag,
  Store,
  Truck,
  Users,
  UserX,
} from 'lucide-react';
import { LinkButton } from '../../../components/ui/button';
import { Card, CardBody, CardHeader, StatCard } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { formatNumber } from '../../../lib/format';
import { useAdminOverview, type AdminOverview } from '../api/get-admin-overview';
import { fillDays, formatDay, formatUsd, lastDays } from '../lib/admin-format';
import { DailyBarChart } from './daily-chart';
import { MoneySection } from './money-section';

export function OverviewTab() {
  const overview = useAdminOverview();
  return (
    <QueryState
      query={overview}
      loading={{ look: 'tiles', count: 12 }}
      error={{ ns: 'admin', fallback: 'dashboard.overview.failed' }}
    >
      {(o) => <Overview o={o} />}
    </QueryState>
  );
}

function Overview({ o }: { o: AdminOverview }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const n = (v: number) => formatNumber(v, lang);
  const usd = (c: number) => formatUsd(c, lang);
  const daily = useMemo(() => {
    const { from, to } = lastDays(30);
    return fillDays(o.daily, from, to, (day) => ({ day, orders: 0, gmvCents: 0 }));
  }, [o.daily]);
  const icon = 'size-5';
  return (
    <div className="space-y-8">
      <section aria-labelledby="admin-users">
        <h2 id="admin-users" className="mb-4 text-lg font-semibold text-ink-900">
          {t('dashboard.overview.usersHeading')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <StatCard label={t('dashboard.overview.total')} value={n(o.users.total)} icon={<Users className={icon} />} />
          <StatCard
            label={t('dashboard.overview.buyers')}
            value={n(o.users.buyers)}
            icon={<ShoppingBag className={icon} />}
          />
          <StatCard
            label={t('dashboard.overview.vendors')}
            value={n(o.users.vendors)}
            icon={<Store className={icon} />}
          />
          <StatCard
            label={t('dashboard.overview.admins')}
            value={n(o.users.admins)}
            icon={<Shield className={icon} />}
          />
          <StatCard
            label={t('dashboard.overview.suspended')}
            value={n(o.users.suspended)}
            icon={<UserX className={icon} />}
          />
          <StatCard
            label={t('dashboard.overview.pendingVerifications')}
            value={n(o.pendingVerifications)}
            icon={<ShieldAlert className={icon} />}
            hint={
              o.pendingVerifications === 0
                ? t('dashboard.overview.nothingToReview')
                : `${t('dashboard.overview.awaitingReview', { n: n(o.verifications.awaitingReview) })} · ${t('dashboard.overview.waitingOnVendor', { n: n(o.verifications.waitingOnVendor) })}`
            }
          />
        </div>
      </section>
      <section aria-labelledby="admin-trade">
        <h2 id="admin-trade" className="mb-4 text-lg font-semibold text-ink-900">
          {t('console.overview.tradeHeading')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <StatCard
            label={t('console.overview.products')}
            value={t('console.overview.productsValue', { live: n(o.products.live), total: n(o.products.total) })}
            icon={<Package className={icon} />}
          />
          <StatCard label={t('console.overview.orders')} value={n(o.orders)} icon={<Receipt className={icon} />} />
          <StatCard
            label={t('console.overview.gmv')}
            value={usd(o.gmvCents)}
            icon={<Banknote className={icon} />}
            hint={t('console.overview.gmvHint')}
          />
          <StatCard
            label={t('console.overview.openDisputes')}
            value={n(o.openDisputes)}
            icon={<Gavel className={icon} />}
          />
        </div>
      </section>
      <MoneySection money={o.money} />
      <Card>
        <CardHeader title={t('console.overview.chartTitle')} description={t('console.overview.chartText')} />
        <CardBody className="space-y-6">
          <div className="grid gap-6 lg:grid-cols-2">
            <DailyBarChart
              title={t('console.overview.ordersPerDay')}
              days={daily.map((d) => d.day)}
              values={daily.map((d) => d.orders)}
              format={(v) => formatNumber(v, lang, { maximumFractionDigits: 1 })}
              color="fill-brand-600"
              minTop={4}
              emptyText={t('console.overview.noOrders')}
            />
            <DailyBarChart
              title={t('console.overview.gmvPerDay')}
              days={daily.map((d) => d.day)}
              values={daily.map((d) => d.gmvCents)}
              format={(v) => formatNumber(v / 100, lang, { style: 'currency', currency: 'USD', notation: 'compact' })}
              color="fill-accent-500"
              minTop={10_000}
              emptyText={t('console.overview.noOrders')}
            />
          </div>
          <details className="group rounded-lg border border-ink-200">
            <summary className="cursor-pointer rounded-lg px-4 py-2 text-sm font-medium text-ink-800 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600">
              {t('console.overview.showTable')}
            </summary>
            <div className="p-2">
              <Table className="relative" caption={t('console.overview.chartTitle')}>
                <THead>
                  <TR>
                    <TH>{t('console.overview.day')}</TH>
                    <TH className="text-end">{t('console.overview.orders')}</TH>
                    <TH className="text-end">{t('console.overview.gmv')}</TH>
                  </TR>
                </THead>
                <TBody>
                  {daily.map((d) => (
                    <TR key={d.day}>
                      <TD>{formatDay(d.day, lang)}</TD>
                      <TD className="text-end tabular-nums">{n(d.orders)}</TD>
                      <TD className="text-end tabular-nums">{usd(d.gmvCents)}</TD>
                    </TR>
                  ))}
                </TBody>
              </Table>
            </div>
          </details>
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t('dashboard.overview.healthTitle')} description={t('dashboard.overview.healthText')} />
        <CardBody className="flex flex-wrap gap-2">
          <LinkButton to="/admin/monitor" size="sm" icon={<Activity aria-hidden="true" className="size-4" />}>
            {t('dashboard.monitorLink')}
          </LinkButton>
          <LinkButton
            to="/admin/shipping"
            size="sm"
            variant="outline"
            icon={<Truck aria-hidden="true" className="size-4" />}
          >
            {t('dashboard.shippingLink')}
          </LinkButton>
        </CardBody>
      </Card>
    </div>
  );
}
