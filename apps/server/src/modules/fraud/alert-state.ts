/**
 * Fraud alert status as data: what an admin may do from each status and where it leads, one machine
 * (lib/state-machine.ts) that checks and applies it. A rescan refreshes an OPEN alert without moving it.
 */
import type { FraudAction, FraudAlertStatus } from '@app/shared/fraud';
import { msg } from '@app/shared/error-messages';
import { AppError } from '../../lib/errors.ts';
import { defineMachine } from '../../lib/state-machine.ts';

/** from -> admin action -> to. Anything not listed is refused. */
export const ALERT_TRANSITIONS: Record<FraudAlertStatus, Partial<Record<FraudAction, FraudAlertStatus>>> = {
  OPEN: { DISMISS: 'DISMISSED', HOLD_ORDER: 'HELD', SUSPEND_ACCOUNT: 'SUSPENDED' },
  HELD: { RELEASE_HOLD: 'DISMISSED', SUSPEND_ACCOUNT: 'SUSPENDED' },
  SUSPENDED: { HOLD_ORDER: 'HELD' },
  DISMISSED: {},
};

/** Where each action leads (from any state that allows it): named in a refusal. */
const TARGET: Record<FraudAction, FraudAlertStatus> = {
  DISMISS: 'DISMISSED',
  HOLD_ORDER: 'HELD',
  RELEASE_HOLD: 'DISMISSED',
  SUSPEND_ACCOUNT: 'SUSPENDED',
};

export const alertMachine = defineMachine<FraudAlertStatus, FraudAction>({
  name: 'fraud_alert',
  table: ALERT_TRANSITIONS,
  refuse: (from, action) => {
    if (action === 'RELEASE_HOLD') return new AppError('CONFLICT', msg('fraud.notOnHold'));
    if (action === 'DISMISS') return new AppError('CONFLICT', msg('fraud.dismissOpenOnly'));
    return new AppError(
      'CONFLICT',
      msg('fraud.transition', { from: msg(`fraud.status.${from}`), to: msg(`fraud.status.${TARGET[action]}`) }),
    );
  },
});
