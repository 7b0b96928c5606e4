import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import * as repo from '../orders.repository.ts';
import { captureCheckout } from './capture-checkout.ts';

/**
 * A provider said a payment of one of our checkouts changed (a signed webhook, e.g. Paystack's charge.success). The
 * event itself decides nothing: the checkout is captured through the provider's own answer (verify), amount and
 * currency compared, exactly as when the buyer comes back. Any number of deliveries, in any order, racing the
 * buyer's return, end with one order or none. Answers whether the reference was ours.
 */
export async function settleProviderPayment(
  deps: Deps,
  provider: string,
  providerOrderId: string,
): Promise<{ known: boolean }> {
  const checkout = await repo.findCheckoutByProviderOrder(deps.db, providerOrderId);
  if (!checkout || checkout.provider !== provider) return { known: false };
  if (checkout.status !== 'CREATED' && checkout.status !== 'CAPTURED') return { known: true };
  try {
    await captureCheckout(deps, null, checkout.id);
  } catch (err) {
    // Not paid yet, sold out (refunded), or already settled by another delivery: nothing more to do here.
    const settled =
      err instanceof AppError && ['PAYMENT_NOT_APPROVED', 'OUT_OF_STOCK', 'CONFLICT', 'NOT_FOUND'].includes(err.code);
    if (!settled) throw err;
  }
  return { known: true };
}
