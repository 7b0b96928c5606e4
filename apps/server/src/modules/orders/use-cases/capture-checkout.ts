import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { tryTransition } from '../../../lib/state-machine.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { PaymentNotApprovedError, type PaymentProvider } from '../../payments/payment-provider.ts';
import { outOfStock } from '../checkout-failures.ts';
import { checkoutMachine } from '../checkout-state.ts';
import * as repo from '../orders.repository.ts';
import { placeOrder } from './place-order.ts';

/**
 * Captures the approved payment and places the order. Idempotent: a double click, a retry, a webhook racing the
 * browser all end with exactly one order; repeated calls answer the same order.
 */
export async function captureCheckout(
  deps: Deps,
  payments: PaymentProvider,
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
    let capture;
    try {
      capture = await payments.captureOrder(checkout.providerOrderId);
    } catch (err) {
      if (err instanceof PaymentNotApprovedError)
        throw new AppError('PAYMENT_NOT_APPROVED', msg('orders.paymentNotApproved'));
      throw err;
    }
    if (capture.amountCents !== checkout.totalCents) {
      deps.logger.error(
        { checkoutId, captured: capture.amountCents, expected: checkout.totalCents },
        'captured amount differs from checkout total',
      );
    }
    // A provider webhook may have moved it first: then its move stands and this one writes nothing.
    await tryTransition(deps.db, checkoutMachine, {
      subjectId: checkout.id,
      from: 'CREATED',
      action: 'CAPTURED',
      write: repo.checkoutWrite(checkout.id, { captureId: capture.captureId, updatedAt: deps.clock.now() }),
      actorId: null,
      audited: false,
    });
  }
  return placeOrder(deps, payments, checkout.id);
}
