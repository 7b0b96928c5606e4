/**
 * What the cart and the checkout need from offers, without depending on the rest of the offers module:
 * an accepted offer's price for its buyer, until it expires, once.
 */
import type { DbOrTx } from '../../db/client.ts';
import { isPastValidity } from './offer-state.ts';
import * as repo from './offers.repository.ts';

export interface PricingOffer {
  id: string;
  buyerId: string;
  productId: string;
  productName: string;
  unitPriceCents: number;
  currency: string;
  quantity: number;
  validUntil: Date;
  /** 'ok': priced from the offer; 'expired': past its validity; 'invalid': not this buyer's accepted, unordered offer. */
  state: 'ok' | 'expired' | 'invalid';
}

export async function offersForPricing(
  db: DbOrTx,
  ids: string[],
  buyerId: string | null,
  now: Date,
): Promise<Map<string, PricingOffer>> {
  const rows = await repo.findOffers(db, [...new Set(ids)]);
  return new Map(
    rows.map((o) => {
      let state: PricingOffer['state'] = 'ok';
      if (o.buyerId !== buyerId || o.orderId !== null || (o.status !== 'ACCEPTED' && o.status !== 'EXPIRED'))
        state = 'invalid';
      else if (o.status === 'EXPIRED' || isPastValidity(o.validUntil, now)) state = 'expired';
      return [
        o.id,
        {
          id: o.id,
          buyerId: o.buyerId,
          productId: o.productId,
          productName: o.productName,
          unitPriceCents: o.unitPriceCents,
          currency: o.currency,
          quantity: o.quantity,
          validUntil: o.validUntil,
          state,
        },
      ];
    }),
  );
}

/** The order placed at these offers' prices (same transaction as the order): they cannot be used again. */
/**
 * Marks the quotes a new order uses. A quote prices one order only: returns the ids already used by another order
 * (two checkouts started from the same quote), which the caller must refuse.
 */
export async function markOffersOrdered(tx: DbOrTx, offerIds: string[], orderId: string): Promise<string[]> {
  const marked = new Set(await repo.setOrdered(tx, offerIds, orderId));
  return offerIds.filter((id) => !marked.has(id));
}
