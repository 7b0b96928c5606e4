import { useTranslation } from '../../../i18n/use-translation';
import type { MoneyFiguresOfCurrencyDto } from '@app/shared/money-figures';
import { isolateLtr, isRtl } from '../../../lib/bidi';
import { cn } from '../../../lib/cn';
import { formatMinorMoney } from '../../fx/public';

type Figures = MoneyFiguresOfCurrencyDto;
export interface CurrencyFigure {
  /** The label's key in the admin namespace (the same label as the USD figure). */
  label: string;
  minor: (m: Figures) => number;
}

/** The Overview's figures (since the start), in the order of its USD cards. */
export const OVERVIEW_FIGURES: CurrencyFigure[] = [
  { label: 'console.overview.heldInEscrow', minor: (m) => m.heldInEscrowCents },
  { label: 'console.overview.releasedToVendors', minor: (m) => m.releasedToVendorsCents },
  { label: 'console.overview.refundedToBuyers', minor: (m) => m.refundedToBuyersCents },
  { label: 'console.overview.feesEarned', minor: (m) => m.fees.totalCents },
  { label: 'console.overview.awaitingPayout', minor: (m) => m.awaitingPayoutCents },
  { label: 'console.overview.paidOut', minor: (m) => m.paidOutCents },
];

/** Reports: what moved during the period, then the balances at its end. */
export const REPORT_FIGURES: CurrencyFigure[] = [
  { label: 'console.reports.paidIntoEscrow', minor: (m) => m.paidIntoEscrowCents },
  { label: 'console.reports.releasedToVendors', minor: (m) => m.releasedToVendorsCents },
  { label: 'console.reports.refundedToBuyers', minor: (m) => m.refundedToBuyersCents },
  { label: 'console.reports.buyerFees', minor: (m) => m.fees.buyerCents },
  { label: 'console.reports.sellerFees', minor: (m) => m.fees.sellerCents },
  { label: 'console.reports.paidOut', minor: (m) => m.paidOutCents },
  { label: 'console.reports.heldInEscrow', minor: (m) => m.heldInEscrowCents },
  { label: 'console.reports.awaitingPayout', minor: (m) => m.awaitingPayoutCents },
  { label: 'console.reports.refundsOwed', minor: (m) => m.refundsOwedCents },
];

/**
 * Below the USD money: one compact block per other currency the ledger holds (Paystack in naira, M-Pesa in
 * shillings...), in that currency's own minor units, never converted nor added into the USD totals. Nothing when every
 * payment was in USD.
 */
export function OtherCurrencyFigures({
  items,
  figures,
  headingLevel = 'h3',
  className,
}: {
  items: readonly Figures[];
  figures: readonly CurrencyFigure[];
  headingLevel?: 'h2' | 'h3';
  className?: string;
}) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  if (items.length === 0) return null;
  const Heading = headingLevel;
  const Sub = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <section
      aria-labelledby="admin-other-currencies"
      className={cn('space-y-3', className)}
      data-testid="money-other-currencies"
    >
      <div>
        <Heading id="admin-other-currencies" className="text-base font-semibold text-ink-900">
          {t('console.otherCurrencies.heading')}
        </Heading>
        <p className="mt-1 text-sm text-ink-600">{t('console.otherCurrencies.note')}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {items.map((m) => (
          <div
            key={m.currency}
            className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-4 shadow-[var(--shadow-card)]"
            data-testid={`money-${m.currency}`}
          >
            <Sub className="text-sm font-semibold text-ink-900">
              {t('console.otherCurrencies.title', { currency: isRtl(lang) ? isolateLtr(m.currency) : m.currency })}
            </Sub>
            {/* phones: one row per figure, label and amount side by side; wider: columns */}
            <dl className="mt-2 grid gap-x-4 gap-y-1.5 sm:grid-cols-3 sm:gap-y-2">
              {figures.map((f) => (
                <div
                  key={f.label}
                  className="flex min-w-0 items-baseline justify-between gap-3 sm:block"
                  data-testid={`money-${m.currency}-${f.label.split('.').pop()}`}
                >
                  <dt className="min-w-0 text-xs text-ink-600">{t(f.label)}</dt>
                  <dd className="font-semibold whitespace-nowrap tabular-nums text-ink-900">
                    {formatMinorMoney(f.minor(m), m.currency, lang)}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
