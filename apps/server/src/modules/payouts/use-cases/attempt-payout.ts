import type { Deps } from '../../../deps.ts';
import { PayoutRequestError, ProviderUnavailableError, type PayoutResult } from '../payout-provider.ts';
import { nextAttempt } from '../payout-steps.ts';
import * as repo from '../payouts.repository.ts';
import { applyPayoutResult } from './apply-payout-result.ts';

/**
 * Sends a pending payout, or asks the provider about it again, outside any database transaction: the first attempt
 * sends; later ones ask (a transfer the provider never saw is sent again under the same reference, which can only
 * ever pay once). A provider that cannot be reached leaves it pending, the money still in the vendor's balance, tried
 * again with backoff. Nothing is sent for a vendor whose payouts an admin holds (a transfer already taken is still
 * followed).
 */
export async function attemptPayout(deps: Deps, payoutId: string): Promise<void> {
  const p = await repo.findPayout(deps.db, payoutId);
  if (p?.state !== 'pending') return;
  const provider = deps.payouts.find(p.provider);
  const account = await repo.findAccount(deps.db, p.vendorId);
  if (!provider || !account?.recipientId) return; // stays pending; the admin console shows it
  if (account.held && !p.ledgerPosted) {
    const now = deps.clock.now();
    await repo.movePayout(deps.db, p.id, ['pending'], { nextAttemptAt: new Date(now.getTime() + HELD_WAIT_MS) });
    return;
  }
  const send = () =>
    provider.send({
      reference: p.id,
      recipientId: account.recipientId!,
      amountMinor: p.amountMinor,
      currency: p.currency,
      reason: `AfriBridge Trade payout ${p.id.slice(0, 8)}`,
    });
  let result: PayoutResult;
  // M-Pesa's status() only puts a question to Daraja, whose "pending" does not say the transfer was taken: until it
  // is, the same request is sent again (one payment per reference at the provider).
  const ask = p.attempts > 0 && (provider.statusAnswer === 'now' || p.ledgerPosted);
  let taken = true;
  try {
    const known = ask ? await provider.status(p.id) : null;
    if (known) taken = provider.statusAnswer === 'now' || known.state !== 'pending';
    result = known ?? (await send());
  } catch (err) {
    if (err instanceof PayoutRequestError) {
      result = { state: 'failed', providerReference: null, failureReason: err.message, amountMinor: null };
    } else {
      if (!(err instanceof ProviderUnavailableError)) deps.logger.error({ err, payoutId }, 'payout attempt failed');
      const now = deps.clock.now();
      await repo.movePayout(deps.db, p.id, ['pending'], {
        attempts: p.attempts + 1,
        nextAttemptAt: nextAttempt(now, p.attempts + 1),
        updatedAt: now,
      });
      return;
    }
  }
  await applyPayoutResult(deps, p.id, result, { taken });
}

/** How long a held vendor's unsent payout waits before it is looked at again. */
const HELD_WAIT_MS = 3_600_000;
