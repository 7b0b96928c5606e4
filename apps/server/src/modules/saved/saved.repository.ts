import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { followedVendors, savedProducts } from './saved.schema.ts';

/*
 * The saved lists are this module's tables. The suppliers' queries join read-only onto products, users, orders and
 * shipments so that each list is one query whatever its length (no N+1); nothing here writes to those tables. The
 * saved products' current state comes from the catalog module's use case, the vendors' accounts (KYC status, roles)
 * from the auth module's use cases.
 */

export async function insertSaved(db: DbOrTx, row: typeof savedProducts.$inferInsert): Promise<void> {
  await db.insert(savedProducts).values(row).onConflictDoNothing();
}

export async function deleteSaved(db: DbOrTx, userId: string, productId: string): Promise<void> {
  await db.delete(savedProducts).where(and(eq(savedProducts.userId, userId), eq(savedProducts.productId, productId)));
}

export async function isSaved(db: DbOrTx, userId: string, productId: string): Promise<boolean> {
  const rows = await db
    .select({ id: savedProducts.productId })
    .from(savedProducts)
    .where(and(eq(savedProducts.userId, userId), eq(savedProducts.productId, productId)));
  return rows.length > 0;
}

export async function savedProductIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: savedProducts.productId })
    .from(savedProducts)
    .where(eq(savedProducts.userId, userId));
  return rows.map((r) => r.id);
}

export async function followedVendorIds(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: followedVendors.vendorId })
    .from(followedVendors)
    .where(eq(followedVendors.userId, userId));
  return rows.map((r) => r.id);
}

/**
 * The buyer's saves, newest first (at most 500): the products' current state is read from the catalog by their ids
 * (see saved.service). Every save names a product (a foreign key, and products are only soft-deleted).
 */
export async function listSaved(db: DbOrTx, userId: string): Promise<(typeof savedProducts.$inferSelect)[]> {
  return db
    .select()
    .from(savedProducts)
    .where(eq(savedProducts.userId, userId))
    .orderBy(desc(savedProducts.createdAt), desc(savedProducts.productId))
    .limit(500);
}

export async function insertFollow(db: DbOrTx, row: typeof followedVendors.$inferInsert): Promise<void> {
  await db.insert(followedVendors).values(row).onConflictDoNothing();
}

export async function deleteFollow(db: DbOrTx, userId: string, vendorId: string): Promise<void> {
  await db
    .delete(followedVendors)
    .where(and(eq(followedVendors.userId, userId), eq(followedVendors.vendorId, vendorId)));
}

export interface SupplierRow {
  vendor_id: string;
  company: string | null;
  first_name: string;
  last_name: string;
  email: string;
  country: string | null;
  kyc_status: string;
  following: boolean;
  order_count: number;
  last_order_id: string | null;
  last_order_at: Date | string | null;
  product_id: string | null;
  conversation_id: string | null;
}

/**
 * The vendors this buyer ordered from or follows: their orders with each (count, last one), whether followed, and a
 * live product and the latest conversation to contact them from. One query; most recent relationship first.
 */
export async function listSuppliers(db: DbOrTx, buyerId: string): Promise<SupplierRow[]> {
  return queryRows<SupplierRow>(
    db,
    sql`
      with mine as (
        select vo.vendor_id, count(distinct o.id)::int as order_count, max(o.created_at) as last_order_at
        from vendor_orders vo join orders o on o.id = vo.order_id
        where o.buyer_id = ${buyerId}
        group by vo.vendor_id
      ),
      last_order as (
        select distinct on (vo.vendor_id) vo.vendor_id, o.id as order_id
        from vendor_orders vo join orders o on o.id = vo.order_id
        where o.buyer_id = ${buyerId}
        order by vo.vendor_id, o.created_at desc, o.id desc
      ),
      followed as (select vendor_id, created_at from followed_vendors where user_id = ${buyerId}),
      ids as (select vendor_id from mine union select vendor_id from followed)
      select u.id as vendor_id, u.company, u.first_name, u.last_name, u.email, u.country, u.kyc_status,
             (f.vendor_id is not null) as following,
             coalesce(m.order_count, 0)::int as order_count, lo.order_id as last_order_id, m.last_order_at,
             (select p.id from products p
               where p.vendor_id = u.id and p.status = 'active' and p.deleted_at is null and p.moderated_at is null and p.available_stock > 0
               order by p.created_at desc limit 1) as product_id,
             (select c.id from conversations c where c.buyer_id = ${buyerId} and c.vendor_id = u.id
               order by c.last_message_at desc limit 1) as conversation_id
      from ids
      join users u on u.id = ids.vendor_id
      left join mine m on m.vendor_id = ids.vendor_id
      left join last_order lo on lo.vendor_id = ids.vendor_id
      left join followed f on f.vendor_id = ids.vendor_id
      order by greatest(m.last_order_at, f.created_at) desc nulls last, u.id
      limit 500`,
  );
}

export interface ReliabilityRow {
  vendor_id: string;
  total: number;
  delivered: number;
  on_time: number;
  cancelled: number;
  disputes: number;
  median_response_seconds: number | string | null;
}

/**
 * Reliability figures of vendors from every order they received, one query for all of them. "On time": delivered
 * within the longest lead time of the order's products plus the transit estimate of the shipping rate bought.
 * Disputes: every dispute buyers opened on the vendor's orders. Response time: the median first reply to inquiries.
 * Add further figures as more subqueries on the same vendor ids.
 */
export async function reliabilityOf(db: DbOrTx, vendorIds: string[]): Promise<ReliabilityRow[]> {
  if (vendorIds.length === 0) return [];
  const ids = sql.join(
    vendorIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return queryRows<ReliabilityRow>(
    db,
    sql`
      with vendors as (select unnest(array[${ids}]) as vendor_id),
      o as (
        select vo.vendor_id,
               count(*)::int as total,
               (count(*) filter (where vo.delivered_at is not null))::int as delivered,
               (count(*) filter (where vo.delivered_at is not null
                  and vo.delivered_at <= vo.created_at + make_interval(days => (coalesce(lt.days, 0) + coalesce(est.days, 0))::int)))::int as on_time,
               (count(*) filter (where vo.status = 'CANCELLED'))::int as cancelled
        from vendor_orders vo
        left join lateral (
          select max(p.lead_time_days) as days from order_items oi join products p on p.id = oi.product_id where oi.vendor_order_id = vo.id
        ) lt on true
        left join lateral (
          select sr.estimated_days as days from shipments s join shipment_rates sr on sr.id = s.rate_id
          where s.vendor_order_id = vo.id order by s.created_at desc limit 1
        ) est on true
        where vo.vendor_id in (${ids})
        group by vo.vendor_id
      ),
      d as (select vendor_id, count(*)::int as n from disputes where vendor_id in (${ids}) group by vendor_id),
      r as (
        select vendor_id, percentile_cont(0.5) within group (order by first_response_seconds) as median
        from conversations where vendor_id in (${ids}) and first_response_seconds is not null group by vendor_id
      )
      select v.vendor_id, coalesce(o.total, 0)::int as total, coalesce(o.delivered, 0)::int as delivered,
             coalesce(o.on_time, 0)::int as on_time, coalesce(o.cancelled, 0)::int as cancelled,
             coalesce(d.n, 0)::int as disputes, round(r.median)::int as median_response_seconds
      from vendors v
      left join o on o.vendor_id = v.vendor_id
      left join d on d.vendor_id = v.vendor_id
      left join r on r.vendor_id = v.vendor_id`,
  );
}
