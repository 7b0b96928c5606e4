import { describe, expect, it } from 'vitest';
import { DISPUTE_STATUSES, qualityClaimDays } from '@app/shared/disputes';
import { DISPUTE_TRANSITIONS, nextDisputeStatus, type DisputeTransitionAction } from './dispute-state.ts';
import { disputeWindow, isOverdue, promisedDeliveryAt } from './dispute-window.ts';
import { disputeRate } from './mediator.service.ts';
import { suggestOutcome, type DisputeFacts } from './suggest-outcome.ts';

const DAY = 86_400_000;
const t0 = new Date('2026-01-01T00:00:00Z');

describe('dispute state machine', () => {
  const allowed: [string, DisputeTransitionAction, string][] = [
    ['NEW', 'open', 'OPEN'],
    ['OPEN', 'vendor_accept', 'RESOLVED'],
    ['OPEN', 'vendor_offer', 'OFFERED'],
    ['OPEN', 'vendor_contest', 'ESCALATED'],
    ['OPEN', 'deadline_passed', 'ESCALATED'],
    ['OFFERED', 'buyer_accept_offer', 'RESOLVED'],
    ['OFFERED', 'buyer_reject_offer', 'ESCALATED'],
    ['OFFERED', 'deadline_passed', 'ESCALATED'],
    ['ESCALATED', 'admin_decide', 'RESOLVED'],
  ];
  it('allows exactly the listed transitions', () => {
    for (const [from, action, to] of allowed) expect(nextDisputeStatus(from as never, action)).toBe(to);
    const actions = Object.keys(DISPUTE_TRANSITIONS.OPEN).concat(Object.keys(DISPUTE_TRANSITIONS.OFFERED), [
      'admin_decide',
      'open',
    ]) as DisputeTransitionAction[];
    for (const from of ['NEW', ...DISPUTE_STATUSES] as const) {
      for (const action of new Set(actions)) {
        if (allowed.some(([f, a]) => f === from && a === action)) continue;
        expect(() => nextDisputeStatus(from, action), `${from} ${action}`).toThrow(
          expect.objectContaining({ code: 'CONFLICT' }),
        );
      }
    }
  });
  it('has no way out of RESOLVED and no admin decision before escalation', () => {
    expect(DISPUTE_TRANSITIONS.RESOLVED).toEqual({});
    expect(() => nextDisputeStatus('OPEN', 'admin_decide')).toThrow(/waiting for the vendor/);
  });
});

describe('dispute window', () => {
  const base = {
    status: 'DELIVERED',
    escrowStatus: 'HELD',
    inspectionEndsAt: new Date(t0.getTime() + 7 * DAY),
    promisedAt: new Date(t0.getTime() + 20 * DAY),
    disputeOpen: false,
    hasDispute: false,
    now: t0,
    deliveredAt: t0,
    claimDays: 30,
  };
  it('is open from delivery until the inspection window ends', () => {
    expect(disputeWindow(base)).toMatchObject({ canOpen: true, blockedBy: null });
    expect(disputeWindow({ ...base, now: new Date(t0.getTime() + 7 * DAY - 1) }).canOpen).toBe(true);
    expect(disputeWindow({ ...base, now: new Date(t0.getTime() + 7 * DAY) })).toMatchObject({
      canOpen: false,
      blockedBy: 'WINDOW_ENDED',
    });
  });
  it('is closed once settled or disputed, and before shipping unless overdue', () => {
    expect(disputeWindow({ ...base, escrowStatus: 'RELEASED' }).blockedBy).toBe('ESCROW_SETTLED');
    expect(disputeWindow({ ...base, escrowStatus: 'PARTIALLY_REFUNDED', status: 'COMPLETED' }).blockedBy).toBe(
      'ESCROW_SETTLED',
    );
    expect(disputeWindow({ ...base, hasDispute: true }).blockedBy).toBe('ALREADY_DISPUTED');
    // shipped without a carrier delivery event: the buyer may hold the goods, so a dispute can be opened
    expect(disputeWindow({ ...base, status: 'SHIPPED', inspectionEndsAt: null })).toMatchObject({
      canOpen: true,
      blockedBy: null,
      windowEndsAt: null,
      overdue: false,
    });
    for (const status of ['PLACED', 'ACCEPTED'])
      expect(disputeWindow({ ...base, status, inspectionEndsAt: null }).blockedBy).toBe('NOT_SHIPPED_YET');
    const overdue = { ...base, status: 'ACCEPTED', inspectionEndsAt: null, now: new Date(t0.getTime() + 34 * DAY) };
    expect(disputeWindow(overdue)).toMatchObject({ canOpen: true, overdue: true });
    expect(disputeWindow({ ...overdue, now: new Date(t0.getTime() + 34 * DAY - 1) })).toMatchObject({
      canOpen: false,
      blockedBy: 'NOT_SHIPPED_YET',
    });
    expect(disputeWindow({ ...overdue, status: 'SHIPPED' })).toMatchObject({ canOpen: true, overdue: true });
    expect(disputeWindow({ ...base, status: 'CANCELLED', escrowStatus: 'HELD' }).blockedBy).toBe('ESCROW_SETTLED');
    expect(isOverdue({ status: 'DELIVERED', promisedAt: t0, now: new Date(t0.getTime() + 100 * DAY) })).toBe(false);
  });
  it('after the release, opens a quality claim until the claim window after delivery ends (issue 18)', () => {
    const released = { ...base, status: 'COMPLETED', escrowStatus: 'RELEASED' };
    expect(disputeWindow({ ...released, now: new Date(t0.getTime() + 10 * DAY) })).toEqual({
      canOpen: true,
      blockedBy: null,
      windowEndsAt: new Date(t0.getTime() + 30 * DAY).toISOString(),
      overdue: false,
      claim: true,
    });
    expect(disputeWindow({ ...released, now: new Date(t0.getTime() + 30 * DAY - 1) }).canOpen).toBe(true);
    expect(disputeWindow({ ...released, now: new Date(t0.getTime() + 30 * DAY) })).toMatchObject({
      canOpen: false,
      blockedBy: 'WINDOW_ENDED',
      claim: false,
    });
    // a perishable category's shorter window
    expect(disputeWindow({ ...released, claimDays: 14, now: new Date(t0.getTime() + 14 * DAY) }).canOpen).toBe(false);
    // one dispute per vendor order: a settled dispute leaves no claim; never delivered: nothing to judge
    expect(disputeWindow({ ...released, hasDispute: true }).blockedBy).toBe('ALREADY_DISPUTED');
    expect(disputeWindow({ ...released, deliveredAt: null }).blockedBy).toBe('ESCROW_SETTLED');
    // refunded or cancelled orders have no claim
    expect(disputeWindow({ ...released, escrowStatus: 'REFUNDED' }).blockedBy).toBe('ESCROW_SETTLED');
    expect(disputeWindow({ ...released, status: 'CANCELLED' }).blockedBy).toBe('ESCROW_SETTLED');
    expect(qualityClaimDays(['textiles-clothing'])).toBe(30);
    expect(qualityClaimDays(['textiles-clothing', 'raw-food-health'])).toBe(14);
    expect(qualityClaimDays([])).toBe(30);
  });
  it('promises delivery after the lead time plus the bought rate transit, or 14 days of transit without a label', () => {
    expect(promisedDeliveryAt(t0, 10, 5).getTime()).toBe(t0.getTime() + 15 * DAY);
    expect(promisedDeliveryAt(t0, 10, null).getTime()).toBe(t0.getTime() + 24 * DAY);
  });
});

