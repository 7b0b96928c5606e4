import type { ProductDto } from '@app/shared/catalog';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { ownedProduct, updateProductIn, type ProductInput } from '../product-steps.ts';

/** The owner (or an admin) edits a product. */
export async function updateProduct(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: ProductInput,
): Promise<ProductDto> {
  return deps.db.transaction(async (tx) => updateProductIn(tx, deps, auth, await ownedProduct(tx, auth, id), input));
}
