import type { QuoteDto } from '@app/shared/orders';
import { formatCents } from '@app/shared/money';
import { money, msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError, fieldError } from '../../../lib/errors.ts';
import { transition } from '../../../lib/state-machine.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { toQuoteDto } from '../bank-transfer-dto.ts';
import { MAX_STORED_CENTS } from '../checkout-cart.ts';
import { checkoutMachine } from '../checkout-state.ts';
import * as repo from '../orders.repository.ts';
import { proformaNumber } from '../proforma.ts';

/**
 * An admin answers a quote request with a custom fee (or adjusts the fee of an unpaid pro-forma): the buyer gets the
 * pro-forma invoice to pay by transfer.
 */
export async function setQuoteFee(
  deps: Deps,
  auth: AuthContext,
  checkoutId: string,
  feeCents: number,
): Promise<QuoteDto> {
  if (!Number.isSafeInteger(feeCents) || feeCents < 0)
    throw new AppError('VALIDATION_ERROR', msg('orders.feeInvalid'), { fields: { fee: msg('orders.feeInvalid') } });
  const feeTooBig = (subtotalCents: number) =>
    fieldError('fee', msg('validation.tooBig', { maximum: money(MAX_STORED_CENTS - subtotalCents, 'USD') }));
  if (feeCents > MAX_STORED_CENTS) throw feeTooBig(0);
  const updated = await deps.db.transaction(async (tx) => {
    const c = await repo.lockCheckout(tx, checkoutId);
    if (!c || c.provider !== 'bank_transfer') throw new AppError('NOT_FOUND', msg('orders.quoteRequestNotFound'));
    if (c.status !== 'QUOTE_REQUESTED' && c.status !== 'AWAITING_TRANSFER')
      throw new AppError('CONFLICT', msg('orders.quoteIs', { status: msg(`orders.checkoutStatus.${c.status}`) }));
    const totalCents = c.subtotalCents + c.shippingCents + feeCents;
    if (totalCents > MAX_STORED_CENTS) throw feeTooBig(c.subtotalCents + c.shippingCents);
    const now = deps.clock.now();
    // The buyer has PROFORMA_EXPIRY_DAYS to pay from the (latest) fee; no stock is reserved for a quote.
    const expiresAt = new Date(now.getTime() + deps.config.PROFORMA_EXPIRY_DAYS * 86_400_000);
    await transition(tx, checkoutMachine, {
      subjectId: c.id,
      from: c.status,
      action: 'AWAITING_TRANSFER',
      write: repo.checkoutWrite(c.id, { feeCents, totalCents, rateBps: null, expiresAt, updatedAt: now }),
      actorId: auth.user.id,
      auditAction: 'admin.quote_fee_set',
      data: { feeCents, totalCents },
    });
    await notify(
      deps,
      c.buyerId,
      'order.quote_ready',
      {
        checkoutId: c.id,
        reference: proformaNumber(c),
        total: formatCents(totalCents),
        totalCents,
        link: '/buyer/dashboard?tab=orders',
      },
      tx,
    );
    return (await repo.findCheckout(tx, c.id))!;
  });
  return toQuoteDto(updated, undefined);
}
