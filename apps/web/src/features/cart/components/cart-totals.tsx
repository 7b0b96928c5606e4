import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartDto } from '@app/shared/cart';
import { formatDate } from '../../../lib/format';
import { formatRate, formatRateBps, formatUsd } from '../../../lib/money-display';
import { ConvertedPrice } from '../../fx/public';

function Row({ label, value, strong = false }: { label: ReactNode; value: ReactNode; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex items-baseline justify-between gap-4 border-t border-ink-200 pt-3 text-base'
          : 'flex items-baseline justify-between gap-4'
      }
    >
      <dt className={strong ? 'font-semibold text-ink-900' : 'text-ink-600'}>{label}</dt>
      <dd
        className={
          strong ? 'text-end font-bold tabular-nums text-ink-900' : 'text-end font-medium tabular-nums text-ink-900'
        }
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * Subtotal, buyer fee, total, from the server's figures: the fee comes from the admins' tier table (spec 9, issue 25:
 * 10% up to $500, 5% up to $1,000, then lower rates), a number at every amount. `shippingNote` adds the "calculated at
 * checkout" line of the cart page.
 */
export function CartTotals({ cart, shippingNote = false }: { cart: CartDto; shippingNote?: boolean }) {
  const { t, i18n } = useTranslation('cart');
  const lang = i18n.language;
  const fee = cart.fee;
  return (
    <dl className="space-y-2 text-sm">
      <Row label={t('totals.subtotal')} value={formatUsd(cart.subtotalUsdCents, lang)} />
      <Row
        label={t('totals.buyerFeeRate', { rate: formatRateBps(fee.rateBps, lang) })}
        value={<span data-testid="buyer-fee">{formatUsd(fee.feeCents, lang)}</span>}
      />
      {fee.capped ? <p className="text-xs text-ink-600">{t('totals.cappedNote')}</p> : null}
      {shippingNote ? <Row label={t('totals.shipping')} value={t('totals.shippingAtCheckout')} /> : null}
      <Row
        strong
        label={t('totals.total')}
        value={
          <>
            <span data-testid="cart-total">{formatUsd(fee.totalCents, lang)}</span>
            <ConvertedPrice
              amountMinor={fee.totalCents}
              currency="USD"
              className="block text-sm font-medium text-ink-700"
            />
          </>
        }
      />
    </dl>
  );
}

/** The exchange rates used to convert the cart to USD, with the date each is effective from. */
export function ExchangeRatesNote({ cart }: { cart: CartDto }) {
  const { t, i18n } = useTranslation('cart');
  const rates = cart.rates.filter((r) => r.currency !== 'USD');
  if (rates.length === 0) return null;
  return (
    <div className="rounded-lg bg-ink-50 p-3 text-xs text-ink-600">
      <p className="font-semibold text-ink-700">{t('rates.title')}</p>
      <ul className="mt-1 space-y-0.5">
        {rates.map((r) => (
          <li key={r.currency} className="tabular-nums">
            {t('rates.line', {
              rate: formatRate(r.unitsPerUsd, i18n.language),
              currency: r.currency,
              date: formatDate(r.effectiveDate, i18n.language),
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
