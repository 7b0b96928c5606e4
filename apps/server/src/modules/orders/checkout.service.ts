import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { checkoutRequest, CheckoutResponse } from '@app/shared/orders';
import { formatCents, allocate } from '@app/shared/money';
import { CARD_PAYMENT_MAX_CENTS } from '@app/shared/fees';
import type { Deps } from '../../deps.ts';
import { isDatabaseUnavailable } from '../../lib/db-errors.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { removeItemsFromCart } from '../cart/cart.service.ts';
import { reserveStock } from '../catalog/catalog.service.ts';
import * as escrow from '../escrow/escrow.service.ts';
import { markOffersOrdered } from '../offers/offer-pricing.ts';
import { notify } from '../notifications/notifications.service.ts';
import { PaymentNotApprovedError, type PaymentProvider } from '../payments/payment-provider.ts';
import type { CheckoutLine } from './orders.schema.ts';
import { priceCartForCheckout } from './checkout-cart.ts';
import * as repo from './orders.repository.ts';
import { releaseLines } from './reservation.ts';
import { screenOrder } from '../fraud/fraud.service.ts';
import { money, msg } from '@app/shared/error-messages';

type CheckoutInput = z.output<typeof checkoutRequest>;

export function orderRef(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}

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
    // The card/wallet rail's maximum (spec 2.6); the buyer pays by bank transfer instead (use-cases/start-bank-transfer.ts).
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

function placementFailed(captureId: string | null): AppError {
  return new AppError('ORDER_PLACEMENT_FAILED', msg('orders.placementFailed', { transactionId: captureId ?? '—' }), {
    transactionId: captureId,
  });
}

function outOfStock(checkout: repo.CheckoutRow): AppError {
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
    await repo.moveCheckout(deps.db, checkout.id, ['CREATED'], {
      status: 'CAPTURED',
      captureId: capture.captureId,
      updatedAt: deps.clock.now(),
    });
  }
  return placeOrder(deps, payments, checkout.id);
}

/** The order cannot be placed after capture: a product sold out, or its quote was already used by another order. */
class OutOfStockSignal extends Error {
  constructor(
    readonly productName: string,
    readonly reason: 'OUT_OF_STOCK' | 'OFFER_USED' = 'OUT_OF_STOCK',
  ) {
    super(reason);
  }
}

/**
 * One database transaction: lock the checkout, take the stock of every line (no oversell), create the order split
 * per vendor, hold each vendor order's money in escrow, clear the bought lines from the cart. If stock is gone, the
 * payment is refunded and the checkout marked so; any other failure leaves it for the reconciliation job.
 */
