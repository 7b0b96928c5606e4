/**
 * The fraud rules engine: pure functions of figures gathered by fraud.service. Each rule returns null (not fired) or
 * the points it adds with an explanation naming the figures. The score is the capped sum of the points fired.
 */
import { countryCode } from '@app/shared/countries';
import type { FiredRule, FraudRuleId } from '@app/shared/fraud';

export const RULE_LIMITS = {
  velocityPerHour: 3,
  velocityPerDay: 5,
  newAccountHours: 7 * 24,
  highValueUsdCents: 500_00,
  veryHighValueUsdCents: 1_000_00,
  failedPaymentsPerDay: 3,
  belowMarketShare: 0.5,
  belowMarketListings: 3,
  belowMarketMinCategorySize: 4,
  disputeMinOrders: 3,
  disputeRate: 0.3,
} as const;

/** Continent of each country the product names (names and ISO codes): "far" means another continent. */
const REGION_BY_CODE: Record<string, string> = {
  NG: 'Africa',
  GH: 'Africa',
  ZA: 'Africa',
  KE: 'Africa',
  MA: 'Africa',
  EG: 'Africa',
  TZ: 'Africa',
  UG: 'Africa',
  CI: 'Africa',
  SN: 'Africa',
  ET: 'Africa',
  RW: 'Africa',
  CM: 'Africa',
  US: 'North America',
  CA: 'North America',
  GB: 'Europe',
  DE: 'Europe',
  FR: 'Europe',
  NL: 'Europe',
  BE: 'Europe',
  IT: 'Europe',
  ES: 'Europe',
  AU: 'Oceania',
  CN: 'Asia',
  IN: 'Asia',
  AE: 'Asia',
};

export function regionOf(country: string | null | undefined): string | null {
  if (!country) return null;
  const trimmed = country.trim();
  const code = countryCode(trimmed) ?? trimmed.toUpperCase();
  return REGION_BY_CODE[code] ?? null;
}

function fired(rule: FraudRuleId, points: number, explanation: string, facts: FiredRule['facts']): FiredRule {
  return { rule, points, explanation, facts };
}

