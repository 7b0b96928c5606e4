import type { Deps } from '../../../deps.ts';
import { payoutDestinations, usersByIds } from '../../auth/auth.service.ts';
import { vendorPayoutBalances } from '../../escrow/use-cases/money-figures.ts';

/** Vendors with money available to pay out, with their verification state (balances from the ledger). */
export async function payoutBalances(deps: Deps) {
  const balances = await vendorPayoutBalances(deps.db);
  const withMoney = [...balances].filter(([, b]) => b.availableCents > 0).map(([vendorId, b]) => ({ vendorId, ...b }));
  const vendors = await usersByIds(
    deps.db,
    withMoney.map((v) => v.vendorId),
  );
  const byId = new Map(vendors.map((u) => [u.id, u]));
  const destinations = await payoutDestinations(
    deps.db,
    vendors.map((u) => u.id),
  );
  const items = [];
  for (const { vendorId, availableCents, paidOutCents } of withMoney) {
    const u = byId.get(vendorId);
    if (!u) continue;
    items.push({
      vendorId,
      vendorName: u.company || `${u.firstName} ${u.lastName}`.trim(),
      email: u.email,
      kycStatus: u.kycStatus,
      availableCents,
      paidOutCents,
      /** Where to send the transfer (Settings > Billing); null until the vendor adds it. */
      bankDetails: destinations.get(vendorId) ?? null,
    });
  }
  return items.sort((a, b) => b.availableCents - a.availableCents);
}
