import { msg } from '@app/shared/error-messages';
import type { RfqDetailDto } from '@app/shared/rfqs';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { acceptRfqQuoteIn, rfqQuotes } from '../../offers/offers.service.ts';
import { assertOpen, endRfq, lockOwnRfq } from '../rfq-steps.ts';
import { getRfq } from './get-rfq.ts';

/**
 * The buyer accepts one quote: it goes into their cart at its price, the request is AWARDED, and the other open
 * quotes are rejected with a polite notice to their vendors, in one transaction. The request row is locked first, so
 * of two accepts at once (two tabs, a double click) one wins and the other is refused.
 */
export async function acceptQuote(
  deps: Deps,
  auth: AuthContext,
  rfqId: string,
  offerId: string,
): Promise<RfqDetailDto> {
  const result = await deps.db.transaction(async (tx) => {
    const rfq = await lockOwnRfq(tx, auth, rfqId);
    if (!(await rfqQuotes(tx, rfq.id)).some((q) => q.id === offerId))
      throw new AppError('NOT_FOUND', msg('rfqs.quoteNotOnRequest'));
    assertOpen(rfq, deps.clock.now());
    const decided = await acceptRfqQuoteIn(deps, tx, auth, offerId);
    if (decided.expired) return { expired: true as const };
    await endRfq(deps, tx, rfq, 'AWARDED', auth.user.id, offerId);
    return { expired: false as const };
  });
  if (result.expired) throw new AppError('OFFER_EXPIRED', msg('offers.expiredCannotAccept'));
  return getRfq(deps, auth, rfqId);
}
