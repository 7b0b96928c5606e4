import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../catalog.repository.ts';

/** Products in all and those live in the catalogue (the admin overview). */
export function productCounts(db: DbOrTx): Promise<{ total: number; live: number }> {
  return repo.countProducts(db);
}
