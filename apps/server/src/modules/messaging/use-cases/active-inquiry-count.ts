import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../messaging.repository.ts';

/** Open conversations a vendor is part of (the vendor Overview's "active inquiries"). */
export function activeInquiryCount(db: DbOrTx, vendorId: string): Promise<number> {
  return repo.countOpenConversationsOfVendor(db, vendorId);
}
