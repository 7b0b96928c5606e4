/** Reading the escrow ledger in tests: an account's balance, a vendor order's transactions, the refunds paid back. */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../src/db/client.ts';

/** The balance of one ledger account (all currencies added: tests use one). */
export async function balanceOf(db: DbOrTx, account: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select coalesce(sum(amount_cents), 0)::int as total from ledger_entries where account = ${account}`,
  );
  return row!.total;
}

/** How many ledger transactions of each kind a vendor order has. */
export async function ledgerKinds(db: DbOrTx, vendorOrderId: string): Promise<Record<string, number>> {
  const rows = await queryRows<{ kind: string; n: number }>(
    db,
    sql`select kind, count(*)::int as n from ledger_transactions where vendor_order_id = ${vendorOrderId} group by kind`,
  );
  return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
}

/** What the payment providers paid back to the buyer of an order (REFUND_PAID). */
export async function refundsPaid(db: DbOrTx, orderId: string): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select coalesce(sum(e.amount_cents), 0)::int as total from ledger_transactions t
        join ledger_entries e on e.transaction_id = t.id
        where t.kind = 'REFUND_PAID' and t.order_id = ${orderId} and e.account = 'provider_clearing'`,
  );
  return row!.total;
}
