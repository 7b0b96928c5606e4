import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../catalog.repository.ts';
import { ownedProduct } from '../product-steps.ts';

/** Soft delete: the product disappears from the catalogue and the vendor's list but stays on existing orders. */
export async function deleteProduct(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  await ownedProduct(deps.db, auth, id);
  await repo.updateProduct(deps.db, id, { deletedAt: deps.clock.now(), status: 'inactive' });
}
