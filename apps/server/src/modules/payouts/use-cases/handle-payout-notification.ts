import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import type { PayoutNotification } from '../payout-provider.ts';
import * as repo from '../payouts.repository.ts';
import { applyPayoutResult } from './apply-payout-result.ts';
import { attemptPayout } from './attempt-payout.ts';

/**
 * A provider's webhook or callback about a payout (Paystack transfer.* events, M-Pesa B2C results, MoMo callbacks):
 * refused unless verified (signature or the reference's URL token); it proves nothing else by itself: the provider's
 * answer to our own status question decides (M-Pesa's status answer only ever arrives by callback).
 */
export async function handlePayoutNotification(
  deps: Deps,
  providerName: string,
  notification: PayoutNotification,
): Promise<{ known: boolean }> {
  const provider = deps.payouts.find(providerName);
  if (!provider) throw new AppError('NOT_FOUND', msg('common.notFound'));
  const notice = provider.readNotification(notification);
  if (!notice) throw new AppError('FORBIDDEN', msg('payments.webhookUnverified'));
  const payout = await repo.findPayout(deps.db, notice.reference);
  if (payout?.provider !== provider.name) return { known: false };
  if (notice.result) await applyPayoutResult(deps, payout.id, notice.result);
  else if (payout.state === 'pending') await attemptPayout(deps, payout.id);
  else {
    // settled already: only a later reversal can change it
    const latest = await provider.status(payout.id);
    if (latest?.state === 'reversed') await applyPayoutResult(deps, payout.id, latest);
  }
  return { known: true };
}
