import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../escrow.repository.ts';
import type { Ctx } from '../ledger-context.ts';
import { refundPaidPostings } from '../ledger-rules.ts';

/** The provider paid a refund back to the buyer (key: the provider's refund id). */
export function refundPaid(
  tx: DbOrTx,
  buyerId: string,
  amountCents: number,
  refundId: string,
  ctx: Ctx,
  currency = 'USD',
): Promise<boolean> {
  return repo.post(tx, {
    kind: 'REFUND_PAID',
    idempotencyKey: `refund-paid:${refundId}`,
    orderId: ctx.orderId,
    postings: refundPaidPostings(buyerId, amountCents),
    currency,
    actorId: ctx.actorId,
    at: ctx.at,
  });
}
