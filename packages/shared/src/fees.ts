/**
 * Fee rules (spec 9, issue 25). Amounts are integer minor units (cents) of the payment currency (USD).
 *
 * Buyer fee: a rate per tier of the subtotal, from one table the admins edit (`fee_tiers`, decision 010). A tier is
 * its upper bound (inclusive) and its rate in basis points; it starts one cent above the tier before it, so the tiers
 * are contiguous and never overlap by construction; the last tier has no upper bound. The seeded table keeps the
 * spec's 10% up to $500.00 and 5% up to $1,000.00, then 3% up to $10,000.00, 2% up to $50,000.00 and 1.5% above.
 *
 * The rate of the subtotal's tier applies to the whole subtotal, rounded half-up, with one guard: a larger order never
 * costs less in total than a smaller one. Just below a boundary, where a higher tier's lower rate would make a bigger
 * order cheaper, the fee is lowered (`capped`) so that the total equals the cheapest total of any larger subtotal. The
 * buyer never pays more than the tier's rate.
 *
 * Seller fee: 5% of each successful sale. Rounding is half-up (see money.ts).
 */
import { percentOf } from './money.ts';

export const BUYER_FEE_TIER1_LIMIT_CENTS = 500_00;
export const BUYER_FEE_TIER2_LIMIT_CENTS = 1000_00;
export const BUYER_FEE_TIER1_BPS = 1000; // 10%
export const BUYER_FEE_TIER2_BPS = 500; // 5%
export const SELLER_FEE_BPS = 500; // 5%

/**
 * The card/wallet rail's maximum (spec 2.6: "offered only when the subtotal is 1000 or less"), the same for the
 * sandbox and PayPal. Above it the buyer pays by bank transfer against a pro-forma invoice.
 */
export const CARD_PAYMENT_MAX_CENTS = BUYER_FEE_TIER2_LIMIT_CENTS;

/** One tier: subtotals up to `upToCents` (inclusive; null: no upper bound) pay `rateBps` (100 = 1%). */
export interface FeeTier {
  upToCents: number | null;
  rateBps: number;
}

/** The seeded table (also what the migration inserts). */
export const DEFAULT_FEE_TIERS: readonly FeeTier[] = [
  { upToCents: BUYER_FEE_TIER1_LIMIT_CENTS, rateBps: BUYER_FEE_TIER1_BPS },
  { upToCents: BUYER_FEE_TIER2_LIMIT_CENTS, rateBps: BUYER_FEE_TIER2_BPS },
  { upToCents: 10_000_00, rateBps: 300 },
  { upToCents: 50_000_00, rateBps: 200 },
  { upToCents: null, rateBps: 150 },
];

export const MAX_FEE_TIERS = 12;
export const MAX_FEE_RATE_BPS = 10_000; // 100%
/** Amounts are stored as 32-bit integer cents: a bound stays well below that. */
export const MAX_TIER_BOUND_CENTS = 1_000_000_000; // $10,000,000.00

export type FeeTierProblemCode =
  | 'EMPTY'
  | 'TOO_MANY'
  | 'RATE_RANGE'
  | 'BOUND_POSITIVE'
  | 'BOUND_TOO_BIG'
  | 'NOT_ASCENDING'
  | 'OPEN_NOT_LAST'
  | 'LAST_NOT_OPEN';

export interface FeeTierProblem {
  /** The tier at fault (0-based); -1 for the table as a whole. */
  index: number;
  field: 'upTo' | 'rate' | 'tiers';
  code: FeeTierProblemCode;
}

/**
 * What is wrong with a tier table (empty when it can be used): at least one tier and at most MAX_FEE_TIERS; rates
 * whole basis points from 0 to 100%; bounds whole cents above 0, strictly ascending (so no tier is empty or overlaps
 * the one before); only the last tier open-ended, and it must be.
 */