export async function placeOrder(
  deps: Deps,
  payments: PaymentProvider,
  checkoutId: string,
): Promise<{ orderId: string; transactionId: string }> {
  let placed: {
    orderId: string;
    transactionId: string;
    created: boolean;
    checkout: repo.CheckoutRow;
    vendorOrders: { id: string; vendorId: string; subtotalCents: number }[];
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
        feeCents: checkout.feeCents,
        totalCents: checkout.totalCents,
        buyerInfo: checkout.contact,
        shippingAddress: checkout.shipping,
        paymentProvider: checkout.provider,
        paymentCaptureId: checkout.captureId,
        createdAt: now,
      });
      const byVendor = new Map<string, CheckoutLine[]>();
      for (const line of checkout.lines) byVendor.set(line.vendorId, [...(byVendor.get(line.vendorId) ?? []), line]);
      const groups = [...byVendor.entries()];
      const subtotals = groups.map(([, lines]) => lines.reduce((s, l) => s + l.lineTotalUsdCents, 0));
      const fees = allocate(checkout.feeCents, subtotals);
      const created: { id: string; vendorId: string; subtotalCents: number }[] = [];
      for (const [i, [vendorId, lines]] of groups.entries()) {
        const vendorOrderId = randomUUID();
        const subtotalCents = subtotals[i]!;
        const buyerFeeCents = fees[i]!;
        await repo.insertVendorOrder(tx, {
          id: vendorOrderId,
          orderId,
          vendorId,
          vendorName: lines[0]!.vendorName,
          status: 'PLACED',
          subtotalCents,
          buyerFeeCents,
          escrowStatus: 'HELD',
          createdAt: now,
          updatedAt: now,
        });
        await repo.insertItems(
          tx,
          lines.map((l) => ({
            id: randomUUID(),
            orderId,
            vendorOrderId,
            productId: l.productId,
            productName: l.name,
            imageUrl: l.imageUrl,
            unit: l.unit,
            currency: l.currency,
            unitPriceCents: l.unitPriceCents,
            quantity: l.quantity,
            lineTotalCents: l.lineTotalCents,
            lineTotalUsdCents: l.lineTotalUsdCents,
          })),
        );
        await escrow.hold(
          tx,
          { vendorOrderId, vendorId, buyerId: checkout.buyerId, subtotalCents, buyerFeeCents },
          { orderId, at: now },
        );
        await repo.insertEvent(tx, {
          vendorOrderId,
          field: 'status',
          fromState: null,
          toState: 'PLACED',
          actorId: checkout.buyerId,
          createdAt: now,
        });
        await repo.insertEvent(tx, {
          vendorOrderId,
          field: 'escrow',
          fromState: null,
          toState: 'HELD',
          actorId: checkout.buyerId,
          createdAt: now,
        });
        created.push({ id: vendorOrderId, vendorId, subtotalCents });
      }
      const used = await markOffersOrdered(
        tx,
        checkout.lines.map((l) => l.offerId).filter((id): id is string => typeof id === 'string'),
        orderId,
      );
      const usedLine = checkout.lines.find((l) => l.offerId && used.includes(l.offerId));
      if (usedLine) throw new OutOfStockSignal(usedLine.name, 'OFFER_USED');
      await repo.updateCheckout(tx, checkout.id, { status: 'PLACED', orderId, updatedAt: now });
      await removeItemsFromCart(
        tx,
        checkout.buyerId,
        checkout.lines.map((l) => l.productId),
      );
      const ref = orderRef(orderId);
      await notify(
        deps,
        checkout.buyerId,
        'order.placed',
        {
          orderId,
          orderRef: ref,
          total: formatCents(checkout.totalCents),
          totalCents: checkout.totalCents,
          link: `/order-confirmation/${orderId}`,
        },
        tx,
      );
      for (const vo of created) {
        await notify(
          deps,
          vo.vendorId,
          'order.received',
          {
            orderId,
            vendorOrderId: vo.id,
            orderRef: ref,
            amount: formatCents(vo.subtotalCents),
            amountCents: vo.subtotalCents,
            link: '/vendor/dashboard?tab=orders',
          },
          tx,
        );
      }
      return { orderId, transactionId: checkout.captureId, created: true, checkout, vendorOrders: created };
    });
  } catch (err) {
    if (err instanceof OutOfStockSignal)
      return refundUnplaceable(deps, payments, checkoutId, `${err.reason}:${err.productName}`);
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

/** The payment was captured but the order cannot exist: refund it in full, then say so. */
async function refundUnplaceable(
  deps: Deps,
  payments: PaymentProvider,
  checkoutId: string,
  reason: string,
): Promise<never> {
  await deps.db.transaction(async (tx) => {
    const moved = await repo.moveCheckout(tx, checkoutId, ['CAPTURED'], {
      status: 'FAILED',
      failureReason: reason,
      updatedAt: deps.clock.now(),
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
      await repo.moveCheckout(deps.db, checkoutId, ['FAILED'], {
        status: 'REFUNDED',
        refundId,
        updatedAt: deps.clock.now(),
      });
    } catch (err) {
      // The reconciliation job retries the refund.
      deps.logger.error({ err, checkoutId }, 'refund after failed placement did not go through');
    }
  }
  throw outOfStock((await repo.findCheckout(deps.db, checkoutId))!);
}

/**
 * Nothing lost: payments captured but not placed are placed (or refunded), refunds that failed are retried, and
 * approved payments whose buyer closed the browser are captured. Run periodically.
 */
export async function reconcileCheckouts(
  deps: Deps,
  payments: PaymentProvider,
  olderThanMs = 120_000,
): Promise<{ placed: number; refunded: number; expired: number }> {
  const before = new Date(deps.clock.now().getTime() - olderThanMs);
  const result = { placed: 0, refunded: 0, expired: 0 };
  for (const c of await repo.staleCheckouts(deps.db, ['CREATED', 'CAPTURED', 'FAILED'], before)) {
    try {
      if (c.provider === 'bank_transfer' && c.status !== 'CAPTURED') continue;
      if (c.status === 'FAILED' && c.captureId) {
        const { refundId } = await payments.refundCapture(c.captureId, c.totalCents, `refund-${c.id}`);
        if (
          await repo.moveCheckout(deps.db, c.id, ['FAILED'], {
            status: 'REFUNDED',
            refundId,
            updatedAt: deps.clock.now(),
          })
        )
          result.refunded += 1;
        continue;
      }
      if (c.status === 'CREATED') {
        const order = c.providerOrderId ? await payments.getOrder(c.providerOrderId) : null;
        if (!order || order.status === 'CREATED' || order.status === 'VOIDED') {
          if (
            deps.clock.now().getTime() - c.createdAt.getTime() > 3 * 3_600_000 &&
            (await repo.moveCheckout(deps.db, c.id, ['CREATED'], { status: 'EXPIRED', updatedAt: deps.clock.now() }))
          )
            result.expired += 1;
          continue;
        }
      }
      await captureCheckout(deps, payments, null, c.id);
      result.placed += 1;
    } catch (err) {
      if (err instanceof AppError && err.code === 'OUT_OF_STOCK') result.refunded += 1;
      else deps.logger.warn({ err, checkoutId: c.id }, 'reconciliation could not settle a checkout yet');
    }
  }
  return result;
}

/** A provider webhook said the payment of this provider order was captured. */
export async function onCaptureCompleted(
  deps: Deps,
  payments: PaymentProvider,
  providerOrderId: string,
  captureId: string,
): Promise<void> {
  const checkout = await repo.findCheckoutByProviderOrder(deps.db, providerOrderId);
  if (!checkout) return;
  await repo.moveCheckout(deps.db, checkout.id, ['CREATED'], {
    status: 'CAPTURED',
    captureId,
    updatedAt: deps.clock.now(),
  });
  try {
    await placeOrder(deps, payments, checkout.id);
  } catch (err) {
    if (!(err instanceof AppError && (err.code === 'OUT_OF_STOCK' || err.code === 'CONFLICT'))) throw err;
  }
}

/** The caller's checkout behind a provider order (for the payment return pages). */
export async function checkoutOfProviderOrder(
  deps: Deps,
  auth: AuthContext,
  providerOrderId: string,
): Promise<repo.CheckoutRow | null> {
  const c = await repo.findCheckoutByProviderOrder(deps.db, providerOrderId);
  return c && c.buyerId === auth.user.id ? c : null;
}
