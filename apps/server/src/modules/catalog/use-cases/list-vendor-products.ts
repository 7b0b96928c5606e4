import type { ProductDto } from '@app/shared/catalog';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../catalog.repository.ts';
import { toDtos } from '../product-dto.ts';

/** The caller's own products (not deleted), for their dashboard. */
export async function listVendorProducts(deps: Deps, auth: AuthContext): Promise<ProductDto[]> {
  return toDtos(deps.db, await repo.listByVendor(deps.db, auth.user.id));
}
