import type { OfferDto } from '@app/shared/offers';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { buyerDecision } from '../offer-steps.ts';

/** The buyer accepts a quote: it goes into their cart at the quoted price. */
export function acceptOffer(deps: Deps, auth: AuthContext, offerId: string): Promise<OfferDto> {
  return buyerDecision(deps, auth, offerId, 'ACCEPTED');
}
