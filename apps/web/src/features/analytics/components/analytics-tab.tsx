import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { BarChart3, Eye, Inbox, Percent, Receipt, Wallet, FileCheck2 } from 'lucide-react';
import type { VendorAnalyticsDto } from '@app/shared/analytics';
import { Card, CardBody, CardHeader, StatCard } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Table, TBody, TD, TH, THead, TR } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { DailyBarChart } from '../../admin/public';
import { formatUsd } from '../../../lib/money-display';
import { useVendorAnalytics } from '../api/get-vendor-analytics';
import { chartBuckets, formatIsoDay, funnelWidths, PRESETS, presetRange, type RangePreset } from '../analytics-range';
import { CustomRange } from './custom-range-form';

/** The vendor dashboard's Analytics tab: a period, figures, charts per day, the funnel and top products. */
export function AnalyticsTab() {
  const { t, i18n } = useTranslation('analytics');
  const [preset, setPreset] = useState<RangePreset>('30');
  const [range, setRange] = useState(() => presetRange(30));
  const query = useVendorAnalytics(range);

  const choose = (p: RangePreset) => {
    setPreset(p);
    if (p !== 'custom') setRange(presetRange(Number(p)));
  };

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title={t('title')}
          description={
            query.data
              ? t('period', {
                  from: formatIsoDay(query.data.from, i18n.language),
                  to: formatIsoDay(query.data.to, i18n.language),
                })
              : t('subtitle')
          }
        />
        <CardBody className="space-y-4">
          <div role="group" aria-label={t('range.label')} className="flex flex-wrap gap-2">
            {[...PRESETS, 'custom' as const].map((p) => (
              <button
                key={p}
                type="button"
                aria-pressed={preset === p}
                onClick={() => choose(p)}
                className={cn(
                  'h-9 rounded-full border px-4 text-sm font-semibold transition-colors',
                  preset === p
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-ink-300 bg-white text-ink-800 hover:bg-ink-50',
                )}
              >
                {p === 'custom' ? t('range.custom') : t('range.lastDays', { days: p })}
              </button>
            ))}
          </div>
          {preset === 'custom' ? <CustomRange initial={range} onApply={setRange} /> : null}
        </CardBody>
      </Card>

      <QueryState
        query={query}
        loading={{
          skeleton: (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <Skeleton key={i} className="h-24" />
              ))}
            </div>
          ),
        }}
        error={{ ns: 'analytics', fallback: 'loadFailed' }}
      >
        {(data) => <Figures data={data} stale={query.isPlaceholderData} />}
      </QueryState>
    </div>
  );
}

type Day = VendorAnalyticsDto['days'][number];

