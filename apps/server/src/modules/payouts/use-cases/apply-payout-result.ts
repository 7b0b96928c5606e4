import { money } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import * as escrow from '../../escrow/escrow.service.ts';
import { notify } from '../../notifications/notifications.service.ts';
import type { PayoutResult } from '../payout-provider.ts';
import { nextAttempt } from '../payout-steps.ts';
import * as repo from '../payouts.repository.ts';

/**
 * What the provider said about a payout, applied once whatever the retries, webhooks or concurrent jobs:
 * - pending: asked again later, with backoff;
 * - paid: settled, the vendor told;
 * - failed, or reversed after it was paid: the ledger takes the money back from paid out to the vendor's available
 *   balance (PAYOUT_REVERSAL, once per payout) in the same transaction, and the vendor is told why.
 */
export async function applyPayoutResult(deps: Deps, payoutId: string, result: PayoutResult): Promise<void> {
  const now = deps.clock.now();
  const p = await repo.findPayout(deps.db, payoutId);
  if (!p) return;
  if (result.amountMinor !== null && result.amountMinor !== p.amountMinor)
    deps.logger.warn({ payoutId, expected: p.amountMinor, reported: result.amountMinor }, 'payout amount differs');
  if (result.state === 'pending') {
    await repo.movePayout(deps.db, p.id, ['pending'], {
      attempts: p.attempts + 1,
      nextAttemptAt: nextAttempt(now, p.attempts + 1),
      providerReference: result.providerReference ?? p.providerReference,
      updatedAt: now,
    });
    return;
  }
  const amount = money(p.amountMinor, p.currency);
  if (result.state === 'paid') {
    await deps.db.transaction(async (tx) => {
      const moved = await repo.movePayout(tx, p.id, ['pending'], {
        state: 'paid',
        attempts: p.attempts + 1,
        nextAttemptAt: null,
        providerReference: result.providerReference ?? p.providerReference,
        settledAt: now,
        updatedAt: now,
      });
      if (moved) await notify(deps, p.vendorId, 'payout.sent', { amount, link: '/settings?tab=billing' }, tx);
    });
    return;
  }
  const reason = result.failureReason ?? (result.state === 'reversed' ? 'Reversed by the provider' : 'Failed');
  await deps.db.transaction(async (tx) => {
    const moved = await repo.movePayout(tx, p.id, result.state === 'reversed' ? ['pending', 'paid'] : ['pending'], {
      state: result.state,
      attempts: p.attempts + 1,
      nextAttemptAt: null,
      providerReference: result.providerReference ?? p.providerReference,
      failureReason: reason.slice(0, 500),
      settledAt: now,
      updatedAt: now,
    });
    if (!moved) return;
    await escrow.reversePayout(tx, p.vendorId, p.amountMinor, p.id, { at: now }, p.currency);
    await notify(deps, p.vendorId, 'payout.failed', { amount, reason, link: '/settings?tab=billing' }, tx);
  });
}
