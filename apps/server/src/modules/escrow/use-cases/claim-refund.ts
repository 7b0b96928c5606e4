import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../escrow.repository.ts';
import type { Ctx } from '../ledger-context.ts';
import { claimRefundPostings, type HeldVendorOrder } from '../ledger-rules.ts';

/** A quality claim's refund on a released vendor order (issue 18), from the vendor's balance: once per vendor order. */
export function claimRefund(tx: DbOrTx, vo: HeldVendorOrder, refundCents: number, ctx: Ctx): Promise<boolean> {
  return repo.post(tx, {
    kind: 'CLAIM_REFUND',
    idempotencyKey: `claim:${vo.vendorOrderId}`,
    orderId: ctx.orderId,
    vendorOrderId: vo.vendorOrderId,
    postings: claimRefundPostings(vo, refundCents),
    currency: vo.currency ?? 'USD',
    actorId: ctx.actorId,
    at: ctx.at,
    memo: `quality claim refund ${refundCents}`,
  });
}
