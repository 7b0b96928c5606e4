/** Dispute status as data: the allowed transitions (with the action that causes each) and the one check. */
import type { DisputeStatus } from '@app/shared/disputes';
import { AppError } from '../../lib/errors.ts';
import { msg } from '@app/shared/error-messages';

export type DisputeTransitionAction =
  | 'open'
  | 'vendor_accept'
  | 'vendor_offer'
  | 'vendor_contest'
  | 'buyer_accept_offer'
  | 'buyer_reject_offer'
  | 'deadline_passed'
  | 'admin_decide';

/** from -> action -> to. Anything not listed is refused. */
export const DISPUTE_TRANSITIONS: Record<
  DisputeStatus | 'NEW',
  Partial<Record<DisputeTransitionAction, DisputeStatus>>
> = {
  NEW: { open: 'OPEN' },
  OPEN: {
    vendor_accept: 'RESOLVED',
    vendor_offer: 'OFFERED',
    vendor_contest: 'ESCALATED',
    deadline_passed: 'ESCALATED',
  },
  OFFERED: { buyer_accept_offer: 'RESOLVED', buyer_reject_offer: 'ESCALATED', deadline_passed: 'ESCALATED' },
  ESCALATED: { admin_decide: 'RESOLVED' },
  RESOLVED: {},
};

/** The status an action leads to from `from`, or a CONFLICT naming the current state. */
export function nextDisputeStatus(from: DisputeStatus | 'NEW', action: DisputeTransitionAction): DisputeStatus {
  const to = DISPUTE_TRANSITIONS[from][action];
  if (!to)
    throw new AppError(
      'CONFLICT',
      from === 'NEW'
        ? msg('disputes.needsOpenDispute')
        : msg('disputes.notPossibleNow', { state: msg(`disputes.state.${from}`) }),
      { from, action },
    );
  return to;
}

export function canDo(from: DisputeStatus, action: DisputeTransitionAction): boolean {
  return DISPUTE_TRANSITIONS[from][action] !== undefined;
}
