import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../escrow.repository.ts';
import type { Ctx } from '../ledger-context.ts';
import { milestoneReleasePostings, type HeldVendorOrder } from '../ledger-rules.ts';

/**
 * Part of the goods released to the vendor at a milestone of their payment plan (issue 18), before the settlement:
 * once per vendor order and milestone, whatever the retries.
 */
export function releaseAtMilestone(
  tx: DbOrTx,
  vo: HeldVendorOrder,
  goodsCents: number,
  milestone: 'shipment' | 'production',
  ctx: Ctx,
): Promise<boolean> {
  return repo.post(tx, {
    kind: 'MILESTONE_RELEASE',
    idempotencyKey: `milestone:${vo.vendorOrderId}:${milestone}`,
    orderId: ctx.orderId,
    vendorOrderId: vo.vendorOrderId,
    postings: milestoneReleasePostings(vo, goodsCents),
    currency: vo.currency ?? 'USD',
    actorId: ctx.actorId,
    at: ctx.at,
    memo: `released at ${milestone}`,
  });
}
