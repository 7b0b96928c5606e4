import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, queryRows } from './client.ts';

/** Several processes deploying at once (issue 21): each migrates on start, one at a time, and none fails. */
describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on a deploy of several processes', () => {
  it('four processes migrating one fresh database together all start, and every migration is applied once', async () => {
    const name = `mig_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const databases = await Promise.all([1, 2, 3, 1].map((poolMax) => openDatabase({ url: url.toString(), poolMax })));
    try {
      const outcomes = await Promise.allSettled(databases.map((d) => migrateDatabase(d)));
      expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(Array(4).fill('ok'));
      const [applied] = await queryRows<{ n: number; distinct: number }>(
        databases[0]!.db,
        sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
      );
      expect(applied!.n).toBe(applied!.distinct);
      expect(applied!.n).toBeGreaterThan(40);
    } finally {
      await Promise.all(databases.map((d) => d.close()));
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }, 120_000);
});
