import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../db/client.ts';
import { available, cardColumns, type CardRow } from './catalog.repository.ts';
import { products } from './catalog.schema.ts';

/** What narrows every browse query: the category and the supplier country. */
export interface BrowseScope {
  category?: string | undefined;
  country?: string | undefined;
}

/** 1: the name is the query; 2: every word is in the name; 3: every word is in the name, the last one begun; 4: elsewhere. */
export type SearchTier = 1 | 2 | 3 | 4;

/** The position after which a page starts; which fields are set depends on the order (see browse-cursor.ts). */
export interface BrowseKey {
  id: string;
  /** created_at; a string keeps the database's microseconds */
  createdAt?: Date | string | undefined;
  tier?: SearchTier | undefined;
  rating?: number | undefined;
  reviews?: number | undefined;
  /** the USD-converted price, an exact decimal as the database wrote it */
  usdPrice?: string | undefined;
}

export type BrowseRow = CardRow & {
  tier?: SearchTier;
  usdPrice?: string;
  /** how many products the listing holds, up to the cap + 1 (PageOptions.countCap) */
  counted?: number;
};

/** to_tsquery('simple', ...) expressions of a search (search-plan.ts builds them from the words typed). */
export interface SearchMatch {
  /** the words as a name would hold them, for tier 1; absent when the query was cut short */
  phrase?: string | undefined;
  /** every word as typed */
  allWords: string;
  /** every word, or a form of it: the vocabulary terms the last word begins, or spelling corrections */
  anyForm: string;
}

export function scopeFilters(scope: BrowseScope): SQL[] {
  const filters: SQL[] = [available];
  if (scope.category) filters.push(eq(products.category, scope.category));
  // the whole name, not a part of it: "Niger" must not bring Nigeria's products
  if (scope.country) filters.push(sql`lower(${products.vendorCountry}) = lower(${scope.country.trim()})`);
  return filters;
}

export const anywhere = (m: SearchMatch) => sql`${products.searchVector} @@ to_tsquery('simple', ${m.anyForm})`;

function createdAtParam(key: BrowseKey): string {
  const t = key.createdAt ?? new Date(0);
  return typeof t === 'string' ? t : t.toISOString();
}

/** A browse order: ORDER BY as an index walks it, the same order hidden from indexes, and "rows after this key". */
interface Order {
  by: SQL[];
  /** `+ 0` keeps the order but hides it from the indexes: the planner then fetches the (few) matches and sorts them */
  hidden: SQL[];
  after(key: BrowseKey): SQL;
}

