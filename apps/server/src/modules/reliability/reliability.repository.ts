/**
 * Read-only aggregate queries over other modules' tables (vendor_orders, order_events, order_items, products,
 * checkouts, orders, disputes, reviews). This module owns no table: it only counts. Each query takes many users at
 * once (grouped), so a page of profiles costs a fixed number of queries, never one per user.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

function idList(ids: string[]): SQL {
  return sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
}

export interface VendorCounts {
  vendorId: string;
  orders: number;
  shipped: number;
  delivered: number;
  onTime: number;
  due: number;
  disputes: number;
}

/**
 * Per vendor: vendor orders (not cancelled); shipped orders that reached an outcome (delivered or completed, orders
 * still in transit left out) and those of them delivered (not fully refunded); shipped on time (the SHIPPED
 * event, written when the label is bought, by the ship-by date: placement + the longest lead time, or the quote's;
 * orders older than the ship-by date count from their products' lead time) and "due" (shipped, still unshipped past
 * that date, or cancelled by the buyer under the ship-by guarantee: a late shipment), plus disputes against them.
 */
export async function vendorCounts(db: DbOrTx, vendorIds: string[], now: Date): Promise<VendorCounts[]> {
  if (vendorIds.length === 0) return [];
  const nowIso = now.toISOString();
  const rows = await queryRows<{
    vendor_id: string;
    orders: number;
    shipped: number;
    delivered: number;
    on_time: number;
    due: number;
    disputes: number;
  }>(
    db,
    sql`with vo as (
          select v.id, v.vendor_id, v.status, v.escrow_status, v.created_at, v.ship_by, v.cancelled_late,
            (select min(e.created_at) from order_events e where e.vendor_order_id = v.id and e.field = 'status' and e.to_state = 'SHIPPED') as shipped_at,
            (select coalesce(max(p.lead_time_days), 0) from order_items i join products p on p.id = i.product_id where i.vendor_order_id = v.id) as lead_days
          from vendor_orders v where v.vendor_id in (${idList(vendorIds)})
        ), d as (
          select vendor_id, count(*)::int as n from disputes where vendor_id in (${idList(vendorIds)}) group by vendor_id
        )
        select vo.vendor_id,
          (count(*) filter (where vo.status <> 'CANCELLED'))::int as orders,
          (count(*) filter (where vo.status in ('DELIVERED', 'COMPLETED') and vo.shipped_at is not null))::int as shipped,
          (count(*) filter (where vo.status in ('DELIVERED', 'COMPLETED') and vo.shipped_at is not null and vo.escrow_status <> 'REFUNDED'))::int as delivered,
          (count(*) filter (where vo.shipped_at is not null and not vo.cancelled_late and vo.shipped_at <= coalesce(vo.ship_by, vo.created_at + vo.lead_days * interval '1 day')))::int as on_time,
          (count(*) filter (where vo.shipped_at is not null or vo.cancelled_late or (vo.status <> 'CANCELLED' and coalesce(vo.ship_by, vo.created_at + vo.lead_days * interval '1 day') < ${nowIso}::timestamptz)))::int as due,
          coalesce(max(d.n), 0)::int as disputes
        from vo left join d on d.vendor_id = vo.vendor_id
        group by vo.vendor_id`,
  );
  return rows.map((r) => ({
    vendorId: r.vendor_id,
    orders: Number(r.orders),
    shipped: Number(r.shipped),
    delivered: Number(r.delivered),
    onTime: Number(r.on_time),
    due: Number(r.due),
    disputes: Number(r.disputes),
  }));
}

export interface BuyerCounts {
  buyerId: string;
  checkouts: number;
  paid: number;
  orders: number;
  disputes: number;
}

