import { describe, expect, it } from 'vitest';
import { countCartItems } from './use-cart-count';

describe('countCartItems', () => {
  it('sums quantities', () => {
    expect(countCartItems(JSON.stringify([{ quantity: 2 }, { quantity: 3 }]))).toBe(5);
  });
  it('ignores malformed data', () => {
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems('not json')).toBe(0);
    expect(countCartItems('{"quantity":3}')).toBe(0);
    expect(countCartItems(JSON.stringify([{ quantity: 'x' }, null, { quantity: -1 }, { quantity: 4 }]))).toBe(4);
  });
});
