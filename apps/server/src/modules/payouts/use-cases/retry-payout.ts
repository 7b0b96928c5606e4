import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../payouts.repository.ts';
import { attemptPayout } from './attempt-payout.ts';
import { createPayout } from './create-payout.ts';

/**
 * POST /api/admin/payouts/transfers/:id/retry: a pending payout is asked about (or sent) now; after a failure or a
 * reversal (the money is back in the vendor's balance) a new payout is made now from the vendor's balance, whatever
 * the schedule. Audited.
 */
export async function retryPayout(deps: Deps, auth: AuthContext, payoutId: string): Promise<{ payoutId: string }> {
  const p = await repo.findPayout(deps.db, payoutId);
  if (!p) throw new AppError('NOT_FOUND', msg('payouts.notFound'));
  let id = p.id;
  if (p.state === 'pending') await attemptPayout(deps, p.id);
  else if (p.state === 'failed' || p.state === 'reversed') {
    const account = await repo.findAccount(deps.db, p.vendorId);
    const provider = deps.payouts.find(account?.provider);
    if (!account || account.method === 'manual' || !provider) throw new AppError('CONFLICT', msg('payouts.noAccount'));
    if (account.held) throw new AppError('CONFLICT', msg('payouts.noAccount'));
    const created = await createPayout(deps, account, provider);
    if (!created) throw new AppError('CONFLICT', msg('payouts.notRetryable', { state: p.state }));
    id = created.id;
    await attemptPayout(deps, created.id);
  } else throw new AppError('CONFLICT', msg('payouts.notRetryable', { state: p.state }));
  await audit(deps.db, {
    actorId: auth.user.id,
    action: 'admin.payout_retried',
    subjectType: 'user',
    subjectId: p.vendorId,
    data: { payoutId: p.id, newPayoutId: id },
  });
  return { payoutId: id };
}
