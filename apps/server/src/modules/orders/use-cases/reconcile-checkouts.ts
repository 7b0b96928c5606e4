import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { tryTransition } from '../../../lib/state-machine.ts';
import { refundableMinor } from '../checkout-failures.ts';
import { checkoutMachine } from '../checkout-state.ts';
import * as repo from '../orders.repository.ts';
import { captureCheckout } from './capture-checkout.ts';

/**
 * Nothing lost: payments captured but not placed are placed (or refunded), refunds that failed are retried, and
 * approved payments whose buyer closed the browser are captured. Run periodically.
 */
export async function reconcileCheckouts(
  deps: Deps,
  olderThanMs = 120_000,
): Promise<{ placed: number; refunded: number; expired: number }> {
  const before = new Date(deps.clock.now().getTime() - olderThanMs);
  const result = { placed: 0, refunded: 0, expired: 0 };
  for (const c of await repo.staleCheckouts(deps.db, ['CREATED', 'CAPTURED', 'FAILED'], before)) {
    try {
      const outcome = await reconcileCheckout(deps, c);
      if (outcome !== 'none') result[outcome] += 1;
    } catch (err) {
      if (err instanceof AppError && err.code === 'OUT_OF_STOCK') result.refunded += 1;
      else deps.logger.warn({ err, checkoutId: c.id }, 'reconciliation could not settle a checkout yet');
    }
  }
  return result;
}

/**
 * One checkout, as the job (or an admin's re-check) settles it: a failed one's refund retried through the rail that
 * took the money, a pending one asked of its provider (placed when paid, expired after 3 hours unpaid), a captured
 * one placed.
 */
export async function reconcileCheckout(
  deps: Deps,
  c: repo.CheckoutRow,
): Promise<'placed' | 'refunded' | 'expired' | 'none'> {
  if (c.provider === 'bank_transfer' && c.status !== 'CAPTURED') return 'none';
  const payments = deps.rails.refunderOf(c.provider);
  if (c.status === 'FAILED' && c.captureId) {
    const { refundId } = await payments.refundCapture(c.captureId, refundableMinor(c), `refund-${c.id}`);
    const refunded = await tryTransition(deps.db, checkoutMachine, {
      subjectId: c.id,
      from: 'FAILED',
      action: 'REFUNDED',
      write: repo.checkoutWrite(c.id, { refundId, updatedAt: deps.clock.now() }),
      actorId: null,
      audited: false,
    });
    return refunded ? 'refunded' : 'none';
  }
  if (c.status === 'CREATED') {
    const order = c.providerOrderId ? await payments.getOrder(c.providerOrderId) : null;
    if (!order || order.status === 'CREATED' || order.status === 'VOIDED') {
      const expired =
        deps.clock.now().getTime() - c.createdAt.getTime() > 3 * 3_600_000 &&
        (await tryTransition(deps.db, checkoutMachine, {
          subjectId: c.id,
          from: 'CREATED',
          action: 'EXPIRED',
          write: repo.checkoutWrite(c.id, { updatedAt: deps.clock.now() }),
          actorId: null,
          audited: false,
        }));
      return expired ? 'expired' : 'none';
    }
  }
  if (c.status === 'FAILED') return 'none';
  await captureCheckout(deps, null, c.id);
  return 'placed';
}
