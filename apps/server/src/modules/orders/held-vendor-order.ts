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
>;

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

/** The vendor order as the escrow ledger holds it: in the currency received, in its minor units. */
export function heldVendorOrder(vo: Settled, buyerId: string): HeldVendorOrder {
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
      };
}

/**
 * A USD amount of this vendor order's goods (a partial refund decided in USD) in its settlement currency's minor
 * units: proportional to what was held for the goods, half-up, kept strictly between 0 and the goods held.
 */
export function goodsInSettlement(vo: Settled, usdCents: number): number {
  if (!local(vo)) return usdCents;
  if (usdCents >= vo.subtotalCents) return vo.heldSubtotalMinor;
  const n = BigInt(usdCents) * BigInt(vo.heldSubtotalMinor);
  const d = BigInt(vo.subtotalCents);
  const minor = Number((n * 2n + d) / (2n * d));
  return Math.min(Math.max(minor, 1), vo.heldSubtotalMinor - 1);
}

/** What a buyer gets back from a vendor order in full, in the currency it was paid in. */
export function heldTotal(vo: Settled): { amountMinor: number; currency: string } {
  const h = heldVendorOrder(vo, '');
  return { amountMinor: h.subtotalCents + (h.shippingCents ?? 0) + h.buyerFeeCents, currency: h.currency ?? 'USD' };
}
