import { msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as repo from '../payouts.repository.ts';

/** POST /api/admin/vendors/:id/payout-hold: stops (or resumes) a vendor's automatic payouts while under review. */
export async function holdVendorPayouts(
  deps: Deps,
  auth: AuthContext,
  vendorId: string,
  input: { held: boolean; reason: string },
): Promise<{ held: boolean }> {
  const now = deps.clock.now();
  const done = await deps.db.transaction(async (tx) => {
    if (!(await repo.setHold(tx, vendorId, input.held, input.held ? input.reason || null : null, now))) return false;
    await audit(tx, {
      actorId: auth.user.id,
      action: input.held ? 'admin.payouts_held' : 'admin.payouts_resumed',
      subjectType: 'user',
      subjectId: vendorId,
      data: { reason: input.reason },
    });
    return true;
  });
  if (!done) throw new AppError('NOT_FOUND', msg('payouts.noAccount'));
  return { held: input.held };
}
