import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../verification.repository.ts';

/** Open verifications (the AWAITING queue): waiting for an admin's decision, and waiting for the vendor's answer. */
export async function awaitingVerificationCounts(
  db: DbOrTx,
): Promise<{ awaitingReview: number; waitingOnVendor: number }> {
  const rows = await repo.awaitingCounts(db);
  const n = (status: repo.AppStatus) => rows.find((r) => r.status === status)?.n ?? 0;
  return { awaitingReview: n('PENDING'), waitingOnVendor: n('INFO_REQUESTED') };
}
