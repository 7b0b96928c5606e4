import { describe, expect, it } from 'vitest';
import { loginPathFor, messageLinkFor, percentOf, reliabilitySummary, responseTimeParts } from './saved-display';

describe('saved display helpers', () => {
  it('sends a signed-out visitor to sign in and back to the same page', () => {
    expect(loginPathFor({ pathname: '/products', search: '?q=shea&category=all' })).toBe(
      '/login?next=%2Fproducts%3Fq%3Dshea%26category%3Dall',
    );
    expect(loginPathFor({ pathname: '/products/abc' })).toBe('/login?next=%2Fproducts%2Fabc');
  });

  it('computes percentages only when there is data', () => {
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(0, 0)).toBeNull();
  });

  it('summarises reliability', () => {
    expect(
      reliabilitySummary({
        totalOrders: 4,
        deliveredOrders: 2,
        deliveredOnTime: 1,
        cancelledOrders: 1,
        disputes: 0,
        medianResponseSeconds: null,
      }),
    ).toEqual({ onTimePercent: 50, cancelledPercent: 25 });
    expect(
      reliabilitySummary({
        totalOrders: 0,
        deliveredOrders: 0,
        deliveredOnTime: 0,
        cancelledOrders: 0,
        disputes: 0,
        medianResponseSeconds: null,
      }),
    ).toEqual({ onTimePercent: null, cancelledPercent: null });
  });

  it('links Message to the conversation, else to the product page contact dialog', () => {
    expect(messageLinkFor('c1', 'p1')).toBe('/messages/c1');
    expect(messageLinkFor(null, 'p1')).toBe('/products/p1?contact=1');
    expect(messageLinkFor(null, null)).toBeNull();
  });
});

describe('responseTimeParts', () => {
  it('picks a readable unit', () => {
    expect(responseTimeParts(20)).toEqual({ unit: 'minutes', value: 1 });
    expect(responseTimeParts(45 * 60)).toEqual({ unit: 'minutes', value: 45 });
    expect(responseTimeParts(5 * 3600)).toEqual({ unit: 'hours', value: 5 });
    expect(responseTimeParts(3 * 86_400)).toEqual({ unit: 'days', value: 3 });
  });
});
