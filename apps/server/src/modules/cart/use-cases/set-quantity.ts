import type { CartDto } from '@app/shared/cart';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { productsForPricing } from '../../catalog/catalog.service.ts';
import { assertOrderable, quotedLineFixed } from '../cart-steps.ts';
import * as repo from '../cart.repository.ts';
import { getCart } from './get-cart.ts';

/** Sets a line's quantity; 0 or less removes the line. */
export async function setQuantity(
  deps: Deps,
  auth: AuthContext,
  productId: string,
  quantity: number,
): Promise<CartDto> {
  if (quantity <= 0) {
    await repo.remove(deps.db, auth.user.id, productId);
    return getCart(deps, auth);
  }
  const products = await productsForPricing(deps.db, [productId]);
  if (await repo.offerOf(deps.db, auth.user.id, productId)) throw quotedLineFixed(products.get(productId)?.name);
  assertOrderable(products.get(productId), quantity, auth.user.id);
  await repo.upsert(deps.db, auth.user.id, productId, quantity, deps.clock.now());
  return getCart(deps, auth);
}