function Figures({ data, stale }: { data: VendorAnalyticsDto; stale: boolean }) {
  const { t, i18n } = useTranslation('analytics');
  const lang = i18n.language;
  const n = (v: number) => formatNumber(v, lang);
  const pct = (v: number | null) =>
    v === null ? '—' : formatNumber(v / 100, lang, { style: 'percent', maximumFractionDigits: 1 });
  const usd = (c: number) => formatUsd(c, lang);
  const { totals } = data;
  const days = data.days.map((d) => d.day);
  const steps = [totals.views, totals.inquiries, totals.orders];
  const widths = funnelWidths(steps);
  const weekly = chartBuckets(days, []).weekly;
  const count = (v: number) => formatNumber(v, lang, { maximumFractionDigits: 1 });
  const charts = [
    {
      key: 'views',
      pick: (d: Day) => d.views,
      format: count,
      color: 'fill-brand-600',
      minTop: 4,
      empty: 'charts.noViews',
    },
    {
      key: 'inquiries',
      pick: (d: Day) => d.inquiries,
      format: count,
      color: 'fill-blue-600',
      minTop: 4,
      empty: 'charts.noInquiries',
    },
    {
      key: 'orders',
      pick: (d: Day) => d.orders,
      format: count,
      color: 'fill-accent-500',
      minTop: 4,
      empty: 'charts.noOrders',
    },
    {
      key: 'revenue',
      pick: (d: Day) => d.revenueCents,
      format: (v: number) => formatNumber(v / 100, lang, { style: 'currency', currency: 'USD', notation: 'compact' }),
      color: 'fill-brand-800',
      minTop: 10_000,
      empty: 'charts.noOrders',
    },
  ] as const;

  return (
    <div className={cn('space-y-6 transition-opacity', stale && 'opacity-60')} aria-busy={stale || undefined}>
      <section aria-labelledby="analytics-figures">
        <h2 id="analytics-figures" className="sr-only">
          {t('figures')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <StatCard
            label={t('tiles.views')}
            value={n(totals.views)}
            icon={<Eye className="size-5" />}
            hint={t('tiles.viewsHint')}
          />
          <StatCard
            label={t('tiles.inquiries')}
            value={n(totals.inquiries)}
            icon={<Inbox className="size-5" />}
            hint={t('tiles.inquiriesHint', { rate: pct(totals.inquiryPercent) })}
          />
          <StatCard
            label={t('tiles.orders')}
            value={n(totals.orders)}
            icon={<Receipt className="size-5" />}
            hint={t('tiles.ordersHint')}
          />
          <StatCard
            label={t('tiles.revenue')}
            value={usd(totals.revenueCents)}
            icon={<Wallet className="size-5" />}
            hint={t('tiles.revenueHint')}
          />
          <StatCard
            label={t('tiles.conversion')}
            value={pct(totals.conversionPercent)}
            icon={<Percent className="size-5" />}
            hint={t('tiles.conversionHint')}
          />
          {totals.quoteAcceptancePercent !== null ? (
            <StatCard
              label={t('tiles.quoteAcceptance')}
              value={pct(totals.quoteAcceptancePercent)}
              icon={<FileCheck2 className="size-5" />}
              hint={t('tiles.quoteAcceptanceHint', {
                accepted: n(totals.quotesAccepted),
                answered: n(totals.quotesAnswered),
                sent: n(totals.quotesSent),
              })}
            />
          ) : (
            <StatCard
              label={t('tiles.quoteAcceptance')}
              value="—"
              icon={<FileCheck2 className="size-5" />}
              hint={t('tiles.noQuotes', { sent: n(totals.quotesSent) })}
            />
          )}
        </div>
      </section>

      <Card>
        <CardHeader title={t('funnel.title')} description={t('funnel.subtitle')} />
        <CardBody>
          <ol className="space-y-3">
            {(['views', 'inquiries', 'orders'] as const).map((step, i) => (
              <li key={step} className="grid grid-cols-[8rem_1fr_auto] items-center gap-3 text-sm">
                <span className="font-medium text-ink-700">{t(`funnel.${step}`)}</span>
                <span className="h-3 overflow-hidden rounded-full bg-ink-100">
                  <span
                    className={cn(
                      'block h-full rounded-full',
                      i === 0 ? 'bg-brand-600' : i === 1 ? 'bg-blue-600' : 'bg-accent-500',
                    )}
                    style={{ width: `${widths[i] ?? 0}%` }}
                  />
                </span>
                <span className="w-16 text-end font-semibold text-ink-900 tabular-nums">{n(steps[i] ?? 0)}</span>
              </li>
            ))}
          </ol>
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t(weekly ? 'charts.titleWeekly' : 'charts.title')} />
        <CardBody className="grid gap-8 lg:grid-cols-2">
          {charts.map((c) => {
            const series = chartBuckets(days, data.days.map(c.pick));
            return (
              <DailyBarChart
                key={c.key}
                title={t(`charts.${c.key}`)}
                days={series.days}
                values={series.values}
                format={c.format}
                color={c.color}
                minTop={c.minTop}
                emptyText={t(c.empty)}
              />
            );
          })}
        </CardBody>
      </Card>

      <Card>
        <CardHeader title={t('top.title')} description={t('top.subtitle')} />
        {data.topProducts.length === 0 ? (
          <EmptyState
            icon={<BarChart3 className="size-7" />}
            title={t('top.emptyTitle')}
            description={t('top.emptyText')}
          />
        ) : (
          <CardBody>
            <Table caption={t('top.title')}>
              <THead>
                <tr>
                  <TH>{t('top.product')}</TH>
                  <TH className="text-end">{t('top.views')}</TH>
                  <TH className="text-end">{t('top.inquiries')}</TH>
                  <TH className="text-end">{t('top.orders')}</TH>
                  <TH className="text-end">{t('top.conversion')}</TH>
                  <TH className="text-end">{t('top.revenue')}</TH>
                </tr>
              </THead>
              <TBody>
                {data.topProducts.map((p) => (
                  <TR key={p.productId}>
                    <TD>
                      <Link
                        to={`/vendor/edit-product/${p.productId}`}
                        className="font-medium text-ink-900 hover:text-brand-800 hover:underline"
                      >
                        {p.name}
                      </Link>
                    </TD>
                    <TD className="text-end tabular-nums">{n(p.views)}</TD>
                    <TD className="text-end tabular-nums">{n(p.inquiries)}</TD>
                    <TD className="text-end tabular-nums">{n(p.orders)}</TD>
                    <TD className="text-end tabular-nums">{pct(p.conversionPercent)}</TD>
                    <TD className="text-end tabular-nums">{usd(p.revenueCents)}</TD>
                  </TR>
                ))}
              </TBody>
            </Table>
          </CardBody>
        )}
      </Card>
    </div>
  );
}
