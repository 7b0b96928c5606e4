import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { checkoutRequest, CheckoutResponse } from '@app/shared/orders';
import { formatCents } from '@app/shared/money';
import { CARD_PAYMENT_MAX_CENTS } from '@app/shared/fees';
import { money, msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError, fieldError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { withProvider, type PaymentProvider } from '../../payments/payment-provider.ts';
import { priceCartForCheckout } from '../checkout-cart.ts';
import * as repo from '../orders.repository.ts';
import { quotePayment, railCurrency } from './quote-payment.ts';

type CheckoutInput = z.output<typeof checkoutRequest>;

function answer(c: repo.CheckoutRow, approveUrl: string): CheckoutResponse {
  return {
    checkoutId: c.id,
    providerOrderId: c.providerOrderId ?? '',
    approveUrl,
    subtotalCents: c.subtotalCents,
    shippingCents: c.shippingCents,
    feeCents: c.feeCents,
    totalCents: c.totalCents,
    laterCents: c.laterCents,
    chargeCurrency: c.chargeCurrency,
    chargeMinor: c.chargeMinor ?? c.totalCents - c.laterCents,
  };
}

/**
 * What the rail will charge now (`nowCents`: the total, less the balances a payment plan asks later): USD rails that
 * USD amount; a rail charging another currency the amount of the buyer's locked quote, which must be theirs, for this
 * rail, unexpired and for this very amount. Otherwise a fresh quote
 * comes back with QUOTE_EXPIRED, so the page shows the new amount before the buyer pays.
 */
async function chargeOf(
  deps: Deps,
  auth: AuthContext,
  input: CheckoutInput,
  nowCents: number,
): Promise<{ currency: string; minor: number; rateMicros: number | null; lockedAt: Date | null }> {
  const { provider } = railCurrency(deps, input.rail, undefined);
  if (!input.quoteId) {
    if (provider.currencies.includes('USD'))
      return { currency: 'USD', minor: nowCents, rateMicros: null, lockedAt: null };
    throw new AppError('VALIDATION_ERROR', msg('payments.quoteRequired', { currency: provider.currencies[0]! }));
  }
  const quote = await repo.findPaymentQuote(deps.db, input.quoteId);
  const usable =
    quote &&
    quote.buyerId === auth.user.id &&
    quote.rail === provider.name &&
    quote.expiresAt.getTime() > deps.clock.now().getTime() &&
    quote.usdTotalCents === nowCents;
  if (!usable) {
    const currency = quote && quote.buyerId === auth.user.id ? quote.currency : provider.currencies[0]!;
    const fresh = await quotePayment(deps, auth, { rail: provider.name, currency, shipping: input.shipping });
    throw new AppError('QUOTE_EXPIRED', msg('payments.quoteExpired'), { quote: fresh });
  }
  return {
    currency: quote.currency,
    minor: quote.amountMinor,
    rateMicros: quote.rateMicros,
    lockedAt: quote.createdAt,
  };
}

/**
 * Starts paying for the signed-in buyer's cart through the rail they chose: the server prices the cart, fixes the
 * amounts (and, in another currency, the locked rate) in a checkout row, and creates the provider order for that
 * charge. The same idempotency key returns the same checkout.
 */
export async function startCheckout(deps: Deps, auth: AuthContext, input: CheckoutInput): Promise<CheckoutResponse> {
  const existing = await repo.findCheckoutByKey(deps.db, auth.user.id, input.idempotencyKey);
  if (existing?.providerOrderId) return answerExisting(deps, existing);
  const { provider } = railCurrency(deps, input.rail, undefined);
  const { cart, lines, shipping, amounts, laterCents } = await priceCartForCheckout(
    deps,
    auth.user.id,
    deps.clock.now(),
    input.shipping,
  );
  if (!cart.cardPaymentAllowed) {
    // The card/wallet rail's maximum (spec 2.6); the buyer pays by bank transfer instead (start-bank-transfer.ts).
    throw new AppError(
      'PAYMENT_METHOD_UNAVAILABLE',
      msg('orders.paymentMethodUnavailable', { limit: money(CARD_PAYMENT_MAX_CENTS, 'USD') }),
      { maxCents: CARD_PAYMENT_MAX_CENTS },
    );
  }
  if (amounts.totalCents <= 0) throw new AppError('VALIDATION_ERROR', msg('orders.invalidAmount'));
  const charge = existing
    ? {
        currency: existing.chargeCurrency,
        minor: existing.chargeMinor ?? existing.totalCents - existing.laterCents,
        rateMicros: existing.chargeRateMicros,
        lockedAt: existing.rateLockedAt,
      }
    : await chargeOf(deps, auth, input, amounts.totalCents - laterCents);
  const payerPhone = payerPhoneFor(provider, input.payerPhone, charge.currency);
  const now = deps.clock.now();
  const inserted = await repo.insertCheckout(deps.db, {
    id: randomUUID(),
    buyerId: auth.user.id,
    idempotencyKey: input.idempotencyKey,
    status: 'CREATED',
    provider: provider.name,
    contact: input.contact,
    shipping: input.shipping,
    lines,
    shippingParts: shipping,
    ...amounts,
    laterCents,
    chargeCurrency: charge.currency,
    chargeMinor: charge.minor,
    chargeRateMicros: charge.rateMicros,
    rateLockedAt: charge.lockedAt,
    createdAt: now,
    updatedAt: now,
  });
  const checkout = inserted ?? (await repo.findCheckoutByKey(deps.db, auth.user.id, input.idempotencyKey))!;
  return openProviderOrder(deps, checkout, deps.rails.find(checkout.provider) ?? provider, payerPhone, 'Order Payment');
}

/**
 * A mobile-money rail needs the number that pays, valid for it and the currency (checked before anything is written);
 * other rails none.
 */
export function payerPhoneFor(provider: PaymentProvider, given: string | undefined, currency: string) {
  if (!provider.needsPhone) return undefined;
  const payerPhone = provider.payerNumber?.(given ?? '', currency) ?? undefined;
  if (!payerPhone)
    throw fieldError(
      'payerPhone',
      msg(provider.name === 'momo' ? 'payments.momoPhoneInvalid' : 'payments.mpesaPhoneInvalid'),
    );
  return payerPhone;
}

/**
 * Creates the provider's order for a checkout row (a cart's, or a payment plan's balance) and keeps its id and the
 * page where the buyer pays. Outside any database transaction; the request id makes it safe to repeat.
 */
export async function openProviderOrder(
  deps: Deps,
  checkout: repo.CheckoutRow,
  rail: PaymentProvider,
  payerPhone: string | undefined,
  label: string,
): Promise<CheckoutResponse> {
  const nowCents = checkout.totalCents - checkout.laterCents;
  const order = await withProvider(() =>
    rail.createOrder({
      amountMinor: checkout.chargeMinor ?? nowCents,
      currency: checkout.chargeCurrency,
      description: `${label} - ${formatCents(nowCents)} USD`,
      referenceId: checkout.id,
      requestId: `checkout-${checkout.id}`,
      payerId: checkout.buyerId,
      payerEmail: checkout.contact.email,
      payerPhone,
      returnUrl: `${deps.config.publicUrl}/checkout/return`,
    }),
  );
  await repo.updateCheckout(deps.db, checkout.id, {
    providerOrderId: order.providerOrderId,
    approveUrl: order.approveUrl || null,
    updatedAt: deps.clock.now(),
  });
  return answer({ ...checkout, providerOrderId: order.providerOrderId }, order.approveUrl);
}

/** A retried start of a checkout whose provider order exists: the same answer (the page where the buyer pays). */
export async function answerExisting(deps: Deps, existing: repo.CheckoutRow): Promise<CheckoutResponse> {
  if (existing.approveUrl) return answer(existing, existing.approveUrl);
  const rail = deps.rails.find(existing.provider);
  if (!rail) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', msg('payments.railUnavailable'));
  const providerOrderId = existing.providerOrderId!;
  const order = await withProvider(() => rail.getOrder(providerOrderId));
  return answer(existing, order.approveUrl);
}
