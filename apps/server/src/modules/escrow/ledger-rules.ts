/**
 * The escrow posting rules as pure functions (no database), so they can be model-tested exhaustively.
 * Accounts:
 *   provider_clearing          money received from / returned to the payment provider (goes negative on capture)
 *   escrow:<vendorOrderId>     held for one vendor order (never below zero)
 *   vendor_payable:<vendorId>  released to the vendor, not yet paid out
 *   vendor_paid_out:<vendorId> paid out to the vendor's bank
 *   platform_fees:buyer              buyer fees earned
 *   platform_fees:seller:<vendorId>  seller fees earned on that vendor's sales
 *   platform_fees              (legacy) both fees in one account; migration 0026 reclassified it by kind
 *   buyer_refunds:<buyerId>    owed back to the buyer until the provider refund is paid
 *   shipping_labels:<vendorId> label costs taken from that vendor's share at release (the platform paid the carrier
 *                              for the labels bought through it)
 */
import { sellerFee } from '@app/shared/fees';

export interface Posting {
  account: string;
  amountCents: number;
}

export const accounts = {
  clearing: 'provider_clearing',
  escrow: (vendorOrderId: string) => `escrow:${vendorOrderId}`,
  payable: (vendorId: string) => `vendor_payable:${vendorId}`,
  paidOut: (vendorId: string) => `vendor_paid_out:${vendorId}`,
  /** Legacy: both fees in one account, before they were kept by kind (reclassified by migration 0026). */
  legacyFees: 'platform_fees',
  /** Every fee account starts with this. */
  feesPrefix: 'platform_fees',
  buyerFees: 'platform_fees:buyer',
  sellerFees: (vendorId: string) => `platform_fees:seller:${vendorId}`,
  refunds: (buyerId: string) => `buyer_refunds:${buyerId}`,
  labels: (vendorId: string) => `shipping_labels:${vendorId}`,
};

export interface HeldVendorOrder {
  vendorOrderId: string;
  vendorId: string;
  buyerId: string;
  /** Goods value in USD cents. */
  subtotalCents: number;
  /** The share of the buyer fee allocated to this vendor order. */
  buyerFeeCents: number;
  /** What the buyer paid for this vendor order's shipping (issue 17; default 0): released to the vendor with the goods. */
  shippingCents?: number;
  /** Labels bought through the platform for this vendor order (default 0): taken from the vendor's share at release. */
  labelCents?: number;
  /**
   * The currency the money was received in (default USD). The amounts above are then in its minor units, and every
   * posting of this vendor order is in it (multi-currency escrow, docs/decisions/018).
   */
  currency?: string;
  /**
   * The goods' value already released to the vendor at a milestone (issue 18: at shipment), before the seller fee, in
   * the same units (default 0). Escrow holds the rest; a settlement credits or takes back the difference (a clawback
   * from the vendor's balance when a refund is more than what escrow still holds).
   */
  releasedGoodsCents?: number;
}

function check(postings: Posting[]): Posting[] {
  if (postings.reduce((s, p) => s + p.amountCents, 0) !== 0) throw new Error('ledger transaction does not balance');
  for (const p of postings)
    if (!Number.isSafeInteger(p.amountCents)) throw new Error('ledger amounts must be integer cents');
  return postings.filter((p) => p.amountCents !== 0);
}

/** Everything the buyer paid for a vendor order: goods, shipping and its share of the buyer fee. */
export function paidOf(vo: HeldVendorOrder): number {
  return vo.subtotalCents + (vo.shippingCents ?? 0) + vo.buyerFeeCents;
}

/** What escrow holds for a vendor order now: what was paid, less the goods released at a milestone. */
export function heldOf(vo: HeldVendorOrder): number {
  return paidOf(vo) - (vo.releasedGoodsCents ?? 0);
}

/** What a milestone's release already gave the vendor (goods after the seller fee on them) and that fee. */
function releasedShareOf(vo: HeldVendorOrder): { vendor: number; fee: number } {
  const goods = vo.releasedGoodsCents ?? 0;
  const fee = sellerFee(goods);
  return { vendor: goods - fee, fee };
}

/**
 * What releasing the goods (`goodsCents` of them, after the seller fee on them) and the shipping pays the vendor, and
 * the label cost taken from it: the labels' full cost, never more than the vendor gets (a label bought for more than
 * the shipping collected is paid from the goods' money; the platform carries only what nothing covers).
 */
export function vendorShareOf(vo: HeldVendorOrder, goodsCents: number): { vendor: number; fee: number; label: number } {
  const fee = sellerFee(goodsCents);
  const gross = goodsCents - fee + (vo.shippingCents ?? 0);
  const label = Math.min(vo.labelCents ?? 0, gross);
  return { vendor: gross - label, fee, label };
}

/** Captured payment -> held in escrow for the vendor order (goods + shipping + buyer fee share). */
export function holdPostings(vo: HeldVendorOrder): Posting[] {
  const held = paidOf(vo);
  return check([
    { account: accounts.clearing, amountCents: -held },
    { account: accounts.escrow(vo.vendorOrderId), amountCents: held },
  ]);
}

/**
 * A milestone's release (issue 18: at shipment): `goodsCents` more of the goods leave escrow; the vendor gets them
 * minus the seller fee, which the platform keeps. The fee is that of everything released so far, less what earlier
 * milestones took, so releasing in steps never costs the vendor more than releasing at once. Shipping, the buyer fee
 * and the labels wait for the settlement.
 */
