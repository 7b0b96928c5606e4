import type { Tx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { transition } from '../offer-steps.ts';
import * as repo from '../offers.repository.ts';

/**
 * A buying request was awarded or closed: its open quotes (but the winner) become REJECTED, in the caller's
 * transaction. Answers the rejected quotes, for the vendors' notices.
 */
export async function rejectRfqQuotesIn(
  deps: Deps,
  tx: Tx,
  rfqId: string,
  exceptOfferId: string | null,
  actorId: string | null,
): Promise<repo.OfferRow[]> {
  const open = await repo.openQuotesOfRfq(tx, rfqId, exceptOfferId);
  for (const o of open) await transition(deps, tx, o, 'REJECTED', actorId);
  return open;
}
