/**
 * The steps of placing an order (use-cases/place-order.ts), inside its transaction: the order split per vendor with
 * each vendor order's money held in escrow, and the notices to the buyer and to each vendor.
 */
import { randomUUID } from 'node:crypto';
import { carrierService } from '@app/shared/checkout-shipping';
import { allocate, formatCents } from '@app/shared/money';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { leadTimesOf } from '../catalog/catalog.service.ts';
import * as escrow from '../escrow/escrow.service.ts';
import { offerLeadTimesOf } from '../offers/use-cases/offer-lead-times-of.ts';
import { notify } from '../notifications/notifications.service.ts';
import { orderRef } from './order-ref.ts';
import type { CheckoutLine } from './orders.schema.ts';
import * as repo from './orders.repository.ts';
import { shipByOf } from './ship-by.ts';

export type PlacedVendorOrder = { id: string; vendorId: string; subtotalCents: number };

/**
 * One vendor order per vendor of the checkout's lines, with its items, its shipping as quoted, its share of the buyer
 * fee, the escrow hold (goods + shipping + fee) and its first status and escrow events.
 */
export async function insertVendorOrders(
  tx: DbOrTx,
  checkout: repo.CheckoutRow,
  orderId: string,
  now: Date,
): Promise<PlacedVendorOrder[]> {
  const byVendor = new Map<string, CheckoutLine[]>();
  for (const line of checkout.lines) byVendor.set(line.vendorId, [...(byVendor.get(line.vendorId) ?? []), line]);
  const groups = [...byVendor.entries()];
  const subtotals = groups.map(([, lines]) => lines.reduce((s, l) => s + l.lineTotalUsdCents, 0));
  const fees = allocate(checkout.feeCents, subtotals);
  // Each vendor's shipping as quoted when the checkout started (older checkouts: none).
  const parts = new Map(checkout.shippingParts.map((p) => [p.vendorId, p]));
  const shippings = groups.map(([vendorId]) => parts.get(vendorId)?.amountCents ?? 0);
  // Paid in another currency: what was received is split the same way (largest remainder, so the parts add up to
  // the charge exactly), and each vendor order's escrow holds its part in that currency (decision 018).
  const local = checkout.chargeCurrency !== 'USD' && checkout.chargeMinor !== null;
  const localShares = local
    ? allocate(
        checkout.chargeMinor!,
        subtotals.map((sub, i) => sub + shippings[i]! + fees[i]!),
      )
    : [];
  // The ship-by date each vendor promises (issue 18): from the products' lead times, or the quote's for quoted lines.
  const productLeads = await leadTimesOf(tx, [...new Set(checkout.lines.map((l) => l.productId))]);
  const offerLeads = await offerLeadTimesOf(
    tx,
    checkout.lines.map((l) => l.offerId).filter((id): id is string => typeof id === 'string'),
  );
  const leadOf = (l: CheckoutLine) =>
    (l.offerId ? offerLeads.get(l.offerId) : undefined) ?? productLeads.get(l.productId) ?? 0;
  const created: PlacedVendorOrder[] = [];
  for (const [i, [vendorId, lines]] of groups.entries()) {
    const vendorOrderId = randomUUID();
    const subtotalCents = subtotals[i]!;
    const buyerFeeCents = fees[i]!;
    const shippingCents = shippings[i]!;
    const part = parts.get(vendorId);
    const [heldSubtotalMinor, heldShippingMinor, heldBuyerFeeMinor] = local
      ? allocate(localShares[i]!, [subtotalCents, shippingCents, buyerFeeCents])
      : [null, null, null];
    await repo.insertVendorOrder(tx, {
      id: vendorOrderId,
      orderId,
      vendorId,
      vendorName: lines[0]!.vendorName,
      status: 'PLACED',
      subtotalCents,
      buyerFeeCents,
      shippingCents,
      shippingMethod: part?.method ?? null,
      shippingService: part?.carrier ? carrierService(part.carrier, part.service) : null,
      settlementCurrency: local ? checkout.chargeCurrency : 'USD',
      heldSubtotalMinor,
      heldShippingMinor,
      heldBuyerFeeMinor,
      escrowStatus: 'HELD',
      shipBy: shipByOf(now, lines.map(leadOf)),
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
      local
        ? {
            vendorOrderId,
            vendorId,
            buyerId: checkout.buyerId,
            subtotalCents: heldSubtotalMinor!,
            shippingCents: heldShippingMinor!,
            buyerFeeCents: heldBuyerFeeMinor!,
            currency: checkout.chargeCurrency,
          }
        : { vendorOrderId, vendorId, buyerId: checkout.buyerId, subtotalCents, shippingCents, buyerFeeCents },
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
}
