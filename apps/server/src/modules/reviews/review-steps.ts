import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { vendorOrderDetails } from '../orders/orders.service.ts';
import { msg } from '@app/shared/error-messages';

/** Escrow states after which the buyer has the goods and the vendor was paid: reviews open. */
export const REVIEWABLE_ESCROW = new Set(['RELEASED', 'PARTIALLY_REFUNDED']);

/** The buyer's vendor order (anyone else: not found), with its distinct products. */
export async function buyersVendorOrder(db: DbOrTx, auth: AuthContext, vendorOrderId: string) {
  const details = await vendorOrderDetails(db, vendorOrderId);
  if (!details || details.order.buyerId !== auth.user.id) throw new AppError('NOT_FOUND', msg('orders.notFound'));
  const products = new Map<string, { productId: string; name: string; imageUrl: string | null }>();
  for (const i of details.items)
    if (!products.has(i.productId))
      products.set(i.productId, { productId: i.productId, name: i.productName, imageUrl: i.imageUrl });
  return { ...details, products };
}
