import type { ProductDto } from '@app/shared/catalog';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import type { ProductInput } from '../product-steps.ts';
import { createProductIn } from './create-product-in.ts';

/** A vendor lists a new product (live at once when it has stock). */
export async function createProduct(deps: Deps, auth: AuthContext, input: ProductInput): Promise<ProductDto> {
  return deps.db.transaction((tx) => createProductIn(tx, deps, auth, input));
}
