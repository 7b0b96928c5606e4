import type { RfqDetailDto } from '@app/shared/rfqs';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { rfqQuotes } from '../../offers/offers.service.ts';
import { filesOf, roleOn, toQuoteDtos, toRfqDto } from '../rfq-steps.ts';
import * as repo from '../rfqs.repository.ts';

const LIVE = new Set(['SENT', 'ACCEPTED']);

/**
 * A request as its reader may see it: the buyer (and an admin) with every quote, cheapest landed price first; a
 * matching vendor with their own quote only.
 */
export async function getRfq(deps: Deps, auth: AuthContext, id: string): Promise<RfqDetailDto> {
  const rfq = await repo.findRfq(deps.db, id);
  const role = await roleOn(deps.db, auth, rfq);
  const quotes = await rfqQuotes(deps.db, rfq!.id, role === 'vendor' ? auth.user.id : undefined);
  // the buyer's shortlist is theirs: a vendor never learns whether their quote is on it
  const shortlist = role === 'vendor' ? [] : rfq!.shortlist;
  const dtos = (await toQuoteDtos(deps, quotes, shortlist)).sort(
    (a, b) =>
      Number(LIVE.has(b.offer.status)) - Number(LIVE.has(a.offer.status)) ||
      a.landedUnitUsdCents - b.landedUnitUsdCents,
  );
  const live = quotes.filter((q) => LIVE.has(q.status)).length;
  const files = (await filesOf(deps.db, [rfq!.id])).get(rfq!.id);
  return { rfq: toRfqDto(rfq!, live, deps.clock.now(), files), role, quotes: dtos };
}
