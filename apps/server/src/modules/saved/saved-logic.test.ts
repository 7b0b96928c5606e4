import { describe, expect, it } from 'vitest';
import { availabilityOf, priceChangeOf } from './saved-logic.ts';

const base = { status: 'active' as const, deletedAt: null, moderatedAt: null, availableStock: 10 };

describe('availabilityOf', () => {
  it('is in stock when active with stock (unlimited counts)', () => {
    expect(availabilityOf(base)).toBe('in_stock');
    expect(availabilityOf({ ...base, availableStock: 999999 })).toBe('in_stock');
  });
  it('is out of stock when sold out, even though selling out made it inactive', () => {
    expect(availabilityOf({ ...base, availableStock: 0 })).toBe('out_of_stock');
    expect(availabilityOf({ ...base, availableStock: 0, status: 'inactive' })).toBe('out_of_stock');
  });
  it('is no longer listed when deleted, taken down or deactivated', () => {
    expect(availabilityOf({ ...base, deletedAt: new Date() })).toBe('unlisted');
    expect(availabilityOf({ ...base, moderatedAt: new Date() })).toBe('unlisted');
    expect(availabilityOf({ ...base, deletedAt: new Date(), availableStock: 0 })).toBe('unlisted');
    expect(availabilityOf({ ...base, status: 'inactive' })).toBe('unlisted');
  });
});

describe('priceChangeOf', () => {
  it('compares prices in the same currency', () => {
    expect(priceChangeOf({ priceCents: 1000, currency: 'USD' }, { priceCents: 1000, currency: 'USD' })).toBe('none');
    expect(priceChangeOf({ priceCents: 1000, currency: 'USD' }, { priceCents: 900, currency: 'USD' })).toBe('down');
    expect(priceChangeOf({ priceCents: 1000, currency: 'USD' }, { priceCents: 1001, currency: 'USD' })).toBe('up');
  });
  it('does not compare across currencies', () => {
    expect(priceChangeOf({ priceCents: 1000, currency: 'USD' }, { priceCents: 1000, currency: 'NGN' })).toBe(
      'currency',
    );
  });
});
