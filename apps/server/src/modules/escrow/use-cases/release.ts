import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../escrow.repository.ts';
import type { Ctx } from '../ledger-context.ts';
import { releasePostings, type HeldVendorOrder } from '../ledger-rules.ts';

export function release(tx: DbOrTx, vo: HeldVendorOrder, ctx: Ctx): Promise<boolean> {
  return repo.post(tx, {
    kind: 'RELEASE',
    idempotencyKey: `settle:${vo.vendorOrderId}`,
    orderId: ctx.orderId,
    vendorOrderId: vo.vendorOrderId,
    postings: releasePostings(vo),
    currency: vo.currency ?? 'USD',
    actorId: ctx.actorId,
    at: ctx.at,
  });
}
