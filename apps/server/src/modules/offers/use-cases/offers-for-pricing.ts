import type { PaymentPlanId } from '@app/shared/payment-plans';
import type { DbOrTx } from '../../../db/client.ts';
import { isPastValidity } from '../offer-state.ts';
import * as repo from '../offers.repository.ts';

export interface PricingOffer {
  id: string;
  buyerId: string;
  productId: string;
  productName: string;
  unitPriceCents: number;
  currency: string;
  quantity: number;
  validUntil: Date;
  /** The vendor's shipping estimate for the whole quantity, in the offer's currency (null: not given). */
  shippingEstimateCents: number | null;
  /** The payment plan agreed in the quote (null on older quotes: the product's terms). */
  paymentTerms: PaymentPlanId | null;
  /** 'ok': priced from the offer; 'expired': past its validity; 'invalid': not this buyer's accepted, unordered offer. */
  state: 'ok' | 'expired' | 'invalid';
}

/**
 * What the cart and the checkout need from offers, without depending on the rest of the offers module: an accepted
 * offer's price for its buyer, until it expires, once.
 */
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
          shippingEstimateCents: o.shippingEstimateCents,
          paymentTerms: o.paymentTerms,
          state,
        },
      ];
    }),
  );
}
