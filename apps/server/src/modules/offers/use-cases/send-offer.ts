import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { priceToCents } from '@app/shared/catalog';
import { msg, unitParam } from '@app/shared/error-messages';
import { formatCents } from '@app/shared/money';
import type { OfferDto, offerInput } from '@app/shared/offers';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { productsForPricing } from '../../catalog/catalog.service.ts';
import {
  appendMessage,
  conversationOfParty,
  lockConversationForUpdate,
  notifyRecipient,
} from '../../messaging/messaging.service.ts';
import { isPastValidity, validUntilFromDate } from '../offer-state.ts';
import { toOfferDto, transition } from '../offer-steps.ts';
import * as repo from '../offers.repository.ts';

type OfferInput = z.output<typeof offerInput>;

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
      paymentTerms: input.paymentTerms ?? product.paymentTerms,
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
