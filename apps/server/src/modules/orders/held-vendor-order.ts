import type { HeldVendorOrder } from '../escrow/escrow.service.ts';
import type * as repo from './orders.repository.ts';

type Settled = Pick<
  repo.VendorOrderRow,
  | 'id'
  | 'vendorId'
  | 'subtotalCents'
  | 'buyerFeeCents'
  | 'settlementCurrency'
  | 'heldSubtotalMinor'
  | 'heldBuyerFeeMinor'
  | 'shippingCents'
  | 'heldShippingMinor'
  | 'labelCostCents'
> &
  Partial<
    Pick<
      repo.VendorOrderRow,
      'balanceStatus' | 'balanceGoodsCents' | 'balanceGoodsMinor' | 'releasedGoodsCents' | 'releasedGoodsMinor'
    >
  >;

/**
 * What escrow holds of a vendor order now (issue 18): everything, unless its plan's balance is not in escrow (not yet
 * asked, asked and unpaid, or cancelled unpaid): then the deposit of the goods and the buyer fee, no shipping.
 */
function inEscrow<T extends Settled>(vo: T): T {
  const unpaid = vo.balanceStatus === 'PENDING' || vo.balanceStatus === 'DUE' || vo.balanceStatus === 'CANCELLED';
  if (!unpaid) return vo;
  return {
    ...vo,
    subtotalCents: vo.subtotalCents - (vo.balanceGoodsCents ?? 0),
    shippingCents: 0,
    heldSubtotalMinor: vo.heldSubtotalMinor === null ? null : vo.heldSubtotalMinor - (vo.balanceGoodsMinor ?? 0),
    heldShippingMinor: vo.heldShippingMinor === null ? null : 0,
  };
}

/** Paid in another currency than USD: escrow holds it in that currency (decision 018). */
function local(vo: Settled): vo is Settled & { heldSubtotalMinor: number; heldBuyerFeeMinor: number } {
  return vo.settlementCurrency !== 'USD' && vo.heldSubtotalMinor !== null && vo.heldBuyerFeeMinor !== null;
}

/**
 * A USD amount (a label's cost) in the settlement currency's minor units, at the rate the buyer paid at: in proportion
 * to everything held against its USD value, half-up.
 */
function usdInSettlement(vo: Settled & { heldSubtotalMinor: number; heldBuyerFeeMinor: number }, usd: number): number {
  if (usd <= 0) return 0;
  const heldMinor = vo.heldSubtotalMinor + (vo.heldShippingMinor ?? 0) + vo.heldBuyerFeeMinor;
  const heldUsd = vo.subtotalCents + vo.shippingCents + vo.buyerFeeCents;
  if (heldUsd <= 0) return 0;
  const n = BigInt(usd) * BigInt(heldMinor);
  const d = BigInt(heldUsd);
  return Number((n * 2n + d) / (2n * d));
}

/**
 * The vendor order as the escrow ledger holds it now: in the currency received, in its minor units; a plan's balance
 * only once paid; the goods released at shipment (issue 18) as released.
 */
export function heldVendorOrder(order: Settled, buyerId: string): HeldVendorOrder {
  const vo = inEscrow(order);
  return local(vo)
    ? {
        vendorOrderId: vo.id,
        vendorId: vo.vendorId,
        buyerId,
        subtotalCents: vo.heldSubtotalMinor,
        shippingCents: vo.heldShippingMinor ?? 0,
        buyerFeeCents: vo.heldBuyerFeeMinor,
        labelCents: usdInSettlement(vo, vo.labelCostCents),
        currency: vo.settlementCurrency,
        releasedGoodsCents: vo.releasedGoodsMinor ?? 0,
      }
    : {
        vendorOrderId: vo.id,
        vendorId: vo.vendorId,
        buyerId,
        subtotalCents: vo.subtotalCents,
        shippingCents: vo.shippingCents,
        buyerFeeCents: vo.buyerFeeCents,
        labelCents: vo.labelCostCents,
        currency: 'USD',
        releasedGoodsCents: vo.releasedGoodsCents ?? 0,
      };
}

/**
 * A USD amount of this vendor order's goods (a partial refund decided in USD) in its settlement currency's minor
 * units: proportional to what was held for the goods, half-up, kept strictly between 0 and the goods held.
 */
export function goodsInSettlement(order: Settled, usdCents: number): number {
  const vo = inEscrow(order);
  if (!local(vo)) return usdCents;
  if (usdCents >= vo.subtotalCents) return vo.heldSubtotalMinor;
  const n = BigInt(usdCents) * BigInt(vo.heldSubtotalMinor);
  const d = BigInt(vo.subtotalCents);
  const minor = Number((n * 2n + d) / (2n * d));
  return Math.min(Math.max(minor, 1), vo.heldSubtotalMinor - 1);
}

/**
 * The goods' value paid into escrow, in USD cents (the deposit's only, while a plan's balance is unpaid), whether or
 * not part of it was released at shipment since: what a dispute may refund.
 */
export function goodsHeldUsd(vo: Settled): number {
  return inEscrow(vo).subtotalCents;
}

/**
 * What was paid into escrow for a vendor order, in USD cents (a plan's deposit and fee only, while its balance is
 * unpaid), including goods released at shipment since.
 */
export function heldTotalUsd(vo: Settled): number {
  const h = heldVendorOrder({ ...vo, settlementCurrency: 'USD' }, '');
  return h.subtotalCents + (h.shippingCents ?? 0) + h.buyerFeeCents;
}

/**
 * What a buyer gets back from a vendor order in full, in the currency it was paid in (goods released at shipment
 * included: a full refund takes them back from the vendor).
 */
export function heldTotal(vo: Settled): { amountMinor: number; currency: string } {
  const h = heldVendorOrder(vo, '');
  return { amountMinor: h.subtotalCents + (h.shippingCents ?? 0) + h.buyerFeeCents, currency: h.currency ?? 'USD' };
}

/**
 * A plan's balance as its own escrow hold (issue 18): the rest of the goods and the shipping, in the currency the
 * order was paid in, no fee (paid with the deposit).
 */
export function balanceHeld(vo: Settled, buyerId: string): HeldVendorOrder {
  const full = heldVendorOrder({ ...vo, balanceStatus: 'PAID' }, buyerId);
  const usd = !local(vo);
  return {
    vendorOrderId: vo.id,
    vendorId: vo.vendorId,
    buyerId,
    subtotalCents: usd ? (vo.balanceGoodsCents ?? 0) : (vo.balanceGoodsMinor ?? 0),
    shippingCents: full.shippingCents ?? 0,
    buyerFeeCents: 0,
    currency: full.currency ?? 'USD',
  };
}

/** What a plan's balance costs the buyer, in the currency the order was paid in (issue 18). */
export function balanceDue(vo: Settled): { amountMinor: number; currency: string; usdCents: number } {
  const b = balanceHeld(vo, '');
  return {
    amountMinor: b.subtotalCents + (b.shippingCents ?? 0),
    currency: b.currency ?? 'USD',
    usdCents: (vo.balanceGoodsCents ?? 0) + vo.shippingCents,
  };
}
