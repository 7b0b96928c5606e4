import { randomUUID } from 'node:crypto';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { isDatabaseUnavailable } from '../../../lib/db-errors.ts';
import { AppError } from '../../../lib/errors.ts';
import { transition } from '../../../lib/state-machine.ts';
import { removeItemsFromCart } from '../../cart/cart.service.ts';
import { reserveStock } from '../../catalog/catalog.service.ts';
import { screenOrder } from '../../fraud/fraud.service.ts';
import { markOffersOrdered } from '../../offers/use-cases/mark-offers-ordered.ts';
import { OutOfStockSignal, placementFailed, refundUnplaceable, UnplaceableSignal } from '../checkout-failures.ts';
import { insertVendorOrders, notifyOrderPlaced, type PlacedVendorOrder } from '../order-placement.ts';
import { checkoutMachine } from '../checkout-state.ts';
import * as repo from '../orders.repository.ts';
import { settleBalance } from './settle-balance.ts';

/**
 * One database transaction: lock the checkout, take the stock of every line (no oversell), create the order split
 * per vendor, hold each vendor order's money in escrow, clear the bought lines from the cart. If stock is gone, the
 * payment is refunded and the checkout marked so; any other failure leaves it for the reconciliation job.
 */
export async function placeOrder(deps: Deps, checkoutId: string): Promise<{ orderId: string; transactionId: string }> {
  // A payment plan's balance (issue 18) goes to its vendor order's escrow instead of placing an order.
  if ((await repo.findCheckout(deps.db, checkoutId))?.kind === 'BALANCE') return settleBalance(deps, checkoutId);
  let placed: {
    orderId: string;
    transactionId: string;
    created: boolean;
    checkout: repo.CheckoutRow;
    vendorOrders: PlacedVendorOrder[];
  };
  try {
    placed = await deps.db.transaction(async (tx) => {
      const checkout = await repo.lockCheckout(tx, checkoutId);
      if (!checkout) throw new AppError('NOT_FOUND', msg('orders.checkoutNotFound'));
      if (checkout.status === 'PLACED' && checkout.orderId)
        return {
          orderId: checkout.orderId,
          transactionId: checkout.captureId ?? '',
          created: false,
          checkout,
          vendorOrders: [],
        };
      if (checkout.status !== 'CAPTURED' || !checkout.captureId)
        throw new AppError(
          'CONFLICT',
          msg('orders.checkoutNotReady', { status: msg(`orders.checkoutStatus.${checkout.status}`) }),
        );
      // The verified payment was not what this checkout asked for (capture-checkout.ts): refund, never place.
      if (checkout.failureReason?.startsWith('AMOUNT_MISMATCH:')) throw new UnplaceableSignal(checkout.failureReason);
      // Lock rows in a fixed order so concurrent orders never deadlock. A pro-forma's stock was reserved when issued.
      const toTake = checkout.stockReservedAt ? [] : checkout.lines;
      for (const line of [...toTake].sort((a, b) => a.productId.localeCompare(b.productId))) {
        if (!(await reserveStock(tx, line.productId, line.quantity))) throw new OutOfStockSignal(line.name);
      }
      const now = deps.clock.now();
      const orderId = randomUUID();
      await repo.insertOrder(tx, {
        id: orderId,
        buyerId: checkout.buyerId,
        checkoutId: checkout.id,
        subtotalCents: checkout.subtotalCents,
        shippingCents: checkout.shippingCents,
        feeCents: checkout.feeCents,
        totalCents: checkout.totalCents,
        buyerInfo: checkout.contact,
        shippingAddress: checkout.shipping,
        paymentProvider: checkout.provider,
        paymentCaptureId: checkout.captureId,
        createdAt: now,
      });
      const wholeUnits = deps.rails.find(checkout.provider)?.wholeUnits ?? false;
      const created = await insertVendorOrders(tx, checkout, orderId, now, wholeUnits);
      const used = await markOffersOrdered(
        tx,
        checkout.lines.map((l) => l.offerId).filter((id): id is string => typeof id === 'string'),
        orderId,
      );
      const usedLine = checkout.lines.find((l) => l.offerId && used.includes(l.offerId));
      if (usedLine) throw new OutOfStockSignal(usedLine.name, 'OFFER_USED');
      await transition(tx, checkoutMachine, {
        subjectId: checkout.id,
        from: checkout.status,
        action: 'PLACED',
        write: repo.checkoutWrite(checkout.id, { orderId, updatedAt: now }),
        actorId: null,
        audited: false, // a payment attempt's own state: the order it placed is the record
      });
      await removeItemsFromCart(
        tx,
        checkout.buyerId,
        checkout.lines.map((l) => l.productId),
      );
      await notifyOrderPlaced(tx, deps, checkout, orderId, created);
      return { orderId, transactionId: checkout.captureId, created: true, checkout, vendorOrders: created };
    });
  } catch (err) {
    if (err instanceof OutOfStockSignal) return refundUnplaceable(deps, checkoutId, `${err.reason}:${err.productName}`);
    if (err instanceof UnplaceableSignal) return refundUnplaceable(deps, checkoutId, err.reason);
    if (err instanceof AppError) throw err;
    // The database went away mid-placement: the checkout stays CAPTURED, a retry or the reconciliation job places it.
    if (isDatabaseUnavailable(err)) throw err;
    deps.logger.error({ err, checkoutId }, 'order placement failed after capture');
    const checkout = await repo.findCheckout(deps.db, checkoutId);
    throw placementFailed(checkout?.captureId ?? null);
  }
  // Fraud rules score the new order once it is committed (never throws; an alert may hold it later, not now).
  if (placed.created) await screenOrder(deps, placed.orderId);
  return { orderId: placed.orderId, transactionId: placed.transactionId };
}
