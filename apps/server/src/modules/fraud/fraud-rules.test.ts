import { describe, expect, it } from 'vitest';
import {
  belowMarketListings,
  failedPayments,
  farShipping,
  highDisputeRate,
  highValueNewAccount,
  orderVelocity,
  regionOf,
  scoreAccount,
  scoreOrder,
  type Listing,
} from './fraud-rules.ts';

const quiet = {
  accountAgeHours: 24 * 365,
  orderTotalUsdCents: 120_00,
  ordersLastHour: 1,
  ordersLastDay: 1,
  failedLastDay: 0,
  accountCountry: 'France',
  shippingCountry: 'France',
  buyerDisputes: 0,
  buyerOrders: 1,
};

function listing(i: number, priceCents: number, over: Partial<Listing> = {}): Listing {
  return {
    productId: `p${i}`,
    name: `Cocoa ${i}`,
    category: 'agriculture-farming',
    currency: 'USD',
    priceCents,
    categoryMedianCents: 2000_00,
    categorySize: 10,
    ...over,
  };
}

describe('fraud rules', () => {
  it('order velocity fires at 3 orders in an hour or 5 in a day, not below', () => {
    expect(orderVelocity({ ordersLastHour: 2, ordersLastDay: 4 })).toBeNull();
    expect(orderVelocity({ ordersLastHour: 3, ordersLastDay: 3 })).toMatchObject({
      rule: 'ORDER_VELOCITY',
      points: 30,
      explanation: expect.stringContaining('3 orders from this account within one hour'),
    });
    expect(orderVelocity({ ordersLastHour: 1, ordersLastDay: 5 })).toMatchObject({ points: 20 });
  });

  it('high value from a new account fires under 7 days and from $500, more from $1,000', () => {
    expect(highValueNewAccount({ accountAgeHours: 24 * 8, orderTotalUsdCents: 5000_00 })).toBeNull();
    expect(highValueNewAccount({ accountAgeHours: 2, orderTotalUsdCents: 499_99 })).toBeNull();
    expect(highValueNewAccount({ accountAgeHours: 2, orderTotalUsdCents: 500_00 })).toMatchObject({
      points: 35,
      explanation: expect.stringContaining('$500.00 from an account created 2 hours ago'),
    });
    expect(highValueNewAccount({ accountAgeHours: 72, orderTotalUsdCents: 1200_00 })).toMatchObject({
      points: 45,
      explanation: expect.stringContaining('3 days'),
    });
  });

  it('failed payments fire from 3 in a day', () => {
    expect(failedPayments({ failedLastDay: 2 })).toBeNull();
    expect(failedPayments({ failedLastDay: 3 })).toMatchObject({ rule: 'FAILED_PAYMENTS', points: 25 });
    expect(failedPayments({ failedLastDay: 6 })).toMatchObject({ points: 35 });
  });

  it('far shipping fires across continents only, by name or ISO code, and stays quiet when a country is unknown', () => {
    expect(regionOf('Nigeria')).toBe('Africa');
    expect(regionOf('fr')).toBe('Europe');
    expect(farShipping({ accountCountry: 'Germany', shippingCountry: 'FR' })).toBeNull();
    expect(farShipping({ accountCountry: null, shippingCountry: 'France' })).toBeNull();
    expect(farShipping({ accountCountry: 'Other', shippingCountry: 'France' })).toBeNull();
    expect(farShipping({ accountCountry: 'Nigeria', shippingCountry: 'Australia' })).toMatchObject({
      rule: 'FAR_SHIPPING',
      explanation: 'Shipping to Australia (Oceania) while the account is registered in Nigeria (Africa).',
    });
  });

  it('below-market listings fire from 3 listings under half the category median, in categories with 4+ listings', () => {
    expect(belowMarketListings([listing(1, 900_00), listing(2, 900_00), listing(3, 1500_00)])).toBeNull();
    expect(
      belowMarketListings([listing(1, 900_00), listing(2, 900_00), listing(3, 900_00, { categorySize: 3 })]),
    ).toBeNull();
    expect(
      belowMarketListings([listing(1, 900_00), listing(2, 800_00), listing(3, 100_00), listing(4, 2500_00)]),
    ).toMatchObject({ rule: 'BELOW_MARKET_LISTINGS', points: 45, facts: { listings: 3, total: 4 } });
  });

  it('dispute rate fires from 30% over at least 3 orders', () => {
    expect(highDisputeRate({ disputes: 2, orders: 2, role: 'vendor' })).toBeNull();
    expect(highDisputeRate({ disputes: 2, orders: 7, role: 'vendor' })).toBeNull();
    expect(highDisputeRate({ disputes: 1, orders: 3, role: 'buyer' })).toMatchObject({
      rule: 'HIGH_DISPUTE_RATE',
      explanation: '1 disputes over 3 orders as buyer (33%, limit 30%).',
    });
  });

  it('scores sum the points of the rules fired, capped at 100', () => {
    expect(scoreOrder(quiet)).toEqual({ score: 0, rules: [] });
    const bad = scoreOrder({
      ...quiet,
      accountAgeHours: 1,
      orderTotalUsdCents: 2000_00,
      ordersLastHour: 4,
      ordersLastDay: 4,
      failedLastDay: 5,
      accountCountry: 'Nigeria',
      buyerDisputes: 3,
      buyerOrders: 3,
    });
    expect(bad.rules.map((r) => r.rule)).toEqual([
      'ORDER_VELOCITY',
      'HIGH_VALUE_NEW_ACCOUNT',
      'FAILED_PAYMENTS',
      'FAR_SHIPPING',
      'HIGH_DISPUTE_RATE',
    ]);
    expect(bad.score).toBe(100);
    expect(scoreAccount({ listings: [], vendorDisputes: 0, vendorOrders: 0 }).score).toBe(0);
    expect(
      scoreAccount({ listings: [listing(1, 1), listing(2, 1), listing(3, 1)], vendorDisputes: 3, vendorOrders: 5 })
        .score,
    ).toBe(85);
  });
});
