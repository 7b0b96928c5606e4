import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { QuoteDto, quoteRequestInput } from '@app/shared/orders';
import { formatCents } from '@app/shared/money';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { audit } from '../audit/audit.service.ts';
import { adminUserIds } from '../auth/auth.service.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { notify } from '../notifications/notifications.service.ts';
import { openTicket } from '../support/support.service.ts';
import { MAX_STORED_CENTS, priceCartForCheckout } from './checkout-cart.ts';
import * as repo from './orders.repository.ts';
import { newPaymentReference, proformaNumber, renderProforma } from './proforma.ts';
import { toQuoteDto, toQuoteDtos } from './bank-transfer-dto.ts';
import { assertCheckoutTransition } from './checkout-state.ts';
import { money, msg } from '@app/shared/error-messages';

type QuoteInput = z.output<typeof quoteRequestInput>;

/**
 * Orders above the card maximum ($1,000) can be paid by bank transfer at once with a pro-forma priced from the fee
 * tiers (use-cases/start-bank-transfer.ts), or the buyer can still ask the team for a quote: the cart is priced and
 * fixed, a support ticket opens for the admins (and the support mailbox), and the admins are notified.
 */
export async function requestQuote(deps: Deps, auth: AuthContext, input: QuoteInput): Promise<QuoteDto> {
  const { cart, lines } = await priceCartForCheckout(deps, auth.user.id, deps.clock.now(), 'orders.cartChangedQuote');
  if (cart.subtotalUsdCents <= cart.cardPaymentMaxCents) throw new AppError('CONFLICT', msg('orders.payDirectly'));
  const now = deps.clock.now();
  const id = randomUUID();
  const paymentReference = newPaymentReference();
  const checkout = await deps.db.transaction(async (tx) => {
    const { ticketId, reference } = await openTicket(
      deps,
      tx,
      {
        name: input.contact.name,
        email: input.contact.email,
        category: 'Payment Issues',
        subject: `Quote request ${paymentReference}: ${formatCents(cart.subtotalUsdCents)} USD, ${lines.length} item(s)`,
        message: [
          ...lines.map(
            (l) => `- ${l.quantity} ${l.unit} ${l.name} (${l.vendorName}): ${formatCents(l.lineTotalUsdCents)} USD`,
          ),
          '',
          `Phone: ${input.contact.phone}  Company: ${input.contact.company}`,
          `Ship to: ${input.shipping.address}, ${input.shipping.city} ${input.shipping.postalCode}, ${input.shipping.country}`,
          input.note ? `Note: ${input.note}` : '',
        ].join('\n'),
        source: 'quote_request',
      },
      auth.user.id,
    );
    const row = (await repo.insertCheckout(tx, {
      id,
      buyerId: auth.user.id,
      idempotencyKey: `quote-${id}`,
      status: 'QUOTE_REQUESTED',
      provider: 'bank_transfer',
      contact: input.contact,
      shipping: input.shipping,
      lines,
      subtotalCents: cart.subtotalUsdCents,
      feeCents: 0,
      totalCents: cart.subtotalUsdCents,
      note: input.note || null,
      ticketId,
      reference: paymentReference,
      createdAt: now,
      updatedAt: now,
    }))!;
    for (const adminId of await adminUserIds(tx)) {
      await notify(
        deps,
        adminId,
        'admin.quote_requested',
        {
          checkoutId: id,
          reference,
          amount: formatCents(cart.subtotalUsdCents),
          amountCents: cart.subtotalUsdCents,
          link: '/admin/dashboard?tab=quotes',
        },
        tx,
      );
    }
    return row;
  });
  return toQuoteDto(checkout, undefined);
}

export async function listMyQuotes(deps: Deps, auth: AuthContext): Promise<QuoteDto[]> {
  return toQuoteDtos(deps.db, await repo.checkoutsOfBuyer(deps.db, auth.user.id, 'bank_transfer'));
}

/** Every bank transfer checkout (quote requests and pro-formas), for the admins. */
export async function listQuoteRequests(deps: Deps): Promise<QuoteDto[]> {
  return toQuoteDtos(deps.db, await repo.checkoutsByProvider(deps.db, 'bank_transfer'));
}

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
    const totalCents = c.subtotalCents + feeCents;
    if (totalCents > MAX_STORED_CENTS) throw feeTooBig(c.subtotalCents);
    assertCheckoutTransition(c.status, 'AWAITING_TRANSFER');
    const now = deps.clock.now();
    // The buyer has PROFORMA_EXPIRY_DAYS to pay from the (latest) fee; no stock is reserved for a quote.
    const expiresAt = new Date(now.getTime() + deps.config.PROFORMA_EXPIRY_DAYS * 86_400_000);
    await repo.updateCheckout(tx, c.id, {
      feeCents,
      totalCents,
      rateBps: null,
      status: 'AWAITING_TRANSFER',
      expiresAt,
      updatedAt: now,
    });
    await audit(tx, {
      actorId: auth.user.id,
      action: 'admin.quote_fee_set',
      subjectType: 'checkout',
      subjectId: c.id,
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

export async function proformaPdf(
  deps: Deps,
  auth: AuthContext,
  checkoutId: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const c = await repo.findCheckout(deps.db, checkoutId);
  if (!c || c.provider !== 'bank_transfer' || (c.buyerId !== auth.user.id && !isAdmin(auth)))
    throw new AppError('NOT_FOUND', msg('orders.quoteNotFound'));
  if (c.status === 'QUOTE_REQUESTED') throw new AppError('CONFLICT', msg('orders.invoiceNotReady'));
  return {
    filename: `${proformaNumber(c)}.pdf`,
    pdf: await renderProforma(c, deps.config, c.ticketId ? c.updatedAt : c.createdAt),
  };
}
