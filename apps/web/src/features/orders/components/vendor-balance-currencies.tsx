import { useTranslation } from '../../../i18n/use-translation';
import { Info } from 'lucide-react';
import type { VendorMoneyOfCurrencyDto } from '@app/shared/money-figures';
import { isolateLtr, isRtl } from '../../../lib/bidi';
import { formatNumber } from '../../../lib/format';
import { formatMinorMoney } from '../../fx/public';

/**
 * Under the vendor's USD balances: one compact block per other currency buyers paid them in (Paystack in naira,
 * M-Pesa in shillings...), which escrow holds and pays out in that currency, never converted nor added to the USD
 * figures. Nothing when every payment was in USD (most vendors).
 */
export function VendorBalanceCurrencies({ items }: { items: readonly VendorMoneyOfCurrencyDto[] }) {
  const { t, i18n } = useTranslation('settings');
  const lang = i18n.language;
  if (items.length === 0) return null;
  return (
    <div className="space-y-3" data-testid="balance-other-currencies">
      <p className="flex items-start gap-2 text-sm text-ink-600">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
        {t('billing.balance.other.note')}
      </p>
      {items.map((c) => {
        const money = (minor: number) => formatMinorMoney(minor, c.currency, lang);
        const figures = [
          { key: 'held', label: t('billing.balance.other.held'), value: money(c.heldCents) },
          { key: 'available', label: t('billing.balance.available'), value: money(c.availableCents) },
          { key: 'paid', label: t('billing.balance.paidOut'), value: money(c.paidOutCents) },
          { key: 'fees', label: t('billing.balance.other.sellerFees'), value: money(c.sellerFeesCents) },
        ];
        const titleId = `balance-${c.currency}-title`;
        return (
          <section
            key={c.currency}
            aria-labelledby={titleId}
            className="rounded-lg p-4 ring-1 ring-ink-200"
            data-testid={`balance-${c.currency}`}
          >
            <h3 id={titleId} className="text-sm font-semibold text-ink-900">
              {t('billing.balance.other.title', { currency: isRtl(lang) ? isolateLtr(c.currency) : c.currency })}
            </h3>
            {/* phones: one row per figure, label and amount side by side (large naira amounts never break); wider: columns */}
            <dl className="mt-2 grid gap-x-4 gap-y-1.5 sm:grid-cols-2 sm:gap-y-2 lg:grid-cols-4">
              {figures.map((f) => (
                <div
                  key={f.key}
                  className="flex min-w-0 items-baseline justify-between gap-3 sm:block"
                  data-testid={`balance-${c.currency}-${f.key}`}
                >
                  <dt className="min-w-0 text-xs text-ink-600">{f.label}</dt>
                  <dd className="font-semibold whitespace-nowrap tabular-nums text-ink-900">{f.value}</dd>
                </div>
              ))}
            </dl>
            {c.heldOrders > 0 ? (
              <p className="mt-2 text-xs text-ink-600">
                {t('billing.balance.heldOrders', { n: formatNumber(c.heldOrders, lang) })}
              </p>
            ) : null}
          </section>
        );
      })}
    </div>
  );
}
