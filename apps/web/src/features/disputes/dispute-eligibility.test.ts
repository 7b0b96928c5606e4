import { describe, expect, it } from 'vitest';
import type { DisputeEligibilityDto } from '@app/shared/disputes';
import { i18n } from '../../i18n/i18n';
import { disputeAffordance } from './dispute-eligibility';

const none: DisputeEligibilityDto = {
  allowed: false,
  claim: false,
  reason: null,
  windowEndsAt: null,
  overdue: false,
  disputeId: null,
  disputeStatus: null,
};
const part = (e: Partial<DisputeEligibilityDto> | undefined, extra: Record<string, unknown> = {}) => ({
  status: 'SHIPPED',
  escrowStatus: 'HELD',
  inspectionEndsAt: null,
  disputeEligibility: e === undefined ? undefined : { ...none, ...e },
  ...extra,
});

describe('what the buyer sees about disputes on a vendor part', () => {
  it('offers to open one exactly when the server allows it, with its deadline or the overdue note', () => {
    expect(disputeAffordance(part({ allowed: true }))).toEqual({
      kind: 'open',
      windowEndsAt: null,
      overdue: false,
      claim: false,
    });
    expect(disputeAffordance(part({ allowed: true, windowEndsAt: '2026-01-08T00:00:00.000Z' }))).toEqual({
      kind: 'open',
      windowEndsAt: '2026-01-08T00:00:00.000Z',
      overdue: false,
      claim: false,
    });
    // after the release: a quality claim until its window ends (issue 18)
    expect(
      disputeAffordance(
        part(
          { allowed: true, claim: true, windowEndsAt: '2026-02-07T00:00:00.000Z' },
          { status: 'COMPLETED', escrowStatus: 'RELEASED' },
        ),
      ),
    ).toEqual({ kind: 'open', windowEndsAt: '2026-02-07T00:00:00.000Z', overdue: false, claim: true });
    expect(disputeAffordance(part({ allowed: true, overdue: true }))).toMatchObject({ kind: 'open', overdue: true });
    // no eligibility on the DTO (e.g. the vendor's list): nothing, never a guess
    expect(disputeAffordance(part(undefined))).toBeNull();
  });

  it('links to the dispute once there is one, resolved or not', () => {
    const open = part({ reason: 'ALREADY_DISPUTED', disputeId: 'd1', disputeStatus: 'ESCALATED' });
    expect(disputeAffordance(open)).toEqual({ kind: 'view', disputeId: 'd1', resolved: false });
    const done = part({ reason: 'ALREADY_DISPUTED', disputeId: 'd1', disputeStatus: 'RESOLVED' });
    expect(disputeAffordance(done)).toEqual({ kind: 'view', disputeId: 'd1', resolved: true });
  });

  it('says why not otherwise', () => {
    expect(disputeAffordance(part({ reason: 'NOT_SHIPPED_YET' }, { status: 'PLACED' }))).toEqual({
      kind: 'explain',
      key: 'eligibility.notShipped',
      date: null,
    });
    expect(
      disputeAffordance(
        part({ reason: 'WINDOW_ENDED', windowEndsAt: '2026-01-08T00:00:00.000Z' }, { status: 'DELIVERED' }),
      ),
    ).toEqual({ kind: 'explain', key: 'eligibility.windowClosed', date: '2026-01-08T00:00:00.000Z' });
    expect(
      disputeAffordance(
        part({ reason: 'WINDOW_ENDED' }, { status: 'DELIVERED', inspectionEndsAt: '2026-01-09T00:00:00.000Z' }),
      ),
    ).toMatchObject({ key: 'eligibility.windowClosed', date: '2026-01-09T00:00:00.000Z' });
    expect(
      disputeAffordance(part({ reason: 'ESCROW_SETTLED' }, { status: 'COMPLETED', escrowStatus: 'RELEASED' })),
    ).toMatchObject({ key: 'eligibility.released' });
    expect(disputeAffordance(part({ reason: 'NOT_BUYER' }))).toMatchObject({ key: 'eligibility.notBuyer' });
    // a cancelled part was refunded in full: nothing to say
    expect(
      disputeAffordance(part({ reason: 'ESCROW_SETTLED' }, { status: 'CANCELLED', escrowStatus: 'REFUNDED' })),
    ).toBeNull();
  });

  it('has every explanation in every language', () => {
    const keys = [
      'eligibility.notShipped',
      'eligibility.notDelivered',
      'eligibility.windowClosed',
      'eligibility.windowClosedNoDate',
      'eligibility.released',
      'eligibility.settled',
      'eligibility.alreadyDisputed',
      'eligibility.notBuyer',
    ];
    for (const lng of ['en', 'fr', 'yo', 'ha', 'ar'])
      for (const key of keys) expect(i18n.exists(`disputes:${key}`, { lng }), `${lng} ${key}`).toBe(true);
    expect(i18n.t('disputes:eligibility.windowClosed', { lng: 'en', date: '8 Jan 2026' })).toBe(
      'The 7-day inspection window closed on 8 Jan 2026.',
    );
  });
});
