import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../orders.repository.ts';

/** The caller's checkout behind a provider order (for the payment return pages). */
export async function checkoutOfProviderOrder(
  deps: Deps,
  auth: AuthContext,
  providerOrderId: string,
): Promise<repo.CheckoutRow | null> {
  const c = await repo.findCheckoutByProviderOrder(deps.db, providerOrderId);
  return c && c.buyerId === auth.user.id ? c : null;
}
