/**
 * The floor of the browse benchmark: the smallest handler that can answer a browse page. Bare Fastify (no hooks, no
 * schemas, no plugins) and a `pg` pool of the same size as the API's, running the very SQL text the API's repository
 * builds for a listing page (built once per shape at start, through the same functions), and sending the rows as they
 * come. What the API spends beyond this is our own cost per request: the figure `npm run bench` prints as a ratio.
 * A search (`q`) is answered with one plain GIN query instead: every word, newest first, no relevance tiers, no
 * total, no spelling correction: the reference for what a search costs PostgreSQL.
 * Forked by run.ts; BENCH_DB_URL names the database (PostgreSQL only: PGlite allows one process per directory).
 */
import Fastify from 'fastify';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../src/db/schema.ts';
import { BROWSE_TOTAL_CAP } from '@app/shared/catalog';
import { and, desc, sql } from 'drizzle-orm';
import { listingQuery, scopeFilters } from '../src/modules/catalog/browse.repository.ts';
import { cardColumns } from '../src/modules/catalog/catalog.repository.ts';
import { products } from '../src/modules/catalog/catalog.schema.ts';

async function main(): Promise<void> {
  const url = process.env.BENCH_DB_URL;
  if (!url) throw new Error('BENCH_DB_URL is required');
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_MAX ?? 10) });
  const builder = drizzle(pool, { schema });
  /** SQL text per shape (which filters are set), built once: the floor pays nothing per request to make it. */
  const texts = new Map<string, string>();
  const textOf = (category: boolean, country: boolean, limit: number): string => {
    const key = `${category}|${country}|${limit}`;
    let text = texts.get(key);
    if (!text) {
      const scope = { category: category ? 'x' : undefined, country: country ? 'x' : undefined };
      text = listingQuery(builder, scope, limit, BROWSE_TOTAL_CAP + 1).toSQL().sql;
      texts.set(key, text);
    }
    return text;
  };
  const app = Fastify({ logger: false });
  const searchText = (category: boolean): string => {
    const key = `search|${category}`;
    let text = texts.get(key);
    if (!text) {
      const filters = scopeFilters({ category: category ? 'x' : undefined });
      text = builder
        .select(cardColumns)
        .from(products)
        .where(and(...filters, sql`${products.searchVector} @@ plainto_tsquery('simple', ${'x'})`))
        .orderBy(desc(products.createdAt))
        .limit(1)
        .toSQL().sql;
      texts.set(key, text);
    }
    return text;
  };
  app.get('/api/products', async (req) => {
    const query = req.query as Record<string, string | undefined>;
    const limit = Math.min(Math.max(Number(query.limit ?? 24) || 24, 1), 48);
    const category = query.category && query.category !== 'all' ? query.category : undefined;
    const country = query.country?.trim() || undefined;
    if (query.q) {
      const { rows } = await pool.query(searchText(!!category), [...(category ? [category] : []), query.q, limit]);
      return { items: rows, nextCursor: null, total: null };
    }
    // the parameters in the order the repository writes them: the count's filters, the page's filters
    const filters = [...(category ? [category] : []), ...(country ? [country] : [])];
    const values = [...filters, ...filters];
    const { rows } = await pool.query<{ counted: number }>(textOf(!!category, !!country, limit + 1), values);
    return { items: rows.slice(0, limit), nextCursor: null, total: rows[0]?.counted ?? 0 };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
  const stop = () => void app.close().finally(() => void pool.end().finally(() => process.exit(0)));
  process.on('message', (m) => m === 'stop' && stop());
  process.on('SIGINT', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
