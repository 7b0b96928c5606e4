import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../escrow.repository.ts';
import { accounts } from '../ledger-rules.ts';

/** What a vendor may be paid out now: the balance of their payable account (in the caller's transaction). */
export async function payableBalance(db: DbOrTx, vendorId: string): Promise<number> {
  const account = accounts.payable(vendorId);
  return (await repo.balancesByPrefix(db, account)).get(account) ?? 0;
}
