import type { z } from 'zod';
import type { offerInput } from '@app/shared/offers';
import type { Tx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import type { PricingProduct } from '../../catalog/catalog.service.ts';
import type { ConversationRow } from '../../messaging/messaging.service.ts';
import { assertQuotable, recordOffer } from '../offer-steps.ts';
import type { OfferRow } from '../offers.repository.ts';

/**
 * A vendor's quote on a buying request, in the caller's transaction (the request row and its thread with the vendor
 * locked, the request's own rules checked by the rfqs module): the offer, its audit row and its message.
 */
export function recordRfqQuote(
  deps: Deps,
  tx: Tx,
  thread: ConversationRow,
  vendorId: string,
  product: PricingProduct,
  input: z.output<typeof offerInput>,
  rfqId: string,
): Promise<{ offer: OfferRow; recipientId: string }> {
  const now = deps.clock.now();
  assertQuotable(product, input, now);
  return recordOffer(deps, tx, thread, vendorId, product, input, now, rfqId);
}
