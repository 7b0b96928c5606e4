/** Offer (quote) status as data: the allowed moves, one machine (lib/state-machine.ts) that checks and applies them. */
import type { OfferStatus } from '@app/shared/offers';
import { msg } from '@app/shared/error-messages';
import { AppError } from '../../lib/errors.ts';
import { statusMachine } from '../../lib/state-machine.ts';

export const offerMachine = statusMachine<OfferStatus>({
  name: 'offer',
  transitions: {
    SENT: ['ACCEPTED', 'REJECTED', 'EXPIRED', 'SUPERSEDED'],
    /** An accepted offer not yet ordered lapses at its validity date: its price is no longer honoured. */
    ACCEPTED: ['EXPIRED'],
    REJECTED: [],
    EXPIRED: [],
    SUPERSEDED: [],
  },
  refuse: (from, to) =>
    from === 'EXPIRED'
      ? new AppError('OFFER_EXPIRED', msg('offers.expired'), { from, to })
      : new AppError(
          'CONFLICT',
          msg('offers.transition', { state: msg(`offers.state.${from}`), action: msg(`offers.action.${to}`) }),
          { from, to },
        ),
});

export const OFFER_TRANSITIONS = offerMachine.transitions;

export const canTransition = (from: OfferStatus, to: OfferStatus): boolean => offerMachine.can(from, to);

export const assertOfferTransition = (from: OfferStatus, to: OfferStatus): void => offerMachine.assert(from, to);

/** An offer is valid until the end of its validity day (UTC). */
export function validUntilFromDate(date: string): Date {
  return new Date(`${date}T23:59:59.999Z`);
}

export function isPastValidity(validUntil: Date, now: Date): boolean {
  return now.getTime() > validUntil.getTime();
}
