import { randomUUID } from 'node:crypto';
import { DISPLAY_CURRENCY_DIGITS } from '@app/shared/constants';
import { msg } from '@app/shared/error-messages';
import { convertMinorUnits, formatRate } from '@app/shared/money';
import {
  PAYMENT_QUOTE_TTL_MS,
  type PaymentQuoteDto,
  type PaymentQuoteRequest,
  type PaymentRail,
} from '@app/shared/payments';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { rateTable } from '../../fx/fx.service.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { priceCartForCheckout } from '../checkout-cart.ts';
import * as repo from '../orders.repository.ts';

const digitsOf = (currency: string) => (DISPLAY_CURRENCY_DIGITS as Record<string, number>)[currency] ?? 2;

/** The rail and currency a buyer chose, refused when the rail does not charge in it. */
export function railCurrency(deps: Deps, rail: PaymentRail | undefined, currency: string | undefined) {
  const provider: PaymentProvider = deps.rails.chosen(rail);
  const chosen = currency ?? provider.currencies[0]!;
  if (!provider.currencies.includes(chosen))
    throw new AppError(
      'VALIDATION_ERROR',
      msg('payments.currencyUnsupported', {
        rail: provider.name,
        currency: chosen,
        currencies: provider.currencies.join(', '),
      }),
    );
  return { provider, currency: chosen };
}

export function quoteDto(q: repo.PaymentQuoteRow): PaymentQuoteDto {
  return {
    quoteId: q.id,
    rail: q.rail as PaymentRail,
    currency: q.currency,
    amountMinor: q.amountMinor,
    digits: digitsOf(q.currency),
    usdTotalCents: q.usdTotalCents,
    rate: formatRate(q.rateMicros),
    rateDate: q.rateDate,
    lockedAt: q.createdAt.toISOString(),
    expiresAt: q.expiresAt.toISOString(),
  };
}

/**
 * What the chosen rail will charge for the buyer's cart in its currency: the server-priced USD total converted at
 * the rate in force, locked for 15 minutes (the checkout started with it charges exactly this).
 */
export async function quotePayment(
  deps: Deps,
  auth: AuthContext,
  input: PaymentQuoteRequest,
): Promise<PaymentQuoteDto> {
  const { provider, currency } = railCurrency(deps, input.rail, input.currency);
  const { amounts, laterCents } = await priceCartForCheckout(deps, auth.user.id, deps.clock.now(), input.shipping);
  // A payment plan's balances are asked later (issue 18): the rail charges what is due now.
  const nowCents = amounts.totalCents - laterCents;
  let rateMicros = 1_000_000;
  let rateDate = deps.clock.now().toISOString().slice(0, 10);
  if (currency !== 'USD') {
    const rate = (await rateTable(deps.db)).get(currency);
    if (!rate) throw new AppError('VALIDATION_ERROR', msg('payments.rateMissing', { currency }));
    rateMicros = rate.unitsPerUsdMicros;
    rateDate = rate.effectiveDate;
  }
  const converted = convertMinorUnits(
    nowCents,
    { digits: 2, unitsPerUsdMicros: 1_000_000 },
    { digits: digitsOf(currency), unitsPerUsdMicros: rateMicros },
  );
  // A rail that charges whole units only (M-Pesa: shillings) gets the amount rounded half-up to a whole unit.
  const unit = provider.wholeUnits ? 10 ** digitsOf(currency) : 1;
  const amountMinor = Math.max(unit, Math.floor((converted + unit / 2) / unit) * unit);
  const now = deps.clock.now();
  const row: repo.PaymentQuoteRow = {
    id: randomUUID(),
    buyerId: auth.user.id,
    rail: provider.name,
    currency,
    usdTotalCents: nowCents,
    amountMinor,
    rateMicros,
    rateDate,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PAYMENT_QUOTE_TTL_MS),
  };
  await repo.insertPaymentQuote(deps.db, row);
  return quoteDto(row);
}
