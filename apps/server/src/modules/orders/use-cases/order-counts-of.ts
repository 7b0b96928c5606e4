import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../orders.repository.ts';

/** How many vendor orders a user bought (as buyer) and sold (as vendor), cancelled ones excluded. */
export async function orderCountsOf(db: DbOrTx, userId: string): Promise<{ bought: number; sold: number }> {
  return repo.orderCountsOf(db, userId);
}
