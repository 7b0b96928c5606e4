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
}

function check(postings: Posting[]): Posting[] {
  if (postings.reduce((s, p) => s + p.amountCents, 0) !== 0) throw new Error('ledger transaction does not balance');
  for (const p of postings)
    if (!Number.isSafeInteger(p.amountCents)) throw new Error('ledger amounts must be integer cents');
  return postings.filter((p) => p.amountCents !== 0);
}

/** Everything held for a vendor order: goods, shipping and its share of the buyer fee. */
export function heldOf(vo: HeldVendorOrder): number {
  return vo.subtotalCents + (vo.shippingCents ?? 0) + vo.buyerFeeCents;
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
  const held = heldOf(vo);
  return check([
    { account: accounts.clearing, amountCents: -held },
    { account: accounts.escrow(vo.vendorOrderId), amountCents: held },
  ]);
}

/**
 * Release: the vendor gets the goods value minus the 5% seller fee, plus the shipping, minus the labels bought through
 * the platform; the platform keeps both fees, each in its account, and recovers the labels' cost.
 */
export function releasePostings(vo: HeldVendorOrder): Posting[] {
  const held = heldOf(vo);
  const share = vendorShareOf(vo, vo.subtotalCents);
  return check([
    { account: accounts.escrow(vo.vendorOrderId), amountCents: -held },
    { account: accounts.payable(vo.vendorId), amountCents: share.vendor },
    { account: accounts.sellerFees(vo.vendorId), amountCents: share.fee },
    { account: accounts.buyerFees, amountCents: vo.buyerFeeCents },
    { account: accounts.labels(vo.vendorId), amountCents: share.label },
  ]);
}

/** Full refund: everything held goes back to the buyer, shipping and fees included. */
export function refundPostings(vo: HeldVendorOrder): Posting[] {
  const held = heldOf(vo);
  return check([
    { account: accounts.escrow(vo.vendorOrderId), amountCents: -held },
    { account: accounts.refunds(vo.buyerId), amountCents: held },
  ]);
}

/**
 * Partial refund of `refundCents` (0 < refundCents < subtotal): the buyer gets that amount back; the vendor is
 * released the rest of the goods value minus the seller fee on it, and the shipping minus the labels; the platform keeps
 * the buyer fee and that seller fee, and recovers the labels' cost.
 */
export function partialRefundPostings(vo: HeldVendorOrder, refundCents: number): Posting[] {
  if (!Number.isSafeInteger(refundCents) || refundCents <= 0 || refundCents >= vo.subtotalCents) {
    throw new RangeError('a partial refund is more than 0 and less than the goods value');
  }
  const held = heldOf(vo);
  const share = vendorShareOf(vo, vo.subtotalCents - refundCents);
  return check([
    { account: accounts.escrow(vo.vendorOrderId), amountCents: -held },
    { account: accounts.refunds(vo.buyerId), amountCents: refundCents },
    { account: accounts.payable(vo.vendorId), amountCents: share.vendor },
    { account: accounts.sellerFees(vo.vendorId), amountCents: share.fee },
    { account: accounts.buyerFees, amountCents: vo.buyerFeeCents },
    { account: accounts.labels(vo.vendorId), amountCents: share.label },
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
