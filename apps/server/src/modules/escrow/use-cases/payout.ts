import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../escrow.repository.ts';
import type { Ctx } from '../ledger-context.ts';
import { payoutPostings } from '../ledger-rules.ts';

/** Money sent to the vendor from their available balance, in a currency (default USD); once per reference. */
export function payout(
  tx: DbOrTx,
  vendorId: string,
  amountCents: number,
  reference: string,
  ctx: Omit<Ctx, 'orderId'>,
  currency = 'USD',
): Promise<boolean> {
  return repo.post(tx, {
    kind: 'PAYOUT',
    idempotencyKey: `payout:${vendorId}:${reference}`,
    postings: payoutPostings(vendorId, amountCents),
    actorId: ctx.actorId,
    at: ctx.at,
    memo: reference,
    currency,
  });
}
