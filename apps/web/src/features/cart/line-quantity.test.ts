import { describe, expect, it } from 'vitest';
import { checkQuantity, quantityBounds } from './line-quantity';

describe('quantity bounds', () => {
  it('is at least the minimum order and never below 1; stock null is unlimited', () => {
    expect(quantityBounds({ minOrder: 50, stock: 400 })).toEqual({ min: 50, max: 400 });
    expect(quantityBounds({ minOrder: 0, stock: null })).toEqual({ min: 1, max: Number.POSITIVE_INFINITY });
  });

  it('names the bound a quantity breaks', () => {
    const line = { minOrder: 10, stock: 120 };
    expect(checkQuantity(line, 10)).toEqual({ ok: true });
    expect(checkQuantity(line, 120)).toEqual({ ok: true });
    expect(checkQuantity(line, 9)).toEqual({ ok: false, reason: 'below-min', limit: 10 });
    expect(checkQuantity(line, 121)).toEqual({ ok: false, reason: 'above-stock', limit: 120 });
    expect(checkQuantity({ minOrder: 1, stock: null }, 1_000_000)).toEqual({ ok: true });
  });
});
