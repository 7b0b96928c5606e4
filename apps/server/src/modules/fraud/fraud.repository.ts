import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import type { FraudAlertStatus } from '@app/shared/fraud';
import { FRAUD_HIGH_RISK } from '@app/shared/fraud';
import type { Listing } from './fraud-rules.ts';
import { fraudAlerts } from './fraud.schema.ts';

export type AlertRow = typeof fraudAlerts.$inferSelect;

/**
 * Stores an alert, or refreshes the score and rules of the open alert with the same key (a rescan). An alert an
 * admin already handled is left as decided. Returns the row and whether it was new.
 */
export async function upsertAlert(
  db: DbOrTx,
  row: Omit<typeof fraudAlerts.$inferInsert, 'id' | 'status'>,
): Promise<{ alert: AlertRow; created: boolean }> {
  const [inserted] = await db
    .insert(fraudAlerts)
    .values({ id: randomUUID(), status: 'OPEN', ...row })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { alert: inserted, created: true };
  const [updated] = await db
    .update(fraudAlerts)
    .set({ score: row.score, rules: row.rules, updatedAt: row.updatedAt })
    .where(and(eq(fraudAlerts.dedupeKey, row.dedupeKey), eq(fraudAlerts.status, 'OPEN')))
    .returning();
  if (updated) return { alert: updated, created: false };
  const [existing] = await db.select().from(fraudAlerts).where(eq(fraudAlerts.dedupeKey, row.dedupeKey));
  return { alert: existing!, created: false };
}

export async function lockAlert(db: DbOrTx, id: string): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(fraudAlerts).where(eq(fraudAlerts.id, id)).for('update');
  return row;
}

/** Conditional update: only while the alert is in one of `from`. How many rows changed (0 or 1). */
export async function moveAlert(
  db: DbOrTx,
  id: string,
  from: FraudAlertStatus[],
  patch: PgUpdateSetSource<typeof fraudAlerts>,
): Promise<number> {
  const rows = await db
    .update(fraudAlerts)
    .set(patch)
    .where(and(eq(fraudAlerts.id, id), inArray(fraudAlerts.status, from)))
    .returning({ id: fraudAlerts.id });
  return rows.length;
}

/** The newest alerts, of one status when given. */
export async function recentAlerts(
  db: DbOrTx,
  opts: { status?: FraudAlertStatus | undefined; limit: number },
): Promise<AlertRow[]> {
  return db
    .select()
    .from(fraudAlerts)
    .where(opts.status ? eq(fraudAlerts.status, opts.status) : undefined)
    .orderBy(desc(fraudAlerts.createdAt), desc(fraudAlerts.id))
    .limit(opts.limit);
}

export async function findAlert(db: DbOrTx, id: string): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(fraudAlerts).where(eq(fraudAlerts.id, id));
  return row;
}

export async function alertStats(db: DbOrTx, dayStart: Date, since: Date) {
  const [row] = await queryRows<{ today: number; high: number; held: number; dismissed: number; open: number }>(
    db,
    sql`select
          (count(*) filter (where created_at >= ${dayStart.toISOString()}::timestamptz))::int as today,
          (count(*) filter (where score >= ${FRAUD_HIGH_RISK} and status in ('OPEN', 'HELD')))::int as high,
          (count(*) filter (where status = 'HELD'))::int as held,
          (count(*) filter (where status = 'DISMISSED'))::int as dismissed,
          (count(*) filter (where status = 'OPEN'))::int as open
        from fraud_alerts`,
  );
  const byRule = await queryRows<{ rule: string; n: number }>(
    db,
    sql`select r->>'rule' as rule, count(*)::int as n from fraud_alerts, jsonb_array_elements(rules) r where created_at >= ${since.toISOString()}::timestamptz group by 1 order by 2 desc`,
  );
  return {
    today: Number(row?.today ?? 0),
    high: Number(row?.high ?? 0),
    held: Number(row?.held ?? 0),
    dismissed: Number(row?.dismissed ?? 0),
    open: Number(row?.open ?? 0),
    byRule: byRule.map((r) => ({ rule: r.rule, count: Number(r.n) })),
  };
}

/* ---- Read-only figures from other modules' tables (orders, checkouts, products, disputes): counting only. ---- */

