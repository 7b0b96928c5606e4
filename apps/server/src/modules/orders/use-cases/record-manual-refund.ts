import { msg, money } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError, fieldError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as escrow from '../../escrow/escrow.service.ts';
import * as repo from '../orders.repository.ts';

/**
 * An operator paid a buyer back by hand (an M-Pesa or MoMo refund, a bank transfer returned): recorded as paid in the
 * ledger with the reference of that payment, never more than what is still owed on the order in that currency.
 * Recording the same reference again changes nothing. Audited.
 */
export async function recordManualRefund(
  deps: Deps,
  auth: AuthContext,
  orderId: string,
  input: { currency: string; amountMinor: number; reference: string },
): Promise<{ outstandingMinor: number; duplicate: boolean }> {
  return deps.db.transaction(async (tx) => {
    const order = await repo.findOrder(tx, orderId);
    if (!order) throw new AppError('NOT_FOUND', msg('orders.notFound'));
    const owed = (await escrow.refundsOfOrders(tx, [orderId])).get(orderId)?.find((r) => r.currency === input.currency);
    const outstanding = owed?.outstandingMinor ?? 0;
    const key = `manual:${input.reference}`;
    if (owed?.paid.some((p) => p.reference === key)) return { outstandingMinor: outstanding, duplicate: true };
    if (input.amountMinor > outstanding)
      throw fieldError('amountMinor', msg('payments.refundAboveOwed', { owed: money(outstanding, input.currency) }));
    const posted = await escrow.refundPaid(
      tx,
      order.buyerId,
      input.amountMinor,
      key,
      { orderId, actorId: auth.user.id, at: deps.clock.now() },
      input.currency,
    );
    await audit(tx, {
      actorId: auth.user.id,
      action: 'admin.manual_refund_recorded',
      subjectType: 'order',
      subjectId: orderId,
      data: { currency: input.currency, amountMinor: input.amountMinor, reference: input.reference },
    });
    return { outstandingMinor: outstanding - (posted ? input.amountMinor : 0), duplicate: !posted };
  });
}
