import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../orders.repository.ts';

/** How many of a vendor's orders wait for them (the vendor dashboard's figures). */
export async function vendorPendingOrders(db: DbOrTx, vendorId: string): Promise<number> {
  return repo.countPendingForVendor(db, vendorId);
}
