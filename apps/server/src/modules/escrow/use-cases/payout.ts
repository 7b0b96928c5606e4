import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../escrow.repository.ts';
import type { Ctx } from '../ledger-context.ts';
import { payoutPostings } from '../ledger-rules.ts';

export function payout(
  tx: DbOrTx,
  vendorId: string,
  amountCents: number,
  reference: string,
  ctx: Omit<Ctx, 'orderId'>,
): Promise<boolean> {
  return repo.post(tx, {
    kind: 'PAYOUT',
    idempotencyKey: `payout:${vendorId}:${reference}`,
    postings: payoutPostings(vendorId, amountCents),
    actorId: ctx.actorId,
    at: ctx.at,
    memo: reference,
  });
}
