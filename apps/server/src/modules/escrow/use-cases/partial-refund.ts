import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../escrow.repository.ts';
import type { Ctx } from '../ledger-context.ts';
import { partialRefundPostings, type HeldVendorOrder } from '../ledger-rules.ts';

export function partialRefund(tx: DbOrTx, vo: HeldVendorOrder, refundCents: number, ctx: Ctx): Promise<boolean> {
  return repo.post(tx, {
    kind: 'PARTIAL_REFUND',
    idempotencyKey: `settle:${vo.vendorOrderId}`,
    orderId: ctx.orderId,
    vendorOrderId: vo.vendorOrderId,
    postings: partialRefundPostings(vo, refundCents),
    currency: vo.currency ?? 'USD',
    actorId: ctx.actorId,
    at: ctx.at,
    memo: `refund ${refundCents}`,
  });
}
