import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { centsToPrice, priceToCents } from '@app/shared/catalog';
import { formatCents } from '@app/shared/money';
import type { counterInput } from '@app/shared/messaging';
import type { Incoterm, OfferDto, offerInput, OfferStatus } from '@app/shared/offers';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit/audit.service.ts';
import { getUserById } from '../auth/auth.service.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { displayName } from '@app/shared/names';
import { putOfferLine } from '../cart/cart.service.ts';
import { productsForPricing } from '../catalog/catalog.service.ts';
import {
  appendMessage,
  conversationOfParty,
  findConversationForRead,
  lockConversationForUpdate,
  notifyRecipient,
  roleIn,
} from '../messaging/messaging.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { assertOfferTransition, isPastValidity, validUntilFromDate } from './offer-state.ts';
import * as repo from './offers.repository.ts';
import { msg, unitParam } from '@app/shared/error-messages';

type OfferInput = z.output<typeof offerInput>;
type CounterInput = z.output<typeof counterInput>;

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
    shippingEstimateCents: o.shippingEstimateCents,
    validUntil: o.validUntil.toISOString(),
    note: o.note,
    status: o.status,
    orderId: o.orderId,
    createdAt: o.createdAt.toISOString(),
    decidedAt: o.decidedAt?.toISOString() ?? null,
  };
}

/** One state change: check the machine, write the row and its audit entry, in the caller's transaction. */
async function transition(
  deps: Deps,
  tx: Tx,
  offer: repo.OfferRow,
  to: OfferStatus,
  actorId: string | null,
): Promise<repo.OfferRow> {
  assertOfferTransition(offer.status, to);
  const now = deps.clock.now();
  const set = { status: to, ...(to === 'ACCEPTED' || to === 'REJECTED' ? { decidedAt: now } : {}) };
  await repo.updateOffer(tx, offer.id, set);
  await audit(tx, {
    actorId,
    action: `offer.${to.toLowerCase()}`,
    subjectType: 'offer',
    subjectId: offer.id,
    data: { from: offer.status, to },
  });
  return { ...offer, ...set };
}

/** Marks offers whose validity has passed as EXPIRED (lazily on reads, and from a periodic job). */
export async function expireDueOffers(deps: Deps, conversationId?: string): Promise<number> {
  const due = await repo.dueForExpiry(deps.db, deps.clock.now(), conversationId);
  let n = 0;
  for (const candidate of due) {
    await deps.db.transaction(async (tx) => {
      const o = await repo.lockOffer(tx, candidate.id);
      if (!o || !isPastValidity(o.validUntil, deps.clock.now())) return;
      if (o.status === 'SENT' || (o.status === 'ACCEPTED' && o.orderId === null)) {
        await transition(deps, tx, o, 'EXPIRED', null);
        n += 1;
      }
    });
  }
  return n;
}

/** The vendor of the conversation quotes for its product. A vendor cannot quote on another vendor's product. */
export async function sendOffer(
  deps: Deps,
  auth: AuthContext,
  conversationId: string,
  input: OfferInput,
): Promise<OfferDto> {
  const { conv, role } = await conversationOfParty(deps.db, auth, conversationId);
  if (role !== 'vendor') throw new AppError('FORBIDDEN', msg('offers.vendorOnlyQuotes'));
  if (!conv.productId) throw new AppError('VALIDATION_ERROR', msg('offers.notAboutProduct'));
  const product = (await productsForPricing(deps.db, [conv.productId])).get(conv.productId);
  if (!product || product.vendorId !== auth.user.id) throw new AppError('FORBIDDEN', msg('offers.ownProductsOnly'));
  if (!product.available) throw new AppError('CONFLICT', msg('offers.productUnavailable'));
  const now = deps.clock.now();
  const validUntil = validUntilFromDate(input.validUntil);
  if (isPastValidity(validUntil, now))
    throw new AppError('VALIDATION_ERROR', msg('offers.validityPast'), {
      fields: { validUntil: msg('messaging.dateFromToday') },
    });
  if (product.stock !== null && input.quantity > product.stock) {
    const text = msg('offers.stockLimit', { stock: product.stock, unit: unitParam(product.unit) });
    throw new AppError('VALIDATION_ERROR', text, { fields: { quantity: text } });
  }
  const shipping = input.shippingEstimate ? priceToCents(input.shippingEstimate) : null;
  const { offer, recipientId } = await deps.db.transaction(async (tx) => {
    const locked = (await lockConversationForUpdate(tx, conv.id))!;
    for (const previous of await repo.openOffersOfConversation(tx, conv.id))
      await transition(deps, tx, previous, 'SUPERSEDED', auth.user.id);
    const offer = await repo.insertOffer(tx, {
      id: randomUUID(),
      conversationId: conv.id,
      productId: product.id,
      productName: product.name,
      vendorId: auth.user.id,
      buyerId: conv.buyerId,
      unit: product.unit,
      unitPriceCents: priceToCents(input.unitPrice),
      currency: input.currency,
      quantity: input.quantity,
      leadTimeDays: input.leadTimeDays,
      incoterm: input.incoterm,
      shippingEstimateCents: shipping,
      validUntil,
      note: input.note,
      status: 'SENT',
      createdAt: now,
    });
    await audit(tx, {
      actorId: auth.user.id,
      action: 'offer.sent',
      subjectType: 'offer',
      subjectId: offer.id,
      data: {
        conversationId: conv.id,
        unitPriceCents: offer.unitPriceCents,
        currency: offer.currency,
        quantity: offer.quantity,
      },
    });
    const { recipientId } = await appendMessage(deps, tx, locked, auth.user.id, 'offer', input.note, {
      offerId: offer.id,
    });
    return { offer, recipientId };
  });
  await notifyRecipient(
    deps,
    conv,
    recipientId,
    'offer.received',
    {
      total: `${formatCents(offer.unitPriceCents * offer.quantity, offer.currency)} ${offer.currency}`,
      totalCents: offer.unitPriceCents * offer.quantity,
      totalCurrency: offer.currency,
      quantity: `${offer.quantity} ${offer.unit}`,
      validUntil: input.validUntil,
      offerId: offer.id,
    },
    true,
  );
  return toOfferDto(offer);
}

