import type { AdminPayoutsDto } from '@app/shared/payouts';
import type { Deps } from '../../../deps.ts';
import { usersByIds } from '../../auth/auth.service.ts';
import { toPayoutDto } from '../payout-steps.ts';
import * as repo from '../payouts.repository.ts';

/**
 * GET /api/admin/payouts/transfers: the latest automatic payouts with their provider state and the vendor's hold, and
 * every vendor paid automatically (so one under review can be held before their first payout).
 */
export async function adminPayouts(deps: Deps): Promise<AdminPayoutsDto> {
  const [rows, destinations] = await Promise.all([repo.recentPayouts(deps.db), repo.automaticDestinations(deps.db)]);
  const vendorIds = [...new Set([...rows.map((r) => r.vendorId), ...destinations.map((d) => d.vendorId)])];
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
    destinations: destinations.flatMap((d) =>
      d.method === 'manual'
        ? []
        : [
            {
              vendorId: d.vendorId,
              vendorName: nameOf.get(d.vendorId) ?? '',
              method: d.method,
              currency: d.currency,
              bankName: d.bankName,
              accountLast4: d.accountLast4,
              phone: d.phone,
              schedule: d.schedule,
              held: d.held,
              heldReason: d.heldReason,
            },
          ],
    ),
  };
}
