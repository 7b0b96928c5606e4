/**
 * What the checkout use cases (use-cases/capture-checkout.ts, place-order.ts) answer when an order cannot be placed
 * after the payment: the errors the buyer reads, and the full refund of a payment whose order cannot exist.
 */
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { tryTransition } from '../../lib/state-machine.ts';
import { checkoutMachine } from './checkout-state.ts';
import * as repo from './orders.repository.ts';
import { releaseLines } from './reservation.ts';
import { money, msg } from '@app/shared/error-messages';
import { ManualRefundRequiredError } from '../payments/payment-provider.ts';

/** What the rail charged for a checkout, in minor units of its charge currency (USD rails: the USD total). */
export function chargedMinor(checkout: Pick<repo.CheckoutRow, 'chargeMinor' | 'totalCents'>): number {
  return checkout.chargeMinor ?? checkout.totalCents;
}

/** The failure reason of a payment whose verified amount or currency is not the checkout's. */
export function amountMismatchReason(received: { amountMinor: number; currency: string }): string {
  return `AMOUNT_MISMATCH:${received.currency}:${received.amountMinor}`;
}

function mismatchReceived(reason: string | null): { amountMinor: number; currency: string } | null {
  const m = /^AMOUNT_MISMATCH:([A-Z]{3}):(\d+)$/.exec(reason ?? '');
  return m ? { currency: m[1]!, amountMinor: Number(m[2]) } : null;
}

/** What goes back to the buyer when the order cannot exist: everything that was received. */
export function refundableMinor(checkout: repo.CheckoutRow): number {
  return mismatchReceived(checkout.failureReason)?.amountMinor ?? chargedMinor(checkout);
}

const charged = (checkout: repo.CheckoutRow) => money(chargedMinor(checkout), checkout.chargeCurrency);

export function placementFailed(captureId: string | null): AppError {
  return new AppError('ORDER_PLACEMENT_FAILED', msg('orders.placementFailed', { transactionId: captureId ?? '—' }), {
    transactionId: captureId,
  });
}

export function outOfStock(checkout: repo.CheckoutRow): AppError {
  const received = mismatchReceived(checkout.failureReason);
  if (received) {
    return new AppError(
      'CONFLICT',
      msg('orders.amountMismatchRefunded', {
        received: money(received.amountMinor, received.currency),
        expected: charged(checkout),
        transactionId: checkout.captureId ?? '—',
      }),
      { transactionId: checkout.captureId },
    );
  }
  if (checkout.failureReason === 'BALANCE_NOT_DUE') {
    // a payment plan's balance paid twice, or after the order was cancelled (issue 18)
    return new AppError(
      'CONFLICT',
      msg('orders.balance.refundedNotDue', { amount: charged(checkout), transactionId: checkout.captureId ?? '—' }),
      { transactionId: checkout.captureId },
    );
  }
  if (checkout.failureReason?.startsWith('OFFER_USED:')) {
    const product = checkout.failureReason.slice('OFFER_USED:'.length);
    return new AppError(
      'CONFLICT',
      msg('orders.offerUsedRefunded', {
        product,
        amount: charged(checkout),
        transactionId: checkout.captureId ?? '—',
      }),
      { transactionId: checkout.captureId, product },
    );
  }
  const product = checkout.failureReason?.replace(/^OUT_OF_STOCK:/, '') || null;
  const values = { amount: charged(checkout), transactionId: checkout.captureId ?? '—' };
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

/** The verified payment cannot become this checkout's order (its amount or currency differs); `reason` is kept. */
export class UnplaceableSignal extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/** The payment was captured but the order cannot exist: refund it in full, then say so. */
export async function refundUnplaceable(deps: Deps, checkoutId: string, reason: string): Promise<never> {
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
      const { refundId } = await deps.rails
        .refunderOf(checkout.provider)
        .refundCapture(checkout.captureId, refundableMinor(checkout), `refund-${checkout.id}`);
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
      if (err instanceof ManualRefundRequiredError)
        deps.logger.info({ checkoutId, rail: err.provider }, 'refund to be paid back by hand; owed to the buyer');
      else deps.logger.error({ err, checkoutId }, 'refund after failed placement did not go through');
    }
  }
  throw outOfStock((await repo.findCheckout(deps.db, checkoutId))!);
}
