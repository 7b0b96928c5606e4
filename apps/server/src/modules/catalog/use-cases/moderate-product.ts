import type { ProductDto } from '@app/shared/catalog';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { notify } from '../../notifications/notifications.service.ts';
import * as repo from '../catalog.repository.ts';
import { toDtos } from '../product-dto.ts';

/** Admin moderation: take a product down (or put it back) with a reason; the vendor is notified. */
export async function moderateProduct(
  deps: Deps,
  auth: AuthContext,
  id: string,
  action: 'deactivate' | 'reactivate',
  reason: string,
): Promise<ProductDto> {
  return deps.db.transaction(async (tx) => {
    const product = await repo.findProduct(tx, id);
    if (!product || product.deletedAt) throw new AppError('NOT_FOUND', msg('catalog.notFound'));
    const now = deps.clock.now();
    await repo.updateProduct(
      tx,
      id,
      action === 'deactivate'
        ? { moderatedAt: now, moderationReason: reason }
        : { moderatedAt: null, moderationReason: null },
    );
    await audit(tx, {
      actorId: auth.user.id,
      action: `admin.product_${action}d`,
      subjectType: 'product',
      subjectId: id,
      data: { reason },
    });
    await notify(
      deps,
      product.vendorId,
      action === 'deactivate' ? 'vendor.product_deactivated' : 'vendor.product_reactivated',
      { productName: product.name, reason, link: '/vendor/dashboard?tab=products' },
      tx,
    );
    const updated = (await repo.findProduct(tx, id))!;
    return (await toDtos(tx, [updated]))[0]!;
  });
}
