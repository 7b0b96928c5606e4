/** Offer (quote) status as data: allowed transitions and the one check. */
import type { OfferStatus } from '@app/shared/offers';
import { AppError } from '../../lib/errors.ts';
import { msg } from '@app/shared/error-messages';

export const OFFER_TRANSITIONS: Record<OfferStatus, readonly OfferStatus[]> = {
  SENT: ['ACCEPTED', 'REJECTED', 'EXPIRED', 'SUPERSEDED'],
  /** An accepted offer not yet ordered lapses at its validity date: its price is no longer honoured. */
  ACCEPTED: ['EXPIRED'],
  REJECTED: [],
  EXPIRED: [],
  SUPERSEDED: [],
};

export function canTransition(from: OfferStatus, to: OfferStatus): boolean {
  return OFFER_TRANSITIONS[from].includes(to);
}

export function assertOfferTransition(from: OfferStatus, to: OfferStatus): void {
  if (!canTransition(from, to)) {
    if (from === 'EXPIRED') throw new AppError('OFFER_EXPIRED', msg('offers.expired'), { from, to });
    throw new AppError(
      'CONFLICT',
      msg('offers.transition', { state: msg(`offers.state.${from}`), action: msg(`offers.action.${to}`) }),
      { from, to },
    );
  }
}

/** An offer is valid until the end of its validity day (UTC). */
export function validUntilFromDate(date: string): Date {
  return new Date(`${date}T23:59:59.999Z`);
}

export function isPastValidity(validUntil: Date, now: Date): boolean {
  return now.getTime() > validUntil.getTime();
}