export function milestoneReleasePostings(vo: HeldVendorOrder, goodsCents: number): Posting[] {
  const before = vo.releasedGoodsCents ?? 0;
  if (!Number.isSafeInteger(goodsCents) || goodsCents <= 0 || before + goodsCents > vo.subtotalCents) {
    throw new RangeError('a milestone releases more than 0 and at most the goods escrow still holds');
  }
  const fee = sellerFee(before + goodsCents) - sellerFee(before);
  return check([
    { account: accounts.escrow(vo.vendorOrderId), amountCents: -goodsCents },
    { account: accounts.payable(vo.vendorId), amountCents: goodsCents - fee },
    { account: accounts.sellerFees(vo.vendorId), amountCents: fee },
  ]);
}

/**
 * Release: the vendor gets the goods value minus the 5% seller fee, plus the shipping, minus the labels bought through
 * the platform (less what a milestone already gave them); the platform keeps both fees, each in its account, and
 * recovers the labels' cost.
 */
export function releasePostings(vo: HeldVendorOrder): Posting[] {
  const held = heldOf(vo);
  const share = vendorShareOf(vo, vo.subtotalCents);
  const already = releasedShareOf(vo);
  return check([
    { account: accounts.escrow(vo.vendorOrderId), amountCents: -held },
    { account: accounts.payable(vo.vendorId), amountCents: share.vendor - already.vendor },
    { account: accounts.sellerFees(vo.vendorId), amountCents: share.fee - already.fee },
    { account: accounts.buyerFees, amountCents: vo.buyerFeeCents },
    { account: accounts.labels(vo.vendorId), amountCents: share.label },
  ]);
}

/**
 * Full refund: everything the buyer paid goes back, shipping and fees included: what escrow holds, and what a
 * milestone released, taken back from the vendor's balance with its seller fee (which may leave that balance below
 * zero: later sales pay it back before any payout).
 */
export function refundPostings(vo: HeldVendorOrder): Posting[] {
  const already = releasedShareOf(vo);
  return check([
    { account: accounts.escrow(vo.vendorOrderId), amountCents: -heldOf(vo) },
    { account: accounts.payable(vo.vendorId), amountCents: -already.vendor },
    { account: accounts.sellerFees(vo.vendorId), amountCents: -already.fee },
    { account: accounts.refunds(vo.buyerId), amountCents: paidOf(vo) },
  ]);
}

/**
 * Partial refund of `refundCents` (0 < refundCents < subtotal): the buyer gets that amount back; the vendor is
 * released the rest of the goods value minus the seller fee on it, and the shipping minus the labels, less what a
 * milestone already gave them (taken back when the refund is more than escrow still holds); the platform keeps the
 * buyer fee and that seller fee, and recovers the labels' cost.
 */
export function partialRefundPostings(vo: HeldVendorOrder, refundCents: number): Posting[] {
  if (!Number.isSafeInteger(refundCents) || refundCents <= 0 || refundCents >= vo.subtotalCents) {
    throw new RangeError('a partial refund is more than 0 and less than the goods value');
  }
  const held = heldOf(vo);
  const share = vendorShareOf(vo, vo.subtotalCents - refundCents);
  const already = releasedShareOf(vo);
  return check([
    { account: accounts.escrow(vo.vendorOrderId), amountCents: -held },
    { account: accounts.refunds(vo.buyerId), amountCents: refundCents },
    { account: accounts.payable(vo.vendorId), amountCents: share.vendor - already.vendor },
    { account: accounts.sellerFees(vo.vendorId), amountCents: share.fee - already.fee },
    { account: accounts.buyerFees, amountCents: vo.buyerFeeCents },
    { account: accounts.labels(vo.vendorId), amountCents: share.label },
  ]);
}

/**
 * A quality claim's refund after the release (issue 18): `refundCents` of the goods (0 < refundCents <= goods) go back
 * to the buyer, taken from the vendor's balance: the vendor ends with the kept goods less the seller fee on them, as if
 * the refund had been decided before the release, and the platform gives back the seller fee on the refunded part. The
 * shipping, the buyer fee and the labels stay settled. The vendor's balance may go below zero.
 */
export function claimRefundPostings(vo: HeldVendorOrder, refundCents: number): Posting[] {
  if (!Number.isSafeInteger(refundCents) || refundCents <= 0 || refundCents > vo.subtotalCents) {
    throw new RangeError('a claim refund is more than 0 and at most the goods value');
  }
  const feeBack = sellerFee(vo.subtotalCents) - sellerFee(vo.subtotalCents - refundCents);
  return check([
    { account: accounts.payable(vo.vendorId), amountCents: -(refundCents - feeBack) },
    { account: accounts.sellerFees(vo.vendorId), amountCents: -feeBack },
    { account: accounts.refunds(vo.buyerId), amountCents: refundCents },
  ]);
}

/** The provider returned money to the buyer. */
export function refundPaidPostings(buyerId: string, amountCents: number): Posting[] {
  return check([
    { account: accounts.refunds(buyerId), amountCents: -amountCents },
    { account: accounts.clearing, amountCents: amountCents },
  ]);
}

/** A bank transfer to the vendor of part of their available balance. */
export function payoutPostings(vendorId: string, amountCents: number): Posting[] {
  return check([
    { account: accounts.payable(vendorId), amountCents: -amountCents },
    { account: accounts.paidOut(vendorId), amountCents: amountCents },
  ]);
}

/** A payout the provider failed or reversed: back from paid out to the vendor's available balance. */
export function payoutReversalPostings(vendorId: string, amountCents: number): Posting[] {
  return check([
    { account: accounts.paidOut(vendorId), amountCents: -amountCents },
    { account: accounts.payable(vendorId), amountCents: amountCents },
  ]);
}
