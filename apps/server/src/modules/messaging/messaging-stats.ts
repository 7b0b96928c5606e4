/**
 * Figures other modules read (vendor overview, analytics, reliability profiles), without pulling in the rest of
 * the messaging module.
 */
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './messaging.repository.ts';

/** Open conversations a vendor is part of (the vendor Overview's "active inquiries"). */
export function activeInquiryCount(db: DbOrTx, vendorId: string): Promise<number> {
  return repo.countOpenConversationsOfVendor(db, vendorId);
}

/**
 * The vendor's median time to first reply, in seconds, over conversations they answered (optionally only those
 * started after `since`); null when they have answered none.
 */
export async function medianFirstResponseSeconds(db: DbOrTx, vendorId: string, since?: Date): Promise<number | null> {
  const values = (await repo.firstResponseSecondsOfVendor(db, vendorId, since)).sort((a, b) => a - b);
  if (values.length === 0) return null;
  const mid = Math.floor(values.length / 2);
  return values.length % 2 ? values[mid]! : Math.round((values[mid - 1]! + values[mid]!) / 2);
}
