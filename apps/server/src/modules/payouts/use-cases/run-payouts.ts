import type { Deps } from '../../../deps.ts';
import { scheduleDue } from '../payout-steps.ts';
import * as repo from '../payouts.repository.ts';
import { attemptPayout } from './attempt-payout.ts';
import { createPayout } from './create-payout.ts';

/**
 * The payouts job (every minute; safe to run in several processes at once): pays each vendor whose automatic
 * destination is due by their schedule and whose available balance reaches their minimum, then sends again or asks
 * about every payout still pending whose next attempt is due.
 */
export async function runPayouts(deps: Deps): Promise<{ created: number }> {
  const now = deps.clock.now();
  let created = 0;
  const accounts = await repo.automaticAccounts(deps.db);
  const last = await repo.lastPayoutsOf(
    deps.db,
    accounts.map((a) => a.vendorId),
  );
  for (const account of accounts) {
    const provider = deps.payouts.find(account.provider);
    if (!provider || !account.recipientId) continue;
    if (!scheduleDue(account.schedule, last.get(account.vendorId) ?? null, now)) continue;
    const payout = await createPayout(deps, account, provider);
    if (payout) created += 1;
  }
  for (const due of await repo.duePayouts(deps.db, now)) await attemptPayout(deps, due.id);
  return { created };
}
