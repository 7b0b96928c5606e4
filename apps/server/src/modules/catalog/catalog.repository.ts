import { and, asc, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import { LIMITS } from '@app/shared/constants';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { kycStatusColumn } from '../auth/use-cases/kyc-status-column.ts';
import { productImages, products, productViews, searchTerms } from './catalog.schema.ts';

export type ProductRow = typeof products.$inferSelect;
export type NewProduct = PgInsertValue<typeof products>;
export type ImageRow = typeof productImages.$inferSelect;
export type ProductWithVendor = Omit<ProductRow, 'searchVector' | 'nameVector'> & { vendorKyc: string };

const UNLIMITED = LIMITS.unlimitedStock;

/** Products a buyer can see and order: active, not deleted, stock above 0 (unlimited counts as above 0). */
export const available = sql`${products.status} = 'active' and ${products.deletedAt} is null and ${products.moderatedAt} is null and ${products.availableStock} > 0`;

/** Lower-case words of a text, as the 'simple' text search configuration would split them. */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A text for LIKE / ILIKE, its wildcards taken literally. */
function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The search vector, written with every change of a product: name (A), vendor and tags (B), description (C). */
export function searchColumns(p: { name: string; vendorName: string; tags: string[]; description: string }) {
  return {
    searchVector: sql`setweight(to_tsvector('simple', ${p.name}), 'A') || setweight(to_tsvector('simple', ${`${p.vendorName} ${p.tags.join(' ')}`}), 'B') || setweight(to_tsvector('simple', ${p.description}), 'C')`,
  };
}

/** Adds the words of a product's name, vendor and tags to the search vocabulary. */
export async function addSearchTerms(
  db: DbOrTx,
  p: { name: string; vendorName: string; tags: string[] },
): Promise<void> {
  const terms = [
    ...new Set(
      wordsOf([p.name, p.vendorName, ...p.tags].join(' ')).filter(
        (w) => w.length >= 3 && w.length <= 40 && !/^\d+$/.test(w),
      ),
    ),
  ];
  if (terms.length === 0) return;
  await db
    .insert(searchTerms)
    .values(terms.map((term) => ({ term })))
    .onConflictDoNothing();
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

/**
 * Vocabulary terms that begin with a word: the word itself first when it is a term, then the terms that continue it
 * ("kent" -> "kente"), shortest first.
 */
export async function termsBeginningWith(db: DbOrTx, prefix: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ term: searchTerms.term })
    .from(searchTerms)
    .where(sql`${searchTerms.term} like ${`${escapeLike(prefix)}%`}`)
    .orderBy(sql`${searchTerms.term} = ${prefix} desc`, sql`length(${searchTerms.term})`, searchTerms.term)
    .limit(limit);
  return rows.map((r) => r.term);
}

/** Every product column but the search vectors, which only the database needs (they would double the bytes read). */
const { searchVector: _searchVector, nameVector: _nameVector, ...productColumns } = getTableColumns(products);
const withVendor = { product: productColumns, vendorKyc: kycStatusColumn(products.vendorId) };

/** The first picture's id, in the same query (a card shows one picture). */
const firstImageColumn = sql<
  string | null
>`(select pi.id from product_images pi where pi.product_id = ${products}.${sql.identifier(products.id.name)} order by pi.position limit 1)`;

/**
 * What a product card shows (productCardDto) and what a browse cursor is made of: a list reads these columns only,
 * about a third of a product's (no description, specifications, shipping details).
 */
export const cardColumns = {
  id: products.id,
  vendorId: products.vendorId,
  vendorName: products.vendorName,
  vendorCountry: products.vendorCountry,
  name: products.name,
  category: products.category,
  priceCents: products.priceCents,
  currency: products.currency,
  minOrder: products.minOrder,
  unit: products.unit,
  priceTiers: products.priceTiers,
  availableStock: products.availableStock,
  rating: products.rating,
  reviews: products.reviews,
  createdAt: products.createdAt,
  vendorKyc: kycStatusColumn(products.vendorId),
  thumbId: firstImageColumn,
};
export type CardRow = Pick<
  ProductRow,
  | 'id'
  | 'vendorId'
  | 'vendorName'
  | 'vendorCountry'
  | 'name'
  | 'category'
  | 'priceCents'
  | 'currency'
  | 'minOrder'
  | 'unit'
  | 'priceTiers'
  | 'availableStock'
  | 'rating'
  | 'reviews'
  | 'createdAt'
> & { vendorKyc: string; thumbId: string | null };

function flatten(
  rows: { product: Omit<ProductRow, 'searchVector' | 'nameVector'>; vendorKyc: string }[],
): ProductWithVendor[] {
  return rows.map((r) => ({ ...r.product, vendorKyc: r.vendorKyc }));
}

let version = 0;

/** The channel on which every catalogue write is announced to every server process (issue 21). */
export const CATALOG_CHANNEL = 'catalog_changed';

/**
 * A counter bumped after every write that changes what the catalogue lists (not on view counts), so cached browse
 * pages and totals are dropped at once; see browseProducts. A write bumps it in its own process at once, and announces
 * itself on CATALOG_CHANNEL (NOTIFY, sent when its transaction commits): every process listening bumps it too
 * (catalogChangedElsewhere), so another process's write shows within milliseconds, not after a cache's TTL.
 */
export function catalogVersion(): number {
  return version;
}

