import { useTranslation } from '../../../i18n/use-translation';
import { FlaskConical } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { isolateLtr, isRtl } from '../../../lib/bidi';
import { cn } from '../../../lib/cn';
import { formatNumber } from '../../../lib/format';
import { formatMinorMoney } from '../../fx/public';
import type { AdminPaymentsSummary } from '../api/list-admin-payments';
import { PAYMENT_STATES, PAYMENT_STATE_TONES, railKey } from '../lib/payment-attempts';

/** The provider's name in the page language ("Test card", "M-Pesa"); an unknown rail as the server names it. */
export function useRailName(): (rail: string) => string {
  const { t } = useTranslation('admin');
  return (rail) => {
    const key = railKey(rail);
    return key ? t(key) : rail;
  };
}

/** The TEST MODE mark of a rail that talks to a built-in test service (no real money). */
export function TestModeBadge() {
  const { t } = useTranslation('admin');
  return (
    <Badge tone="amber" icon={<FlaskConical aria-hidden="true" className="size-3.5" />}>
      {t('console.payments.testMode')}
    </Badge>
  );
}

/**
 * One card per rail and currency: how many payments were received, are pending, failed or were refunded, and how much,
 * in that currency's own minor units (never converted nor added across currencies).
 */
export function PaymentSummaryCards({ items }: { items: readonly AdminPaymentsSummary[] }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const railName = useRailName();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="payments-summary-heading" className="space-y-3">
      <h3 id="payments-summary-heading" className="text-base font-semibold text-ink-900">
        {t('console.payments.summaryHeading')}
      </h3>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((s) => {
          const id = `payments-summary-${s.rail}-${s.currency}`;
          return (
            <li
              key={`${s.rail}-${s.currency}`}
              className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-4 shadow-[var(--shadow-card)]"
              data-testid={id}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h4 id={id} className="flex items-baseline gap-2 text-sm font-semibold text-ink-900">
                  <span>{railName(s.rail)}</span>
                  <span className="font-mono text-xs font-medium text-ink-500">
                    {isRtl(lang) ? isolateLtr(s.currency) : s.currency}
                  </span>
                </h4>
                {s.testMode ? <TestModeBadge /> : null}
              </div>
              <table className="mt-3 w-full text-sm" aria-labelledby={id}>
                <thead className="sr-only">
                  <tr>
                    <th scope="col">{t('console.payments.columns.state')}</th>
                    <th scope="col">{t('console.payments.summaryCount')}</th>
                    <th scope="col">{t('console.payments.summaryAmount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {PAYMENT_STATES.map((state) => {
                    const bucket = s[state];
                    const none = bucket.count === 0;
                    return (
                      <tr key={state} className={cn(none && 'text-ink-400')} data-testid={`${id}-${state}`}>
                        <th scope="row" className="py-1 text-start font-normal">
                          <span className="inline-flex items-center gap-2">
                            <span
                              aria-hidden="true"
                              className={cn(
                                'size-2 rounded-full',
                                none ? 'bg-ink-200' : DOT[PAYMENT_STATE_TONES[state]],
                              )}
                            />
                            <span className={cn(!none && 'text-ink-700')}>{t(`console.payments.states.${state}`)}</span>
                          </span>
                        </th>
                        <td className="px-3 py-1 text-end tabular-nums">{formatNumber(bucket.count, lang)}</td>
                        <td
                          className={cn(
                            'py-1 text-end font-semibold whitespace-nowrap tabular-nums',
                            !none && 'text-ink-900',
                          )}
                        >
                          {formatMinorMoney(bucket.amountMinor, s.currency, lang)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const DOT: Record<string, string> = {
  green: 'bg-brand-600',
  amber: 'bg-accent-500',
  red: 'bg-red-600',
  blue: 'bg-blue-600',
};
