import type { DbOrTx } from '../../../db/client.ts';
import * as repo from '../escrow.repository.ts';
import { accounts } from '../ledger-rules.ts';

export async function escrowBalances(db: DbOrTx, vendorOrderIds: string[]): Promise<Map<string, number>> {
  const b = await repo.balances(db, vendorOrderIds.map(accounts.escrow), null);
  return new Map(vendorOrderIds.map((id) => [id, b.get(accounts.escrow(id)) ?? 0]));
}
