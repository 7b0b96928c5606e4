import type { ProductDto } from '@app/shared/catalog';
import type { DbOrTx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../catalog.repository.ts';
import { updateProductIn, type ProductInput } from '../product-steps.ts';

/**
 * Updates the caller's own product inside the caller's transaction (an onboarding resubmission updates the product of
 * the first submission); null when it no longer exists or is not theirs.
 */
export async function updateOwnProductIn(
  tx: DbOrTx,
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: ProductInput,
): Promise<ProductDto | null> {
  const existing = await repo.findProduct(tx, id);
  if (!existing || existing.deletedAt || existing.vendorId !== auth.user.id) return null;
  return updateProductIn(tx, deps, auth, existing, input);
}
