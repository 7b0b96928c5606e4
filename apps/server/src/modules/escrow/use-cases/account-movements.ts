import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../escrow.repository.ts';
import { accounts } from '../ledger-rules.ts';

export type { AccountMovementRow } from '../escrow.repository.ts';

/**
 * A vendor's ledger movements over [from, to), for statements (billing): the balance of the vendor's payable account
 * per currency before `from`, and every entry of each transaction of the period that touches the vendor's payable,
 * seller-fee or label accounts (all of the transaction's entries, so the reader can tell fee, label and refund
 * parts apart). `firstAt` is the first movement ever of the payable account (null: none yet).
 */
export async function vendorAccountMovements(db: DbOrTx, vendorId: string, from: Date, to: Date) {
  const payable = accounts.payable(vendorId);
  const [opening, entries, firstAt] = await Promise.all([
    repo.balanceBefore(db, payable, from),
    repo.movementsTouching(db, [payable, accounts.sellerFees(vendorId), accounts.labels(vendorId)], from, to),
    repo.firstMovementAt(db, payable),
  ]);
  return {
    accounts: { payable, sellerFees: accounts.sellerFees(vendorId), labels: accounts.labels(vendorId) },
    opening,
    entries,
    firstAt,
  };
}
