import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { BRAND, currentYear } from './constants.ts';
import { applicationDto, businessInfoSchema } from './verification.ts';

const business = {
  businessName: 'Ashanti Cocoa',
  businessType: 'Exporter',
  businessLocation: 'Kumasi',
  yearEstablished: 2010,
  businessDescription: 'Cocoa exporter',
  primaryProducts: 'Cocoa',
};

function yearIssue(year: unknown) {
  return businessInfoSchema
    .safeParse({ ...business, yearEstablished: year })
    .error?.issues.find((i) => i.path[0] === 'yearEstablished');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('year established', () => {
  it('accepts 1900 up to the current year, 2025 and 2026 included', () => {
    const now = new Date().getFullYear();
    for (const year of [1900, 2024, 2025, 2026, now, String(now)])
      expect(yearIssue(year), String(year)).toBeUndefined();
  });

  it('refuses next year with the maximum year in the message params', () => {
    const next = new Date().getFullYear() + 1;
    const issue = yearIssue(next);
    expect(issue?.message).toBe('verification.form.yearMax');
    expect(issue).toMatchObject({ code: 'too_big', maximum: next - 1 });
    expect(yearIssue(1899)?.message).toBe('verification.form.yearMin');
  });

  it('refuses an empty year as required (never as 0)', () => {
    for (const blank of ['', ' ', null, undefined])
      expect(yearIssue(blank)?.message).toBe('verification.form.yearRequired');
  });

  it('reads the year when the value is checked, not when the contract was built', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2031-03-01T12:00:00Z'));
    expect(currentYear()).toBe(2031);
    expect(yearIssue(2031)).toBeUndefined();
    expect(yearIssue(2032)).toMatchObject({ message: 'verification.form.yearMax', maximum: 2031 });
  });
});

describe('copyright year', () => {
  it('is the current year, not a constant', () => {
    expect('copyrightYear' in BRAND).toBe(false);
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2029-07-01T12:00:00Z'));
    expect(currentYear()).toBe(2029);
  });
});

describe('applicationDto', () => {
  it('answers stored details as they are, even text a newer input rule refuses', () => {
    const dto = {
      id: 'a',
      userId: 'u',
      status: 'PENDING',
      business: { ...business, businessName: 'Old\nname', exportExperience: '', certifications: '' },
      contact: {
        contactPerson: 'Kofi',
        contactPhone: '1',
        contactEmail: 'k@example.com',
        businessAddress: 'x',
        website: '',
      },
      documents: [],
      productId: null,
      decisionReason: null,
      submittedAt: '2024-01-01T00:00:00Z',
      decidedAt: null,
    };
    expect(z.safeEncode(applicationDto, dto as z.output<typeof applicationDto>).success).toBe(true);
  });
});
