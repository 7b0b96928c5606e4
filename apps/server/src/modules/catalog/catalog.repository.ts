import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { LIMITS } from '@app/shared/constants';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../auth/auth.schema.ts';
import { productImages, products, productViews, searchTerms } from './catalog.schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = PgInsertValue<typeof products>;
export type ImageRow = typeof productImages.$inferSelect;
export type ProductWithVendor = Omit<ProductRow, 'searchVector' | 'nameVector'> & { vendorKyc: string; imageIds?: string[] };

const UNLIMITED = LIMITS.unlimitedStock;

/** Products a buyer can see and order: active, not deleted, stock above 0 (unlimited counts as above 0). */
export const available = sql`${products.status} = 'active' and ${products.deletedAt} is null and ${products.moderatedAt} is null and ${products.availableStock} > 0`;

/** Lower-case words of a text, as the 'simple' text search configuration would split them. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** The search vector, written with every change of a product: name (A), vendor and tags (B), description (C). */
export function searchColumns(p: { name: string; vendorName: string; tags: string[]; description: string }) {
  return {
    searchVector: sql`setweight(to_tsvector('simple', ${p.name}), 'A') || setweight(to_tsvector('simple', ${`${p.vendorName} ${p.tags.join(' ')}`}), 'B') || setweight(to_tsvector('simple', ${p.description}), 'C')`,
  };
}

/** Adds the words of a product's name, vendor and tags to the search vocabulary. */
export async function addSearchTerms(db: DbOrTx, p: { name: string; vendorName: string; tags: string[] }): Promise<void> {
  const terms = [...new Set(wordsOf([p.name, p.vendorName, ...p.tags].join(' ')).filter((w) => w.length >= 3 && w.length <= 40 && !/^\d+$/.test(w)))];
  if (terms.length === 0) return;
  await db.insert(searchTerms).values(terms.map((term) => ({ term }))).onConflictDoNothing();
}

/** Vocabulary terms close to a (possibly misspelt) word, best first, by trigram similarity. */
export async function similarTerms(db: DbOrTx, word: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(sql`${searchTerms.term} % ${word}`)
    .orderBy(sql`similarity(${searchTerms.term}, ${word}) desc`, searchTerms.term)
    .limit(limit);
  return rows.map((r) => r.term);
}

