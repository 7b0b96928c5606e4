import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../payouts.repository.ts';

/**
 * The part of a vendor's available balance (in one currency) reserved for automatic payouts the provider has not
 * taken yet: still theirs, but already on its way, so a manual payout must leave it alone.
 */
export function unsentPayoutsMinor(db: DbOrTx, vendorId: string, currency: string): Promise<number> {
  return repo.unsentAmount(db, vendorId, currency);
}
