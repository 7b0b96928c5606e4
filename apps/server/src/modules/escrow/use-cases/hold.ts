import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../escrow.repository.ts';
import type { Ctx } from '../ledger-context.ts';
import { holdPostings, type HeldVendorOrder } from '../ledger-rules.ts';

/**
 * Ledger operations. Each runs inside the caller's transaction (the one that changes the vendor order's escrow
 * status) and applies at most once per vendor order, whatever the retries: the idempotency key is per operation.
 */
export function hold(tx: DbOrTx, vo: HeldVendorOrder, ctx: Ctx): Promise<boolean> {
  return repo.post(tx, {
    kind: 'HOLD',
    idempotencyKey: `hold:${vo.vendorOrderId}`,
    orderId: ctx.orderId,
    vendorOrderId: vo.vendorOrderId,
    postings: holdPostings(vo),
    currency: vo.currency ?? 'USD',
    actorId: ctx.actorId,
    at: ctx.at,
  });
}
