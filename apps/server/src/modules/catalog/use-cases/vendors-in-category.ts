import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../catalog.repository.ts';

/** Vendors with an available product in a category, at most `limit` (no order: the caller ranks them). */
export function vendorsInCategory(db: DbOrTx, category: string, limit = 2000): Promise<string[]> {
  return repo.vendorsWithAvailableIn(db, category, limit);
}
