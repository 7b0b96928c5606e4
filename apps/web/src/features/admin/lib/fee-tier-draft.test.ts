import { describe, expect, it } from 'vitest';
import { DEFAULT_FEE_TIERS } from '@app/shared/fees';
import { addTier, draftOf, parseDraft, removeTier } from './fee-tier-draft';

describe('fee tier draft', () => {
  it('round-trips the seeded table through the form', () => {
    const draft = draftOf(DEFAULT_FEE_TIERS);
    expect(draft[0]).toEqual({ upTo: '500.00', rate: '10' });
    expect(draft[4]).toEqual({ upTo: '', rate: '1.5' });
    expect(parseDraft(draft)).toEqual({ ok: true, tiers: DEFAULT_FEE_TIERS });
  });

  it('names badly typed fields, then table problems, by tier', () => {
    expect(
      parseDraft([
        { upTo: '5OO', rate: '10' },
        { upTo: '', rate: 'ten' },
      ]),
    ).toEqual({
      ok: false,
      errors: [
        { index: 0, field: 'upTo', code: 'UP_TO_FORMAT' },
        { index: 1, field: 'rate', code: 'RATE_FORMAT' },
      ],
    });
    expect(
      parseDraft([
        { upTo: '1000', rate: '5' },
        { upTo: '500', rate: '3' },
        { upTo: '', rate: '1' },
      ]),
    ).toEqual({
      ok: false,
      errors: [{ index: 1, field: 'upTo', code: 'NOT_ASCENDING' }],
    });
    expect(
      parseDraft([
        { upTo: '100', rate: '101' },
        { upTo: '', rate: '1' },
      ]),
    ).toMatchObject({ ok: false, errors: [{ index: 0, field: 'rate', code: 'RATE_FORMAT' }] });
  });

  it('adds a tier before the open-ended one, and removing the last makes the one before it open', () => {
    const draft = draftOf(DEFAULT_FEE_TIERS.slice(3));
    expect(addTier(draft)).toEqual([
      { upTo: '50000.00', rate: '2' },
      { upTo: '', rate: '' },
      { upTo: '', rate: '1.5' },
    ]);
    expect(removeTier(draft, 1)).toEqual([{ upTo: '', rate: '2' }]);
    expect(removeTier([{ upTo: '', rate: '2' }], 0)).toEqual([{ upTo: '', rate: '2' }]);
  });
});
