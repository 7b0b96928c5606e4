import type { ShippingMode } from '@app/shared/checkout-shipping';
import { planOf, type PaymentPlanId } from '@app/shared/payment-plans';
import type { PriceTier } from '@app/shared/price-tiers';
import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../catalog.repository.ts';
import { imageUrls } from '../product-dto.ts';
import { UNLIMITED } from '../product-steps.ts';

export interface PricingProduct {
  id: string;
  name: string;
  vendorId: string;
  vendorName: string;
  origin: string;
  unit: string;
  currency: string;
  priceCents: number;
  /** Volume price breaks (issue 22): the cart applies the deepest one a line's quantity reaches. */
  priceTiers: PriceTier[];
  minOrder: number;
  /** null: unlimited */
  stock: number | null;
  available: boolean;
  imageUrl: string | null;
  /** How it ships (issue 17) and what the carrier needs to quote it: grams and "L×W×H" cm per unit. */
  shippingMode: ShippingMode;
  flatShippingCents: number | null;
  shippingWeightGrams: number | null;
  shippingDimensions: string;
  /** Its payment terms: the payment plan a cart line of it follows (issue 18). */
  paymentTerms: PaymentPlanId;
}

/** What the cart and checkout need of products, in one query each for products and images. */
export async function productsForPricing(db: DbOrTx, ids: string[]): Promise<Map<string, PricingProduct>> {
  const rows = await repo.findManyByIds(db, ids);
  const images = await repo.imagesOf(
    db,
    rows.map((r) => r.id),
  );
  return new Map(
    rows.map((p) => {
      const first = images.find((i) => i.productId === p.id);
      return [
        p.id,
        {
          id: p.id,
          name: p.name,
          vendorId: p.vendorId,
          vendorName: p.vendorName,
          origin: p.origin,
          unit: p.unit,
          currency: p.currency,
          priceCents: p.priceCents,
          priceTiers: p.priceTiers,
          minOrder: p.minOrder,
          stock: p.availableStock === UNLIMITED ? null : p.availableStock,
          available: p.status === 'active' && p.deletedAt === null && p.moderatedAt === null && p.availableStock > 0,
          imageUrl: first ? imageUrls(first.id).thumbUrl : null,
          shippingMode: p.shippingMode,
          flatShippingCents: p.flatShippingCents,
          shippingWeightGrams: p.shippingWeightGrams,
          shippingDimensions: p.shippingDimensions,
          paymentTerms: planOf(p.paymentTerms).id,
        },
      ];
    }),
  );
}
