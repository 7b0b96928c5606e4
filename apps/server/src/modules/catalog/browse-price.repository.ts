import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { literalLimit, runPrepared } from '../../db/prepared.ts';
import { cardColumns, type CardRow } from './catalog.repository.ts';
import {
  anywhere,
  anywhereParam,
  scopeFilters,
  scopeShape,
  SEARCH_WINDOW,
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
function usdPrice(rate: number | SQL): SQL {
  return sql`(${products.priceCents}::numeric * 1000000 / ${rate}::numeric)`;
}

const $ = (name: string) => sql.placeholder(name);
/** the rate placeholder of the i-th currency in `rates` */
const rateOf = (i: number) => sql`${$(`r${i}`)}`;

/** Any row's USD price: its currency's rate, from the `r0`, `r1`... placeholders (one per currency, in `rates` order). */
function usdPriceOfAny(currencies: string[]): SQL {
  return sql`(case ${products.currency} ${sql.join(
    currencies.map((c, i) => sql`when ${literalCode(c)} then ${usdPrice(rateOf(i))}`),
    sql` `,
  )} end)`;
}

/** A currency code written into the SQL text (a constant of the statement, so its plan can be kept). */
function literalCode(code: string): SQL {
  if (!/^[A-Z]{3}$/.test(code)) throw new Error(`not a currency code: ${code}`);
  return sql.raw(`'${code}'`);
}

/** ORDER BY's direction, and the comparison that means "after the key" in it. */
function ordering(direction: Direction): { dir: SQL; cmp: SQL } {
  return { dir: sql.raw(direction), cmp: sql.raw(direction === 'asc' ? '>' : '<') };
}

/**
 * The rows of one currency (at `rate`) after the key (`usd`, `id`): the exact condition, and a bound on price_cents
 * alone for the index range. The key and rate are values or placeholders.
 */
function rowsAfter(direction: Direction, rate: number | SQL, usd: string | SQL, id: string | SQL): SQL[] {
  const { cmp } = ordering(direction);
  return [
    sql`(${usdPrice(rate)}, ${products.id}) ${cmp} (${usd}::numeric, ${id}::uuid)`,
    direction === 'asc'
      ? sql`${products.priceCents} >= (floor(${usd}::numeric * ${rate}::numeric / 1000000) - 1)::bigint`
      : sql`${products.priceCents} <= (ceil(${usd}::numeric * ${rate}::numeric / 1000000) + 1)::bigint`,
  ];
}

type PriceRow = CardRow & { usdPrice: string };

/**
 * The statements' values: the scope's, one rate per currency, the key (`afterUsd`, `afterId`) and `limit`. The
 * shape names the currencies: a new one is a new statement.
 */
function priceValues(scope: BrowseScope, rates: UsdRates, from: Key | undefined, limit: number) {
  const values: Record<string, unknown> = {
    category: scope.category,
    country: scope.country?.trim(),
    afterUsd: from?.usd,
    afterId: from?.id,
    limit,
  };
  [...rates.values()].forEach((rate, i) => (values[`r${i}`] = rate));
  return values;
}

/**
 * The listing (no search) in price order as one prepared statement: per currency, `limit` rows from the key on in
 * price_cents order (an index range, bounded below by a price_cents derived from the key), merged in USD, read as cards.
 */
function listingByPrice(
  db: DbOrTx,
  scope: BrowseScope,
  currencies: string[],
  direction: Direction,
  after: boolean,
  limit: number,
) {
  const { dir } = ordering(direction);
  const ranges = currencies.map((c, i) => {
    const usd = usdPrice(rateOf(i));
    const keyed = after ? rowsAfter(direction, rateOf(i), sql`${$('afterUsd')}`, sql`${$('afterId')}`) : [];
    return sql`(select ${products.id} as id, ${usd} as usd from ${products} where ${and(...scopeFilters(scope, true), sql`${products.currency} = ${literalCode(c)}`, ...keyed)} order by ${products.priceCents} ${dir}, ${products.id} ${dir} limit ${literalLimit(limit)})`;
  });
  const price = usdPriceOfAny(currencies);
  return db
    .select({ ...cardColumns, usdPrice: sql<string>`${price}::text` })
    .from(products)
    .where(
      sql`${products.id} in (select k.id from (${sql.join(ranges, sql` union all `)}) k order by k.usd ${dir}, k.id ${dir} limit ${literalLimit(limit)})`,
    )
    .orderBy(sql`${price} ${dir}`, sql`${products.id} ${dir}`)
    .limit(literalLimit(limit));
}

/** A search with few matches in price order: every match through the text index, converted and sorted. */
function rareMatchesByPrice(
  db: DbOrTx,
  scope: BrowseScope,
  currencies: string[],
  direction: Direction,
  after: boolean,
) {
  const { dir, cmp } = ordering(direction);
  const price = usdPriceOfAny(currencies);
  return db
    .select({ ...cardColumns, usdPrice: sql<string>`${price}::text` })
    .from(products)
    .where(
      and(
        ...scopeFilters(scope, true),
        anywhereParam,
        ...(after ? [sql`(${price}, ${products.id}) ${cmp} (${$('afterUsd')}::numeric, ${$('afterId')}::uuid)`] : []),
      ),
    )
    .orderBy(sql`${price} ${dir}`, sql`${products.id} ${dir}`)
    .limit($('limit'));
}

/** Cards by id, in any order (the walked search's last step); the ids are one array value. */
function cardsById(db: DbOrTx, ids: string[]): Promise<CardRow[]> {
  return runPrepared(
    db,
    'price|by-ids',
    () =>
      db
        .select(cardColumns)
        .from(products)
        .where(sql`${products.id} = any(${$('ids')}::uuid[])`),
    { ids: `{${ids.join(',')}}` },
  );
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
 * - No search: one statement, prepared once (the rates and the key are placeholders): `limit` rows of each range from
 *   the key on, a few short index scans whatever the catalogue's size, merged and read as cards in the database.
 * - A search with few matches (`rare`): one statement too, every match through the text index, converted and sorted.
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
  const from: Key | undefined = after?.usdPrice ? { usd: after.usdPrice, id: after.id } : undefined;
  const currencies = [...rates.keys()];
  const shape = `${scopeShape(scope)}|${direction}|${from ? 'after' : 'first'}|${currencies.join(',')}`;
  const values = { ...priceValues(scope, rates, from, limit), anyForm: m?.anyForm };
  // Named for the first page only: after a key PostgreSQL costs its generic plan above the plans it makes for the
  // values (the price_cents bound is unknown to it), so it would plan every run anyway (browse-plans.test.ts).
  if (!m)
    return runPrepared<PriceRow[]>(
      db,
      `price|listing|${shape}|${limit}`,
      () => listingByPrice(db, scope, currencies, direction, from !== undefined, limit),
      values,
      !from,
    );
  if (opts.rare)
    return runPrepared<PriceRow[]>(
      db,
      `price|rare|${shape}`,
      () => rareMatchesByPrice(db, scope, currencies, direction, from !== undefined),
      values,
    );

  const filters = scopeFilters(scope);
  const { dir } = ordering(direction);
  const afterKey = (rate: number, key: Key | undefined): SQL[] =>
    key ? rowsAfter(direction, rate, key.usd, key.id) : [];
  const inOrder = sql`order by ${products.priceCents} ${dir}, ${products.id} ${dir}`;
  const keyColumns = (currency: string, rate: number, sentinel: boolean) =>
    sql`${products.id} as id, ${usdPrice(rate)}::text as usd, ${currency}::text as currency, ${sql.raw(sentinel ? 'true' : 'false')} as sentinel`;
  const run = (parts: SQL[]) => queryRows<KeyRow>(db, sql.join(parts, sql` union all `));
  const window = opts.window ?? SEARCH_WINDOW;
  const keys = await run(
    [...rates].flatMap(([c, rate]) => {
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

  const page = found.sort((a, b) => compareKeys(a, b, direction)).slice(0, limit);
  if (page.length === 0) return [];
  const rows = await cardsById(
    db,
    page.map((k) => k.id),
  );
  const byId = new Map(rows.map((p) => [p.id, p]));
  return page.flatMap((k) => {
    const p = byId.get(k.id);
    return p ? [{ ...p, usdPrice: k.usd }] : [];
  });
}