/** A catalogue write announced by a process (this one included): drop the cached pages. */
export function catalogChangedElsewhere(): void {
  version++;
}

async function catalogChanged(db: DbOrTx): Promise<void> {
  version++;
  await db.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
}

export async function insertProduct(db: DbOrTx, row: NewProduct): Promise<ProductRow> {
  const [inserted] = await db.insert(products).values(row).returning();
  await catalogChanged(db);
  return inserted!;
}

export async function updateProduct(
  db: DbOrTx,
  id: string,
  patch: PgUpdateSetSource<typeof products>,
): Promise<ProductRow | undefined> {
  const [row] = await db.update(products).set(patch).where(eq(products.id, id)).returning();
  await catalogChanged(db);
  return row;
}

export async function findProduct(db: DbOrTx, id: string): Promise<ProductWithVendor | undefined> {
  const rows = await db.select(withVendor).from(products).where(eq(products.id, id)).limit(1);
  return flatten(rows)[0];
}

export async function listByVendor(db: DbOrTx, vendorId: string): Promise<ProductWithVendor[]> {
  const rows = await db
    .select(withVendor)
    .from(products)
    .where(and(eq(products.vendorId, vendorId), isNull(products.deletedAt)))
    .orderBy(desc(products.createdAt), desc(products.id));
  return flatten(rows);
}

export async function vendorCounts(
  db: DbOrTx,
  vendorId: string,
): Promise<{ total: number; active: number; views: number }> {
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
  await catalogChanged(db);
  return row;
}

/**
 * Gives back `qty` taken by `reserveStock` (an unpaid pro-forma expired or was cancelled). Unlimited stock stays
 * unlimited; a product that sold out comes back on sale (as when a vendor restocks), unless deleted or moderated.
 */
export async function releaseStock(db: DbOrTx, productId: string, qty: number): Promise<void> {
  await db
    .update(products)
    .set({
      availableStock: sql`case when ${products.availableStock} = ${UNLIMITED} then ${UNLIMITED} else least(${products.availableStock} + ${qty}, ${UNLIMITED - 1}) end`,
      status: 'active',
    })
    .where(eq(products.id, productId));
  await catalogChanged(db);
}

/** Records a view once per visitor per day; true when it was counted. */
export async function recordView(db: DbOrTx, productId: string, visitor: string, day: string): Promise<boolean> {
  const inserted = await db
    .insert(productViews)
    .values({ productId, visitor, day })
    .onConflictDoNothing()
    .returning({ productId: productViews.productId });
  if (inserted.length === 0) return false;
  await db
    .update(products)
    .set({ views: sql`${products.views} + 1` })
    .where(eq(products.id, productId));
  return true;
}

export async function refreshVendor(
  db: DbOrTx,
  vendorId: string,
  vendorName: string,
  vendorCountry: string,
): Promise<void> {
  await db
    .update(products)
    .set({
      vendorName,
      vendorCountry,
      searchVector: sql`setweight(to_tsvector('simple', ${products.name}), 'A') || setweight(to_tsvector('simple', ${vendorName} || ' ' || array_to_string(${products.tags}, ' ')), 'B') || setweight(to_tsvector('simple', ${products.description}), 'C')`,
    })
    .where(eq(products.vendorId, vendorId));
  await addSearchTerms(db, { name: '', vendorName, tags: [] });
  await catalogChanged(db);
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
  return db
    .select()
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.position));
}

/** Attaches exactly these images, in this order, to the product; detaches the ones no longer listed. */
export async function setProductImages(db: DbOrTx, productId: string, imageIds: string[]): Promise<void> {
  await db.update(productImages).set({ productId: null }).where(eq(productImages.productId, productId));
  for (const [position, id] of imageIds.entries()) {
    await db.update(productImages).set({ productId, position }).where(eq(productImages.id, id));
  }
  await catalogChanged(db);
}

export async function findManyByIds(db: DbOrTx, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(products).where(inArray(products.id, ids));
}

export async function adminSearch(db: DbOrTx, q: string | undefined, limit: number): Promise<ProductWithVendor[]> {
  const where = q
    ? sql`(${products.name} ilike ${`%${escapeLike(q)}%`} or ${products.vendorName} ilike ${`%${escapeLike(q)}%`})`
    : undefined;
  const rows = await db
    .select(withVendor)
    .from(products)
    .where(and(isNull(products.deletedAt), where))
    .orderBy(desc(products.createdAt))
    .limit(limit);
  return flatten(rows);
}

export async function countProducts(db: DbOrTx): Promise<{ total: number; live: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      live: sql<number>`count(*) filter (where ${available})`.mapWith(Number),
    })
    .from(products)
    .where(isNull(products.deletedAt));
  return row ?? { total: 0, live: 0 };
}

/** The categories a vendor has available products in (buying requests they may answer, issue 22). */
export async function availableCategoriesOf(db: DbOrTx, vendorId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: products.category })
    .from(products)
    .where(and(eq(products.vendorId, vendorId), available));
  return rows.map((r) => r.category);
}

/** Vendors with an available product in a category (the vendors a buying request is sent to, issue 22). */
export async function vendorsWithAvailableIn(db: DbOrTx, category: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ vendorId: products.vendorId })
    .from(products)
    .where(and(eq(products.category, category), available))
    .limit(limit);
  return rows.map((r) => r.vendorId);
}
