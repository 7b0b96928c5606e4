import type { CartDto } from '@app/shared/cart';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { productsForPricing } from '../../catalog/catalog.service.ts';
import { assertOrderable, quotedLineFixed } from '../cart-steps.ts';
import * as repo from '../cart.repository.ts';
import { getCart } from './get-cart.ts';

/** Adds to the product's line (or creates it), as the spec's cart does. */
export async function addItem(deps: Deps, auth: AuthContext, productId: string, quantity: number): Promise<CartDto> {
  if (quantity <= 0)
    throw new AppError('VALIDATION_ERROR', msg('cart.quantityAtLeastOne'), {
      fields: { quantity: msg('cart.quantityAtLeastOne') },
    });
  await deps.db.transaction(async (tx) => {
    const products = await productsForPricing(tx, [productId]);
    if (await repo.offerOf(tx, auth.user.id, productId)) throw quotedLineFixed(products.get(productId)?.name);
    const next = (await repo.quantityOf(tx, auth.user.id, productId)) + quantity;
    assertOrderable(products.get(productId), next, auth.user.id);
    await repo.upsert(tx, auth.user.id, productId, next, deps.clock.now());
  });
  return getCart(deps, auth);
}
