import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Download } from 'lucide-react';
import { buttonClasses, Button } from '../../../components/ui/button';
import { Card, CardBody, CardHeader, StatCard } from '../../../components/ui/card';
import { Field, Input } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { formatNumber } from '../../../lib/format';
import { ledgerCsvUrl, useReport, type AdminReport } from '../api/get-reports';
import { formatUsd, lastDays } from '../lib/admin-format';
import { OtherCurrencyFigures, REPORT_FIGURES } from './other-currency-figures';

type Money = AdminReport['money'];

/** Money that moved during the period, from the escrow ledger. */
const FLOWS: Array<{ key: string; cents: (m: Money) => number }> = [
  { key: 'paidIntoEscrow', cents: (m) => m.paidIntoEscrowCents },
  { key: 'releasedToVendors', cents: (m) => m.releasedToVendorsCents },
  { key: 'refundedToBuyers', cents: (m) => m.refundedToBuyersCents },
  { key: 'buyerFees', cents: (m) => m.fees.buyerCents },
  { key: 'sellerFees', cents: (m) => m.fees.sellerCents },
  { key: 'feesTotal', cents: (m) => m.fees.totalCents },
  { key: 'paidOut', cents: (m) => m.paidOutCents },
];

/** What the accounts held when the period ended. */
const BALANCES: Array<{ key: string; cents: (m: Money) => number }> = [
  { key: 'heldInEscrow', cents: (m) => m.heldInEscrowCents },
  { key: 'awaitingPayout', cents: (m) => m.awaitingPayoutCents },
  { key: 'refundsOwed', cents: (m) => m.refundsOwedCents },
];

export function ReportsTab() {
  const { t, i18n } = useTranslation('admin');
  const initial = lastDays(30);
  const [draft, setDraft] = useState(initial);
  const [period, setPeriod] = useState(initial);
  const invalid = !draft.from || !draft.to || draft.from > draft.to;
  const report = useReport(period.from, period.to);
  const usd = (cents: number) => formatUsd(cents, i18n.language);

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader title={t('console.reports.periodTitle')} description={t('console.reports.periodText')} />
        <CardBody>
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (!invalid) setPeriod(draft);
            }}
          >
            <Field label={t('console.reports.from')} className="w-full sm:w-48">
              <Input
                type="date"
                value={draft.from}
                max={draft.to}
                onChange={(e) => setDraft({ ...draft, from: e.target.value })}
                required
              />
            </Field>
            <Field
              label={t('console.reports.to')}
              className="w-full sm:w-48"
              error={draft.from > draft.to && draft.to ? t('console.reports.badPeriod') : undefined}
            >
              <Input
                type="date"
                value={draft.to}
                min={draft.from}
                onChange={(e) => setDraft({ ...draft, to: e.target.value })}
                required
              />
            </Field>
            <Button type="submit" disabled={invalid} loading={report.isFetching}>
              {t('console.reports.show')}
            </Button>
            <a href={ledgerCsvUrl(period.from, period.to)} download className={buttonClasses('outline', 'md')}>
              <Download aria-hidden="true" className="size-4" />
              {t('console.reports.downloadCsv')}
            </a>
          </form>
        </CardBody>
      </Card>
      <QueryState
        query={report}
        loading={{ look: 'tiles', count: 9 }}
        error={{ ns: 'admin', fallback: 'console.reports.failed' }}
      >
        {(data) => (
          <div className="space-y-6" aria-live="polite">
            <section aria-labelledby="report-flows">
              <h2 id="report-flows" className="mb-3 text-lg font-semibold text-ink-900">
                {t('console.reports.flowsHeading')}
              </h2>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                <StatCard label={t('console.reports.orders')} value={formatNumber(data.orders, i18n.language)} />
                <StatCard
                  label={t('console.reports.gmv')}
                  value={usd(data.gmvCents)}
                  hint={t('console.overview.gmvHint')}
                />
                {FLOWS.map((f) => (
                  <StatCard key={f.key} label={t(`console.reports.${f.key}`)} value={usd(f.cents(data.money))} />
                ))}
              </div>
            </section>
            <section aria-labelledby="report-balances">
              <h2 id="report-balances" className="text-lg font-semibold text-ink-900">
                {t('console.reports.balancesHeading')}
              </h2>
              <p className="mt-1 mb-3 text-sm text-ink-600">{t('console.reports.balancesText')}</p>
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {BALANCES.map((f) => (
                  <StatCard key={f.key} label={t(`console.reports.${f.key}`)} value={usd(f.cents(data.money))} />
                ))}
              </div>
            </section>
            <OtherCurrencyFigures items={data.money.otherCurrencies} figures={REPORT_FIGURES} headingLevel="h2" />
          </div>
        )}
      </QueryState>
    </div>
  );
}
