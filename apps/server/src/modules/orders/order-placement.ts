/**
 * The steps of placing an order (use-cases/place-order.ts), inside its transaction: the order split per vendor with
 * each vendor order's money held in escrow, and the notices to the buyer and to each vendor.
 */
import { randomUUID } from 'node:crypto';
import { carrierService } from '@app/shared/checkout-shipping';
import { DISPLAY_CURRENCY_DIGITS } from '@app/shared/constants';
import { allocate, convertMinorUnits, formatCents } from '@app/shared/money';
import { splitGoods } from '@app/shared/payment-plans';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { leadTimesOf } from '../catalog/catalog.service.ts';
import * as escrow from '../escrow/escrow.service.ts';
import { offerLeadTimesOf } from '../offers/use-cases/offer-lead-times-of.ts';
import { notify } from '../notifications/notifications.service.ts';
import { planParts } from './checkout-cart.ts';
import { heldVendorOrder } from './held-vendor-order.ts';
import { orderRef } from './order-ref.ts';
import type { CheckoutLine } from './orders.schema.ts';
import * as repo from './orders.repository.ts';
import { shipByOf } from './ship-by.ts';

const digitsOf = (currency: string) => (DISPLAY_CURRENCY_DIGITS as Record<string, number>)[currency] ?? 2;
const roundTo = (minor: number, unit: number) => Math.floor((minor + unit / 2) / unit) * unit;

export type PlacedVendorOrder = { id: string; vendorId: string; subtotalCents: number };

/**
 * One vendor order per vendor of the checkout's lines, with its items, its shipping as quoted, its share of the buyer
 * fee, its payment plan, the escrow hold (goods + shipping + fee, or a plan's deposit + fee) and its first status and
 * escrow events.
 */
