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
};

export interface HeldVendorOrder {
  vendorOrderId: string;
  vendorId: string;
  buyerId: string;
  /** Goods value in USD cents. */
  subtotalCents: number;
  /** The share of the buyer fee allocated to this vendor order. */
  buyerFeeCents: number;
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

/** Captured payment -> held in escrow for the vendor order (goods + buyer fee share). */
export function holdPostings(vo: HeldVendorOrder): Posting[] {
  const held = vo.subtotalCents + vo.buyerFeeCents;
  return check([
    { account: accounts.clearing, amountCents: -held },
    { account: accounts.escrow(vo.vendorOrderId), amountCents: held },
  ]);
}

/** Release: the vendor gets the goods value minus the 5% seller fee; the platform keeps both fees, each in its account. */
export function releasePostings(vo: HeldVendorOrder): Posting[] {
  const held = vo.subtotalCents + vo.buyerFeeCents;
  const fee = sellerFee(vo.subtotalCents);
  return check([
    { account: accounts.escrow(vo.vendorOrderId), amountCents: -held },
    { account: accounts.payable(vo.vendorId), amountCents: vo.subtotalCents - fee },
    { account: accounts.sellerFees(vo.vendorId), amountCents: fee },
    { account: accounts.buyerFees, amountCents: vo.buyerFeeCents },
  ]);
}

/** Full refund: everything held goes back to the buyer, fees included. */
export function refundPostings(vo: HeldVendorOrder): Posting[] {
  const held = vo.subtotalCents + vo.buyerFeeCents;
  return check([
    { account: accounts.escrow(vo.vendorOrderId), amountCents: -held },
    { account: accounts.refunds(vo.buyerId), amountCents: held },
  ]);
}

/**
 * Partial refund of `refundCents` (0 < refundCents < subtotal): the buyer gets that amount back; the vendor is
 * released the rest of the goods value minus the seller fee on it; the platform keeps the buyer fee and that seller fee.
 */
export function partialRefundPostings(vo: HeldVendorOrder, refundCents: number): Posting[] {
  if (!Number.isSafeInteger(refundCents) || refundCents <= 0 || refundCents >= vo.subtotalCents) {
    throw new RangeError('a partial refund is more than 0 and less than the goods value');
  }
  const held = vo.subtotalCents + vo.buyerFeeCents;
  const kept = vo.subtotalCents - refundCents;
  const fee = sellerFee(kept);
  return check([
    { account: accounts.escrow(vo.vendorOrderId), amountCents: -held },
    { account: accounts.refunds(vo.buyerId), amountCents: refundCents },
    { account: accounts.payable(vo.vendorId), amountCents: kept - fee },
    { account: accounts.sellerFees(vo.vendorId), amountCents: fee },
    { account: accounts.buyerFees, amountCents: vo.buyerFeeCents },
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