export async function buyerActivity(
  db: DbOrTx,
  buyerId: string,
  now: Date,
): Promise<{ lastHour: number; lastDay: number; failedLastDay: number; vendorOrders: number; disputes: number }> {
  const hour = new Date(now.getTime() - 3_600_000).toISOString();
  const day = new Date(now.getTime() - 86_400_000).toISOString();
  const [row] = await queryRows<{ last_hour: number; last_day: number; failed: number; vos: number; disputes: number }>(
    db,
    sql`select
          (select count(*) from orders where buyer_id = ${buyerId} and created_at > ${hour}::timestamptz)::int as last_hour,
          (select count(*) from orders where buyer_id = ${buyerId} and created_at > ${day}::timestamptz)::int as last_day,
          (select count(*) from checkouts where buyer_id = ${buyerId} and status in ('FAILED', 'EXPIRED') and coalesce(failure_reason, '') not like 'OUT_OF_STOCK%' and updated_at > ${day}::timestamptz)::int as failed,
          (select count(*) from vendor_orders v join orders o on o.id = v.order_id where o.buyer_id = ${buyerId} and v.status <> 'CANCELLED')::int as vos,
          (select count(*) from disputes where buyer_id = ${buyerId})::int as disputes`,
  );
  return {
    lastHour: Number(row?.last_hour ?? 0),
    lastDay: Number(row?.last_day ?? 0),
    failedLastDay: Number(row?.failed ?? 0),
    vendorOrders: Number(row?.vos ?? 0),
    disputes: Number(row?.disputes ?? 0),
  };
}

const LIVE = sql`status = 'active' and deleted_at is null and moderated_at is null`;

function idList(ids: string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

/** Vendors with at least `minCheap` live listings under `share` of their category median (same currency, category of 4+). */
export async function belowMarketCandidates(
  db: DbOrTx,
  share: number,
  minCheap: number,
  minCategory: number,
): Promise<string[]> {
  const rows = await queryRows<{ vendor_id: string }>(
    db,
    sql`with live as (select vendor_id, category, currency, price_cents from products where ${LIVE}),
        med as (select category, currency, percentile_cont(0.5) within group (order by price_cents) as median, count(*) as n from live group by category, currency)
        select l.vendor_id from live l join med on med.category = l.category and med.currency = l.currency
        where med.n >= ${minCategory} and l.price_cents < med.median * ${share}::float8
        group by l.vendor_id having count(*) >= ${minCheap}`,
  );
  return rows.map((r) => r.vendor_id);
}

/** A vendor's live listings with their category's median price (same currency) and size. */
export async function listingsWithMedians(db: DbOrTx, vendorId: string): Promise<Listing[]> {
  const rows = await queryRows<{
    id: string;
    name: string;
    category: string;
    currency: string;
    price_cents: number;
    median: number;
    n: number;
  }>(
    db,
    sql`with live as (select id, name, vendor_id, category, currency, price_cents from products where ${LIVE}),
        med as (select category, currency, percentile_cont(0.5) within group (order by price_cents) as median, count(*) as n from live group by category, currency)
        select l.id, l.name, l.category, l.currency, l.price_cents, med.median, med.n from live l join med on med.category = l.category and med.currency = l.currency
        where l.vendor_id = ${vendorId} order by l.price_cents limit 500`,
  );
  return rows.map((r) => ({
    productId: r.id,
    name: r.name,
    category: r.category,
    currency: r.currency,
    priceCents: Number(r.price_cents),
    categoryMedianCents: Number(r.median),
    categorySize: Number(r.n),
  }));
}

/** Vendors whose disputes reach `rate` of their (non-cancelled) vendor orders, with at least `minOrders` orders. */
export async function disputeCandidates(db: DbOrTx, minOrders: number, rate: number): Promise<string[]> {
  const rows = await queryRows<{ vendor_id: string }>(
    db,
    sql`with o as (select vendor_id, count(*) as n from vendor_orders where status <> 'CANCELLED' group by vendor_id),
        d as (select vendor_id, count(*) as n from disputes group by vendor_id)
        select o.vendor_id from o join d on d.vendor_id = o.vendor_id where o.n >= ${minOrders} and d.n >= o.n * ${rate}::float8`,
  );
  return rows.map((r) => r.vendor_id);
}

export async function vendorDisputeCounts(
  db: DbOrTx,
  vendorIds: string[],
): Promise<Map<string, { orders: number; disputes: number }>> {
  if (vendorIds.length === 0) return new Map();
  const rows = await queryRows<{ vendor_id: string; orders: number; disputes: number }>(
    db,
    sql`select u.id as vendor_id,
          (select count(*) from vendor_orders v where v.vendor_id = u.id and v.status <> 'CANCELLED')::int as orders,
          (select count(*) from disputes d where d.vendor_id = u.id)::int as disputes
        from users u where u.id in (${idList(vendorIds)})`,
  );
  return new Map(rows.map((r) => [r.vendor_id, { orders: Number(r.orders), disputes: Number(r.disputes) }]));
}
