import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { tryTransition } from '../../../lib/state-machine.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { PaymentNotApprovedError, withProvider } from '../../payments/payment-provider.ts';
import { amountMismatchReason, chargedMinor, outOfStock } from '../checkout-failures.ts';
import { checkoutMachine } from '../checkout-state.ts';
import * as repo from '../orders.repository.ts';
import { placeOrder } from './place-order.ts';

/**
 * Captures the approved payment and places the order. Idempotent: a double click, a retry, a webhook racing the
 * browser all end with exactly one order; repeated calls answer the same order.
 */
export async function captureCheckout(
  deps: Deps,
  auth: AuthContext | null,
  checkoutId: string,
): Promise<{ orderId: string; transactionId: string }> {
  const checkout = await repo.findCheckout(deps.db, checkoutId);
  if (!checkout || (auth && checkout.buyerId !== auth.user.id))
    throw new AppError('NOT_FOUND', msg('orders.checkoutNotFound'));
  if (checkout.status === 'PLACED' && checkout.orderId)
    return { orderId: checkout.orderId, transactionId: checkout.captureId ?? '' };
  if (checkout.status === 'FAILED' || checkout.status === 'REFUNDED') throw outOfStock(checkout);
  if (checkout.status === 'EXPIRED' || !checkout.providerOrderId)
    throw new AppError('CONFLICT', msg('orders.checkoutExpired'));
  if (checkout.status === 'CREATED') {
    const payments = deps.rails.find(checkout.provider);
    if (!payments) throw new AppError('PAYMENT_METHOD_UNAVAILABLE', msg('payments.railUnavailable'));
    const providerOrderId = checkout.providerOrderId;
    let capture;
    try {
      capture = await withProvider(() => payments.captureOrder(providerOrderId));
    } catch (err) {
      if (err instanceof PaymentNotApprovedError)
        throw new AppError(
          'PAYMENT_NOT_APPROVED',
          msg(err.declined ? 'orders.paymentDeclined' : 'orders.paymentNotApproved'),
          { declined: err.declined },
        );
      throw err;
    }
    // The money received is not what this checkout asked for: it is recorded with the capture (so no later attempt
    // can place it), and placement refunds everything received instead of placing an order.
    const mismatch = capture.amountMinor !== chargedMinor(checkout) || capture.currency !== checkout.chargeCurrency;
    if (mismatch)
      deps.logger.error(
        {
          checkoutId,
          captured: { amount: capture.amountMinor, currency: capture.currency },
          expected: { amount: chargedMinor(checkout), currency: checkout.chargeCurrency },
        },
        'captured amount or currency differs from the checkout',
      );
    // A provider webhook may have moved it first: then its move stands and this one writes nothing.
    await tryTransition(deps.db, checkoutMachine, {
      subjectId: checkout.id,
      from: 'CREATED',
      action: 'CAPTURED',
      write: repo.checkoutWrite(checkout.id, {
        captureId: capture.captureId,
        ...(mismatch ? { failureReason: amountMismatchReason(capture) } : {}),
        updatedAt: deps.clock.now(),
      }),
      actorId: null,
      audited: false,
    });
  }
  return placeOrder(deps, checkout.id);
}
