import { describe, expect, it } from 'vitest';
import { amountToCents, suggestionExplanation, timeLeft, usd } from './dispute-format';
import { i18n } from '../../i18n/i18n';

describe('dispute format helpers', () => {
  it('parses amounts to cents', () => {
    expect(amountToCents('60')).toBe(6000);
    expect(amountToCents(' 60.50 ')).toBe(6050);
    expect(amountToCents('0')).toBeNull();
    expect(amountToCents('abc')).toBeNull();
  });
  it('counts down to a deadline', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(timeLeft('2026-01-03T01:30:00Z', now)).toEqual({ days: 2, hours: 1, minutes: 30, passed: false });
    expect(timeLeft('2025-12-31T00:00:00Z', now).passed).toBe(true);
  });
  it('formats dollars', () => {
    expect(usd(6000, 'en')).toBe('$60.00');
  });
});

describe('suggestionExplanation', () => {
  const base = {
    outcome: null,
    refundCents: null,
    explanation: 'English for API clients',
    promisedDeliveryDate: null,
  } as const;

  it('words each rule in the reader’s language, with the promised day and the dispute’s reason', () => {
    const en = i18n.getFixedT('en');
    const fr = i18n.getFixedT('fr');
    const noTracking = {
      ...base,
      outcome: 'FULL_REFUND',
      rule: 'NO_TRACKING_AFTER_PROMISED',
      promisedDeliveryDate: '2026-11-20',
    } as const;
    expect(suggestionExplanation(en, noTracking, 'NOT_RECEIVED', 'en')).toContain(
      'after the promised delivery date (Nov 20, 2026)',
    );
    expect(suggestionExplanation(fr, noTracking, 'NOT_RECEIVED', 'fr')).toContain(
      'date de livraison promise (20 nov. 2026)',
    );
    const partial = {
      ...base,
      outcome: 'PARTIAL_REFUND',
      refundCents: 2000,
      rule: 'EVIDENCE_UNANSWERED_BY_VENDOR',
    } as const;
    expect(suggestionExplanation(fr, partial, 'DAMAGED', 'fr')).toMatch(
      /^L’acheteur a étayé sa réclamation \(.+\) par des preuves.*remboursement partiel/,
    );
    expect(suggestionExplanation(en, { ...partial, outcome: 'FULL_REFUND' }, 'DAMAGED', 'en')).toMatch(
      /\(Damaged\).*\(full refund\)\.$/,
    );
    expect(suggestionExplanation(fr, { ...base, rule: 'NONE' }, 'DAMAGED', 'fr')).toBe(
      'Aucune règle ne s’applique : pesez les messages et les preuves, puis décidez.',
    );
  });
});
