import { describe, expect, it } from 'vitest';
import { addLine, MAX_QUANTITY, parseLocalCart, removeLine, setLineQuantity, totalQuantity } from './local-cart';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';

describe('local cart rules (spec 4: cart)', () => {
  it('adds to an existing line instead of creating a second one', () => {
    const lines = addLine(addLine([], A, 5), A, 3);
    expect(lines).toEqual([{ productId: A, quantity: 8 }]);
  });

  it('appends a new line for another product, keeping the order', () => {
    expect(addLine(addLine([], A, 1), B, 2)).toEqual([
      { productId: A, quantity: 1 },
      { productId: B, quantity: 2 },
    ]);
  });

  it('ignores additions that are not positive whole numbers', () => {
    const lines = [{ productId: A, quantity: 2 }];
    expect(addLine(lines, A, 0)).toBe(lines);
    expect(addLine(lines, A, -3)).toBe(lines);
    expect(addLine(lines, A, 1.5)).toBe(lines);
  });

  it('caps a line at the largest quantity the server accepts', () => {
    expect(addLine([{ productId: A, quantity: MAX_QUANTITY - 1 }], A, 10)).toEqual([
      { productId: A, quantity: MAX_QUANTITY },
    ]);
  });

  it('setting a quantity of 0 or less removes the line', () => {
    const lines = [
      { productId: A, quantity: 2 },
      { productId: B, quantity: 4 },
    ];
    expect(setLineQuantity(lines, A, 0)).toEqual([{ productId: B, quantity: 4 }]);
    expect(setLineQuantity(lines, B, -1)).toEqual([{ productId: A, quantity: 2 }]);
    expect(setLineQuantity(lines, A, 7)).toEqual([
      { productId: A, quantity: 7 },
      { productId: B, quantity: 4 },
    ]);
  });

  it('removes a line and totals the quantities', () => {
    const lines = [
      { productId: A, quantity: 2 },
      { productId: B, quantity: 4 },
    ];
    expect(removeLine(lines, A)).toEqual([{ productId: B, quantity: 4 }]);
    expect(totalQuantity(lines)).toBe(6);
    expect(totalQuantity([])).toBe(0);
  });
});

describe('parseLocalCart', () => {
  it('reads what writeLocalCart stores', () => {
    expect(parseLocalCart(JSON.stringify([{ productId: A, quantity: 3 }]))).toEqual([{ productId: A, quantity: 3 }]);
  });

  it('merges duplicate lines and drops malformed ones', () => {
    const raw = JSON.stringify([
      { productId: A, quantity: 2 },
      { productId: A, quantity: 3 },
      { productId: 'not-a-uuid', quantity: 1 },
      { productId: B, quantity: 0 },
      { productId: B, quantity: 'x' },
      null,
      { quantity: 4 },
      { productId: B, quantity: 1 },
    ]);
    expect(parseLocalCart(raw)).toEqual([
      { productId: A, quantity: 5 },
      { productId: B, quantity: 1 },
    ]);
  });

  it('treats anything that is not an array as an empty cart', () => {
    expect(parseLocalCart(null)).toEqual([]);
    expect(parseLocalCart('')).toEqual([]);
    expect(parseLocalCart('{oops')).toEqual([]);
    expect(parseLocalCart('{"productId":"x","quantity":1}')).toEqual([]);
  });
});
