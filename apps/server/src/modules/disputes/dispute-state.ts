/**
 * Dispute status as data: the allowed transitions (with the action that causes each), one machine
 * (lib/state-machine.ts) that checks and applies them. NEW is the dispute before its row exists: opening it (the
 * insert in use-cases/open-dispute.ts) is the only move from there.
 */
import type { DisputeStatus } from '@app/shared/disputes';
import { msg } from '@app/shared/error-messages';
import { AppError } from '../../lib/errors.ts';
import { defineMachine } from '../../lib/state-machine.ts';

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

export const disputeMachine = defineMachine<DisputeStatus | 'NEW', DisputeTransitionAction>({
  name: 'dispute',
  table: DISPUTE_TRANSITIONS,
  refuse: (from, action) =>
    new AppError(
      'CONFLICT',
      from === 'NEW'
        ? msg('disputes.needsOpenDispute')
        : msg('disputes.notPossibleNow', { state: msg(`disputes.state.${from}`) }),
      { from, action },
    ),
});

/** The status an action leads to from `from`, or a CONFLICT naming the current state. */
export const nextDisputeStatus = (from: DisputeStatus | 'NEW', action: DisputeTransitionAction): DisputeStatus =>
  disputeMachine.next(from, action) as DisputeStatus;

export const canDo = (from: DisputeStatus, action: DisputeTransitionAction): boolean =>
  disputeMachine.can(from, action);