function usd(cents: number): string {
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function orderVelocity(f: { ordersLastHour: number; ordersLastDay: number }): FiredRule | null {
  if (f.ordersLastHour >= RULE_LIMITS.velocityPerHour) {
    return fired(
      'ORDER_VELOCITY',
      30,
      `${f.ordersLastHour} orders from this account within one hour (limit ${RULE_LIMITS.velocityPerHour - 1}).`,
      { ordersLastHour: f.ordersLastHour, ordersLastDay: f.ordersLastDay },
    );
  }
  if (f.ordersLastDay >= RULE_LIMITS.velocityPerDay) {
    return fired(
      'ORDER_VELOCITY',
      20,
      `${f.ordersLastDay} orders from this account within 24 hours (limit ${RULE_LIMITS.velocityPerDay - 1}).`,
      { ordersLastHour: f.ordersLastHour, ordersLastDay: f.ordersLastDay },
    );
  }
  return null;
}

export function highValueNewAccount(f: { accountAgeHours: number; orderTotalUsdCents: number }): FiredRule | null {
  if (f.accountAgeHours >= RULE_LIMITS.newAccountHours || f.orderTotalUsdCents < RULE_LIMITS.highValueUsdCents)
    return null;
  const points = f.orderTotalUsdCents >= RULE_LIMITS.veryHighValueUsdCents ? 45 : 35;
  const age =
    f.accountAgeHours < 48
      ? `${Math.max(0, Math.floor(f.accountAgeHours))} hours`
      : `${Math.floor(f.accountAgeHours / 24)} days`;
  return fired(
    'HIGH_VALUE_NEW_ACCOUNT',
    points,
    `An order of ${usd(f.orderTotalUsdCents)} from an account created ${age} ago (new: under 7 days; high value: ${usd(RULE_LIMITS.highValueUsdCents)} or more).`,
    {
      totalUsdCents: f.orderTotalUsdCents,
      accountAgeHours: Math.floor(f.accountAgeHours),
    },
  );
}

export function failedPayments(f: { failedLastDay: number }): FiredRule | null {
  if (f.failedLastDay < RULE_LIMITS.failedPaymentsPerDay) return null;
  return fired(
    'FAILED_PAYMENTS',
    f.failedLastDay >= 5 ? 35 : 25,
    `${f.failedLastDay} failed payments from this account within 24 hours.`,
    { failedLastDay: f.failedLastDay },
  );
}

export function farShipping(f: { accountCountry: string | null; shippingCountry: string | null }): FiredRule | null {
  const from = regionOf(f.accountCountry);
  const to = regionOf(f.shippingCountry);
  if (!from || !to || from === to) return null;
  return fired(
    'FAR_SHIPPING',
    20,
    `Shipping to ${f.shippingCountry} (${to}) while the account is registered in ${f.accountCountry} (${from}).`,
    { accountCountry: f.accountCountry ?? '', shippingCountry: f.shippingCountry ?? '', from, to },
  );
}

export interface Listing {
  productId: string;
  name: string;
  category: string;
  currency: string;
  priceCents: number;
  /** Median price of the category's live listings in the same currency, and how many there are. */
  categoryMedianCents: number;
  categorySize: number;
}

export function belowMarketListings(listings: Listing[]): FiredRule | null {
  const cheap = listings.filter(
    (l) =>
      l.categorySize >= RULE_LIMITS.belowMarketMinCategorySize &&
      l.priceCents < l.categoryMedianCents * RULE_LIMITS.belowMarketShare,
  );
  if (cheap.length < RULE_LIMITS.belowMarketListings) return null;
  const examples = cheap
    .slice(0, 3)
    .map(
      (l) =>
        `${l.name} at ${(l.priceCents / 100).toFixed(2)} ${l.currency} (median ${(l.categoryMedianCents / 100).toFixed(2)})`,
    );
  return fired(
    'BELOW_MARKET_LISTINGS',
    45,
    `${cheap.length} listings priced below half of their category's median price, e.g. ${examples.join('; ')}.`,
    { listings: cheap.length, total: listings.length },
  );
}

export function highDisputeRate(f: { disputes: number; orders: number; role: 'buyer' | 'vendor' }): FiredRule | null {
  if (f.orders < RULE_LIMITS.disputeMinOrders || f.disputes / f.orders < RULE_LIMITS.disputeRate) return null;
  const pct = Math.round((f.disputes / f.orders) * 100);
  return fired(
    'HIGH_DISPUTE_RATE',
    40,
    `${f.disputes} disputes over ${f.orders} orders as ${f.role} (${pct}%, limit ${Math.round(RULE_LIMITS.disputeRate * 100)}%).`,
    { disputes: f.disputes, orders: f.orders, percent: pct, role: f.role },
  );
}

export interface OrderFigures {
  accountAgeHours: number;
  orderTotalUsdCents: number;
  ordersLastHour: number;
  ordersLastDay: number;
  failedLastDay: number;
  accountCountry: string | null;
  shippingCountry: string | null;
  buyerDisputes: number;
  buyerOrders: number;
}

export function scoreOrder(f: OrderFigures): { score: number; rules: FiredRule[] } {
  return total([
    orderVelocity(f),
    highValueNewAccount(f),
    failedPayments(f),
    farShipping(f),
    highDisputeRate({ disputes: f.buyerDisputes, orders: f.buyerOrders, role: 'buyer' }),
  ]);
}

export interface AccountFigures {
  listings: Listing[];
  vendorDisputes: number;
  vendorOrders: number;
}

export function scoreAccount(f: AccountFigures): { score: number; rules: FiredRule[] } {
  return total([
    belowMarketListings(f.listings),
    highDisputeRate({ disputes: f.vendorDisputes, orders: f.vendorOrders, role: 'vendor' }),
  ]);
}

function total(results: (FiredRule | null)[]): { score: number; rules: FiredRule[] } {
  const rules = results.filter((r): r is FiredRule => r !== null);
  return {
    score: Math.min(
      100,
      rules.reduce((s, r) => s + r.points, 0),
    ),
    rules,
  };
}
