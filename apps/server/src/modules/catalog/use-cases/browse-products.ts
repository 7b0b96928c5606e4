import {
  BROWSE_TOTAL_CAP,
  effectiveSort,
  type browseQuery,
  type BrowseSort,
  type ProductPage,
} from '@app/shared/catalog';
import type { z } from 'zod';
import { CURRENCIES } from '@app/shared/constants';
import type { DbOrTx } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { rateTable } from '../../fx/fx.service.ts';
import { remember, type BrowseCache } from '../browse-cache.ts';
import { decodeCursor, encodeCursor, type PagePosition } from '../browse-cursor.ts';
import { listByPrice, type UsdRates } from '../browse-price.repository.ts';
import {
  BEST_RATED,
  countMatching,
  listInOrder,
  NEWEST,
  searchByRelevance,
  type BrowseRow,
  type BrowseScope,
} from '../browse.repository.ts';
import { toCardDto } from '../product-dto.ts';
import { correctedSearch, typedSearch, type SearchPlan } from '../search-plan.ts';

/** GET /api/products as parsed by the shared contract; `count: false` leaves out the total (the home page's featured products). */
export type BrowseQuery = z.output<typeof browseQuery> & { count?: boolean | undefined };

const pageCache: BrowseCache<ProductPage> = new WeakMap();
const countCache: BrowseCache<number> = new WeakMap();
/** Totals are kept longer than pages: they only label the results, and each costs up to the cap in matching rows. */
const COUNT_CACHE_MS = 60_000;

/**
 * One page of the public catalogue, with the total on the first page. The same page is asked for by many buyers at
 * once (the first page, a category), so pages are kept for BROWSE_CACHE_MS (default 1 s) and concurrent identical
 * requests share one query. Any catalogue write in this process drops them at once (catalogVersion); writes by other
 * processes show within the TTL. View counts on cards may lag by the TTL. BROWSE_CACHE_MS=0 turns it off.
 */
export function browseProducts(deps: Deps, query: BrowseQuery): Promise<ProductPage> {
  const key = JSON.stringify([
    query.q?.trim().toLowerCase() ?? '',
    query.category ?? '',
    query.country?.trim().toLowerCase() ?? '',
    effectiveSort(query.sort, query.q),
    query.exact === '1',
    query.cursor ?? '',
    query.limit,
    query.count !== false,
  ]);
  return remember(pageCache, deps.database, key, deps.config.BROWSE_CACHE_MS, () => browseUncached(deps, query));
}

interface PageRequest {
  scope: BrowseScope;
  sort: BrowseSort;
  position: PagePosition | undefined;
  limit: number;
  wantTotal: boolean;
}

async function browseUncached(deps: Deps, query: BrowseQuery): Promise<ProductPage> {
  const q = query.q?.trim() || undefined;
  const sort = effectiveSort(query.sort, q);
  const req: PageRequest = {
    scope: {
      category: query.category && query.category !== 'all' ? query.category : undefined,
      country: query.country?.trim() || undefined,
    },
    sort,
    position: decodeCursor(query.cursor, sort),
    limit: query.limit,
    wantTotal: query.count !== false && !query.cursor,
  };
  if (!q) return onePage(deps, req, undefined, null);
  const typed = await typedSearch(deps.db, q);
  if (!typed) return emptyPage(req);
  if (req.position?.corrected) {
    const fixed = await correctedSearch(deps.db, typed);
    return fixed ? onePage(deps, req, fixed.plan, fixed.query) : emptyPage(req);
  }
  const page = await onePage(deps, req, typed, null);
  if (page.items.length > 0 || req.position || query.exact === '1') return page;
  // Nothing for the words as typed: try their closest spellings, and say so.
  const fixed = await correctedSearch(deps.db, typed);
  if (!fixed) return page;
  const corrected = await onePage(deps, req, fixed.plan, fixed.query);
  return corrected.items.length > 0 ? corrected : page;
}

