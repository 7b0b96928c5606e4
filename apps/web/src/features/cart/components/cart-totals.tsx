import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
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
 * Where the shipping of the cart stands (issue 17): on the cart page it is worked out at checkout; at checkout it waits
 * for the delivery country, is being quoted, could not be quoted, or is known (USD cents, every vendor's part).
 */
export type ShippingFigure =
  | { state: 'atCheckout' }
  | { state: 'needsAddress' }
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'quoted'; cents: number };

/**
 * Subtotal, buyer fee, shipping, total, from the server's figures: the fee comes from the admins' tier table (spec 9,
 * issue 25: 10% up to $500, 5% up to $1,000, then lower rates), a number at every amount, on the goods only. The total
 * includes shipping once it is quoted; before that it says it does not.
 */
export function CartTotals({ cart, shipping }: { cart: CartDto; shipping?: ShippingFigure }) {
  const { t, i18n } = useTranslation('cart');
  const lang = i18n.language;
  const fee = cart.fee;
  const quoted = shipping?.state === 'quoted' ? shipping.cents : null;
  const total = fee.totalCents + (quoted ?? 0);
  const shippingValue =
    shipping === undefined
      ? null
      : shipping.state === 'quoted'
        ? shipping.cents === 0
          ? t('totals.shippingFree')
          : formatUsd(shipping.cents, lang)
        : t(`totals.shippingState.${shipping.state}`);
  return (
    <dl className="space-y-2 text-sm">
      <Row label={t('totals.subtotal')} value={formatUsd(cart.subtotalUsdCents, lang)} />
      {shippingValue !== null ? (
        <Row
          label={t('totals.shipping')}
          value={
            <span data-testid="shipping-total" className={quoted === null ? 'text-ink-600' : undefined}>
              {shippingValue}
            </span>
          }
        />
      ) : null}
      <Row
        label={t('totals.buyerFeeRate', { rate: formatRateBps(fee.rateBps, lang) })}
        value={<span data-testid="buyer-fee">{formatUsd(fee.feeCents, lang)}</span>}
      />
      {fee.capped ? <p className="text-xs text-ink-600">{t('totals.cappedNote')}</p> : null}
      <Row
        strong
        label={shipping !== undefined && quoted === null ? t('totals.totalBeforeShipping') : t('totals.total')}
        value={
          <>
            <span data-testid="cart-total">{formatUsd(total, lang)}</span>
            <ConvertedPrice amountMinor={total} currency="USD" className="block text-sm font-medium text-ink-700" />
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
