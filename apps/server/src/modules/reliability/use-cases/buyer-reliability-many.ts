import type { BuyerReliabilityDto } from '@app/shared/reliability';
import type { DbOrTx } from '../../../db/client.ts';
import { ratio } from '../reliability-steps.ts';
import * as repo from '../reliability.repository.ts';

export async function buyerReliabilityMany(db: DbOrTx, buyerIds: string[]): Promise<Map<string, BuyerReliabilityDto>> {
  const rows = await repo.buyerCounts(db, [...new Set(buyerIds)]);
  return new Map(
    rows.map((c) => [
      c.buyerId,
      {
        buyerId: c.buyerId,
        checkouts: c.checkouts,
        paymentRate: ratio(c.paid, c.checkouts),
        orders: c.orders,
        disputes: c.disputes,
        disputeRate: ratio(c.disputes, c.orders),
      },
    ]),
  );
}
