import type { Deps } from '../../../deps.ts';
import { isPastValidity } from '../offer-state.ts';
import { transition } from '../offer-steps.ts';
import * as repo from '../offers.repository.ts';

/** Marks offers whose validity has passed as EXPIRED (lazily on reads, and from a periodic job). */
export async function expireDueOffers(deps: Deps, conversationId?: string): Promise<number> {
  const due = await repo.dueForExpiry(deps.db, deps.clock.now(), conversationId);
  let n = 0;
  for (const candidate of due) {
    await deps.db.transaction(async (tx) => {
      const o = await repo.lockOffer(tx, candidate.id);
      if (!o || !isPastValidity(o.validUntil, deps.clock.now())) return;
      if (o.status === 'SENT' || (o.status === 'ACCEPTED' && o.orderId === null)) {
        await transition(deps, tx, o, 'EXPIRED', null);
        n += 1;
      }
    });
  }
  return n;
}
