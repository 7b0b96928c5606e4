/**
 * Escrow status of a vendor order as data: the allowed moves, one machine (lib/state-machine.ts) that checks and
 * applies them. The status lives on the vendor order's row, so its audit rows are about the vendor order.
 */
import { msg } from '@app/shared/error-messages';
import { AppError } from '../../lib/errors.ts';
import { statusMachine } from '../../lib/state-machine.ts';

export const ESCROW_STATUSES = ['HELD', 'RELEASED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type EscrowStatus = (typeof ESCROW_STATUSES)[number];

export const escrowMachine = statusMachine<EscrowStatus>({
  name: 'escrow',
  subjectType: 'vendor_order',
  transitions: {
    HELD: ['RELEASED', 'REFUNDED', 'PARTIALLY_REFUNDED'],
    RELEASED: [],
    REFUNDED: [],
    PARTIALLY_REFUNDED: [],
  },
  refuse: (from, to) =>
    new AppError(
      'CONFLICT',
      msg('escrow.transition', { from: msg(`escrow.status.${from}`), to: msg(`escrow.status.${to}`) }),
      { from, to },
    ),
});

export const ESCROW_TRANSITIONS = escrowMachine.transitions;

export const assertEscrowTransition = (from: EscrowStatus, to: EscrowStatus): void => escrowMachine.assert(from, to);
