import type { z } from 'zod';
import { msg } from '@app/shared/error-messages';
import type { OfferDto, offerInput } from '@app/shared/offers';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { productsForPricing } from '../../catalog/catalog.service.ts';
import { conversationOfParty, lockConversationForUpdate, notifyRecipient } from '../../messaging/messaging.service.ts';
import { assertQuotable, offerReceivedNotice, recordOffer, toOfferDto } from '../offer-steps.ts';

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
  // A buying request's thread: quotes go through the request (its closing date, one live quote, the quota).
  if (conv.rfqId) throw new AppError('CONFLICT', msg('rfqs.quoteOnRequest'));
  if (!conv.productId) throw new AppError('VALIDATION_ERROR', msg('offers.notAboutProduct'));
  const product = (await productsForPricing(deps.db, [conv.productId])).get(conv.productId);
  if (!product || product.vendorId !== auth.user.id) throw new AppError('FORBIDDEN', msg('offers.ownProductsOnly'));
  if (!product.available) throw new AppError('CONFLICT', msg('offers.productUnavailable'));
  const now = deps.clock.now();
  assertQuotable(product, input, now);
  const { offer, recipientId } = await deps.db.transaction(async (tx) => {
    const locked = (await lockConversationForUpdate(tx, conv.id))!;
    return recordOffer(deps, tx, locked, auth.user.id, product, input, now);
  });
  await notifyRecipient(deps, conv, recipientId, 'offer.received', offerReceivedNotice(offer), true);
  return toOfferDto(offer);
}
