import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { bankTransferCheckoutRequest, ProformaDto } from '@app/shared/orders';
import { msg } from '@app/shared/error-messages';
import { formatCents } from '@app/shared/money';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { removeItemsFromCart } from '../../cart/cart.service.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { toProformaDto } from '../bank-transfer-dto.ts';
import { MAX_STORED_CENTS, priceCartForCheckout } from '../checkout-cart.ts';
import * as repo from '../orders.repository.ts';
import { newPaymentReference, proformaNumber, renderProforma } from '../proforma.ts';
import { reserveLines } from '../reservation.ts';

type Input = z.output<typeof bankTransferCheckoutRequest>;

const DAY_MS = 86_400_000;

/**
 * Checkout by bank transfer (issue 25). The server prices the signed-in buyer's cart with the fee tier table and, in
 * one transaction, creates the checkout awaiting the transfer with a unique payment reference, reserves the stock of
 * every line (the same conditional update as order placement), takes the lines out of the cart, and queues the
 * e-mail with the pro-forma invoice PDF attached. Unpaid, it expires after PROFORMA_EXPIRY_DAYS (expire-proformas.ts).
 * The same idempotency key answers the same pro-forma.
 */
export async function startBankTransfer(deps: Deps, auth: AuthContext, input: Input): Promise<ProformaDto> {
  const existing = await repo.findCheckoutByKey(deps.db, auth.user.id, input.idempotencyKey);
  if (existing) return answer(deps, existing);
  const now = deps.clock.now();
  const { cart, lines, shipping, amounts } = await priceCartForCheckout(deps, auth.user.id, now, input.shipping);
  if (!cart.bankTransferAllowed || amounts.totalCents <= 0 || amounts.totalCents > MAX_STORED_CENTS) {
    throw new AppError('VALIDATION_ERROR', msg('orders.invalidAmount'));
  }
  const expiresAt = new Date(now.getTime() + deps.config.PROFORMA_EXPIRY_DAYS * DAY_MS);
  // A reference clash (50 random bits) is retried with a new one; a clash on the idempotency key answers that checkout.
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = {
      id: randomUUID(),
      buyerId: auth.user.id,
      idempotencyKey: input.idempotencyKey,
      status: 'AWAITING_TRANSFER' as const,
      provider: 'bank_transfer',
      contact: input.contact,
      shipping: input.shipping,
      lines,
      shippingParts: shipping,
      ...amounts,
      reference: newPaymentReference(),
      rateBps: cart.fee.rateBps,
      stockReservedAt: now,
      expiresAt,
      createdAt: now,
      updatedAt: now,
    };
    // Rendered before the transaction: nothing slow runs while it holds its locks.
    const pdf = await renderProforma(row, deps.config, now);
    const created = await deps.db.transaction(async (tx) => {
      const inserted = await repo.insertCheckout(tx, row);
      if (!inserted) return null;
      await reserveLines(tx, lines);
      await removeItemsFromCart(
        tx,
        auth.user.id,
        lines.map((l) => l.productId),
      );
      await audit(tx, {
        actorId: auth.user.id,
        action: 'checkout.proforma_issued',
        subjectType: 'checkout',
        subjectId: row.id,
        data: { reference: row.reference, totalCents: row.totalCents, rateBps: row.rateBps },
      });
      const reference = proformaNumber(inserted);
      await notify(
        deps,
        auth.user.id,
        'order.proforma_issued',
        {
          checkoutId: row.id,
          reference,
          total: formatCents(row.totalCents),
          totalCents: row.totalCents,
          expires: expiresAt.toISOString().slice(0, 10),
          link: `/checkout/proforma/${row.id}`,
        },
        tx,
        [{ filename: `${reference}.pdf`, contentType: 'application/pdf', content: pdf }],
      );
      return inserted;
    });
    if (created) return answer(deps, created);
    const raced = await repo.findCheckoutByKey(deps.db, auth.user.id, input.idempotencyKey);
    if (raced) return answer(deps, raced);
  }
  throw new AppError('INTERNAL', msg('common.internal'));
}

function answer(deps: Deps, c: repo.CheckoutRow): ProformaDto {
  if (c.provider !== 'bank_transfer') throw new AppError('CONFLICT', msg('orders.checkoutExpired'));
  return toProformaDto(c, undefined, deps.config);
}