export async function insertVendorOrders(
  tx: DbOrTx,
  checkout: repo.CheckoutRow,
  orderId: string,
  now: Date,
  /** The rail charges whole units only (M-Pesa, MoMo): a balance in its currency is rounded to a whole unit. */
  wholeUnits = false,
): Promise<PlacedVendorOrder[]> {
  const byVendor = new Map<string, CheckoutLine[]>();
  for (const line of checkout.lines) byVendor.set(line.vendorId, [...(byVendor.get(line.vendorId) ?? []), line]);
  const groups = [...byVendor.entries()];
  const subtotals = groups.map(([, lines]) => lines.reduce((s, l) => s + l.lineTotalUsdCents, 0));
  const fees = allocate(checkout.feeCents, subtotals);
  // Each vendor's shipping as quoted when the checkout started (older checkouts: none).
  const parts = new Map(checkout.shippingParts.map((p) => [p.vendorId, p]));
  const shippings = groups.map(([vendorId]) => parts.get(vendorId)?.amountCents ?? 0);
  // Payment plans (issue 18): a card/wallet checkout that left balances for later charged each part's deposit and fee
  // now (plans with no balance: everything); a checkout paid in full (bank transfer, quotes) has no balance to ask.
  const plans = planParts(checkout.lines);
  const withBalances = checkout.kind === 'ORDER' && checkout.laterCents > 0;
  const splits = groups.map(([vendorId], i) => {
    const plan = plans.get(vendorId)!.plan;
    const goods = splitGoods(plan, subtotals[i]!);
    // the same rule as the checkout's figures (dueSplit): a plan with a balance leaves its goods' rest and shipping
    const hasBalance = withBalances && plan.balanceDue !== null && goods.balanceMinor + shippings[i]! > 0;
    return hasBalance
      ? { plan, hasBalance, depositCents: goods.depositMinor, balanceGoodsCents: goods.balanceMinor }
      : { plan, hasBalance, depositCents: subtotals[i]!, balanceGoodsCents: 0 };
  });
  const paidNow = (i: number) =>
    splits[i]!.hasBalance ? splits[i]!.depositCents + fees[i]! : subtotals[i]! + shippings[i]! + fees[i]!;
  // Paid in another currency: what was received is split the same way (largest remainder, so the parts add up to
  // the charge exactly), and each vendor order's escrow holds its part in that currency (decision 018). A balance is
  // fixed now in that currency at the rate the buyer paid at, and paid in it later.
  const local = checkout.chargeCurrency !== 'USD' && checkout.chargeMinor !== null;
  const localShares = local
    ? allocate(
        checkout.chargeMinor!,
        groups.map((_, i) => paidNow(i)),
      )
    : [];
  const toLocal = (usd: number) =>
    convertMinorUnits(
      usd,
      { digits: 2, unitsPerUsdMicros: 1_000_000 },
      { digits: digitsOf(checkout.chargeCurrency), unitsPerUsdMicros: checkout.chargeRateMicros ?? 1_000_000 },
    );
  // The ship-by date each vendor promises (issue 18): from the products' lead times, or the quote's for quoted lines.
  const productLeads = await leadTimesOf(tx, [...new Set(checkout.lines.map((l) => l.productId))]);
  const offerLeads = await offerLeadTimesOf(
    tx,
    checkout.lines.map((l) => l.offerId).filter((id): id is string => typeof id === 'string'),
  );
  const leadOf = (l: CheckoutLine) =>
    (l.offerId ? offerLeads.get(l.offerId) : undefined) ?? productLeads.get(l.productId) ?? 0;
  /**
   * A part's money in the charge currency: what was received for it split over the goods' deposit and the fee (with the
   * shipping too when paid in full), and for a plan's balance, its goods and shipping converted at the locked rate
   * (rounded to a whole unit where the rail charges whole units).
   */
  const localMoney = (i: number) => {
    const split = splits[i]!;
    if (!split.hasBalance) {
      const [subtotal, shipping, fee] = allocate(localShares[i]!, [subtotals[i]!, shippings[i]!, fees[i]!]);
      return { subtotal: subtotal!, shipping: shipping!, fee: fee!, balanceGoods: null };
    }
    const [deposit, fee] = allocate(localShares[i]!, [split.depositCents, fees[i]!]);
    const unit = wholeUnits ? 10 ** digitsOf(checkout.chargeCurrency) : 1;
    const balance = Math.max(unit, roundTo(toLocal(split.balanceGoodsCents + shippings[i]!), unit));
    // the goods keep at least one unit of a balance that has goods (a rounded shipping never swallows them)
    const shipping = split.balanceGoodsCents > 0 ? Math.min(toLocal(shippings[i]!), balance - 1) : balance;
    return { subtotal: deposit! + balance - shipping, shipping, fee: fee!, balanceGoods: balance - shipping };
  };
  const created: PlacedVendorOrder[] = [];
  for (const [i, [vendorId, lines]] of groups.entries()) {
    const vendorOrderId = randomUUID();
    const subtotalCents = subtotals[i]!;
    const buyerFeeCents = fees[i]!;
    const shippingCents = shippings[i]!;
    const part = parts.get(vendorId);
    const split = splits[i]!;
    const money = local ? localMoney(i) : null;
    const row = {
      id: vendorOrderId,
      orderId,
      vendorId,
      vendorName: lines[0]!.vendorName,
      status: 'PLACED' as const,
      subtotalCents,
      buyerFeeCents,
      shippingCents,
      shippingMethod: part?.method ?? null,
      shippingService: part?.carrier ? carrierService(part.carrier, part.service) : null,
      labelCostCents: 0,
      settlementCurrency: local ? checkout.chargeCurrency : 'USD',
      heldSubtotalMinor: money?.subtotal ?? null,
      heldShippingMinor: money?.shipping ?? null,
      heldBuyerFeeMinor: money?.fee ?? null,
      escrowStatus: 'HELD' as const,
      paymentPlan: split.plan.id,
      balanceStatus: split.hasBalance ? ('PENDING' as const) : ('NONE' as const),
      balanceGoodsCents: split.balanceGoodsCents,
      balanceGoodsMinor: money?.balanceGoods ?? null,
      shipBy: shipByOf(now, lines.map(leadOf)),
      createdAt: now,
      updatedAt: now,
    };
    await repo.insertVendorOrder(tx, row);
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
    // what this order paid for the part: everything, or its plan's deposit and the buyer fee
    await escrow.hold(tx, heldVendorOrder(row, checkout.buyerId), { orderId, at: now });
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
  return created;
}

/** The buyer is told the order is placed, each vendor that they received theirs; in the placing transaction. */
export async function notifyOrderPlaced(
  tx: DbOrTx,
  deps: Deps,
  checkout: repo.CheckoutRow,
  orderId: string,
  created: PlacedVendorOrder[],
): Promise<void> {
  const ref = orderRef(orderId);
  await notify(
    deps,
    checkout.buyerId,
    'order.placed',
    {
      orderId,
      orderRef: ref,
      // what was paid now: the total, less the balances a payment plan asks before shipment (issue 18)
      total: formatCents(checkout.totalCents - checkout.laterCents),
      totalCents: checkout.totalCents - checkout.laterCents,
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
}
