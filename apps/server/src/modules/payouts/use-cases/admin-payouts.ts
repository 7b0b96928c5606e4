import type { AdminPayoutsDto } from '@app/shared/payouts';
import type { Deps } from '../../../deps.ts';
import { usersByIds } from '../../auth/auth.service.ts';
import { toPayoutDto } from '../payout-steps.ts';
import * as repo from '../payouts.repository.ts';

/** GET /api/admin/payouts/transfers: the latest automatic payouts with their provider state and the vendor's hold. */
export async function adminPayouts(deps: Deps): Promise<AdminPayoutsDto> {
  const rows = await repo.recentPayouts(deps.db);
  const vendorIds = [...new Set(rows.map((r) => r.vendorId))];
  const [users, accounts] = await Promise.all([usersByIds(deps.db, vendorIds), repo.accountsOf(deps.db, vendorIds)]);
  const nameOf = new Map(users.map((u) => [u.id, u.company || `${u.firstName} ${u.lastName}`.trim()]));
  const heldOf = new Map(accounts.map((a) => [a.vendorId, a.held]));
  return {
    items: rows.map((r) => ({
      ...toPayoutDto(r),
      vendorId: r.vendorId,
      vendorName: nameOf.get(r.vendorId) ?? '',
      vendorHeld: heldOf.get(r.vendorId) ?? false,
    })),
  };
}
