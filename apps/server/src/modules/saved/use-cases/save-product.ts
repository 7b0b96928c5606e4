import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { productsForPricing } from '../../catalog/catalog.service.ts';
import * as repo from '../saved.repository.ts';
import { msg } from '@app/shared/error-messages';

/**
 * Saves a product with its current price. Idempotent: saving again keeps the first save (and its price), so the
 * list can show what changed since. Only a product the buyer could see can be saved.
 */
export async function saveProduct(deps: Deps, auth: AuthContext, productId: string): Promise<void> {
  if (await repo.isSaved(deps.db, auth.user.id, productId)) return;
  const product = (await productsForPricing(deps.db, [productId])).get(productId);
  if (!product || !product.available) throw new AppError('NOT_FOUND', msg('catalog.notFound'));
  await repo.insertSaved(deps.db, {
    userId: auth.user.id,
    productId,
    priceCents: product.priceCents,
    currency: product.currency,
    createdAt: deps.clock.now(),
  });
}
