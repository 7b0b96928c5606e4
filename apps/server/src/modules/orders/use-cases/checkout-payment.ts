import { msg } from '@app/shared/error-messages';
import type { CheckoutPaymentDto } from '@app/shared/payments';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../orders.repository.ts';

/** The caller's own checkout; anyone else's, or none, is "not found". */
export async function ownCheckout(deps: Deps, auth: AuthContext, checkoutId: string): Promise<repo.CheckoutRow> {
  const c = await repo.findCheckout(deps.db, checkoutId);
  if (!c || c.buyerId !== auth.user.id) throw new AppError('NOT_FOUND', msg('orders.checkoutNotFound'));
  return c;
}

/** Where a payment stands, for the page that waits for it (the M-Pesa PIN prompt). */
export async function checkoutPayment(deps: Deps, auth: AuthContext, checkoutId: string): Promise<CheckoutPaymentDto> {
  const c = await ownCheckout(deps, auth, checkoutId);
  return {
    checkoutId: c.id,
    status: c.status,
    rail: c.provider,
    testMode: deps.rails.find(c.provider)?.testMode ?? false,
    chargeCurrency: c.chargeCurrency,
    chargeMinor: c.chargeMinor ?? c.totalCents,
    totalCents: c.totalCents,
    orderId: c.orderId,
    createdAt: c.createdAt.toISOString(),
  };
}