/** Vocabulary terms that continue a word being typed ("kent" -> "kente"), shortest first. */
export async function termsStartingWith(db: DbOrTx, prefix: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(sql`${searchTerms.term} like ${`${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} and ${searchTerms.term} <> ${prefix}`)
    .orderBy(sql`length(${searchTerms.term})`, searchTerms.term)
    .limit(limit);
  return rows.map((r) => r.term);
}

/** Every product column but the search vectors, which only the database needs (they would double the bytes read). */
const { searchVector: _searchVector, nameVector: _nameVector, ...productColumns } = getTableColumns(products);
const withVendor = { product: productColumns, vendorKyc: users.kycStatus };

/** The product's image ids in order, in the same query (saves a round trip per page). */
const imageIdsColumn = sql<string[]>`(select coalesce(json_agg(pi.id order by pi.position), '[]'::json) from product_images pi where pi.product_id = ${products.id})`;

function flatten(rows: { product: Omit<ProductRow, 'searchVector' | 'nameVector'>; vendorKyc: string; imageIds?: string[] }[]): ProductWithVendor[] {
  return rows.map((r) => ({ ...r.product, vendorKyc: r.vendorKyc, ...(r.imageIds ? { imageIds: r.imageIds } : {}) }));
}

let version = 0;

/**
 * A counter this process bumps after every write that changes what the catalogue lists (not on view counts), so cached
 * browse pages are dropped at once; see browseProducts. Writes by other processes are seen within the cache's TTL.
 */
export function catalogVersion(): number {
  return version;
}

export async function insertProduct(db: DbOrTx, row: NewProduct): Promise<ProductRow> {
  const [inserted] = await db.insert(products).values(row).returning();
  version++;
  return inserted!;
}

export async function updateProduct(db: DbOrTx, id: string, patch: PgUpdateSetSource<typeof products>): Promise<ProductRow | undefined> {
  const [row] = await db.update(products).set(patch).where(eq(products.id, id)).returning();
  version++;
  return row;
}

export async function findProduct(db: DbOrTx, id: string): Promise<ProductWithVendor | undefined> {
  const rows = await db.select(withVendor).from(products).innerJoin(users, eq(users.id, products.vendorId)).where(eq(products.id, id)).limit(1);
  return flatten(rows)[0];
}

export async function listByVendor(db: DbOrTx, vendorId: string): Promise<ProductWithVendor[]> {
  const rows = await db
    .select(withVendor)
    .from(products)
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(and(eq(products.vendorId, vendorId), isNull(products.deletedAt)))
    .orderBy(desc(products.createdAt), desc(products.id));
  return flatten(rows);
}

export async function vendorCounts(db: DbOrTx, vendorId: string): Promise<{ total: number; active: number; views: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      active: sql<number>`count(*) filter (where ${available})`.mapWith(Number),
      views: sql<number>`coalesce(sum(${products.views}), 0)`.mapWith(Number),
    })
    .from(products)
    .where(and(eq(products.vendorId, vendorId), isNull(products.deletedAt)));
  return row ?? { total: 0, active: 0, views: 0 };
}

export interface BrowseFilter {
  /** A to_tsquery('simple', ...) expression built from the query words and their corrections. */
  tsquery?: string | undefined;
  category?: string | undefined;
  country?: string | undefined;
  limit: number;
  /** Keyset: the last row of the previous page; `tier` only for searches. */
  after?: { tier?: SearchTier | undefined; createdAt: Date; id: string } | undefined;
  /** Rows a search walks in order before it turns to the text index; tests make it small. */
  searchWindow?: number | undefined;
}

/** 1: every query word is in the name; 2: every word is somewhere (vendor, tags, description). */
export type SearchTier = 1 | 2;

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Key = { createdAt: Date | string; id: string };

/** Rows after `key` in browse order (newest first). A string time keeps the database's microseconds. */
function olderThan(key: Key): SQL {
  const t = typeof key.createdAt === 'string' ? key.createdAt : key.createdAt.toISOString();
  return sql`(${products.createdAt}, ${products.id}) < (${t}::timestamptz, ${key.id}::uuid)`;
}

async function newestFirst(db: DbOrTx, filters: SQL[], after: Key | undefined, limit: number, sortAfterMatching = false): Promise<ProductWithVendor[]> {
  const where = after ? [...filters, olderThan(after)] : filters;
  // `+ interval '0'` keeps the order but hides it from the browse index: the planner then fetches the (few) matches
  // through the text index and sorts them, instead of walking the index in order hoping to meet matches soon.
  const created = sortAfterMatching ? sql`${products.createdAt} + interval '0 seconds'` : sql`${products.createdAt}`;
  const rows = await db
    .select({ ...withVendor, imageIds: imageIdsColumn })
    .from(products)
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(and(...where))
    .orderBy(sql`${created} desc nulls last`, sql`${products.id} desc nulls last`)
    .limit(limit);
  return flatten(rows);
}

/** How many listed rows a search walks in order before it turns to the text index (see matchingNewestFirst). */
const SEARCH_WINDOW = 2000;

/**
 * Matching rows, newest first, at a cost bounded whatever the word. First a walk of at most `window` listed rows in
 * browse order (a subquery with its own LIMIT, which the planner cannot flatten: it stops as soon as the page is full,
 * after a few hundred rows for a common word). When the walk finds too few, the word is rare there, so the answer
 * comes from the text index, every match sorted. The planner alone gets this wrong both ways: it walks the whole
 * catalogue for a combination of common words that never occur together, and it reads a common word's whole posting
 * list when a short walk would do.
 */
async function matchingNewestFirst(db: DbOrTx, filters: SQL[], match: SQL, after: Key | undefined, limit: number, window: number): Promise<ProductWithVendor[]> {
  // The subquery is named "products" so that the match, the join and the image ids refer to its columns.
  const walked = db
    .select()
    .from(products)
    .where(and(...filters, ...(after ? [olderThan(after)] : [])))
    .orderBy(sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`)
    .limit(window)
    .as('products');
  const rows = await db
    .select({ ...withVendor, imageIds: imageIdsColumn })
    .from(walked)
    .innerJoin(users, eq(users.id, products.vendorId))
    .where(match)
    .orderBy(sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`)
    .limit(limit);
  if (rows.length >= limit) return flatten(rows);
  return newestFirst(db, [...filters, match], after, limit, true);
}

/**
 * One page of available products, newest first, keyset on (created_at, id) so every page is an index range scan.
 * With a query (full text, GIN indexes), results come in two relevance tiers: products whose name holds every query
 * word, then products matching elsewhere (vendor, tags, description); newest first within a tier. Nothing ranks every
 * match, so a common word costs about what a rare one does (docs/benchmarks.md has the figures and the reasons).
 */
export async function browse(db: DbOrTx, f: BrowseFilter): Promise<(ProductWithVendor & { tier?: SearchTier })[]> {
  const filters: SQL[] = [available];
  if (f.category) filters.push(eq(products.category, f.category));
  if (f.country) filters.push(sql`${products.vendorCountry} ilike ${`%${escapeLike(f.country)}%`}`);
  if (!f.tsquery) return newestFirst(db, filters, f.after, f.limit);
  const inName = sql`${products.nameVector} @@ to_tsquery('simple', ${f.tsquery})`;
  const anywhere = sql`${products.searchVector} @@ to_tsquery('simple', ${f.tsquery})`;
  const rows: (ProductWithVendor & { tier?: SearchTier })[] = [];
  if (!f.after || f.after.tier !== 2) {
    for (const r of await matchingNewestFirst(db, filters, inName, f.after, f.limit, f.searchWindow ?? SEARCH_WINDOW)) rows.push({ ...r, tier: 1 });
  }
  if (rows.length < f.limit) {
    const after = f.after?.tier === 2 ? f.after : undefined;
    const elsewhere = sql`${anywhere} and not (${inName})`;
    for (const r of await matchingNewestFirst(db, filters, elsewhere, after, f.limit - rows.length, f.searchWindow ?? SEARCH_WINDOW)) rows.push({ ...r, tier: 2 });
  }
  return rows;
}

/**
 * Takes `qty` from a product's stock in one conditional update: succeeds only if enough is available.
 * Unlimited stock (999999) never decreases. Reaching 0 makes the product inactive. Run inside the order transaction.
 */
export async function reserveStock(db: DbOrTx, productId: string, qty: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .update(products)
    .set({
      availableStock: sql`case when ${products.availableStock} = ${UNLIMITED} then ${UNLIMITED} else ${products.availableStock} - ${qty} end`,
      status: sql`case when ${products.availableStock} <> ${UNLIMITED} and ${products.availableStock} - ${qty} <= 0 then 'inactive' else ${products.status} end`,
    })
    .where(
      and(
        eq(products.id, productId),
        eq(products.status, 'active'),
        isNull(products.deletedAt),
        isNull(products.moderatedAt),
        sql`(${products.availableStock} = ${UNLIMITED} or ${products.availableStock} >= ${qty})`,
      ),
    )
    .returning();
  version++;
  return row;
}

/** Records a view once per visitor per day; true when it was counted. */
export async function recordView(db: DbOrTx, productId: string, visitor: string, day: string): Promise<boolean> {
  const inserted = await db.insert(productViews).values({ productId, visitor, day }).onConflictDoNothing().returning({ productId: productViews.productId });
  if (inserted.length === 0) return false;
  await db.update(products).set({ views: sql`${products.views} + 1` }).where(eq(products.id, productId));
  return true;
}

export async function refreshVendor(db: DbOrTx, vendorId: string, vendorName: string, vendorCountry: string): Promise<void> {
  await db
    .update(products)
    .set({
      vendorName,
      vendorCountry,
      searchVector: sql`setweight(to_tsvector('simple', ${products.name}), 'A') || setweight(to_tsvector('simple', ${vendorName} || ' ' || array_to_string(${products.tags}, ' ')), 'B') || setweight(to_tsvector('simple', ${products.description}), 'C')`,
    })
    .where(eq(products.vendorId, vendorId));
  await addSearchTerms(db, { name: '', vendorName, tags: [] });
  version++;
}

export async function insertImage(db: DbOrTx, row: typeof productImages.$inferInsert): Promise<void> {
  await db.insert(productImages).values(row);
}

export async function findImages(db: DbOrTx, ids: string[]): Promise<ImageRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(productImages).where(inArray(productImages.id, ids));
}

export async function imagesOf(db: DbOrTx, productIds: string[]): Promise<ImageRow[]> {
  if (productIds.length === 0) return [];
  return db.select().from(productImages).where(inArray(productImages.productId, productIds)).orderBy(asc(productImages.position));
}

/** Attaches exactly these images, in this order, to the product; detaches the ones no longer listed. */
export async function setProductImages(db: DbOrTx, productId: string, imageIds: string[]): Promise<void> {
  await db.update(productImages).set({ productId: null }).where(eq(productImages.productId, productId));
  for (const [position, id] of imageIds.entries()) {
    await db.update(productImages).set({ productId, position }).where(eq(productImages.id, id));
  }
  version++;
}

export async function findManyByIds(db: DbOrTx, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(products).where(inArray(products.id, ids));
}

export async function adminSearch(db: DbOrTx, q: string | undefined, limit: number): Promise<ProductWithVendor[]> {
  const where = q ? sql`(${products.name} ilike ${`%${escapeLike(q)}%`} or ${products.vendorName} ilike ${`%${escapeLike(q)}%`})` : undefined;
  const rows = await db.select(withVendor).from(products).innerJoin(users, eq(users.id, products.vendorId)).where(and(isNull(products.deletedAt), where)).orderBy(desc(products.createdAt)).limit(limit);
  return flatten(rows);
}

export async function countProducts(db: DbOrTx): Promise<{ total: number; live: number }> {
  const [row] = await db.select({ total: sql<number>`count(*)`.mapWith(Number), live: sql<number>`count(*) filter (where ${available})`.mapWith(Number) }).from(products).where(isNull(products.deletedAt));
  return row ?? { total: 0, live: 0 };
}
