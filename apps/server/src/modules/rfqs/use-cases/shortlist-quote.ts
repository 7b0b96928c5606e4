import { msg } from '@app/shared/error-messages';
import type { RfqDetailDto } from '@app/shared/rfqs';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { rfqQuotes } from '../../offers/offers.service.ts';
import { lockOwnRfq } from '../rfq-steps.ts';
import * as repo from '../rfqs.repository.ts';
import { getRfq } from './get-rfq.ts';

/** The buyer marks a quote of their request as shortlisted, or takes the mark off (the same call twice is harmless). */
export async function shortlistQuote(
  deps: Deps,
  auth: AuthContext,
  rfqId: string,
  offerId: string,
  shortlisted: boolean,
): Promise<RfqDetailDto> {
  await deps.db.transaction(async (tx) => {
    const rfq = await lockOwnRfq(tx, auth, rfqId);
    if (!(await rfqQuotes(tx, rfq.id)).some((q) => q.id === offerId))
      throw new AppError('NOT_FOUND', msg('rfqs.quoteNotOnRequest'));
    const rest = rfq.shortlist.filter((id) => id !== offerId);
    await repo.setShortlist(tx, rfq.id, shortlisted ? [...rest, offerId] : rest);
  });
  return getRfq(deps, auth, rfqId);
}
