import type { DbOrTx } from '../../../db/client.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { visibleProduct } from '../product-steps.ts';

/**
 * For other modules (translation): the texts of a product the caller may see on its page (same rule as viewProduct),
 * without counting a view. NOT_FOUND otherwise.
 */
export async function readableProductTexts(
  db: DbOrTx,
  auth: AuthContext | null,
  id: string,
): Promise<{ id: string; name: string; description: string; specifications: string; updatedAt: Date }> {
  const { product } = await visibleProduct(db, auth, id);
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    specifications: product.specifications,
    updatedAt: product.updatedAt,
  };
}
