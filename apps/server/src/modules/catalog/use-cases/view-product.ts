import type { ProductDto } from '@app/shared/catalog';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../catalog.repository.ts';
import { toDtos } from '../product-dto.ts';
import { visibleProduct } from '../product-steps.ts';

/**
 * A product's page. Buyers see available products only; the owner and admins also see their inactive ones.
 * A view is counted once per visitor per day, never for the owner.
 */
export async function viewProduct(
  deps: Deps,
  id: string,
  viewer: { auth: AuthContext | null; visitorId: string },
): Promise<ProductDto> {
  const { product, isOwner } = await visibleProduct(deps.db, viewer.auth, id);
  if (!isOwner) {
    const visitor = viewer.auth ? `u:${viewer.auth.user.id}` : `v:${viewer.visitorId}`;
    const counted = await repo.recordView(deps.db, id, visitor, deps.clock.now().toISOString().slice(0, 10));
    if (counted) product.views += 1;
  }
  return (await toDtos(deps.db, [product]))[0]!;
}
