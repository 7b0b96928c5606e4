import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../catalog.repository.ts';

/** Lead times (days) of products, by id: the vendor's promise to have the goods ready (dispute deadlines). */
export async function leadTimesOf(db: DbOrTx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.findManyByIds(db, ids);
  return new Map(rows.map((p) => [p.id, p.leadTimeDays]));
}