describe('suggested outcome', () => {
  const facts: DisputeFacts = {
    reason: 'DAMAGED',
    requestedOutcome: 'PARTIAL_REFUND',
    requestedRefundCents: 5000,
    carrierDelivered: true,
    lastTrackingAt: new Date(t0.getTime() + 5 * DAY),
    promisedDeliveryAt: new Date(t0.getTime() + 10 * DAY),
    now: new Date(t0.getTime() + 12 * DAY),
    buyerEvidenceCount: 2,
    vendorEvidenceCount: 0,
    vendorResponse: 'CONTEST',
  };
  it('refunds in full when nothing was tracked after the promised date and the carrier never delivered', () => {
    expect(suggestOutcome({ ...facts, carrierDelivered: false })).toMatchObject({
      outcome: 'FULL_REFUND',
      rule: 'NO_TRACKING_AFTER_PROMISED',
    });
    expect(suggestOutcome({ ...facts, carrierDelivered: false, lastTrackingAt: null })).toMatchObject({
      outcome: 'FULL_REFUND',
      rule: 'NO_TRACKING_AFTER_PROMISED',
    });
    // not yet past the promised date, or still moving after it: the rule does not fire
    expect(suggestOutcome({ ...facts, carrierDelivered: false, now: new Date(t0.getTime() + 9 * DAY) }).rule).not.toBe(
      'NO_TRACKING_AFTER_PROMISED',
    );
    expect(
      suggestOutcome({ ...facts, carrierDelivered: false, lastTrackingAt: new Date(t0.getTime() + 11 * DAY) }).rule,
    ).not.toBe('NO_TRACKING_AFTER_PROMISED');
  });
  it('releases when the carrier says delivered and the buyer has no evidence', () => {
    expect(suggestOutcome({ ...facts, buyerEvidenceCount: 0 })).toMatchObject({
      outcome: 'RELEASE',
      rule: 'CARRIER_DELIVERED_NO_BUYER_EVIDENCE',
    });
    expect(suggestOutcome({ ...facts, buyerEvidenceCount: 0, carrierDelivered: false, now: t0 }).rule).toBe('NONE');
  });
  it("grants the buyer's request when their evidence meets a contest without evidence", () => {
    const s = suggestOutcome(facts);
    expect(s).toMatchObject({ outcome: 'PARTIAL_REFUND', refundCents: 5000, rule: 'EVIDENCE_UNANSWERED_BY_VENDOR' });
    expect(s.explanation).toMatch(/damaged/);
    expect(suggestOutcome({ ...facts, requestedOutcome: 'FULL_REFUND', requestedRefundCents: null })).toMatchObject({
      outcome: 'FULL_REFUND',
      refundCents: null,
    });
    expect(suggestOutcome({ ...facts, vendorEvidenceCount: 1 }).rule).toBe('NONE');
    expect(suggestOutcome({ ...facts, vendorResponse: 'OFFER' }).rule).toBe('NONE');
    expect(suggestOutcome({ ...facts, reason: 'NOT_RECEIVED' }).rule).toBe('NONE');
  });
  it('otherwise suggests nothing', () => {
    expect(suggestOutcome({ ...facts, vendorResponse: null })).toMatchObject({ outcome: null, rule: 'NONE' });
  });
});

describe('dispute rate', () => {
  it('is disputes per order, 0 without orders', () => {
    expect(disputeRate(0, 0)).toBe(0);
    expect(disputeRate(1, 3)).toBe(0.3333);
    expect(disputeRate(2, 2)).toBe(1);
  });
});
