import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { checkoutRequest, CheckoutResponse } from '@app/shared/orders';
import { formatCents } from '@app/shared/money';
import { CARD_PAYMENT_MAX_CENTS } from '@app/shared/fees';
import { money, msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import type { PaymentProvider } from '../../payments/payment-provider.ts';
import { priceCartForCheckout } from '../checkout-cart.ts';
import * as repo from '../orders.repository.ts';

type CheckoutInput = z.output<typeof checkoutRequest>;

/**
 * Starts paying for the signed-in buyer's cart: the server prices the cart, fixes the amounts in a checkout row,
 * and creates the provider order for that total. The same idempotency key returns the same checkout.
 */
export async function startCheckout(
  deps: Deps,
  payments: PaymentProvider,
  auth: AuthContext,
  input: CheckoutInput,
): Promise<CheckoutResponse> {
  const existing = await repo.findCheckoutByKey(deps.db, auth.user.id, input.idempotencyKey);
  if (existing?.providerOrderId) {
    const order = await payments.getOrder(existing.providerOrderId);
    return {
      checkoutId: existing.id,
      providerOrderId: existing.providerOrderId,
      approveUrl: order.approveUrl,
      subtotalCents: existing.subtotalCents,
      feeCents: existing.feeCents,
      totalCents: existing.totalCents,
    };
  }
  const { cart, lines, amounts } = await priceCartForCheckout(deps, auth.user.id, deps.clock.now());
  if (!cart.cardPaymentAllowed) {
    // The card/wallet rail's maximum (spec 2.6); the buyer pays by bank transfer instead (start-bank-transfer.ts).
    throw new AppError(
      'PAYMENT_METHOD_UNAVAILABLE',
      msg('orders.paymentMethodUnavailable', { limit: money(CARD_PAYMENT_MAX_CENTS, 'USD') }),
      { maxCents: CARD_PAYMENT_MAX_CENTS },
    );
  }
  if (cart.fee.totalCents <= 0) throw new AppError('VALIDATION_ERROR', msg('orders.invalidAmount'));
  const now = deps.clock.now();
  const id = randomUUID();
  const inserted = await repo.insertCheckout(deps.db, {
    id,
    buyerId: auth.user.id,
    idempotencyKey: input.idempotencyKey,
    status: 'CREATED',
    provider: payments.name,
    contact: input.contact,
    shipping: input.shipping,
    lines,
    ...amounts,
    createdAt: now,
    updatedAt: now,
  });
  const checkout = inserted ?? (await repo.findCheckoutByKey(deps.db, auth.user.id, input.idempotencyKey))!;
  // The provider call happens outside any database transaction; the request id makes it safe to repeat.
  const order = await payments.createOrder({
    amountCents: checkout.totalCents,
    description: `Order Payment - ${formatCents(checkout.totalCents)} USD`,
    referenceId: checkout.id,
    requestId: `checkout-${checkout.id}`,
    payerId: auth.user.id,
  });
  await repo.updateCheckout(deps.db, checkout.id, {
    providerOrderId: order.providerOrderId,
    updatedAt: deps.clock.now(),
  });
  return {
    checkoutId: checkout.id,
    providerOrderId: order.providerOrderId,
    approveUrl: order.approveUrl,
    subtotalCents: checkout.subtotalCents,
    feeCents: checkout.feeCents,
    totalCents: checkout.totalCents,
  };
}
