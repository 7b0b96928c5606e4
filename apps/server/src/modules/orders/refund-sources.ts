/**
 * Where a vendor order's money came from, to pay a refund back the same way (issue 18): the order's payment, and a
 * payment plan's balance paid later through its own checkout (possibly another rail). A refund is taken from the
 * balance's payment first, then from the order's, never more from either than it brought in for this vendor order.
 */
import type { DbOrTx } from '../../db/client.ts';
import * as balanceRepo from './balance.repository.ts';
import { balanceDue, heldTotal } from './held-vendor-order.ts';
import type * as repo from './orders.repository.ts';

export interface RefundSource {
  provider: string;
  captureId: string;
  /** The most this payment brought in for the vendor order, in `currency`'s minor units. */
  amountMinor: number;
  currency: string;
  /** Appended to the refund's request id, so that each payment's refund applies once. */
  suffix: string;
}

/** The payments behind a vendor order's escrow now: the balance's (when a plan's balance was paid), then the order's. */
export async function refundSources(
  db: DbOrTx,
  vo: repo.VendorOrderRow,
  order: repo.OrderRow,
): Promise<RefundSource[]> {
  const held = heldTotal(vo);
  const sources: RefundSource[] = [];
  const paid = vo.balanceStatus === 'PAID' ? await balanceRepo.paidBalanceCheckout(db, vo.id) : undefined;
  let balanceMinor = 0;
  if (paid?.captureId) {
    balanceMinor = Math.min(balanceDue(vo).amountMinor, held.amountMinor);
    sources.push({
      provider: paid.provider,
      captureId: paid.captureId,
      amountMinor: balanceMinor,
      currency: held.currency,
      suffix: '-balance',
    });
  }
  sources.push({
    provider: order.paymentProvider,
    captureId: order.paymentCaptureId,
    amountMinor: held.amountMinor - balanceMinor,
    currency: held.currency,
    suffix: '',
  });
  return sources;
}

/** `amountMinor` taken from the sources in order, each up to what it brought in; parts of zero are left out. */
export function splitRefund(sources: RefundSource[], amountMinor: number): (RefundSource & { refundMinor: number })[] {
  let left = amountMinor;
  const parts: (RefundSource & { refundMinor: number })[] = [];
  for (const [i, s] of sources.entries()) {
    // the last source takes any remainder (the order's payment: what a rounding may leave)
    const take = i === sources.length - 1 ? left : Math.min(left, s.amountMinor);
    if (take > 0) parts.push({ ...s, refundMinor: take });
    left -= take;
  }
  return parts;
}
