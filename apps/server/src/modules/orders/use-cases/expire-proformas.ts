import type { Deps } from '../../../deps.ts';
import { transition } from '../../../lib/state-machine.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { checkoutMachine } from '../checkout-state.ts';
import * as repo from '../orders.repository.ts';
import { proformaNumber } from '../proforma.ts';
import { releaseLines } from '../reservation.ts';

/**
 * Reconciliation job (every 10 minutes, main.ts): pro-formas still unpaid after their deadline expire and give their
 * reserved stock back. Each one moves in its own transaction on the locked row, only from AWAITING_TRANSFER: a run
 * that repeats, overlaps another process, or races an admin recording the transfer releases the stock at most once.
 */
export async function expireUnpaidProformas(deps: Deps): Promise<{ expired: number }> {
  const now = deps.clock.now();
  let expired = 0;
  for (const due of await repo.dueProformas(deps.db, now)) {
    try {
      const moved = await deps.db.transaction(async (tx) => {
        const c = await repo.lockCheckout(tx, due.id);
        if (!c || c.status !== 'AWAITING_TRANSFER' || !c.expiresAt || c.expiresAt > now) return false;
        await transition(tx, checkoutMachine, {
          subjectId: c.id,
          from: c.status,
          action: 'EXPIRED',
          write: repo.checkoutWrite(c.id, { updatedAt: now }),
          actorId: null,
          auditAction: 'checkout.proforma_expired',
          data: { expiresAt: c.expiresAt.toISOString(), stockReleased: c.stockReservedAt !== null },
        });
        if (c.stockReservedAt) await releaseLines(tx, c.lines);
        await notify(
          deps,
          c.buyerId,
          'order.proforma_expired',
          { checkoutId: c.id, reference: proformaNumber(c), link: '/buyer/dashboard?tab=orders' },
          tx,
        );
        return true;
      });
      if (moved) expired += 1;
    } catch (err) {
      deps.logger.warn({ err, checkoutId: due.id }, 'could not expire an unpaid pro-forma yet');
    }
  }
  return { expired };
}
