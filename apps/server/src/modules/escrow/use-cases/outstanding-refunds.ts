import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { queryRows } from '../../../db/client.ts';

/** Every order with money still owed back to its buyer, per currency (from the buyer refund accounts). */
export async function outstandingRefunds(
  db: DbOrTx,
  limit = 200,
): Promise<{ orderId: string; currency: string; outstandingMinor: number; since: string }[]> {
  const rows = await queryRows<{ order_id: string; currency: string; owed: string; since: string | Date }>(
    db,
    sql`select t.order_id, e.currency, sum(e.amount_cents)::text as owed, min(t.created_at) as since
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        where t.order_id is not null and e.account like 'buyer_refunds:%'
        group by t.order_id, e.currency
        having sum(e.amount_cents) > 0
        order by min(t.created_at)
        limit ${limit}`,
  );
  return rows.map((r) => ({
    orderId: r.order_id,
    currency: r.currency,
    outstandingMinor: Number(r.owed),
    since: new Date(r.since).toISOString(),
  }));
}
