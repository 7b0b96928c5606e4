import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lateCancel, reminderDue, shipByOf } from './ship-by.ts';

const DAY = 86_400_000;
const placed = new Date('2026-11-02T09:00:00Z');

describe('ship-by date', () => {
  it('is placement plus the longest lead time of the lines, at least one day', () => {
    expect(shipByOf(placed, [10, 3]).getTime()).toBe(placed.getTime() + 10 * DAY);
    expect(shipByOf(placed, [0]).getTime()).toBe(placed.getTime() + DAY);
    expect(shipByOf(placed, []).getTime()).toBe(placed.getTime() + DAY);
  });
});

describe('ship-by reminders', () => {
  const vo = (shipByReminder: number | null, status: 'PLACED' | 'SHIPPED' = 'PLACED') => ({
    status,
    shipBy: new Date(placed.getTime() + 10 * DAY),
    shipByReminder,
  });
  const at = (daysLeft: number) => new Date(placed.getTime() + (10 - daysLeft) * DAY);

  it('asks 3 days before, then 1 day before, never after the date or once shipped', () => {
    expect(reminderDue(vo(null), at(4))).toBeNull();
    expect(reminderDue(vo(null), at(2.5))).toBe(3);
    expect(reminderDue(vo(3), at(2.5))).toBeNull();
    expect(reminderDue(vo(3), at(0.5))).toBe(1);
    expect(reminderDue(vo(null), at(0.5))).toBe(1); // the nearer one wins when the job ran late
    expect(reminderDue(vo(1), at(0.5))).toBeNull();
    expect(reminderDue(vo(null), at(-1))).toBeNull();
    expect(reminderDue(vo(null, 'SHIPPED'), at(0.5))).toBeNull();
  });

  it('sends each reminder at most once and never the 3-day one after the 1-day one, whenever the job runs', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: -2, max: 12, noNaN: true }), { maxLength: 30 }), (runs) => {
        let sent: number | null = null;
        const history: number[] = [];
        for (const daysLeft of [...runs].sort((a, b) => b - a)) {
          const due = reminderDue(vo(sent), at(daysLeft));
          if (due !== null) {
            history.push(due);
            sent = due;
          }
        }
        expect(new Set(history).size).toBe(history.length);
        expect(history.join(',')).toMatch(/^(3)?,?(1)?$/);
      }),
    );
  });
});

describe('cancelling for lateness', () => {
  const base = {
    status: 'ACCEPTED' as const,
    escrowStatus: 'HELD',
    disputeOpen: false,
    shipBy: new Date(placed.getTime() + 10 * DAY),
  };
  const after = new Date(placed.getTime() + 10 * DAY + 1);
  it('is allowed past the date with no carrier event, the money held and no dispute', () => {
    expect(lateCancel(base, false, after)).toEqual({ allowed: true });
    expect(lateCancel({ ...base, status: 'SHIPPED' }, false, after)).toEqual({ allowed: true });
  });
  it('says why not otherwise', () => {
    expect(lateCancel(base, false, base.shipBy)).toEqual({ allowed: false, reason: 'NOT_LATE' });
    expect(lateCancel({ ...base, status: 'SHIPPED' }, true, after)).toEqual({
      allowed: false,
      reason: 'CARRIER_EVENT',
    });
    expect(lateCancel({ ...base, status: 'DELIVERED' }, false, after)).toEqual({ allowed: false, reason: 'STATUS' });
    expect(lateCancel({ ...base, status: 'CANCELLED' }, false, after)).toEqual({ allowed: false, reason: 'STATUS' });
    expect(lateCancel({ ...base, escrowStatus: 'REFUNDED' }, false, after)).toEqual({
      allowed: false,
      reason: 'ESCROW',
    });
    expect(lateCancel({ ...base, disputeOpen: true }, false, after)).toEqual({ allowed: false, reason: 'DISPUTE' });
    expect(lateCancel({ ...base, shipBy: null }, false, after)).toEqual({ allowed: false, reason: 'NO_DATE' });
    // a payment plan's balance asked and unpaid: the goods wait for the buyer, not the vendor
    expect(lateCancel({ ...base, balanceStatus: 'DUE' }, false, after)).toEqual({
      allowed: false,
      reason: 'BALANCE_DUE',
    });
    expect(lateCancel({ ...base, balanceStatus: 'PENDING' }, false, after)).toEqual({ allowed: true });
  });
});
