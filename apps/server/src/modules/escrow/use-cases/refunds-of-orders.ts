import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { queryRows } from '../../../db/client.ts';

export interface OrderRefunds {
  currency: string;
  /** Owed back to the buyer by refunds and partial refunds. */
  totalMinor: number;
  /** Paid back by the payment provider, each with the provider's refund reference. */
  paid: { reference: string; amountMinor: number; at: string }[];
  /** Owed and not paid back yet (a provider that failed, or a rail whose refunds are paid by hand). */
  outstandingMinor: number;
}

/** The refunds of each order, per currency, from the ledger (the buyer's refunds account). */
export async function refundsOfOrders(db: DbOrTx, orderIds: string[]): Promise<Map<string, OrderRefunds[]>> {
  const out = new Map<string, OrderRefunds[]>();
  if (orderIds.length === 0) return out;
  const rows = await queryRows<{
    order_id: string;
    kind: string;
    key: string;
    at: string | Date;
    currency: string;
    amount: string;
  }>(
    db,
    sql`select t.order_id, t.kind, t.idempotency_key as key, t.created_at as at, e.currency, e.amount_cents::text as amount
        from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
        where t.order_id in (${sql.join(
          orderIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) and e.account like 'buyer_refunds:%' and t.kind in ('REFUND', 'PARTIAL_REFUND', 'REFUND_PAID')
        order by t.created_at`,
  );
  for (const r of rows) {
    const list = out.get(r.order_id) ?? [];
    let entry = list.find((x) => x.currency === r.currency);
    if (!entry) {
      entry = { currency: r.currency, totalMinor: 0, paid: [], outstandingMinor: 0 };
      list.push(entry);
    }
    const amount = Number(r.amount);
    if (r.kind === 'REFUND_PAID')
      entry.paid.push({
        reference: r.key.replace(/^refund-paid:/, ''),
        amountMinor: -amount,
        at: new Date(r.at).toISOString(),
      });
    else entry.totalMinor += amount;
    out.set(r.order_id, list);
  }
  for (const list of out.values())
    for (const e of list) e.outstandingMinor = e.totalMinor - e.paid.reduce((s, p) => s + p.amountMinor, 0);
  return out;
}
