import { describe, expect, it } from 'vitest';
import { FRAUD_ACTIONS, FRAUD_ALERT_STATUSES, type FraudAction, type FraudAlertStatus } from '@app/shared/fraud';
import { ALERT_TRANSITIONS, alertMachine } from './alert-state.ts';

const ALLOWED: [FraudAlertStatus, FraudAction, FraudAlertStatus][] = [
  ['OPEN', 'DISMISS', 'DISMISSED'],
  ['OPEN', 'HOLD_ORDER', 'HELD'],
  ['OPEN', 'SUSPEND_ACCOUNT', 'SUSPENDED'],
  ['HELD', 'RELEASE_HOLD', 'DISMISSED'],
  ['HELD', 'SUSPEND_ACCOUNT', 'SUSPENDED'],
  ['SUSPENDED', 'HOLD_ORDER', 'HELD'],
];

describe('fraud alert state machine', () => {
  it('allows exactly the listed admin actions, and refuses the others with a CONFLICT', () => {
    expect(Object.keys(ALERT_TRANSITIONS).sort()).toEqual([...FRAUD_ALERT_STATUSES].sort());
    for (const from of FRAUD_ALERT_STATUSES)
      for (const action of FRAUD_ACTIONS) {
        const listed = ALLOWED.find(([f, a]) => f === from && a === action);
        expect(alertMachine.can(from, action), `${from} ${action}`).toBe(listed !== undefined);
        if (listed) expect(alertMachine.next(from, action)).toBe(listed[2]);
        else
          expect(() => alertMachine.assert(from, action), `${from} ${action}`).toThrow(
            expect.objectContaining({ code: 'CONFLICT' }),
          );
      }
  });

  it('says why a dismissal or a release is refused, and names both states otherwise', () => {
    expect(() => alertMachine.assert('HELD', 'DISMISS')).toThrow('Only an open alert can be dismissed');
    expect(() => alertMachine.assert('OPEN', 'RELEASE_HOLD')).toThrow('This order is not on hold');
    expect(() => alertMachine.assert('DISMISSED', 'HOLD_ORDER')).toThrow(
      'This alert is dismissed: it cannot be moved to held',
    );
  });
});
