import type { ProformaDto } from '@app/shared/orders';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { transition } from '../../../lib/state-machine.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { restoreCartLines } from '../../cart/cart.service.ts';
import { loadProformaDto } from '../bank-transfer-dto.ts';
import { checkoutMachine } from '../checkout-state.ts';
import * as repo from '../orders.repository.ts';
import { releaseLines } from '../reservation.ts';

/**
 * The buyer cancels an unpaid pro-forma (or a quote request): its reserved stock is released and its lines go back
 * into the cart, in one transaction with the status change and its audit row. Cancelling again answers the same.
 */
export async function cancelProforma(deps: Deps, auth: AuthContext, checkoutId: string): Promise<ProformaDto> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const c = await repo.lockCheckout(tx, checkoutId);
    if (!c || c.provider !== 'bank_transfer' || c.buyerId !== auth.user.id)
      throw new AppError('NOT_FOUND', msg('orders.quoteNotFound'));
    if (c.status === 'CANCELLED') return c;
    if (!checkoutMachine.can(c.status, 'CANCELLED'))
      throw new AppError(
        'CONFLICT',
        msg('orders.proformaNotCancellable', { status: msg(`orders.checkoutStatus.${c.status}`) }),
        { status: c.status },
      );
    const now = deps.clock.now();
    await transition(tx, checkoutMachine, {
      subjectId: c.id,
      from: c.status,
      action: 'CANCELLED',
      write: repo.checkoutWrite(c.id, { updatedAt: now }),
      actorId: auth.user.id,
      auditAction: 'checkout.proforma_cancelled',
      data: { stockReleased: c.stockReservedAt !== null },
    });
    if (c.stockReservedAt) await releaseLines(tx, c.lines);
    await restoreCartLines(tx, c.buyerId, c.lines, now);
    return (await repo.findCheckout(tx, c.id))!;
  });
  return loadProformaDto(deps.db, cancelled, deps.config);
}
