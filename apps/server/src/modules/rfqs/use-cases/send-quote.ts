import type { z } from 'zod';
import { msg } from '@app/shared/error-messages';
import { RFQ_LIMITS, type RfqQuoteDto, type rfqQuoteInput } from '@app/shared/rfqs';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { categoriesOf, productsForPricing } from '../../catalog/catalog.service.ts';
import { notifyRecipient, openRfqThread } from '../../messaging/messaging.service.ts';
import { offerReceivedNotice, recordRfqQuote, rfqQuotaUsed, vendorRfqQuotes } from '../../offers/offers.service.ts';
import { assertOpen, toQuoteDtos } from '../rfq-steps.ts';
import * as repo from '../rfqs.repository.ts';

type QuoteInput = z.output<typeof rfqQuoteInput>;

/**
 * A vendor quotes on a buying request with one of their available products in its category. Refused: a closed
 * request, a second live quote, a product of another vendor or category, an unverified vendor where the buyer asked
 * for verified suppliers, and the 21st quote of the month. The request row and the vendor's quota are locked for the
 * checks and the insert, so two quotes at once cannot both pass.
 */
export async function sendQuote(deps: Deps, auth: AuthContext, rfqId: string, input: QuoteInput): Promise<RfqQuoteDto> {
  const found = await repo.findRfq(deps.db, rfqId);
  if (!found || found.buyerId === auth.user.id) throw new AppError('NOT_FOUND', msg('rfqs.notFound'));
  const product = (await productsForPricing(deps.db, [input.productId])).get(input.productId);
  if (!product || product.vendorId !== auth.user.id)
    throw new AppError('FORBIDDEN', msg('offers.ownProductsOnly'), {
      fields: { productId: msg('rfqs.productNotInCategory') },
    });
  if (!product.available) throw new AppError('CONFLICT', msg('offers.productUnavailable'));
  if ((await categoriesOf(deps.db, [product.id])).get(product.id) !== found.category)
    throw new AppError('VALIDATION_ERROR', msg('rfqs.productNotInCategory'), {
      fields: { productId: msg('rfqs.productNotInCategory') },
    });
  if (found.verifiedOnly && auth.user.kycStatus !== 'VERIFIED')
    throw new AppError('FORBIDDEN', msg('rfqs.verifiedOnly'));
  const { offer, thread, recipientId } = await deps.db.transaction(async (tx) => {
    await repo.lockVendorQuota(tx, auth.user.id);
    const rfq = (await repo.lockRfq(tx, rfqId))!;
    assertOpen(rfq, deps.clock.now());
    if ((await vendorRfqQuotes(tx, auth.user.id, [rfq.id])).size > 0)
      throw new AppError('CONFLICT', msg('rfqs.alreadyQuoted'));
    if ((await rfqQuotaUsed(tx, auth.user.id, deps.clock.now())) >= RFQ_LIMITS.quotesPerVendorPerMonth)
      throw new AppError('CONFLICT', msg('rfqs.quotaReached', { limit: RFQ_LIMITS.quotesPerVendorPerMonth }));
    const thread = await openRfqThread(tx, rfq, auth.user.id, product.id, deps.clock.now());
    return { ...(await recordRfqQuote(deps, tx, thread, auth.user.id, product, input, rfq.id)), thread };
  });
  await notifyRecipient(
    deps,
    thread,
    recipientId,
    'offer.received',
    { ...offerReceivedNotice(offer), rfqId, link: `/rfqs/${rfqId}` },
    true,
  );
  return (await toQuoteDtos(deps, [offer]))[0]!;
}
