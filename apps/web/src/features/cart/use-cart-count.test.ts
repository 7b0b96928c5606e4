import { describe, expect, it } from 'vitest';
import { cartLineCount, countCartItems } from './use-cart-count';

describe('cart badge count', () => {
  it('counts one line of 250 KG as one item, not 250', () => {
    expect(cartLineCount([{ productId: 'rice', quantity: 250 }])).toBe(1);
    expect(countCartItems(JSON.stringify([{ productId: 'rice', quantity: 250 }]))).toBe(1);
  });

  it('counts distinct products', () => {
    expect(
      countCartItems(
        JSON.stringify([
          { productId: 'a', quantity: 2 },
          { productId: 'b', quantity: 3 },
        ]),
      ),
    ).toBe(2);
    expect(
      cartLineCount([
        { productId: 'a', quantity: 2 },
        { productId: 'a', quantity: 5 },
      ]),
    ).toBe(1);
    expect(cartLineCount(Array.from({ length: 120 }, (_, i) => ({ productId: `p${i}`, quantity: 1000 })))).toBe(120);
  });

  it('ignores malformed data and empty lines', () => {
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems('not json')).toBe(0);
    expect(countCartItems('{"quantity":3}')).toBe(0);
    expect(
      countCartItems(
        JSON.stringify([
          { productId: 'x', quantity: 'x' },
          null,
          { productId: 'y', quantity: -1 },
          { productId: 'z', quantity: 4 },
        ]),
      ),
    ).toBe(1);
  });
});
