/**
 * The steps the offer use cases (use-cases/*.ts) share: the DTO, the one state change (the offer machine's, with its
 * audit row), and the buyer's answer to a quote (accept or reject).
 */
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { centsToPrice, priceToCents } from '@app/shared/catalog';
import { msg, unitParam } from '@app/shared/error-messages';
import { formatCents } from '@app/shared/money';
import type { OfferDto, offerInput, OfferStatus } from '@app/shared/offers';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { transition as applyTransition } from '../../lib/state-machine.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { audit } from '../audit/audit.service.ts';
import { putOfferLine } from '../cart/cart.service.ts';
import type { PricingProduct } from '../catalog/catalog.service.ts';
import { appendMessage, lockConversationForUpdate, type ConversationRow } from '../messaging/messaging.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { isPastValidity, offerMachine, validUntilFromDate } from './offer-state.ts';
import * as repo from './offers.repository.ts';
import { planOf } from '@app/shared/payment-plans';

export function toOfferDto(o: repo.OfferRow): OfferDto {
  return {
    id: o.id,
    conversationId: o.conversationId,
    rfqId: o.rfqId,
    productId: o.productId,
    productName: o.productName,
    vendorId: o.vendorId,
    buyerId: o.buyerId,
    unit: o.unit,
    unitPrice: centsToPrice(o.unitPriceCents),
    unitPriceCents: o.unitPriceCents,
    currency: o.currency,
    quantity: o.quantity,
    totalCents: o.unitPriceCents * o.quantity,
    leadTimeDays: o.leadTimeDays,
    incoterm: o.incoterm,
    paymentTerms: planOf(o.paymentTerms).id,
    shippingEstimateCents: o.shippingEstimateCents,
    validUntil: o.validUntil.toISOString(),
    note: o.note,
    status: o.status,
    orderId: o.orderId,
    createdAt: o.createdAt.toISOString(),
    decidedAt: o.decidedAt?.toISOString() ?? null,
  };
}

type OfferInput = z.output<typeof offerInput>;

/** What the buyer's "quote received" notice says of a new quote (its e-mail and in-app texts' values). */
export function offerReceivedNotice(offer: repo.OfferRow): Record<string, string | number> {
  return {
    total: `${formatCents(offer.unitPriceCents * offer.quantity, offer.currency)} ${offer.currency}`,
    totalCents: offer.unitPriceCents * offer.quantity,
    totalCurrency: offer.currency,
    quantity: `${offer.quantity} ${offer.unit}`,
    validUntil: offer.validUntil.toISOString().slice(0, 10),
    offerId: offer.id,
  };
}

/** The checks of a new quote that need no lock: a validity date from today, a quantity the stock covers. */
export function assertQuotable(product: PricingProduct, input: OfferInput, now: Date): void {
  if (isPastValidity(validUntilFromDate(input.validUntil), now))
    throw new AppError('VALIDATION_ERROR', msg('offers.validityPast'), {
      fields: { validUntil: msg('messaging.dateFromToday') },
    });
  if (product.stock !== null && input.quantity > product.stock) {
    const text = msg('offers.stockLimit', { stock: product.stock, unit: unitParam(product.unit) });
    throw new AppError('VALIDATION_ERROR', text, { fields: { quantity: text } });
  }
}

/**
 * Records a vendor's quote in a locked conversation, in `tx`: the open quotes there are superseded, the offer row and
 * its audit row written, and the offer message appended. `rfqId` ties it to a buying request (issue 22).
 */
export async function recordOffer(
  deps: Deps,
  tx: Tx,
  conv: ConversationRow,
  vendorId: string,
  product: PricingProduct,
  input: OfferInput,
  now: Date,
  rfqId: string | null = null,
): Promise<{ offer: repo.OfferRow; recipientId: string }> {
  for (const previous of await repo.openOffersOfConversation(tx, conv.id))
    await transition(deps, tx, previous, 'SUPERSEDED', vendorId);
  const offer = await repo.insertOffer(tx, {
    id: randomUUID(),
    conversationId: conv.id,
    rfqId,
    productId: product.id,
    productName: product.name,
    vendorId,
    buyerId: conv.buyerId,
    unit: product.unit,
    unitPriceCents: priceToCents(input.unitPrice),
    currency: input.currency,
    quantity: input.quantity,
    leadTimeDays: input.leadTimeDays,
    incoterm: input.incoterm,
    paymentTerms: input.paymentTerms ?? product.paymentTerms,
    shippingEstimateCents: input.shippingEstimate ? priceToCents(input.shippingEstimate) : null,
    validUntil: validUntilFromDate(input.validUntil),
    note: input.note,
    status: 'SENT',
    createdAt: now,
  });
  await audit(tx, {
    actorId: vendorId,
    action: 'offer.sent',
    subjectType: 'offer',
    subjectId: offer.id,
    data: {
      conversationId: conv.id,
      ...(rfqId ? { rfqId } : {}),
      unitPriceCents: offer.unitPriceCents,
      currency: offer.currency,
      quantity: offer.quantity,
    },
  });
  const { recipientId } = await appendMessage(deps, tx, conv, vendorId, 'offer', input.note, { offerId: offer.id });
  return { offer, recipientId };
}