/** Per buyer: checkouts started (quote requests excluded) and paid, vendor orders bought (not cancelled), disputes opened. */
export async function buyerCounts(db: DbOrTx, buyerIds: string[]): Promise<BuyerCounts[]> {
  if (buyerIds.length === 0) return [];
  const rows = await queryRows<{ buyer_id: string; checkouts: number; paid: number; orders: number; disputes: number }>(
    db,
    sql`with ids as (select unnest(array[${idList(buyerIds)}]) as id),
        c as (
          select buyer_id, count(*)::int as checkouts,
            (count(*) filter (where order_id is not null or status in ('CAPTURED', 'PLACED', 'REFUNDED')))::int as paid
          from checkouts where buyer_id in (${idList(buyerIds)}) and status <> 'QUOTE_REQUESTED' group by buyer_id
        ), o as (
          select o.buyer_id, count(*)::int as n from vendor_orders v join orders o on o.id = v.order_id
          where o.buyer_id in (${idList(buyerIds)}) and v.status <> 'CANCELLED' group by o.buyer_id
        ), d as (
          select buyer_id, count(*)::int as n from disputes where buyer_id in (${idList(buyerIds)}) group by buyer_id
        )
        select ids.id as buyer_id, coalesce(c.checkouts, 0)::int as checkouts, coalesce(c.paid, 0)::int as paid, coalesce(o.n, 0)::int as orders, coalesce(d.n, 0)::int as disputes
        from ids left join c on c.buyer_id = ids.id left join o on o.buyer_id = ids.id left join d on d.buyer_id = ids.id`,
  );
  return rows.map((r) => ({
    buyerId: r.buyer_id,
    checkouts: Number(r.checkouts),
    paid: Number(r.paid),
    orders: Number(r.orders),
    disputes: Number(r.disputes),
  }));
}

/** Platform-wide figures for the public Profiling tiles. */
export async function platformCounts(
  db: DbOrTx,
): Promise<{ profiled: number; vendorOrders: number; released: number; finished: number; disputes: number }> {
  const [row] = await queryRows<{
    profiled: number;
    vendor_orders: number;
    released: number;
    finished: number;
    disputes: number;
  }>(
    db,
    sql`select
          (select count(*) from (
            select v.vendor_id as id from vendor_orders v where v.status <> 'CANCELLED'
            union select o.buyer_id from vendor_orders v join orders o on o.id = v.order_id where v.status <> 'CANCELLED'
          ) u)::int as profiled,
          (select count(*) from vendor_orders where status <> 'CANCELLED')::int as vendor_orders,
          (select count(*) from vendor_orders where escrow_status = 'RELEASED')::int as released,
          (select count(*) from vendor_orders where escrow_status in ('RELEASED', 'REFUNDED', 'PARTIALLY_REFUNDED') and status <> 'CANCELLED')::int as finished,
          (select count(*) from disputes)::int as disputes`,
  );
  return {
    profiled: Number(row?.profiled ?? 0),
    vendorOrders: Number(row?.vendor_orders ?? 0),
    released: Number(row?.released ?? 0),
    finished: Number(row?.finished ?? 0),
    disputes: Number(row?.disputes ?? 0),
  };
}

/** The most active traders (by vendor orders), as vendor and as buyer, with their names: the admin profile list. */
export async function activeTraders(
  db: DbOrTx,
  limit: number,
): Promise<{ userId: string; role: 'vendor' | 'buyer'; n: number; name: string; email: string }[]> {
  const rows = await queryRows<{
    user_id: string;
    role: 'vendor' | 'buyer';
    n: number;
    first_name: string | null;
    last_name: string | null;
    company: string | null;
    email: string;
  }>(
    db,
    sql`with t as (
          (select v.vendor_id as user_id, 'vendor' as role, count(*)::int as n from vendor_orders v where v.status <> 'CANCELLED' group by v.vendor_id order by n desc limit ${limit})
          union all
          (select o.buyer_id, 'buyer', count(*)::int as n from vendor_orders v join orders o on o.id = v.order_id where v.status <> 'CANCELLED' group by o.buyer_id order by n desc limit ${limit})
        )
        select t.user_id, t.role, t.n, u.first_name, u.last_name, u.company, u.email from t join users u on u.id = t.user_id order by t.n desc, t.role`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    role: r.role,
    n: Number(r.n),
    name:
      (r.role === 'vendor' && r.company?.trim()) ||
      [r.first_name, r.last_name].filter(Boolean).join(' ').trim() ||
      r.email.split('@')[0]!,
    email: r.email,
  }));
}