async function buyerDecision(
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

export const acceptOffer = (deps: Deps, auth: AuthContext, offerId: string) =>
  buyerDecision(deps, auth, offerId, 'ACCEPTED');
export const rejectOffer = (deps: Deps, auth: AuthContext, offerId: string) =>
  buyerDecision(deps, auth, offerId, 'REJECTED');

/** The buyer proposes another price: a message in the thread; the vendor may answer with a new quote. */
export async function counterOffer(
  deps: Deps,
  auth: AuthContext,
  offerId: string,
  input: CounterInput,
): Promise<{ messageId: string }> {
  const o = await repo.findOffer(deps.db, offerId);
  if (!o || (o.buyerId !== auth.user.id && o.vendorId !== auth.user.id))
    throw new AppError('NOT_FOUND', msg('offers.notFound'));
  if (o.buyerId !== auth.user.id) throw new AppError('FORBIDDEN', msg('offers.buyerOnlyCounter'));
  if (o.status !== 'SENT') throw new AppError('CONFLICT', msg('offers.counterOpenOnly'));
  const { conv } = await conversationOfParty(deps.db, auth, o.conversationId);
  const { message, recipientId } = await deps.db.transaction(async (tx) => {
    const locked = (await lockConversationForUpdate(tx, conv.id))!;
    return appendMessage(deps, tx, locked, auth.user.id, 'counter', input.body, {
      counter: { unitPriceCents: priceToCents(input.unitPrice), currency: input.currency, offerId: o.id },
    });
  });
  const buyer = await getUserById(deps.db, auth.user.id);
  const senderName = buyer ? displayName(buyer.firstName, buyer.lastName, buyer.email) : 'The buyer';
  await notifyRecipient(deps, conv, recipientId, 'message.new', {
    senderName,
    preview: `Counter-offer: ${input.unitPrice} ${input.currency} per ${o.unit}`,
    messageId: message.id,
  });
  return { messageId: message.id };
}

/** Puts an accepted, still valid offer back in the buyer's cart (after they removed it). */
export async function addOfferToCart(deps: Deps, auth: AuthContext, offerId: string): Promise<OfferDto> {
  const o = await repo.findOffer(deps.db, offerId);
  if (!o || o.buyerId !== auth.user.id) throw new AppError('NOT_FOUND', msg('offers.notFound'));
  if (o.orderId) throw new AppError('CONFLICT', msg('offers.alreadyOrdered'));
  if (o.status === 'EXPIRED' || (o.status === 'ACCEPTED' && isPastValidity(o.validUntil, deps.clock.now())))
    throw new AppError('OFFER_EXPIRED', msg('offers.expired'));
  if (o.status !== 'ACCEPTED') throw new AppError('CONFLICT', msg('offers.acceptFirst'));
  await putOfferLine(deps.db, auth.user.id, o.productId, o.id, o.quantity, deps.clock.now());
  return toOfferDto(o);
}

/** The quotes of a conversation, newest first: the two parties and admins. */
export async function listOffers(deps: Deps, auth: AuthContext, conversationId: string): Promise<OfferDto[]> {
  const conv = await findConversationForRead(deps.db, conversationId);
  if (!conv || !roleIn(conv, auth)) throw new AppError('NOT_FOUND', msg('messaging.conversationNotFound'));
  await expireDueOffers(deps, conversationId);
  return (await repo.offersOfConversation(deps.db, conversationId)).map(toOfferDto);
}

export async function getOffer(deps: Deps, auth: AuthContext, offerId: string): Promise<OfferDto> {
  const o = await repo.findOffer(deps.db, offerId);
  if (!o || (o.buyerId !== auth.user.id && o.vendorId !== auth.user.id && !isAdmin(auth)))
    throw new AppError('NOT_FOUND', msg('offers.notFound'));
  return toOfferDto(o);
}

/** Quote acceptance figures for analytics: offers sent by a vendor and how many were accepted. */
export async function offerCounts(db: DbOrTx, vendorId: string): Promise<{ sent: number; accepted: number }> {
  return repo.countsOfVendor(db, vendorId);
}

/** The Incoterm agreed on the accepted quote each order was placed from (the latest decided, when several), by order. */
export async function agreedIncoterms(
  db: DbOrTx,
  orderIds: string[],
  vendorId: string,
): Promise<Map<string, Incoterm>> {
  const agreed = new Map<string, Incoterm>();
  for (const o of await repo.orderedOffersOf(db, orderIds, vendorId)) {
    if (o.orderId && !agreed.has(o.orderId)) agreed.set(o.orderId, o.incoterm);
  }
  return agreed;
}
