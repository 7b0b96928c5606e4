import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { isAdmin } from '../../../http/access.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { SandboxPaymentProvider } from '../sandbox-provider.ts';
import { checkoutOfProviderOrder } from '../../orders/use-cases/checkout-of-provider-order.ts';

/**
 * The sandbox provider's order, for its test-mode approval page (standing in for PayPal's), with the caller's
 * checkout behind it. Only the payer (or an admin) reads it: the token in a shared link is not a key to someone's
 * payment. "Not found" unless the sandbox provider is the one configured.
 */
export async function sandboxOrder(
  deps: Deps,
  auth: AuthContext,
  token: string,
): Promise<{ token: string; status: string; amountCents: number; checkoutId: string | null }> {
  const payments = deps.rails.find('sandbox');
  if (!(payments instanceof SandboxPaymentProvider)) throw new AppError('NOT_FOUND', msg('common.notFound'));
  const order = await payments.getOrderFor(token, { userId: auth.user.id, isAdmin: isAdmin(auth) });
  const c = await checkoutOfProviderOrder(deps, auth, token);
  return {
    token: order.providerOrderId,
    status: order.status,
    amountCents: order.amountMinor,
    checkoutId: c?.id ?? null,
  };
}
