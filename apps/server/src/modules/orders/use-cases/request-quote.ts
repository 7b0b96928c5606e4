import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { QuoteDto, quoteRequestInput } from '@app/shared/orders';
import { formatCents } from '@app/shared/money';
import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { adminUserIds } from '../../auth/auth.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { openTicket } from '../../support/support.service.ts';
import { toQuoteDto } from '../bank-transfer-dto.ts';
import { priceCartForCheckout } from '../checkout-cart.ts';
import * as repo from '../orders.repository.ts';
import { newPaymentReference } from '../proforma.ts';

type QuoteInput = z.output<typeof quoteRequestInput>;

/**
 * Orders above the card maximum ($1,000) can be paid by bank transfer at once with a pro-forma priced from the fee
 * tiers (start-bank-transfer.ts), or the buyer can still ask the team for a quote: the cart is priced and fixed, a
 * support ticket opens for the admins (and the support mailbox), and the admins are notified.
 */
export async function requestQuote(deps: Deps, auth: AuthContext, input: QuoteInput): Promise<QuoteDto> {
  const { cart, lines, shipping, amounts } = await priceCartForCheckout(
    deps,
    auth.user.id,
    deps.clock.now(),
    input.shipping,
    'orders.cartChangedQuote',
  );
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
          `Shipping quoted: ${formatCents(amounts.shippingCents)} USD`,
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
      shippingCents: amounts.shippingCents,
      shippingParts: shipping,
      feeCents: 0,
      totalCents: cart.subtotalUsdCents + amounts.shippingCents,
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
