import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../escrow.repository.ts';
import { accounts } from '../ledger-rules.ts';

/**
 * What a vendor may be paid out now, in one currency (default USD): the balance of their payable account (in the
 * caller's transaction).
 */
export async function payableBalance(db: DbOrTx, vendorId: string, currency = 'USD'): Promise<number> {
  const account = accounts.payable(vendorId);
  return (await repo.balances(db, [account], currency)).get(account) ?? 0;
}