export function feeTierProblems(tiers: readonly FeeTier[]): FeeTierProblem[] {
  const problems: FeeTierProblem[] = [];
  if (tiers.length === 0) return [{ index: -1, field: 'tiers', code: 'EMPTY' }];
  if (tiers.length > MAX_FEE_TIERS) problems.push({ index: -1, field: 'tiers', code: 'TOO_MANY' });
  let previous = 0;
  tiers.forEach((tier, index) => {
    const last = index === tiers.length - 1;
    if (!Number.isSafeInteger(tier.rateBps) || tier.rateBps < 0 || tier.rateBps > MAX_FEE_RATE_BPS) {
      problems.push({ index, field: 'rate', code: 'RATE_RANGE' });
    }
    if (tier.upToCents === null) {
      if (!last) problems.push({ index, field: 'upTo', code: 'OPEN_NOT_LAST' });
      // nothing can follow an open tier
      previous = Number.POSITIVE_INFINITY;
      return;
    }
    if (last) problems.push({ index, field: 'upTo', code: 'LAST_NOT_OPEN' });
    if (!Number.isSafeInteger(tier.upToCents) || tier.upToCents <= 0) {
      problems.push({ index, field: 'upTo', code: 'BOUND_POSITIVE' });
      return;
    }
    if (tier.upToCents > MAX_TIER_BOUND_CENTS) problems.push({ index, field: 'upTo', code: 'BOUND_TOO_BIG' });
    if (tier.upToCents <= previous) problems.push({ index, field: 'upTo', code: 'NOT_ASCENDING' });
    previous = tier.upToCents;
  });
  return problems;
}

/** The smallest subtotal of tier `index` (0 for the first tier, else one cent above the previous bound). */
export function tierLowerBound(tiers: readonly FeeTier[], index: number): number {
  return index === 0 ? 0 : (tiers[index - 1]?.upToCents ?? 0) + 1;
}

/** The tier a subtotal falls in (tiers assumed valid). */
export function tierIndexOf(subtotalCents: number, tiers: readonly FeeTier[]): number {
  const i = tiers.findIndex((t) => t.upToCents === null || subtotalCents <= t.upToCents);
  return i === -1 ? tiers.length - 1 : i;
}

export interface BuyerFee {
  /** Always 'fixed' now that every subtotal has a fee (kept as the contract's discriminant). */
  kind: 'fixed';
  /** The rate of the subtotal's tier. */
  rateBps: number;
  feeCents: number;
  totalCents: number;
  /** The fee is below the tier's rate so that this order does not cost more than a larger one. */
  capped: boolean;
}

function assertSubtotal(subtotalCents: number): void {
  if (!Number.isSafeInteger(subtotalCents) || subtotalCents < 0) {
    throw new RangeError('subtotal must be a non-negative integer number of cents');
  }
}

/** The buyer fee and total of a subtotal under a tier table (see the file comment). Pure; throws on a bad table. */
export function buyerFee(subtotalCents: number, tiers: readonly FeeTier[] = DEFAULT_FEE_TIERS): BuyerFee {
  assertSubtotal(subtotalCents);
  const problems = feeTierProblems(tiers);
  if (problems.length > 0)
    throw new RangeError(`invalid fee tiers: ${problems.map((p) => `${p.index}:${p.code}`).join(', ')}`);
  const index = tierIndexOf(subtotalCents, tiers);
  const rateBps = tiers[index]!.rateBps;
  const raw = subtotalCents + percentOf(subtotalCents, rateBps);
  let totalCents = raw;
  // The cheapest total of a larger subtotal is at the lower bound of a higher tier (totals only rise within a tier).
  for (let j = index + 1; j < tiers.length; j++) {
    const lower = tierLowerBound(tiers, j);
    totalCents = Math.min(totalCents, lower + percentOf(lower, tiers[j]!.rateBps));
  }
  return { kind: 'fixed', rateBps, feeCents: totalCents - subtotalCents, totalCents, capped: totalCents < raw };
}

export function sellerFee(saleCents: number): number {
  return percentOf(saleCents, SELLER_FEE_BPS);
}

/** Card or wallet payment is offered only when the subtotal is above 0 and at most the rail's maximum ($1,000.00). */
export function cardPaymentAllowed(subtotalCents: number): boolean {
  return subtotalCents > 0 && subtotalCents <= CARD_PAYMENT_MAX_CENTS;
}

/** A percentage typed by a person ("2.5", "10", "0.75") as basis points; null when not 0-100 with at most 2 decimals. */
export function parsePercentToBps(input: string): number | null {
  const m = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*%?\s*$/.exec(input);
  if (!m) return null;
  const bps = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bps <= MAX_FEE_RATE_BPS ? bps : null;
}

/** Basis points as the plain percentage a form shows: 250 -> "2.5", 1000 -> "10". */
export function bpsToPercentText(bps: number): string {
  const whole = Math.floor(bps / 100);
  const frac = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}
