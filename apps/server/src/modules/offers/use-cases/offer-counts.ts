import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../offers.repository.ts';

/** Quote acceptance figures for analytics: offers sent by a vendor and how many were accepted. */
export async function offerCounts(db: DbOrTx, vendorId: string): Promise<{ sent: number; accepted: number }> {
  return repo.countsOfVendor(db, vendorId);
}
