import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../i18n/translator';
import { ruleExplanation, scoreTone } from './fraud-text';

const t = ((key: string, values: Record<string, string>) => `${key} ${JSON.stringify(values)}`) as unknown as TFunction;

describe('fraud text', () => {
  it('explains a rule from its recorded figures', () => {
    expect(
      ruleExplanation(t, { rule: 'FAILED_PAYMENTS', points: 25, explanation: '', facts: { failedLastDay: 4 } }, 'en'),
    ).toBe('explain.FAILED_PAYMENTS {"n":"4"}');
    expect(
      ruleExplanation(
        t,
        {
          rule: 'HIGH_VALUE_NEW_ACCOUNT',
          points: 35,
          explanation: '',
          facts: { totalUsdCents: 63000, accountAgeHours: 2 },
        },
        'en',
      ),
    ).toContain('"total":"$630.00"');
    expect(
      ruleExplanation(
        t,
        {
          rule: 'HIGH_DISPUTE_RATE',
          points: 40,
          explanation: '',
          facts: { disputes: 2, orders: 5, percent: 40, role: 'vendor' },
        },
        'en',
      ),
    ).toMatch(/^explain.HIGH_DISPUTE_RATE_vendor/);
  });
  it('marks high scores', () => {
    expect(scoreTone(70)).toBe('red');
    expect(scoreTone(55)).toBe('amber');
  });
});
