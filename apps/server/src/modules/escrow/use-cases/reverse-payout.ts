import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../escrow.repository.ts';
import type { Ctx } from '../ledger-context.ts';
import { payoutReversalPostings } from '../ledger-rules.ts';

/**
 * A payout the provider failed or reversed (issue 17): the money goes back to the vendor's available balance, once
 * per payout reference, whatever the retries or concurrent jobs.
 */
export function reversePayout(
  tx: DbOrTx,
  vendorId: string,
  amountMinor: number,
  reference: string,
  ctx: Omit<Ctx, 'orderId'>,
  currency: string,
): Promise<boolean> {
  return repo.post(tx, {
    kind: 'PAYOUT_REVERSAL',
    idempotencyKey: `payout-reversal:${vendorId}:${reference}`,
    postings: payoutReversalPostings(vendorId, amountMinor),
    actorId: ctx.actorId,
    at: ctx.at,
    memo: reference,
    currency,
  });
}
