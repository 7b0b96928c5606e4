import { and, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { literalLimit, runPrepared } from '../../db/prepared.ts';
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

/**
 * The scope's filters: with its values in the SQL (browse-price.repository.ts's walked search), or, `placeholders`, with the
 * `category` and `country` placeholders of the statements prepared below.
 */
export function scopeFilters(scope: BrowseScope, placeholders = false): SQL[] {
  const filters: SQL[] = [available];
  if (scope.category)
    filters.push(sql`${products.category} = ${placeholders ? sql.placeholder('category') : scope.category}`);
  // the whole name, not a part of it: "Niger" must not bring Nigeria's products
  if (scope.country)
    filters.push(
      sql`lower(${products.vendorCountry}) = lower(${placeholders ? sql.placeholder('country') : scope.country.trim()})`,
    );
  return filters;
}

export const anywhere = (m: SearchMatch) => sql`${products.searchVector} @@ to_tsquery('simple', ${m.anyForm})`;

/*
 * The statements below are built once per shape and run with placeholders (db/prepared.ts): `category`, `country`,
 * the keyset `afterT`, `afterId`, `afterR`, `afterN`, the words `phrase`, `allWords`, `anyForm`, and `limit`,
 * `window`, `cap`. Every run gives them all (valuesOf); a statement reads those it names.
 */
const $ = (name: string) => sql.placeholder(name);

export const scopeShape = (scope: BrowseScope) => `${scope.category ? 'c' : '-'}${scope.country ? 'k' : '-'}`;

function valuesOf<More extends { limit?: number; window?: number; cap?: number }>(
  scope: BrowseScope,
  after: BrowseKey | undefined,
  m: SearchMatch | undefined,
  more: More,
): Record<string, unknown> & More {
  return {
    category: scope.category,
    country: scope.country?.trim(),
    afterT: after ? createdAtParam(after) : undefined,
    afterId: after?.id,
    afterR: after?.rating ?? 0,
    afterN: after?.reviews ?? 0,
    phrase: m?.phrase,
    allWords: m?.allWords,
    anyForm: m?.anyForm,
    ...more,
  };
}

export const anywhereParam = sql`${products.searchVector} @@ to_tsquery('simple', ${$('anyForm')})`;

function createdAtParam(key: BrowseKey): string {
  const t = key.createdAt ?? new Date(0);
  return typeof t === 'string' ? t : t.toISOString();
}

/** A browse order: ORDER BY as an index walks it, the same order hidden from indexes, and "rows after the key". */
interface Order {
  name: string;
  by: SQL[];
  /** `+ 0` keeps the order but hides it from the indexes: the planner then fetches the (few) matches and sorts them */
  hidden: SQL[];
  /** rows after the keyset placeholders */
  after: SQL;
}

export const NEWEST: Order = {
  name: 'newest',
  by: [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`],
  hidden: [sql`${products.createdAt} + interval '0 seconds' desc nulls last`, sql`${products.id} desc nulls last`],
  after: sql`(${products.createdAt}, ${products.id}) < (${$('afterT')}::timestamptz, ${$('afterId')}::uuid)`,
};

/** Best rated first; then most reviewed, newest, id (products_rating_browse_idx). */
export const BEST_RATED: Order = {
  name: 'rated',
  by: [sql`${products.rating} desc nulls last`, sql`${products.reviews} desc nulls last`, ...NEWEST.by],
  hidden: [sql`${products.rating} + 0 desc nulls last`, sql`${products.reviews} desc nulls last`, ...NEWEST.by],
  after: sql`(${products.rating}, ${products.reviews}, ${products.createdAt}, ${products.id}) < (${$('afterR')}::real, ${$('afterN')}::int, ${$('afterT')}::timestamptz, ${$('afterId')}::uuid)`,
};

/** How many listed rows a search walks in order before it turns to the text index (decision 008). */
export const SEARCH_WINDOW = 2000;

/**
 * Cards matching `where` (placeholders only) in `order`, up to `limit`; prepared once per shape. A named statement has
 * its limit in its text (and its shape), so that PostgreSQL keeps its plan (literalLimit); others take the `limit`
 * placeholder.
 */
function cards(
  db: DbOrTx,
  shape: string,
  where: () => SQL[],
  order: SQL[],
  values: Record<string, unknown> & { limit: number },
  named: boolean,
): Promise<CardRow[]> {
  return runPrepared(
    db,
    named ? `${shape}|${values.limit}` : shape,
    () =>
      db
        .select(cardColumns)
        .from(products)
        .where(and(...where()))
        .orderBy(...order)
        .limit(named ? literalLimit(values.limit) : $('limit')),
    values,
    named,
  );
}

/**
 * Matching rows in `order`, at a cost bounded whatever the words. Unless the matches are known to be few (`rare`),
 * first a walk of at most `window` listed rows in index order (a subquery with its own LIMIT, which stops as soon as the
 * page is full: a few hundred rows for a common word); when that finds too few, or straight away for rare matches, the
 * text index fetches every match and they are sorted (decision 008). `match` names the text placeholders;
 * `matchShape` tells its SQL apart from the other matches'.
 */
async function matching(
  db: DbOrTx,
  scope: BrowseScope,
  matchShape: string,
  match: () => SQL,
  order: Order,
  after: BrowseKey | undefined,
  values: Record<string, unknown> & { limit: number },
  opts: PageOptions,
): Promise<CardRow[]> {
  const limit = values.limit;
  const keyset = () => (after ? [order.after] : []);
  const shape = `${matchShape}|${scopeShape(scope)}|${order.name}|${after ? 'after' : 'first'}`;
  if (!opts.rare) {
    const rows = await runPrepared<CardRow[]>(
      db,
      `walk|${shape}`,
      () => {
        // The subquery is named "products" so that the match, the vendor's KYC status and the picture refer to its
        // columns.
        const walked = db
          .select()
          .from(products)
          .where(and(...scopeFilters(scope, true), ...keyset()))
          .orderBy(...order.by)
          .limit($('window'))
          .as('products');
        return db
          .select(cardColumns)
          .from(walked)
          .where(match())
          .orderBy(...order.by)
          .limit($('limit'));
      },
      { ...values, window: opts.window ?? SEARCH_WINDOW },
    );
    if (rows.length >= limit) return rows;
  }
  return cards(
    db,
    `index|${shape}`,
    () => [...scopeFilters(scope, true), match(), ...keyset()],
    order.hidden,
    values,
    false,
  );
}

export interface PageOptions {
  /** the matches are known to be few (counted under the cap): skip the walk, fetch them through the text index */
  rare?: boolean | undefined;
  /** rows a search walks in order before it turns to the text index; tests make it small */
  window?: number | undefined;
  /** listings without a search: also count the listed products, up to this cap + 1, in the same query */
  countCap?: number | undefined;
}

const exactName = () => sql`${products.nameVector} = to_tsvector('simple', ${$('phrase')})`;
const allInName = () => sql`${products.nameVector} @@ to_tsquery('simple', ${$('allWords')})`;
const formsInName = () => sql`${products.nameVector} @@ to_tsquery('simple', ${$('anyForm')})`;

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
  const phrase = m.phrase !== undefined;
  const tiers: [SearchTier, (() => SQL) | undefined][] = [
    [1, phrase ? exactName : undefined],
    [2, phrase ? () => sql`${allInName()} and not (${exactName()})` : allInName],
    [3, m.anyForm === m.allWords ? undefined : () => sql`${formsInName()} and not (${allInName()})`],
    [4, () => sql`${anywhereParam} and not (${formsInName()})`],
  ];
  const rows: BrowseRow[] = [];
  for (const [tier, match] of tiers) {
    if (!match || (after?.tier && tier < after.tier)) continue;
    const from = after?.tier === tier ? after : undefined;
    const want = limit - rows.length;
    const values = valuesOf(scope, from, m, { limit: want });
    const found =
      tier === 1
        ? await cards(
            db,
            `tier1|${scopeShape(scope)}|${from ? 'after' : 'first'}`,
            () => [...scopeFilters(scope, true), match(), ...(from ? [NEWEST.after] : [])],
            NEWEST.hidden,
            values,
            false,
          )
        : await matching(db, scope, `tier${tier}|${phrase ? 'p' : '-'}`, match, NEWEST, from, values, opts);
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
  const values = valuesOf(scope, after, m, { limit });
  if (m) return matching(db, scope, 'anywhere', () => anywhereParam, order, after, values, opts);
  if (opts.countCap === undefined)
    return cards(
      db,
      `listing|${scopeShape(scope)}|${order.name}|${after ? 'after' : 'first'}`,
      () => [...scopeFilters(scope, true), ...(after ? [order.after] : [])],
      order.by,
      values,
      true,
    );
  const cap = opts.countCap + 1;
  return runPrepared<BrowseRow[]>(
    db,
    `counted|${scopeShape(scope)}|${order.name}|${after ? 'after' : 'first'}|${limit}|${cap}`,
    () => listingQuery(db, scope, limit, cap, order, after !== undefined),
    values,
    true,
  );
}

/**
 * A page of `limit` rows of the listing (no search) with its total, counted up to `cap`: the total rides along as an
 * uncorrelated subquery (evaluated once), so the first page costs no extra round trip. Both numbers are in the text
 * (literalLimit). Placeholders in order: the count's filters (`category`, `country`), the page's filters and keyset
 * (the benchmark's floor relies on it).
 */
export function listingQuery(
  db: DbOrTx,
  scope: BrowseScope,
  limit: number,
  cap: number,
  order: Order = NEWEST,
  after = false,
) {
  const counted = sql<number>`(select count(*)::int from (select 1 from ${products} where ${and(...scopeFilters(scope, true))} limit ${literalLimit(cap)}) c)`;
  return db
    .select({ ...cardColumns, counted })
    .from(products)
    .where(and(...scopeFilters(scope, true), ...(after ? [order.after] : [])))
    .orderBy(...order.by)
    .limit(literalLimit(limit));
}

/** How many listed products match, counting at most `cap + 1` (so the caller knows whether there are more). */
export async function countMatching(
  db: DbOrTx,
  scope: BrowseScope,
  m: SearchMatch | undefined,
  cap: number,
): Promise<number> {
  const [row] = await runPrepared<{ n: number }[]>(
    db,
    `count|${scopeShape(scope)}|${m ? 'match' : 'all'}|${cap + 1}`,
    () =>
      db.select({ n: sql<number>`count(*)::int` }).from(
        db
          .select({ one: sql`1` })
          .from(products)
          .where(and(...scopeFilters(scope, true), ...(m ? [anywhereParam] : [])))
          .limit(literalLimit(cap + 1))
          .as('c'),
      ),
    valuesOf(scope, undefined, m, { cap: cap + 1 }),
    !m,
  );
  return row?.n ?? 0;
}
