/**
 * The steps the offer use cases (use-cases/*.ts) share: the DTO, the one state change (the offer machine's, with its
 * audit row), and the buyer's answer to a quote (accept or reject).
 */
import { centsToPrice } from '@app/shared/catalog';
import { msg } from '@app/shared/error-messages';
import { formatCents } from '@app/shared/money';
import type { OfferDto, OfferStatus } from '@app/shared/offers';
import type { Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { transition as applyTransition } from '../../lib/state-machine.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { putOfferLine } from '../cart/cart.service.ts';
import { appendMessage, lockConversationForUpdate } from '../messaging/messaging.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { isPastValidity, offerMachine } from './offer-state.ts';
import * as repo from './offers.repository.ts';
import { planOf } from '@app/shared/payment-plans';

export function toOfferDto(o: repo.OfferRow): OfferDto {
  return {
    id: o.id,
    conversationId: o.conversationId,
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
  const result = await deps.db.transaction(async (tx) => {
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
    await appendMessage(
      deps,
      tx,
      conv,
      auth.user.id,
      'system',
      to === 'ACCEPTED' ? 'offer.accepted' : 'offer.rejected',
      { offerId: o.id },
    );
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
  });
  if (result.expired) throw new AppError('OFFER_EXPIRED', msg('offers.expiredCannotAccept'));
  return toOfferDto(result.offer);
}
