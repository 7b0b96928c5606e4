import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Deps } from '../../../deps.ts';
import { getUserById } from '../../auth/auth.service.ts';
import * as escrow from '../../escrow/escrow.service.ts';
import type { PayoutProvider } from '../payout-provider.ts';
import { digitsOf } from '../payout-steps.ts';
import * as repo from '../payouts.repository.ts';

/**
 * One payout of a vendor's available balance in their payout currency, if there is enough: the payout row only. The
 * money stays in the vendor's available balance, reserved for this payout, until the provider takes the transfer
 * (apply-payout-result.ts writes the ledger PAYOUT then), so a provider that is down leaves it there. Serialised per
 * vendor with the manual payouts (which leave the reserved money alone), so two jobs, or a job and an admin, never
 * send the same money twice. Only verified vendors, one payout in flight at a time, never below the vendor's minimum;
 * whole units for providers that pay whole units (the rest stays).
 */
export async function createPayout(
  deps: Deps,
  account: repo.PayoutAccountRow,
  provider: PayoutProvider,
): Promise<repo.PayoutRow | null> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payout:${account.vendorId}`}))`);
    const vendor = await getUserById(tx, account.vendorId);
    if (vendor?.kycStatus !== 'VERIFIED') return null;
    if (await repo.pendingOfVendor(tx, account.vendorId)) return null;
    const balance = await escrow.payableBalance(tx, account.vendorId, account.currency);
    const unit = provider.wholeUnits ? 10 ** digitsOf(account.currency) : 1;
    const amount = Math.floor(balance / unit) * unit;
    if (amount <= 0 || amount < account.minimumMinor) return null;
    const now = deps.clock.now();
    const row: repo.PayoutRow = {
      id: randomUUID(),
      vendorId: account.vendorId,
      provider: provider.name,
      method: account.method,
      currency: account.currency,
      amountMinor: amount,
      state: 'pending',
      providerReference: null,
      failureReason: null,
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
      settledAt: null,
      ledgerPosted: false,
    };
    await repo.insertPayout(tx, row);
    return row;
  });
}
