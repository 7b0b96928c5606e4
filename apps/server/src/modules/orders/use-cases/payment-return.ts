import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { checkoutOfProviderOrder } from './checkout-of-provider-order.ts';

/**
 * The provider sends the buyer back with its order id (PayPal: ?token=...): the caller's checkout to capture, its
 * status and its order once placed; anyone else's, or none, is "not found".
 */
export async function paymentReturn(
  deps: Deps,
  auth: AuthContext,
  providerOrderId: string,
): Promise<{ checkoutId: string; status: string; orderId: string | null }> {
  const c = await checkoutOfProviderOrder(deps, auth, providerOrderId);
  if (!c) throw new AppError('NOT_FOUND', msg('orders.paymentNotFound'));
  return { checkoutId: c.id, status: c.status, orderId: c.orderId };
}
