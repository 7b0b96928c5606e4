import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buyerFee, cardPaymentAllowed, sellerFee } from './fees.ts';
import { divRoundHalfUp, parseAmountToCents, percentOf } from './money.ts';

describe('buyer fee (spec 9)', () => {
  it('is 10% up to and including $500.00, 5% above up to and including $1,000.00, then contact support', () => {
    expect(buyerFee(0)).toEqual({ kind: 'fixed', rateBps: 1000, feeCents: 0, totalCents: 0 });
    expect(buyerFee(50000)).toEqual({ kind: 'fixed', rateBps: 1000, feeCents: 5000, totalCents: 55000 });
    expect(buyerFee(50001)).toEqual({ kind: 'fixed', rateBps: 500, feeCents: 2500, totalCents: 52501 });
    expect(buyerFee(100000)).toEqual({ kind: 'fixed', rateBps: 500, feeCents: 5000, totalCents: 105000 });
    expect(buyerFee(100001)).toEqual({ kind: 'contact-support' });
  });

  it('rounds half up to the cent', () => {
    expect(buyerFee(5).kind === 'fixed' && buyerFee(5)).toMatchObject({ feeCents: 1 }); // 0.5 cent -> 1
    expect(buyerFee(4).kind === 'fixed' && buyerFee(4)).toMatchObject({ feeCents: 0 }); // 0.4 cent -> 0
    expect(buyerFee(50010)).toMatchObject({ feeCents: 2501 }); // 2500.5 -> 2501
  });

  it('always totals subtotal + fee, with the fee within [rate - 0.5 cent, rate + 0.5 cent]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100000 }), (cents) => {
        const f = buyerFee(cents);
        if (f.kind !== 'fixed') return false;
        const exact = (cents * f.rateBps) / 10000;
        return f.totalCents === cents + f.feeCents && Math.abs(f.feeCents - exact) <= 0.5 && Number.isInteger(f.feeCents);
      }),
    );
  });

  it('never lets a larger subtotal in the same tier pay a smaller fee', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99999 }), (cents) => {
        const a = buyerFee(cents);
        const b = buyerFee(cents + 1);
        if (a.kind !== 'fixed' || b.kind !== 'fixed' || a.rateBps !== b.rateBps) return true;
        return b.feeCents >= a.feeCents;
      }),
    );
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => buyerFee(-1)).toThrow(RangeError);
    expect(() => buyerFee(1.5)).toThrow(RangeError);
  });

  it('allows card payment only for 0 < subtotal <= $1,000', () => {
    expect(cardPaymentAllowed(0)).toBe(false);
    expect(cardPaymentAllowed(1)).toBe(true);
    expect(cardPaymentAllowed(100000)).toBe(true);
    expect(cardPaymentAllowed(100001)).toBe(false);
  });
});

describe('money helpers', () => {
  it('seller fee is 5% half-up', () => {
    expect(sellerFee(10000)).toBe(500);
    expect(sellerFee(10)).toBe(1); // 0.5 -> 1
    expect(sellerFee(9)).toBe(0); // 0.45 -> 0
  });

  it('divRoundHalfUp matches exact rational rounding for all safe inputs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 1, max: 100000 }), (n, d) => {
        const q = divRoundHalfUp(n, d);
        // q is the integer nearest n/d with ties going up: q - 1/2 <= n/d < q + 1/2
        return BigInt(2 * q - 1) * BigInt(d) <= BigInt(2 * n) && BigInt(2 * n) < BigInt(2 * q + 1) * BigInt(d);
      }),
    );
  });

  it('percentOf of 100% is identity', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => percentOf(n, 10000) === n));
  });

  it('parses decimal strings to cents without floats', () => {
    expect(parseAmountToCents('12')).toBe(1200);
    expect(parseAmountToCents('12.5')).toBe(1250);
    expect(parseAmountToCents('0.07')).toBe(7);
    expect(parseAmountToCents('1.005')).toBeNull();
    expect(parseAmountToCents('-3')).toBeNull();
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (c) => parseAmountToCents(`${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`) === c));
  });
});
