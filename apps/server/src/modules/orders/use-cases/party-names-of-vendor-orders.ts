import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../orders.repository.ts';

/** Buyer and vendor names of several vendor orders (dispute lists), in one query. */
export async function partyNamesOfVendorOrders(
  db: DbOrTx,
  vendorOrderIds: string[],
): Promise<Map<string, { buyerName: string; vendorName: string }>> {
  const rows = await repo.partiesOfVendorOrders(db, vendorOrderIds);
  return new Map(
    rows.map((r) => [r.id, { buyerName: r.buyerInfo.company || r.buyerInfo.name, vendorName: r.vendorName }]),
  );
}
