import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../escrow.repository.ts';
import type { Ctx } from '../ledger-context.ts';
import { holdPostings, type HeldVendorOrder } from '../ledger-rules.ts';

/**
 * Captured money -> escrow for the vendor order: at placement what the order paid (everything, or a payment plan's
 * deposit and the buyer fee), and later a plan's balance (`tranche` 'balance': the rest of the goods and the shipping).
 * Ledger operations. Each runs inside the caller's transaction (the one that changes the vendor order's escrow
 * status) and applies at most once per vendor order, whatever the retries: the idempotency key is per operation.
 */
export function hold(
  tx: DbOrTx,
  vo: HeldVendorOrder,
  ctx: Ctx,
  tranche: 'order' | 'balance' = 'order',
): Promise<boolean> {
  return repo.post(tx, {
    kind: 'HOLD',
    // A payment plan's balance (issue 18) is its own hold, once per vendor order, paid after the order's.
    idempotencyKey: tranche === 'balance' ? `hold:${vo.vendorOrderId}:balance` : `hold:${vo.vendorOrderId}`,
    orderId: ctx.orderId,
    vendorOrderId: vo.vendorOrderId,
    postings: holdPostings(vo),
    currency: vo.currency ?? 'USD',
    actorId: ctx.actorId,
    at: ctx.at,
  });
}
