/** Escrow status of a vendor order as data: allowed transitions and the one check. */
import { AppError } from '../../lib/errors.ts';
import { msg } from '@app/shared/error-messages';

export const ESCROW_STATUSES = ['HELD', 'RELEASED', 'REFUNDED', 'PARTIALLY_REFUNDED'] as const;
export type EscrowStatus = (typeof ESCROW_STATUSES)[number];

export const ESCROW_TRANSITIONS: Record<EscrowStatus, readonly EscrowStatus[]> = {
  HELD: ['RELEASED', 'REFUNDED', 'PARTIALLY_REFUNDED'],
  RELEASED: [],
  REFUNDED: [],
  PARTIALLY_REFUNDED: [],
};

export function assertEscrowTransition(from: EscrowStatus, to: EscrowStatus): void {
  if (!ESCROW_TRANSITIONS[from].includes(to)) {
    throw new AppError(
      'CONFLICT',
      msg('escrow.transition', { from: msg(`escrow.status.${from}`), to: msg(`escrow.status.${to}`) }),
      { from, to },
    );
  }
}
