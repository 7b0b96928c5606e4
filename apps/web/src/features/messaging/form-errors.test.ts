import { describe, expect, it } from 'vitest';
import { inquiryInput } from '@app/shared/messaging';
import { offerInput } from '@app/shared/offers';
import { i18n } from '../../i18n/i18n';
import { issueFields } from '../../lib/issue-text';
import { daysFromToday, fileSize, todayIso } from './form-errors';

const t = i18n.getFixedT('en');

describe('messaging form helpers', () => {
  it('maps zod issues to the first message per field', () => {
    const parsed = inquiryInput.safeParse({
      productId: 'x',
      quantity: 0,
      unit: 'MT',
      currency: 'USD',
      destinationCountry: '',
      message: 'short',
    });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const fields = issueFields(t, parsed.error);
    expect(Object.keys(fields).sort()).toEqual(['destinationCountry', 'message', 'productId', 'quantity']);
    expect(fields.message).toMatch(/at least 10/);
  });

  it('validates a quote: price with two decimals, an incoterm, a date', () => {
    expect(
      offerInput.safeParse({
        unitPrice: '12.5',
        currency: 'USD',
        quantity: 3,
        leadTimeDays: 7,
        incoterm: 'CIF',
        validUntil: '2026-12-01',
      }).success,
    ).toBe(true);
    const bad = offerInput.safeParse({
      unitPrice: '12.555',
      currency: 'USD',
      quantity: 3,
      leadTimeDays: 7,
      incoterm: 'XYZ',
      validUntil: '',
    });
    expect(bad.success).toBe(false);
    if (!bad.success)
      expect(Object.keys(issueFields(t, bad.error)).sort()).toEqual(['incoterm', 'unitPrice', 'validUntil']);
  });

  it('formats dates and sizes', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(todayIso(now)).toBe('2026-11-21');
    expect(daysFromToday(14, now)).toBe('2026-12-05');
    expect(fileSize(500)).toBe('500 B');
    expect(fileSize(2048)).toBe('2 KB');
    expect(fileSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
  });
});
