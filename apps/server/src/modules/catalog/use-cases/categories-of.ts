import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../catalog.repository.ts';

/** Categories of products, by id (a quality claim's window depends on them, issue 18). */
export async function categoriesOf(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.findManyByIds(db, ids);
  return new Map(rows.map((p) => [p.id, p.category]));
}
