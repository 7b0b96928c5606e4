/**
 * What the checkout use cases (use-cases/capture-checkout.ts, place-order.ts) answer when an order cannot be placed
 * after the payment: the errors the buyer reads, and the full refund of a payment whose order cannot exist.
 */
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { tryTransition } from '../../lib/state-machine.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { checkoutMachine } from './checkout-state.ts';
import * as repo from './orders.repository.ts';
import { releaseLines } from './reservation.ts';
import { money, msg } from '@app/shared/error-messages';

export function placementFailed(captureId: string | null): AppError {
  return new AppError('ORDER_PLACEMENT_FAILED', msg('orders.placementFailed', { transactionId: captureId ?? '—' }), {
    transactionId: captureId,
  });
}

export function outOfStock(checkout: repo.CheckoutRow): AppError {
  if (checkout.failureReason?.startsWith('OFFER_USED:')) {
    const product = checkout.failureReason.slice('OFFER_USED:'.length);
    return new AppError(
      'CONFLICT',
      msg('orders.offerUsedRefunded', {
        product,
        amount: money(checkout.totalCents, 'USD'),
        transactionId: checkout.captureId ?? '—',
      }),
      { transactionId: checkout.captureId, product },
    );
  }
  const product = checkout.failureReason?.replace(/^OUT_OF_STOCK:/, '') || null;
  const values = { amount: money(checkout.totalCents, 'USD'), transactionId: checkout.captureId ?? '—' };
  return new AppError(
    'OUT_OF_STOCK',
    product ? msg('orders.soldOutRefunded', { product, ...values }) : msg('orders.soldOutRefundedUnnamed', values),
    { transactionId: checkout.captureId, product: product ?? 'An item' },
  );
}

/** The order cannot be placed after capture: a product sold out, or its quote was already used by another order. */
export class OutOfStockSignal extends Error {
  constructor(
    readonly productName: string,
    readonly reason: 'OUT_OF_STOCK' | 'OFFER_USED' = 'OUT_OF_STOCK',
  ) {
    super(reason);
  }
}

/** The payment was captured but the order cannot exist: refund it in full, then say so. */
export async function refundUnplaceable(
  deps: Deps,
  payments: PaymentProvider,
  checkoutId: string,
  reason: string,
): Promise<never> {
  await deps.db.transaction(async (tx) => {
    // Another attempt may have failed it first: then its move stands, and the stock went back once.
    const moved = await tryTransition(tx, checkoutMachine, {
      subjectId: checkoutId,
      from: 'CAPTURED',
      action: 'FAILED',
      write: repo.checkoutWrite(checkoutId, { failureReason: reason, updatedAt: deps.clock.now() }),
      actorId: null,
      audited: false,
    });
    // A pro-forma's reserved stock goes back with the failure, once.
    const failed = moved ? await repo.findCheckout(tx, checkoutId) : undefined;
    if (failed?.stockReservedAt) await releaseLines(tx, failed.lines);
  });
  const checkout = (await repo.findCheckout(deps.db, checkoutId))!;
  if (checkout.provider === 'bank_transfer') {
    // Money arrived by bank transfer: an admin returns it the same way.
    const reason = checkout.failureReason ?? '';
    const product = reason.replace(/^(OFFER_USED|OUT_OF_STOCK):/, '');
    const text = reason.startsWith('OFFER_USED:')
      ? msg('orders.offerUsedReturnTransfer', { product })
      : product
        ? msg('orders.outOfStockReturnTransfer', { product })
        : msg('orders.outOfStockReturnTransferUnnamed');
    throw new AppError('OUT_OF_STOCK', text, { transactionId: checkout.captureId });
  }
  if (checkout.status === 'FAILED' && checkout.captureId) {
    try {
      const { refundId } = await payments.refundCapture(
        checkout.captureId,
        checkout.totalCents,
        `refund-${checkout.id}`,
      );
      await tryTransition(deps.db, checkoutMachine, {
        subjectId: checkoutId,
        from: 'FAILED',
        action: 'REFUNDED',
        write: repo.checkoutWrite(checkoutId, { refundId, updatedAt: deps.clock.now() }),
        actorId: null,
        audited: false,
      });
    } catch (err) {
      // The reconciliation job retries the refund.
      deps.logger.error({ err, checkoutId }, 'refund after failed placement did not go through');
    }
  }
  throw outOfStock((await repo.findCheckout(deps.db, checkoutId))!);
}
