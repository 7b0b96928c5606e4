import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../offers.repository.ts';

/** Lead times (days) agreed in quotes, by offer id: a quoted line's ship-by date counts from them (issue 18). */
export async function offerLeadTimesOf(db: DbOrTx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.findOffers(db, ids);
  return new Map(rows.map((o) => [o.id, o.leadTimeDays]));
}
