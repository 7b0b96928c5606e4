import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client.ts';

/** Orders placed in [from, to) and their gross merchandise value (goods and buyer fees as charged at checkout). */
export async function orderFigures(
  db: DbOrTx,
  from: Date | null,
  to: Date,
): Promise<{ orders: number; gmvCents: number }> {
  const since = from ? sql`created_at >= ${from.toISOString()} and` : sql``;
  const [row] = await queryRows<{ orders: number; gmv: string | null }>(
    db,
    sql`select count(*)::int as orders, sum(total_cents)::text as gmv from orders where ${since} created_at < ${to.toISOString()}`,
  );
  return { orders: Number(row?.orders ?? 0), gmvCents: Number(row?.gmv ?? 0) };
}

/** Orders and sales per day since `from` (days without orders are missing). */
export async function dailyOrderFigures(
  db: DbOrTx,
  from: Date,
): Promise<{ day: string; orders: number; gmvCents: number }[]> {
  const rows = await queryRows<{ day: string; orders: number; gmv: string }>(
    db,
    sql`select to_char(date_trunc('day', created_at), 'YYYY-MM-DD') as day, count(*)::int as orders, sum(total_cents)::text as gmv from orders where created_at >= ${from.toISOString()} group by 1 order by 1`,
  );
  return rows.map((d) => ({ day: d.day, orders: Number(d.orders), gmvCents: Number(d.gmv) }));
}