export const NEWEST: Order = {
  by: [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`],
  hidden: [sql`${products.createdAt} + interval '0 seconds' desc nulls last`, sql`${products.id} desc nulls last`],
  after: (k) => sql`(${products.createdAt}, ${products.id}) < (${createdAtParam(k)}::timestamptz, ${k.id}::uuid)`,
};

/** Best rated first; then most reviewed, newest, id (products_rating_browse_idx). */
export const BEST_RATED: Order = {
  by: [sql`${products.rating} desc nulls last`, sql`${products.reviews} desc nulls last`, ...NEWEST.by],
  hidden: [sql`${products.rating} + 0 desc nulls last`, sql`${products.reviews} desc nulls last`, ...NEWEST.by],
  after: (k) =>
    sql`(${products.rating}, ${products.reviews}, ${products.createdAt}, ${products.id}) < (${k.rating ?? 0}::real, ${k.reviews ?? 0}::int, ${createdAtParam(k)}::timestamptz, ${k.id}::uuid)`,
};

/** How many listed rows a search walks in order before it turns to the text index (decision 008). */
export const SEARCH_WINDOW = 2000;

export function select(db: DbOrTx, where: SQL[], order: SQL[], limit: number): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(products)
    .where(and(...where))
    .orderBy(...(order.length ? order : [products.id]))
    .limit(limit);
}

/**
 * Matching rows in `order`, at a cost bounded whatever the words. Unless the matches are known to be few (`rare`),
 * first a walk of at most `window` listed rows in index order (a subquery with its own LIMIT, which stops as soon as the
 * page is full: a few hundred rows for a common word); when that finds too few, or straight away for rare matches, the
 * text index fetches every match and they are sorted (decision 008).
 */
async function matching(
  db: DbOrTx,
  filters: SQL[],
  match: SQL,
  order: Order,
  after: BrowseKey | undefined,
  limit: number,
  opts: PageOptions,
): Promise<CardRow[]> {
  const keyset = after ? [order.after(after)] : [];
  if (!opts.rare) {
    // The subquery is named "products" so that the match, the vendor's KYC status and the image ids refer to its
    // columns.
    const walked = db
      .select()
      .from(products)
      .where(and(...filters, ...keyset))
      .orderBy(...order.by)
      .limit(opts.window ?? SEARCH_WINDOW)
      .as('products');
    const rows = await db
      .select(cardColumns)
      .from(walked)
      .where(match)
      .orderBy(...order.by)
      .limit(limit);
    if (rows.length >= limit) return rows;
  }
  return select(db, [...filters, match, ...keyset], order.hidden, limit);
}

export interface PageOptions {
  /** the matches are known to be few (counted under the cap): skip the walk, fetch them through the text index */
  rare?: boolean | undefined;
  /** rows a search walks in order before it turns to the text index; tests make it small */
  window?: number | undefined;
  /** listings without a search: also count the listed products, up to this cap + 1, in the same query */
  countCap?: number | undefined;
}

/**
 * One page of a search in relevance tiers (see SearchTier), newest first within a tier, keyset on (tier, created_at,
 * id). Tier 1 is an equality lookup (products_name_exact_idx); the others each walk, then use the text index.
 */
export async function searchByRelevance(
  db: DbOrTx,
  scope: BrowseScope,
  m: SearchMatch,
  after: BrowseKey | undefined,
  limit: number,
  opts: PageOptions = {},
): Promise<BrowseRow[]> {
  const filters = scopeFilters(scope);
  const exactName = m.phrase ? sql`${products.nameVector} = to_tsvector('simple', ${m.phrase})` : undefined;
  const allInName = sql`${products.nameVector} @@ to_tsquery('simple', ${m.allWords})`;
  const formsInName = sql`${products.nameVector} @@ to_tsquery('simple', ${m.anyForm})`;
  const tiers: [SearchTier, SQL | undefined][] = [
    [1, exactName],
    [2, exactName ? sql`${allInName} and not (${exactName})` : allInName],
    [3, m.anyForm === m.allWords ? undefined : sql`${formsInName} and not (${allInName})`],
    [4, sql`${anywhere(m)} and not (${formsInName})`],
  ];
  const rows: BrowseRow[] = [];
  for (const [tier, match] of tiers) {
    if (!match || (after?.tier && tier < after.tier)) continue;
    const from = after?.tier === tier ? after : undefined;
    const want = limit - rows.length;
    const found =
      tier === 1
        ? await select(db, [...filters, match, ...(from ? [NEWEST.after(from)] : [])], NEWEST.hidden, want)
        : await matching(db, filters, match, NEWEST, from, want, opts);
    for (const r of found) rows.push({ ...r, tier });
    if (rows.length >= limit) break;
  }
  return rows;
}

/** One page in `order` (newest or best rated), of every listed product or of a search's matches. */
export async function listInOrder(
  db: DbOrTx,
  scope: BrowseScope,
  m: SearchMatch | undefined,
  order: Order,
  after: BrowseKey | undefined,
  limit: number,
  opts: PageOptions = {},
): Promise<BrowseRow[]> {
  const filters = scopeFilters(scope);
  if (m) return matching(db, filters, anywhere(m), order, after, limit, opts);
  if (opts.countCap === undefined)
    return select(db, [...filters, ...(after ? [order.after(after)] : [])], order.by, limit);
  return listingQuery(db, scope, limit, opts.countCap, order, after);
}

/**
 * A page of the listing (no search) with its total: the total rides along as an uncorrelated subquery (evaluated
 * once), so the first page costs no extra round trip. Parameters in order: the count's filters, `countCap + 1`, the
 * page's filters and keyset, `limit` (the benchmark's floor relies on it).
 */
export function listingQuery(
  db: DbOrTx,
  scope: BrowseScope,
  limit: number,
  countCap: number,
  order: Order = NEWEST,
  after?: BrowseKey,
) {
  const filters = scopeFilters(scope);
  const counted = sql<number>`(select count(*)::int from (select 1 from ${products} where ${and(...filters)} limit ${countCap + 1}) c)`;
  return db
    .select({ ...cardColumns, counted })
    .from(products)
    .where(and(...filters, ...(after ? [order.after(after)] : [])))
    .orderBy(...order.by)
    .limit(limit);
}

/** How many listed products match, counting at most `cap + 1` (so the caller knows whether there are more). */
export async function countMatching(
  db: DbOrTx,
  scope: BrowseScope,
  m: SearchMatch | undefined,
  cap: number,
): Promise<number> {
  const where = and(...scopeFilters(scope), ...(m ? [anywhere(m)] : []));
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${products} where ${where} limit ${cap + 1}) c`,
  );
  return row?.n ?? 0;
}
