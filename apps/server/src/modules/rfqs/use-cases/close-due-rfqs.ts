import type { Deps } from '../../../deps.ts';
import { dayOf, endRfq } from '../rfq-steps.ts';
import * as repo from '../rfqs.repository.ts';

/**
 * The periodic job: requests whose closing day has ended become CLOSED, their open quotes rejected and the vendors
 * told. Each in its own transaction, re-read under lock (a buyer's accept may have awarded it meanwhile).
 */
export async function closeDueRfqs(deps: Deps): Promise<number> {
  const today = dayOf(deps.clock.now());
  let closed = 0;
  for (const candidate of await repo.dueForClosing(deps.db, today, 500)) {
    await deps.db.transaction(async (tx) => {
      const rfq = await repo.lockRfq(tx, candidate.id);
      if (!rfq || rfq.status !== 'OPEN' || rfq.closesOn >= today) return;
      await endRfq(deps, tx, rfq, 'CLOSED', null);
      closed += 1;
    });
  }
  return closed;
}
