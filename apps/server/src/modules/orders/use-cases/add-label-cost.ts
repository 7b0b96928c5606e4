import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../orders.repository.ts';

/**
 * A label bought through the platform for a vendor order (issue 17): its cost is added to what the release will take
 * from the order's shipping money. In the transaction that records the label, so a label is counted once.
 */
export function addLabelCost(tx: DbOrTx, vendorOrderId: string, amountCents: number): Promise<void> {
  return repo.addLabelCost(tx, vendorOrderId, amountCents);
}
