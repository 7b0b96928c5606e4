import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Database } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/harness.ts';
import { listByPrice } from './browse-price.repository.ts';
import { BEST_RATED, listInOrder, NEWEST } from './browse.repository.ts';

/**
 * Listing pages are named statements so that PostgreSQL plans them once per connection (decision 025). It keeps a
 * statement's generic plan only when that plan is about as cheap as one made for the values: with the page size a
 * placeholder it was not, and the listing was planned again on every page (issue 20). PostgreSQL only: PGlite
 * ignores statement names. One connection, so that pg_prepared_statements sees every statement run.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('browse statements on PostgreSQL', () => {
  let database: Database;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ database, drop } = await openTestDatabase({ poolMax: 1 }));
    // a catalogue large enough for the planner's choices to be the real ones: 20,000 products in three currencies
    await database.db
      .execute(sql`insert into users (id, email, password_hash, first_name, last_name, roles, active_role, company, country, notification_preferences, email_verified_at)
      values (gen_random_uuid(), 'plans-vendor@example.com', 'x', 'Vendor', 'One', array['vendor'], 'vendor', 'Plans Trading', 'Ghana', '{}'::jsonb, now())`);
    await database.db
      .execute(sql`insert into products (id, vendor_id, vendor_name, vendor_country, name, category, description, price_cents, currency, min_order, unit,
        available_stock, origin, lead_time_days, payment_terms, tags, status, search_vector, created_at, updated_at)
      select gen_random_uuid(), u.id, u.company, u.country, 'Shea lot ' || s, 'raw-food-health', 'Lot ' || s,
        100 + (s * 37) % 500000, (array['USD', 'NGN', 'EUR'])[1 + s % 3], 1, 'KG', 1000, 'Ghana', 7, 'escrow', array[]::text[],
        'active', to_tsvector('simple', 'Shea lot ' || s), now() - make_interval(secs => s), now()
      from users u, generate_series(1, 20000) s where u.email = 'plans-vendor@example.com'`);
    await database.db.execute(sql`analyze products`);
  });
  afterAll(async () => {
    await drop?.();
  });

  it('keeps one plan for each listing statement instead of planning every page', async () => {
    const db = database.db;
    const rates = new Map([
      ['USD', 1_000_000],
      ['NGN', 1_550_000_000],
      ['EUR', 920_000],
    ]);
    for (let i = 0; i < 12; i++) {
      await listInOrder(db, {}, undefined, NEWEST, undefined, 25, { countCap: 100 });
      await listInOrder(db, { category: 'raw-food-health' }, undefined, NEWEST, undefined, 25);
      await listInOrder(db, {}, undefined, BEST_RATED, undefined, 25, { countCap: 100 });
      const newest = await listInOrder(db, {}, undefined, NEWEST, undefined, 3);
      await listInOrder(db, {}, undefined, NEWEST, newest.at(-1), 25);
      const [, , last] = await listByPrice(db, {}, undefined, rates, 'asc', undefined, 3);
      expect(last?.usdPrice).toBeDefined();
      await listByPrice(db, {}, undefined, rates, 'asc', { id: last!.id, usdPrice: last!.usdPrice }, 25);
    }
    const statements = await queryRows<{ statement: string; generic_plans: string; custom_plans: string }>(
      db,
      sql`select statement, generic_plans::text, custom_plans::text from pg_prepared_statements`,
    );
    expect(statements.length).toBeGreaterThanOrEqual(5);
    for (const s of statements) {
      // the first five runs are planned for their values; after that the kept plan serves
      expect(Number(s.generic_plans), s.statement.slice(-600)).toBeGreaterThanOrEqual(7);
    }
  });
});
