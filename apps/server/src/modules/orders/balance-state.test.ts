import { describe, expect, it } from 'vitest';
import { BALANCE_STATUSES, BALANCE_TRANSITIONS } from '@app/shared/payment-plans';
import { assertBalancePaid, balanceMachine } from './balance-state.ts';

describe('balance state machine (payment plans)', () => {
  it('allows exactly the listed moves, and refuses every other in the words of where the balance stands', () => {
    const refusals: Record<string, string> = {
      NONE: 'paid in full at checkout',
      PENDING: 'not due yet',
      DUE: 'already been asked',
      PAID: 'already paid',
      CANCELLED: 'was cancelled',
    };
    for (const from of BALANCE_STATUSES)
      for (const to of BALANCE_STATUSES) {
        const listed = BALANCE_TRANSITIONS[from].includes(to);
        if (listed) expect(() => balanceMachine.assert(from, to), `${from} -> ${to}`).not.toThrow();
        else {
          let error: unknown;
          try {
            balanceMachine.assert(from, to);
          } catch (err) {
            error = err;
          }
          expect(error, `${from} -> ${to}`).toMatchObject({ code: 'CONFLICT', details: { balanceStatus: from } });
          expect((error as Error).message).toContain(refusals[from]);
        }
      }
    expect(balanceMachine.fromStatesOf('PAID')).toEqual(['DUE']);
    expect(balanceMachine.fromStatesOf('CANCELLED')).toEqual(['PENDING', 'DUE']);
    expect(balanceMachine.subjectType).toBe('vendor_order');
  });

  it('lets goods ship only once escrow holds the balance', () => {
    for (const s of BALANCE_STATUSES) {
      const ship = () => assertBalancePaid({ balanceStatus: s });
      if (s === 'PENDING' || s === 'DUE') expect(ship, s).toThrow(/pays the balance before the goods ship/);
      else expect(ship, s).not.toThrow();
    }
  });
});
