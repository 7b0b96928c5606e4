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
      if (c.provider === 'bank_transfer' && c.status !== 'CAPTURED') continue;
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
        if (refunded) result.refunded += 1;
        continue;
      }
      if (c.status === 'CREATED') {
        const order = c.providerOrderId ? await payments.getOrder(c.providerOrderId) : null;
        if (!order || order.status === 'CREATED' || order.status === 'VOIDED') {
          if (
            deps.clock.now().getTime() - c.createdAt.getTime() > 3 * 3_600_000 &&
            (await tryTransition(deps.db, checkoutMachine, {
              subjectId: c.id,
              from: 'CREATED',
              action: 'EXPIRED',
              write: repo.checkoutWrite(c.id, { updatedAt: deps.clock.now() }),
              actorId: null,
              audited: false,
            }))
          )
            result.expired += 1;
          continue;
        }
      }
      await captureCheckout(deps, null, c.id);
      result.placed += 1;
    } catch (err) {
      if (err instanceof AppError && err.code === 'OUT_OF_STOCK') result.refunded += 1;
      else deps.logger.warn({ err, checkoutId: c.id }, 'reconciliation could not settle a checkout yet');
    }
  }
  return result;
}
