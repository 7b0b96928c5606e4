import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { billableGrams, quote, zoneOf } from './rates.ts';

const parcel = (l: number, w: number, h: number, kg: number) => ({
  length: l,
  width: w,
  height: h,
  distance_unit: 'cm' as const,
  weight: kg,
  mass_unit: 'kg' as const,
});

describe('rates', () => {
  it('zones by destination', () => {
    expect(zoneOf('NG', 'NG')).toBe('DOMESTIC');
    expect(zoneOf('NG', 'GH')).toBe('AFRICA');
    expect(zoneOf('NG', 'DE')).toBe('EUROPE');
    expect(zoneOf('NG', 'US')).toBe('AMERICAS');
    expect(zoneOf('NG', 'AU')).toBe('REST');
  });

  it('bills the larger of actual and volumetric weight (L*W*H/5000), rounded up to 500 g', () => {
    expect(billableGrams(parcel(10, 10, 10, 2))).toBe(2000); // volumetric 0.2 kg
    expect(billableGrams(parcel(60, 40, 40, 5))).toBe(19500); // volumetric 19.2 kg -> 19.5
    expect(billableGrams(parcel(10, 10, 10, 2.1))).toBe(2500);
    expect(billableGrams({ length: 10, width: 10, height: 10, distance_unit: 'in', weight: 10, mass_unit: 'lb' })).toBe(
      5000,
    ); // 4.536 kg vs 3.277 kg
  });

  it('never gets cheaper as the parcel gets heavier, and prices are whole cents', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 60, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (kg, extra) => {
          const a = quote('NG', 'US', parcel(20, 20, 20, kg));
          const b = quote('NG', 'US', parcel(20, 20, 20, kg + extra));
          return (
            a.every((q) => Number.isInteger(q.amountCents) && q.amountCents > 0) &&
            a.every((q) => (b.find((r) => r.servicelevel === q.servicelevel)?.amountCents ?? Infinity) >= q.amountCents)
          );
        },
      ),
    );
  });

  it('offers DHL, FedEx, UPS and USPS to the US; no USPS elsewhere; freight for heavy parcels', () => {
    const us = quote('NG', 'US', parcel(30, 20, 10, 3));
    expect(new Set(us.map((q) => q.carrier))).toEqual(new Set(['DHL', 'FedEx', 'UPS', 'USPS']));
    expect(quote('NG', 'DE', parcel(30, 20, 10, 3)).some((q) => q.carrier === 'USPS')).toBe(false);
    const heavy = quote('NG', 'GB', parcel(120, 100, 100, 400));
    expect(heavy.map((q) => q.carrier).sort()).toEqual(['Air Freight', 'Sea Freight']);
    expect(us[0]!.amountCents).toBeLessThanOrEqual(us[us.length - 1]!.amountCents);
  });
});
