import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../catalog.repository.ts';

/** The categories a vendor has available products in: the buying requests they see and may quote (issue 22). */
export function vendorCategories(db: DbOrTx, vendorId: string): Promise<string[]> {
  return repo.availableCategoriesOf(db, vendorId);
}
