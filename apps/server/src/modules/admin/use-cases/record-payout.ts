import { sql } from 'drizzle-orm';
import { money, msg } from '@app/shared/error-messages';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import { getUserById, payoutDestinations } from '../../auth/auth.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import * as escrow from '../../escrow/escrow.service.ts';
import { unsentPayoutsMinor } from '../../payouts/use-cases/unsent-payouts.ts';

/**
 * Records a bank transfer to a verified vendor; never more than the available balance (less what an automatic payout
 * not yet sent reserves); once per reference.
 */
export async function recordPayout(
  deps: Deps,
  auth: AuthContext,
  vendorId: string,
  amountCents: number,
  reference: string,
) {
  await deps.db.transaction(async (tx) => {
    const vendor = await getUserById(tx, vendorId);
    if (!vendor) throw new AppError('NOT_FOUND', msg('admin.vendorNotFound'));
    if (vendor.kycStatus !== 'VERIFIED') throw new AppError('CONFLICT', msg('admin.payoutNeedsVerified'));
    if (!(await payoutDestinations(tx, [vendorId])).has(vendorId))
      throw new AppError('CONFLICT', msg('admin.payoutNeedsBank'));
    // Serialise payouts of one vendor so two admins cannot overdraw the balance together.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payout:${vendorId}`}))`);
    // An automatic payout not yet taken by its provider keeps its money reserved in the balance.
    const available = (await escrow.payableBalance(tx, vendorId)) - (await unsentPayoutsMinor(tx, vendorId, 'USD'));
    if (amountCents <= 0 || amountCents > available)
      throw new AppError(
        'VALIDATION_ERROR',
        msg('admin.payoutRange', { minimum: money(1, 'USD'), available: money(available, 'USD') }),
        {
          fields: { amount: msg('admin.payoutAboveBalance') },
        },
      );
    const applied = await escrow.payout(tx, vendorId, amountCents, reference, {
      actorId: auth.user.id,
      at: deps.clock.now(),
    });
    if (!applied) throw new AppError('CONFLICT', msg('admin.payoutDuplicate'));
    await audit(tx, {
      actorId: auth.user.id,
      action: 'admin.payout_recorded',
      subjectType: 'user',
      subjectId: vendorId,
      data: { amountCents, reference },
    });
  });
}
