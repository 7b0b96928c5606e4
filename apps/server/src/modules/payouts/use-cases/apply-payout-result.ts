import { money } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import type { DbOrTx } from '../../../db/client.ts';
import * as escrow from '../../escrow/escrow.service.ts';
import { notify } from '../../notifications/notifications.service.ts';
import type { PayoutResult } from '../payout-provider.ts';
import { nextAttempt } from '../payout-steps.ts';
import * as repo from '../payouts.repository.ts';

/**
 * What the provider said about a payout, applied once whatever the retries, webhooks or concurrent jobs (the payout
 * row is locked, and each ledger transaction has its idempotency key):
 * - pending: asked again later, with backoff. When the provider has taken the transfer (`taken`, the default: any
 *   answer about it; not M-Pesa's "asked" from status(), which only says a question went out) the money leaves the
 *   vendor's available balance now: the ledger PAYOUT (available -> paid out);
 * - paid: the ledger PAYOUT if not written yet, settled, the vendor told;
 * - failed, or reversed after it was paid: if the money had left (PAYOUT written), PAYOUT_REVERSAL puts it back in
 *   the vendor's available balance; otherwise it never left. Either way the vendor is told why.
 */
export async function applyPayoutResult(
  deps: Deps,
  payoutId: string,
  result: PayoutResult,
  { taken = true }: { taken?: boolean } = {},
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const p = await repo.lockPayout(tx, payoutId);
    if (!p) return;
    if (result.amountMinor !== null && result.amountMinor !== p.amountMinor)
      deps.logger.warn({ payoutId, expected: p.amountMinor, reported: result.amountMinor }, 'payout amount differs');
    const providerReference = result.providerReference ?? p.providerReference;
    if (result.state === 'pending') {
      if (p.state !== 'pending') return;
      const posted = p.ledgerPosted || (taken && (await postPayout(tx, p, now)));
      await repo.movePayout(tx, p.id, ['pending'], {
        attempts: p.attempts + 1,
        nextAttemptAt: nextAttempt(now, p.attempts + 1),
        providerReference,
        ledgerPosted: posted,
        updatedAt: now,
      });
      return;
    }
    const amount = money(p.amountMinor, p.currency);
    if (result.state === 'paid') {
      if (p.state !== 'pending') return;
      if (!p.ledgerPosted) await postPayout(tx, p, now);
      await repo.movePayout(tx, p.id, ['pending'], {
        state: 'paid',
        attempts: p.attempts + 1,
        nextAttemptAt: null,
        providerReference,
        ledgerPosted: true,
        settledAt: now,
        updatedAt: now,
      });
      await notify(deps, p.vendorId, 'payout.sent', { amount, link: '/settings?tab=billing' }, tx);
      return;
    }
    if (!(p.state === 'pending' || (result.state === 'reversed' && p.state === 'paid'))) return;
    const reason = result.failureReason ?? (result.state === 'reversed' ? 'Reversed by the provider' : 'Failed');
    await repo.movePayout(tx, p.id, [p.state], {
      state: result.state,
      attempts: p.attempts + 1,
      nextAttemptAt: null,
      providerReference,
      failureReason: reason.slice(0, 500),
      settledAt: now,
      updatedAt: now,
    });
    if (p.ledgerPosted) await escrow.reversePayout(tx, p.vendorId, p.amountMinor, p.id, { at: now }, p.currency);
    await notify(deps, p.vendorId, 'payout.failed', { amount, reason, link: '/settings?tab=billing' }, tx);
  });
}

/** The money leaves the vendor's available balance: the provider has the transfer. */
async function postPayout(tx: DbOrTx, p: repo.PayoutRow, at: Date): Promise<true> {
  await escrow.payout(tx, p.vendorId, p.amountMinor, p.id, { at }, p.currency);
  return true;
}
