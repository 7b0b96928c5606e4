import type { Deps } from '../../../deps.ts';
import { escalateInTx } from '../dispute-steps.ts';
import * as repo from '../disputes.repository.ts';

/** The timer (main.ts, every few minutes): OPEN or OFFERED past their deadline -> ESCALATED. Idempotent, row-locked. */
export async function escalateOverdueDisputes(deps: Deps): Promise<number> {
  const due = await repo.dueForEscalation(deps.db, deps.clock.now());
  let escalated = 0;
  for (const id of due) {
    try {
      await deps.db.transaction(async (tx) => {
        const d = await repo.lockDispute(tx, id);
        if (
          !d ||
          (d.status !== 'OPEN' && d.status !== 'OFFERED') ||
          !d.responseDueAt ||
          d.responseDueAt > deps.clock.now()
        )
          return;
        await escalateInTx(
          tx,
          deps,
          d,
          'deadline_passed',
          { id: null, party: 'system' },
          d.status === 'OPEN' ? 'NO_RESPONSE' : 'OFFER_EXPIRED',
        );
        escalated += 1;
      });
    } catch (err) {
      deps.logger.error({ err, disputeId: id }, 'dispute escalation failed');
    }
  }
  return escalated;
}
