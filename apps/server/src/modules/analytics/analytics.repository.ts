import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';

/*
 * Reporting queries: read-only aggregates over the catalog's views, the orders module's vendor orders and items,
 * and the messaging and offers modules' conversations and quotes, computed by the database (one query per figure family, whatever the number of days or products).
 * Days are UTC dates; orders count when placed, cancelled ones excluded; amounts are USD cents (vendor orders
 * and order items carry USD totals).
 */

export interface DayRow {
  day: string;
  views: number;
  inquiries: number;
  orders: number;
  revenue: number;
}

export async function dailyFigures(db: DbOrTx, vendorId: string, from: string, to: string): Promise<DayRow[]> {
  return queryRows<DayRow>(
    db,
    sql`
      with v as (
        select pv.day, count(*)::int as n
        from product_views pv join products p on p.id = pv.product_id
        where p.vendor_id = ${vendorId} and pv.day between ${from}::date and ${to}::date
        group by pv.day
      ),
      o as (
        select (vo.created_at at time zone 'UTC')::date as day, count(*)::int as n, sum(vo.subtotal_cents)::bigint as revenue
        from vendor_orders vo
        where vo.vendor_id = ${vendorId} and vo.status <> 'CANCELLED'
          and vo.created_at >= ${from}::date::timestamp at time zone 'UTC'
          and vo.created_at < (${to}::date + 1)::timestamp at time zone 'UTC'
        group by 1
      ),
      i as (
        select (c.created_at at time zone 'UTC')::date as day, count(*)::int as n
        from conversations c
        where c.vendor_id = ${vendorId}
          and c.created_at >= ${from}::date::timestamp at time zone 'UTC'
          and c.created_at < (${to}::date + 1)::timestamp at time zone 'UTC'
        group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(v.n, 0)::int as views, coalesce(i.n, 0)::int as inquiries, coalesce(o.n, 0)::int as orders,
             coalesce(o.revenue, 0)::text as revenue
      from (select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day) d
      left join v on v.day = d.day
      left join o on o.day = d.day
      left join i on i.day = d.day
      order by d.day`,
  );
}

export interface TopProductRow {
  product_id: string;
  name: string;
  views: number;
  inquiries: number;
  orders: number;
  quantity: number;
  revenue: string;
}

export async function topProducts(
  db: DbOrTx,
  vendorId: string,
  from: string,
  to: string,
  limit: number,
): Promise<TopProductRow[]> {
  return queryRows<TopProductRow>(
    db,
    sql`
      with v as (
        select pv.product_id, count(*)::int as n
        from product_views pv join products p on p.id = pv.product_id
        where p.vendor_id = ${vendorId} and pv.day between ${from}::date and ${to}::date
        group by pv.product_id
      ),
      o as (
        select oi.product_id, count(distinct vo.id)::int as n, sum(oi.quantity)::bigint as quantity, sum(oi.line_total_usd_cents)::bigint as revenue
        from order_items oi join vendor_orders vo on vo.id = oi.vendor_order_id
        where vo.vendor_id = ${vendorId} and vo.status <> 'CANCELLED'
          and vo.created_at >= ${from}::date::timestamp at time zone 'UTC'
          and vo.created_at < (${to}::date + 1)::timestamp at time zone 'UTC'
        group by oi.product_id
      ),
      i as (
        select c.product_id, count(*)::int as n
        from conversations c
        where c.vendor_id = ${vendorId} and c.product_id is not null
          and c.created_at >= ${from}::date::timestamp at time zone 'UTC'
          and c.created_at < (${to}::date + 1)::timestamp at time zone 'UTC'
        group by c.product_id
      )
      select p.id as product_id, p.name, coalesce(v.n, 0)::int as views, coalesce(i.n, 0)::int as inquiries, coalesce(o.n, 0)::int as orders,
             coalesce(o.quantity, 0)::int as quantity, coalesce(o.revenue, 0)::text as revenue
      from products p
      left join v on v.product_id = p.id
      left join o on o.product_id = p.id
      left join i on i.product_id = p.id
      where p.vendor_id = ${vendorId} and (v.n is not null or o.n is not null or i.n is not null)
      order by coalesce(o.revenue, 0) desc, coalesce(o.n, 0) desc, coalesce(i.n, 0) desc, coalesce(v.n, 0) desc, p.name, p.id
      limit ${limit}`,
  );
}

export interface QuoteRow {
  sent: number;
  answered: number;
  accepted: number;
}

/**
 * Quotes the vendor sent in the period. Answered: the buyer accepted or rejected it, or it expired unanswered;
 * accepted: accepted (or already ordered). Replaced quotes (a newer quote in the thread) and open ones are not answered.
 */
export async function quoteFigures(db: DbOrTx, vendorId: string, from: string, to: string): Promise<QuoteRow> {
  const [row] = await queryRows<QuoteRow>(
    db,
    sql`
      select count(*)::int as sent,
             (count(*) filter (where f.status in ('ACCEPTED', 'REJECTED', 'EXPIRED') or f.order_id is not null))::int as answered,
             (count(*) filter (where f.status = 'ACCEPTED' or f.order_id is not null))::int as accepted
      from offers f
      where f.vendor_id = ${vendorId}
        and f.created_at >= ${from}::date::timestamp at time zone 'UTC'
        and f.created_at < (${to}::date + 1)::timestamp at time zone 'UTC'`,
  );
  return row ?? { sent: 0, answered: 0, accepted: 0 };
}

/**
 * Platform-wide public figures in one query. "On sale" is the catalogue's rule (active, in stock, not deleted, not
 * taken down, as catalog.repository's `available`); vendors count when verified and not suspended.
 */
export async function platformFigures(db: DbOrTx): Promise<{
  vendors: number;
  products: number;
  supplier_countries: number;
  buyer_countries: number;
  reviews: number;
  average: string | null;
}> {
  const [row] = await queryRows<{
    vendors: number;
    products: number;
    supplier_countries: number;
    buyer_countries: number;
    reviews: number;
    average: string | null;
  }>(
    db,
    sql`
      with live as (
        select p.vendor_id, u.country, u.kyc_status = 'VERIFIED' and u.status = 'active' as verified
        from products p join users u on u.id = p.vendor_id
        where p.status = 'active' and p.deleted_at is null and p.moderated_at is null and p.available_stock > 0
      )
      select
        (select count(distinct vendor_id) from live where verified)::int as vendors,
        (select count(*) from live)::int as products,
        (select count(distinct country) from live where country is not null and country <> '')::int as supplier_countries,
        (select count(distinct shipping_address->>'country') from orders)::int as buyer_countries,
        (select count(*) from reviews)::int as reviews,
        (select round(avg(rating)::numeric, 1)::text from reviews) as average`,
  );
  return row ?? { vendors: 0, products: 0, supplier_countries: 0, buyer_countries: 0, reviews: 0, average: null };
}
