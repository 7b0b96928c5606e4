import { msg } from '@app/shared/error-messages';
import type { RecheckPaymentDto } from '@app/shared/payments';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../orders.repository.ts';
import { captureCheckout } from './capture-checkout.ts';
import { reconcileCheckout } from './reconcile-checkouts.ts';

/**
 * An admin's "re-check with provider": asks the rail that took (or was to take) the money where the payment stands,
 * and settles the checkout the same way the buyer's return and the reconciliation job would: a paid one is placed (or
 * refunded when it cannot be), a failed one's refund is retried. Audited.
 */
export async function recheckPayment(deps: Deps, auth: AuthContext, checkoutId: string): Promise<RecheckPaymentDto> {
  const before = await repo.findCheckout(deps.db, checkoutId);
  if (!before) throw new AppError('NOT_FOUND', msg('orders.checkoutNotFound'));
  let outcome: RecheckPaymentDto['outcome'] = 'unchanged';
  if (before.provider !== 'bank_transfer' && (before.status === 'CREATED' || before.status === 'CAPTURED')) {
    try {
      await captureCheckout(deps, null, checkoutId);
      outcome = 'placed';
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.code === 'PAYMENT_NOT_APPROVED')
        outcome = (err.details as { declined?: boolean } | undefined)?.declined ? 'declined' : 'not_paid';
      else if (err.code === 'SERVICE_UNAVAILABLE') outcome = 'provider_unavailable';
      else if (err.code === 'OUT_OF_STOCK' || err.code === 'CONFLICT') outcome = 'refunded';
      else throw err;
    }
  } else if (before.status === 'FAILED') {
    try {
      outcome = (await reconcileCheckout(deps, before)) === 'refunded' ? 'refunded' : 'unchanged';
    } catch (err) {
      // The rail could not refund now (down, or no refund call: M-Pesa): it stays owed to the buyer in the ledger.
      deps.logger.warn({ err, checkoutId }, 'refund retry did not go through');
      outcome = 'unchanged';
    }
  }
  const after = (await repo.findCheckout(deps.db, checkoutId))!;
  await audit(deps.db, {
    actorId: auth.user.id,
    action: 'admin.payment_rechecked',
    subjectType: 'checkout',
    subjectId: checkoutId,
    data: { rail: before.provider, before: before.status, after: after.status, outcome },
  });
  return { before: before.status, after: after.status, orderId: after.orderId, outcome };
}
