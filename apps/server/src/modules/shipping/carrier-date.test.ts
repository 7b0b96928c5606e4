import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseCarrierDate } from './carrier-date.ts';

describe('parseCarrierDate', () => {
  it('reads the ISO 8601 forms carriers send', () => {
    expect(parseCarrierDate('2026-11-21T10:00:00Z')?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(parseCarrierDate('2026-11-21T10:00:00.452Z')?.toISOString()).toBe('2026-11-21T10:00:00.452Z');
    expect(parseCarrierDate('2026-11-21T11:30:00+01:30')?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(parseCarrierDate('2026-11-21T05:00:00-0500')?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(parseCarrierDate('2026-11-21T10:00:00')?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(parseCarrierDate('2026-11-21 10:00')?.toISOString()).toBe('2026-11-21T10:00:00.000Z');
    expect(parseCarrierDate('2024-02-29T00:00:00Z')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('refuses what is not a real date and time', () => {
    for (const bad of [
      '',
      'yesterday',
      'not-a-date',
      '2026-02-30T10:00:00Z',
      '2025-02-29T10:00:00Z',
      '2026-13-01T00:00:00Z',
      '2026-11-21T24:00:00Z',
      '2026-11-21T10:60:00Z',
      '2026-11-21T10:00:60Z',
      '2026-11-21',
      '21/11/2026 10:00',
      '+275760-09-13T00:00:00Z',
      '0001-01-01T00:00:00Z',
      '2026-11-21T10:00:00+25:00',
      '1732183200',
    ]) {
      expect(parseCarrierDate(bad), bad).toBeNull();
    }
  });

  it('gives back the instant of any valid date it is shown in ISO form', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (d) => {
          expect(parseCarrierDate(d.toISOString())?.getTime()).toBe(d.getTime());
        },
      ),
    );
  });
});
