import type { OfferDto } from '@app/shared/offers';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { buyerDecision } from '../offer-steps.ts';

/** The buyer turns a quote down. */
export function rejectOffer(deps: Deps, auth: AuthContext, offerId: string): Promise<OfferDto> {
  return buyerDecision(deps, auth, offerId, 'REJECTED');
}