function emptyPage(req: PageRequest): ProductPage {
  return { items: [], nextCursor: null, total: req.wantTotal ? 0 : null, totalCapped: false, correctedQuery: null };
}

function countOf(deps: Deps, scope: BrowseScope, plan: SearchPlan | undefined): Promise<number> {
  const key = JSON.stringify([plan?.anyForm ?? '', scope.category ?? '', scope.country?.toLowerCase() ?? '']);
  return remember(countCache, deps.database, key, deps.config.BROWSE_CACHE_MS === 0 ? 0 : COUNT_CACHE_MS, () =>
    countMatching(deps.db, scope, plan, BROWSE_TOTAL_CAP),
  );
}

/**
 * A page of the listing (no plan) or of a search. A search is counted first (capped): no match ends it at once, and
 * few matches are fetched straight through the text index instead of walking the listing first (decision 016).
 */
async function onePage(
  deps: Deps,
  req: PageRequest,
  plan: SearchPlan | undefined,
  correctedQuery: string | null,
): Promise<ProductPage> {
  let counted: number | undefined;
  let many = req.position?.many ?? false;
  if (plan && !req.position) {
    counted = await countOf(deps, req.scope, plan);
    if (counted === 0) return { ...emptyPage(req), correctedQuery };
    many = counted > BROWSE_TOTAL_CAP;
  }
  const rows = await list(deps.db, req, plan, req.limit + 1, !many, req.wantTotal && !plan);
  if (rows[0]?.counted !== undefined) counted = rows[0].counted;
  const page = rows.slice(0, req.limit);
  const last = page[page.length - 1];
  if (req.wantTotal) {
    // The page itself is the exact answer when it is the only one; a count from the cache never says less than it shows.
    if (rows.length <= req.limit) counted = rows.length;
    else counted = Math.max(counted ?? (await countOf(deps, req.scope, plan)), rows.length);
  }
  return {
    items: page.map(toCardDto),
    nextCursor:
      rows.length > req.limit && last
        ? encodeCursor(req.sort, last, { corrected: correctedQuery !== null, many })
        : null,
    total: req.wantTotal && counted !== undefined ? Math.min(counted, BROWSE_TOTAL_CAP) : null,
    totalCapped: req.wantTotal && counted !== undefined && counted > BROWSE_TOTAL_CAP,
    correctedQuery,
  };
}

/** `withCount`: a listing without a search counts itself in the same query (newest and rating orders). */
async function list(
  db: DbOrTx,
  req: PageRequest,
  plan: SearchPlan | undefined,
  limit: number,
  rare: boolean,
  withCount = false,
): Promise<BrowseRow[]> {
  const key = req.position?.key;
  const opts = { rare, countCap: withCount ? BROWSE_TOTAL_CAP : undefined };
  switch (req.sort) {
    case 'relevance':
      return plan
        ? searchByRelevance(db, req.scope, plan, key, limit, { rare })
        : listInOrder(db, req.scope, undefined, NEWEST, key, limit, opts);
    case 'newest':
      return listInOrder(db, req.scope, plan, NEWEST, key, limit, opts);
    case 'rating':
      return listInOrder(db, req.scope, plan, BEST_RATED, key, limit, opts);
    case 'price-asc':
    case 'price-desc':
      return listByPrice(
        db,
        req.scope,
        plan,
        await usdRates(db),
        req.sort === 'price-asc' ? 'asc' : 'desc',
        key,
        limit,
        { rare },
      );
  }
}

/** Units per USD (x1e6) of every currency, at the rates in force; a currency without a rate counts at par. */
async function usdRates(db: DbOrTx): Promise<UsdRates> {
  const table = await rateTable(db);
  return new Map(CURRENCIES.map((c) => [c, c === 'USD' ? 1_000_000 : (table.get(c)?.unitsPerUsdMicros ?? 1_000_000)]));
}
