import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import {
  anywhere,
  scopeFilters,
  SEARCH_WINDOW,
  select,
  type BrowseKey,
  type BrowseRow,
  type BrowseScope,
  type PageOptions,
  type SearchMatch,
} from './browse.repository.ts';
import { products } from './catalog.schema.ts';

/** Units of each currency per USD, times 1e6 (fx rates in force), for every currency a product may have. */
export type UsdRates = ReadonlyMap<string, number>;

type Direction = 'asc' | 'desc';
type Key = { id: string; usd: string };
type KeyRow = { id: string; usd: string; currency: string; sentinel: boolean };

/** The price in USD as an exact decimal: strictly increasing with price_cents within a currency, so ties are true ties. */
function usdPrice(rate: number): SQL {
  return sql`(${products.priceCents}::numeric * 1000000 / ${rate}::numeric)`;
}

/** Compares two non-negative decimals written by PostgreSQL ("1086.9565217391304348"), exactly. */
export function compareDecimals(a: string, b: string): number {
  const [ai = '', af = ''] = a.split('.');
  const [bi = '', bf = ''] = b.split('.');
  if (ai.length !== bi.length) return ai.length - bi.length;
  if (ai !== bi) return ai < bi ? -1 : 1;
  const n = Math.max(af.length, bf.length);
  const [x, y] = [af.padEnd(n, '0'), bf.padEnd(n, '0')];
  return x === y ? 0 : x < y ? -1 : 1;
}

/** Page order: by USD price, then id, ascending or descending. */
function compareKeys(a: Key, b: Key, direction: Direction): number {
  const c = compareDecimals(a.usd, b.usd) || (a.id === b.id ? 0 : a.id < b.id ? -1 : 1);
  return direction === 'asc' ? c : -c;
}

/**
 * One page by USD-converted price, ties by id. Per currency, products_price_browse_idx holds the rows in price order;
 * the currencies' ranges are merged in USD at the rates in force.
 * - No search: `limit` rows of each range from the key on — a few short index scans whatever the catalogue's size.
 * - A search with few matches (`rare`): every match through the text index, converted and sorted.
 * - A search with many: each range is walked for at most `window` rows (stopping at `limit` matches). A range whose
 *   window ran out before its matches did ends at a sentinel (its last walked row); when the page's end lies beyond
 *   the sentinel, that currency's remaining matches come from the text index. So a currency where the word is rare
 *   costs a window, not its whole range.
 */
export async function listByPrice(
  db: DbOrTx,
  scope: BrowseScope,
  m: SearchMatch | undefined,
  rates: UsdRates,
  direction: Direction,
  after: BrowseKey | undefined,
  limit: number,
  opts: PageOptions = {},
): Promise<BrowseRow[]> {
  const filters = scopeFilters(scope);
  const dir = sql.raw(direction);
  const cmp = sql.raw(direction === 'asc' ? '>' : '<');
  const from: Key | undefined = after?.usdPrice ? { usd: after.usdPrice, id: after.id } : undefined;
  /** rows of one currency after `key`: the exact condition, and a bound on price_cents alone for the index range */
  const afterKey = (rate: number, key: Key | undefined): SQL[] =>
    key
      ? [
          sql`(${usdPrice(rate)}, ${products.id}) ${cmp} (${key.usd}::numeric, ${key.id}::uuid)`,
          direction === 'asc'
            ? sql`${products.priceCents} >= (floor(${key.usd}::numeric * ${rate} / 1000000) - 1)::bigint`
            : sql`${products.priceCents} <= (ceil(${key.usd}::numeric * ${rate} / 1000000) + 1)::bigint`,
        ]
      : [];
  const inOrder = sql`order by ${products.priceCents} ${dir}, ${products.id} ${dir}`;
  const keyColumns = (currency: string, rate: number, sentinel: boolean) =>
    sql`${products.id} as id, ${usdPrice(rate)}::text as usd, ${currency}::text as currency, ${sql.raw(sentinel ? 'true' : 'false')} as sentinel`;
  const run = (parts: SQL[]) => queryRows<KeyRow>(db, sql.join(parts, sql` union all `));
  const currencies = [...rates];
  let keys: KeyRow[];

  if (m && opts.rare) {
    const price = sql`(case ${products.currency} ${sql.join(
      currencies.map(([c, rate]) => sql`when ${c} then ${usdPrice(rate)}`),
      sql` `,
    )} end)`;
    const where = and(
      ...filters,
      anywhere(m),
      ...(from ? [sql`(${price}, ${products.id}) ${cmp} (${from.usd}::numeric, ${from.id}::uuid)`] : []),
    );
    keys = await queryRows<KeyRow>(
      db,
      sql`select ${products.id} as id, ${price}::text as usd, ${products.currency} as currency, false as sentinel from ${products} where ${where} order by ${price} ${dir}, ${products.id} ${dir} limit ${limit}`,
    );
  } else if (!m) {
    keys = await run(
      currencies.map(
        ([c, rate]) =>
          sql`(select ${keyColumns(c, rate, false)} from ${products} where ${and(...filters, eq(products.currency, c), ...afterKey(rate, from))} ${inOrder} limit ${limit})`,
      ),
    );
  } else {
    const window = opts.window ?? SEARCH_WINDOW;
    keys = await run(
      currencies.flatMap(([c, rate]) => {
        const range = and(...filters, eq(products.currency, c), ...afterKey(rate, from));
        // the walked subquery is named "products" so that the match and the columns refer to it
        const walked = sql`(select * from ${products} where ${range} ${inOrder} limit ${window}) ${products}`;
        return [
          sql`(select ${keyColumns(c, rate, false)} from ${walked} where ${anywhere(m)} ${inOrder} limit ${limit})`,
          sql`(select ${keyColumns(c, rate, true)} from ${products} where ${range} ${inOrder} offset ${window - 1} limit 1)`,
        ];
      }),
    );
    const found = keys.filter((k) => !k.sentinel).sort((a, b) => compareKeys(a, b, direction));
    const last = found.length >= limit ? found[limit - 1] : undefined;
    for (const s of keys.filter((k) => k.sentinel)) {
      const matchedHere = found.filter((k) => k.currency === s.currency).length;
      if (matchedHere >= limit || (last && compareKeys(s, last, direction) >= 0)) continue;
      const rate = rates.get(s.currency)!;
      const rest = and(...filters, eq(products.currency, s.currency), anywhere(m), ...afterKey(rate, s));
      found.push(
        ...(await queryRows<KeyRow>(
          db,
          sql`select ${keyColumns(s.currency, rate, false)} from ${products} where ${rest} order by ${products.priceCents} + 0 ${dir}, ${products.id} ${dir} limit ${limit}`,
        )),
      );
    }
    keys = found;
  }

  const page = keys
    .filter((k) => !k.sentinel)
    .sort((a, b) => compareKeys(a, b, direction))
    .slice(0, limit);
  if (page.length === 0) return [];
  const rows = await select(
    db,
    [
      sql`${products.id} in (${sql.join(
        page.map((k) => sql`${k.id}::uuid`),
        sql`, `,
      )})`,
    ],
    [],
    page.length,
  );
  const byId = new Map(rows.map((p) => [p.id, p]));
  return page.flatMap((k) => {
    const p = byId.get(k.id);
    return p ? [{ ...p, usdPrice: k.usd }] : [];
  });
}
