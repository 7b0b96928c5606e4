import type { CartDto } from '@app/shared/cart';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { productsForPricing } from '../../catalog/catalog.service.ts';
import * as repo from '../cart.repository.ts';
import type { CartItem } from '../cart.types.ts';
import { getCart } from './get-cart.ts';

/**
 * Merges a guest's browser cart at sign-in: quantities add to existing lines, then are brought within the
 * product's minimum order and available stock; products that cannot be bought are skipped.
 */
export async function mergeGuestCart(deps: Deps, auth: AuthContext, items: CartItem[]): Promise<CartDto> {
  await deps.db.transaction(async (tx) => {
    const products = await productsForPricing(
      tx,
      items.map((i) => i.productId),
    );
    for (const item of items) {
      const p = products.get(item.productId);
      if (!p || !p.available || p.vendorId === auth.user.id || item.quantity <= 0) continue;
      if (await repo.offerOf(tx, auth.user.id, item.productId)) continue;
      let next = (await repo.quantityOf(tx, auth.user.id, item.productId)) + item.quantity;
      next = Math.max(next, p.minOrder);
      if (p.stock !== null) next = Math.min(next, p.stock);
      if (next < p.minOrder) continue;
      await repo.upsert(tx, auth.user.id, item.productId, next, deps.clock.now());
    }
  });
  return getCart(deps, auth);
}
