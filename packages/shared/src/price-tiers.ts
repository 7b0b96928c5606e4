/**
 * Volume price tiers (issue 22): a product's price breaks by quantity ("100+ at 7.40, 500+ at 6.90"). Zod-free, so the
 * product page and the cart can use them without loading the contracts; the server prices every cart line with
 * `unitPriceCentsFor`, and `tierProblem` is the rule a vendor's ladder must follow.
 */

/** A product may have at most this many breaks. */
export const MAX_PRICE_TIERS = 5;

export interface PriceTier {
  /** From this many units on (more than the minimum order). */
  minQuantity: number;
  /** The unit price from then on, in the product's currency's minor units. */
  priceCents: number;
}

/** The unit price of `quantity` units: the deepest break reached, else the base price. */
export function unitPriceCentsFor(baseCents: number, tiers: readonly PriceTier[], quantity: number): number {
  let price = baseCents;
  let reached = 0;
  for (const tier of tiers)
    if (quantity >= tier.minQuantity && tier.minQuantity > reached) {
      reached = tier.minQuantity;
      price = tier.priceCents;
    }
  return price;
}

export type TierProblem = 'tiersMax' | 'tierAboveMinOrder' | 'tierQuantityOrder' | 'tierPriceOrder';

/**
 * What is wrong with a ladder, in the order given (null: nothing): at most five breaks; each starts above the
 * minimum order and above the one before; each price is below the base price and below the one before (a buyer never
 * pays more per unit for buying more).
 */
export function tierProblem(
  baseCents: number,
  minOrder: number,
  tiers: readonly PriceTier[],
): { problem: TierProblem; index: number } | null {
  if (tiers.length > MAX_PRICE_TIERS) return { problem: 'tiersMax', index: MAX_PRICE_TIERS };
  let quantity = minOrder;
  let price = baseCents;
  for (const [index, tier] of tiers.entries()) {
    if (index === 0 && tier.minQuantity <= minOrder) return { problem: 'tierAboveMinOrder', index };
    if (tier.minQuantity <= quantity) return { problem: 'tierQuantityOrder', index };
    if (tier.priceCents >= price) return { problem: 'tierPriceOrder', index };
    quantity = tier.minQuantity;
    price = tier.priceCents;
  }
  return null;
}
