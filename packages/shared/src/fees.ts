/**
 * Fee rules (spec 9). Amounts are integer minor units (cents) of the payment currency (USD).
 * Buyer fee: 10% when subtotal <= 500.00, 5% when 500.00 < subtotal <= 1000.00, above 1000.00 "TBD".
 * Seller fee: 5% of each successful sale. Rounding is half-up (see money.ts).
 */
import { percentOf } from './money.ts';

export const BUYER_FEE_TIER1_LIMIT_CENTS = 500_00;
export const BUYER_FEE_TIER2_LIMIT_CENTS = 1000_00;
export const BUYER_FEE_TIER1_BPS = 1000; // 10%
export const BUYER_FEE_TIER2_BPS = 500; // 5%
export const SELLER_FEE_BPS = 500; // 5%

export type BuyerFee =
  | { kind: 'fixed'; rateBps: number; feeCents: number; totalCents: number }
  | { kind: 'contact-support' };

export function buyerFee(subtotalCents: number): BuyerFee {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) {
    throw new RangeError('subtotal must be a non-negative integer number of cents');
  }
  if (subtotalCents > BUYER_FEE_TIER2_LIMIT_CENTS) return { kind: 'contact-support' };
  const rateBps = subtotalCents <= BUYER_FEE_TIER1_LIMIT_CENTS ? BUYER_FEE_TIER1_BPS : BUYER_FEE_TIER2_BPS;
  const feeCents = percentOf(subtotalCents, rateBps);
  return { kind: 'fixed', rateBps, feeCents, totalCents: subtotalCents + feeCents };
}

export function sellerFee(saleCents: number): number {
  return percentOf(saleCents, SELLER_FEE_BPS);
}

/** Card or wallet payment is offered only when the subtotal is above 0 and at most 1000.00. */
export function cardPaymentAllowed(subtotalCents: number): boolean {
  return subtotalCents > 0 && subtotalCents <= BUYER_FEE_TIER2_LIMIT_CENTS;
}
