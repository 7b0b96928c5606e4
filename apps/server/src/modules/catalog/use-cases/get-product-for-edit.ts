import type { ProductDto } from '@app/shared/catalog';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { toDtos } from '../product-dto.ts';
import { ownedProduct } from '../product-steps.ts';

/** A product for its edit form: its owner or an admin. */
export async function getProductForEdit(deps: Deps, auth: AuthContext, id: string): Promise<ProductDto> {
  const product = await ownedProduct(deps.db, auth, id);
  return (await toDtos(deps.db, [product]))[0]!;
}
