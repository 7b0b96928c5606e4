import type { Tx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { decideIn } from '../offer-steps.ts';
import type { OfferRow } from '../offers.repository.ts';

/**
 * The buyer accepts a buying request's quote inside the rfqs module's transaction, which locked the request first (so
 * two accepts on one request wait for each other, and lock the offers in the same order). The caller checked that the
 * quote is the buyer's and belongs to the request.
 */
export function acceptRfqQuoteIn(
  deps: Deps,
  tx: Tx,
  auth: AuthContext,
  offerId: string,
): Promise<{ expired: true } | { expired: false; offer: OfferRow }> {
  return decideIn(deps, tx, auth, offerId, 'ACCEPTED');
}