/** One state change through the offer machine: the check, the conditional write and the audit row, in `tx`. */
export async function transition(
  deps: Deps,
  tx: Tx,
  offer: repo.OfferRow,
  to: OfferStatus,
  actorId: string | null,
): Promise<repo.OfferRow> {
  const now = deps.clock.now();
  const set = { status: to, ...(to === 'ACCEPTED' || to === 'REJECTED' ? { decidedAt: now } : {}) };
  await applyTransition(tx, offerMachine, {
    subjectId: offer.id,
    from: offer.status,
    action: to,
    write: (db, next, fromStates) => repo.moveOffer(db, offer.id, fromStates, { ...set, status: next }),
    actorId,
  });
  return { ...offer, ...set };
}

/**
 * The buyer accepts or rejects a quote: a system message in the thread and a notice to the vendor; an accepted quote
 * goes into the buyer's cart. A quote past its validity is expired (and stays so) and refused.
 */
export async function buyerDecision(
  deps: Deps,
  auth: AuthContext,
  offerId: string,
  to: 'ACCEPTED' | 'REJECTED',
): Promise<OfferDto> {
  const existing = await repo.findOffer(deps.db, offerId);
  if (!existing || (existing.buyerId !== auth.user.id && existing.vendorId !== auth.user.id))
    throw new AppError('NOT_FOUND', msg('offers.notFound'));
  if (existing.buyerId !== auth.user.id) throw new AppError('FORBIDDEN', msg('offers.buyerOnlyAnswer'));
  // A buying request's quote is accepted on the request, which awards it and closes the others (issue 22).
  if (existing.rfqId && to === 'ACCEPTED') throw new AppError('CONFLICT', msg('rfqs.acceptOnRequest'));
  const result = await deps.db.transaction((tx) => decideIn(deps, tx, auth, offerId, to));
  if (result.expired) throw new AppError('OFFER_EXPIRED', msg('offers.expiredCannotAccept'));
  return toOfferDto(result.offer);
}

/**
 * The buyer's answer inside the caller's transaction (`tx`): the offer locked, expired (and kept so) when past its
 * validity, otherwise moved, with the system message and the vendor's notice; an accepted one goes into the cart.
 * The caller has checked that the buyer owns it.
 */
export async function decideIn(
  deps: Deps,
  tx: Tx,
  auth: AuthContext,
  offerId: string,
  to: 'ACCEPTED' | 'REJECTED',
): Promise<{ expired: true } | { expired: false; offer: repo.OfferRow }> {
  const o = (await repo.lockOffer(tx, offerId))!;
  const now = deps.clock.now();
  if (o.status === 'SENT' && isPastValidity(o.validUntil, now)) {
    // Expire it (and keep that), then refuse.
    await transition(deps, tx, o, 'EXPIRED', null);
    return { expired: true as const };
  }
  const updated = await transition(deps, tx, o, to, auth.user.id);
  const conv = (await lockConversationForUpdate(tx, o.conversationId))!;
  if (to === 'ACCEPTED') await putOfferLine(tx, auth.user.id, o.productId, o.id, o.quantity, now);
  await appendMessage(deps, tx, conv, auth.user.id, 'system', to === 'ACCEPTED' ? 'offer.accepted' : 'offer.rejected', {
    offerId: o.id,
  });
  await notify(
    deps,
    o.vendorId,
    to === 'ACCEPTED' ? 'offer.accepted' : 'offer.rejected',
    {
      conversationId: o.conversationId,
      offerId: o.id,
      productName: o.productName,
      total: `${formatCents(o.unitPriceCents * o.quantity, o.currency)} ${o.currency}`,
      totalCents: o.unitPriceCents * o.quantity,
      totalCurrency: o.currency,
      link: `/messages/${o.conversationId}`,
    },
    tx,
  );
  return { expired: false as const, offer: updated };
}
