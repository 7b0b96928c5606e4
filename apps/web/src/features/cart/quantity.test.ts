import { describe, expect, it } from 'vitest';
import { clampQuantity, maxQuantity, minQuantity, parseQuantity } from './quantity';

describe('quantity rules', () => {
  it('starts at the minimum order and never below 1', () => {
    expect(minQuantity(50)).toBe(50);
    expect(minQuantity(0)).toBe(1);
    expect(minQuantity(-3)).toBe(1);
    expect(minQuantity(Number.NaN)).toBe(1);
  });
  it('clamps to the minimum and to the stock when limited', () => {
    expect(clampQuantity(3, 10)).toBe(10);
    expect(clampQuantity(0, 0)).toBe(1);
    expect(clampQuantity(500, 10, 200)).toBe(200);
    expect(clampQuantity(500, 10)).toBe(500);
    expect(clampQuantity(12.7, 1)).toBe(12);
    expect(clampQuantity(Number.NaN, 5)).toBe(5);
    // stock below the minimum order: the minimum still wins (the server explains the shortage)
    expect(clampQuantity(5, 10, 4)).toBe(10);
  });
  it('knows unlimited stock', () => {
    expect(maxQuantity(null)).toBeUndefined();
    expect(maxQuantity(40)).toBe(40);
  });
  it('parses whole numbers only', () => {
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('1.5')).toBeUndefined();
    expect(parseQuantity('-2')).toBeUndefined();
    expect(parseQuantity('')).toBeUndefined();
    expect(parseQuantity('abc')).toBeUndefined();
  });
});
