import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { Download, Receipt } from 'lucide-react';
import type { StatementOfCurrencyDto } from '@app/shared/billing';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Field, Select } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { formatDate } from '../../../lib/dates';
import { formatMinorMoney } from '../../fx/public';
import { statementUrl, useStatement } from '../api/get-statement';

/** "November 2026" in the page language (English names where the browser has none for it). */
export function monthLabel(month: string, lang: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, m - 1, 1));
  try {
    return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  } catch {
    return month;
  }
}

function CurrencyFigures({ c, lang }: { c: StatementOfCurrencyDto; lang: string }) {
  const { t } = useTranslation('billing');
  const m = (minor: number) => formatMinorMoney(minor, c.currency, lang);
  const rows: [string, number][] = [
    [t('statement.goods'), c.totals.goodsMinor],
    [t('statement.fees'), -c.totals.sellerFeesMinor],
    [t('statement.shipping'), c.totals.shippingMinor],
    [t('statement.labels'), -c.totals.labelsMinor],
    [t('statement.payouts'), c.totals.payoutsMinor],
  ];
  if (c.totals.reversalsMinor) rows.push([t('statement.reversals'), c.totals.reversalsMinor]);
  if (c.totals.otherMinor) rows.push([t('statement.other'), c.totals.otherMinor]);
  return (
    <section aria-label={c.currency} className="rounded-xl border border-ink-200 p-4">
      <h4 className="font-semibold text-ink-900">{t('statement.currency', { currency: c.currency })}</h4>
      <dl className="mt-3 grid gap-2 sm:grid-cols-2">
        <div className="rounded-lg bg-ink-50 p-3">
          <dt className="text-xs text-ink-600">{t('statement.opening')}</dt>
          <dd className="mt-1 text-lg font-bold text-ink-900">{m(c.openingMinor)}</dd>
        </div>
        <div className="rounded-lg bg-brand-50 p-3">
          <dt className="text-xs text-ink-600">{t('statement.closing')}</dt>
          <dd className="mt-1 text-lg font-bold text-ink-900">{m(c.closingMinor)}</dd>
        </div>
      </dl>
      <dl className="mt-3 space-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3">
            <dt className="text-ink-600">{label}</dt>
            <dd className="font-medium text-ink-900 tabular-nums">{m(value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-ink-600">{t('statement.movements', { n: c.lines.length })}</p>
    </section>
  );
}

/** The vendor's statement of a chosen month: balances and totals per currency, and the PDF and CSV documents. */
export function StatementPanel() {
  const { t, i18n } = useTranslation('billing');
  const lang = i18n.language;
  const [month, setMonth] = useState<string | null>(null);
  const query = useStatement(month);
  return (
    <QueryState
      query={query}
      loading={{ look: 'lines', count: 5, label: t('statement.loading') }}
      error={{ fallback: 'billing:statement.loadFailed' }}
    >
      {(s) => (
        <div className="space-y-4">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <Field label={t('statement.month')} className="min-w-48">
              <Select value={s.month} onChange={(e) => setMonth(e.target.value)}>
                {s.months.map((mo) => (
                  <option key={mo} value={mo}>
                    {monthLabel(mo, lang)}
                  </option>
                ))}
              </Select>
            </Field>
            <div className="flex flex-wrap gap-2">
              <a href={statementUrl(s.month, 'pdf', lang)} download className={buttonClasses('outline', 'sm')}>
                <Download aria-hidden="true" className="size-4" />
                {t('statement.downloadPdf')}
              </a>
              <a href={statementUrl(s.month, 'csv', lang)} download className={buttonClasses('outline', 'sm')}>
                <Download aria-hidden="true" className="size-4" />
                {t('statement.downloadCsv')}
              </a>
            </div>
          </div>
          <p className="text-sm text-ink-600">
            {s.number ? t('statement.number', { number: s.number }) : t('statement.notIssued')}
            {s.complete ? null : ` ${t('statement.toDate', { date: formatDate(s.to, lang) })}`}
          </p>
          {s.currencies.every((c) => c.lines.length === 0 && c.openingMinor === 0) ? (
            <EmptyState
              icon={<Receipt className="size-7" />}
              title={t('statement.emptyTitle')}
              description={t('statement.emptyText')}
            />
          ) : (
            <div className="grid gap-4 lg:grid-cols-2">
              {s.currencies.map((c) => (
                <CurrencyFigures key={c.currency} c={c} lang={lang} />
              ))}
            </div>
          )}
        </div>
      )}
    </QueryState>
  );
}
