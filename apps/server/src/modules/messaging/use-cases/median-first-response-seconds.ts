import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../messaging.repository.ts';

/**
 * The vendor's median time to first reply, in seconds, over conversations they answered (optionally only those
 * started after `since`); null when they have answered none (analytics, reliability profiles).
 */
export async function medianFirstResponseSeconds(db: DbOrTx, vendorId: string, since?: Date): Promise<number | null> {
  const values = (await repo.firstResponseSecondsOfVendor(db, vendorId, since)).sort((a, b) => a - b);
  if (values.length === 0) return null;
  const mid = Math.floor(values.length / 2);
  return values.length % 2 ? values[mid]! : Math.round((values[mid - 1]! + values[mid]!) / 2);
}
