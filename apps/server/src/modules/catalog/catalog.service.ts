import { randomUUID } from 'node:crypto';
import type { productInput } from '@app/shared/catalog';
import {
  priceToCents,
  weightToGrams,
  type ProductDto,
  type ProductImageDto,
  type VendorStatsDto,
} from '@app/shared/catalog';
import { LIMITS } from '@app/shared/constants';
import { displayName } from '@app/shared/names';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext, UserRow } from '../auth/auth.types.ts';
import type { FileStore } from '../media/file-store.ts';
import { processImage } from '../media/images.ts';
import * as repo from './catalog.repository.ts';
import { imageUrls, toDtos } from './product-dto.ts';
import { browseProducts } from './use-cases/browse-products.ts';
import { forgetVocabularyLookups } from './search-plan.ts';
import { audit } from '../audit/audit.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { activeInquiryCount } from '../messaging/messaging-stats.ts';
import { msg } from '@app/shared/error-messages';

export { imageUrls } from './product-dto.ts';

type ProductInput = z.output<typeof productInput>;
const UNLIMITED = LIMITS.unlimitedStock;

export function vendorIdentity(user: Pick<UserRow, 'company' | 'firstName' | 'lastName' | 'email' | 'country'>): {
  vendorName: string;
  vendorCountry: string;
} {
  return {
    vendorName: user.company?.trim() || displayName(user.firstName, user.lastName, user.email),
    vendorCountry: user.country ?? '',
  };
}

function columnsFrom(input: ProductInput) {
  const stock = input.stock ?? null;
  return {
    name: input.name,
    category: input.category,
    description: input.description,
    priceCents: priceToCents(input.price),
    currency: input.currency,
    minOrder: input.minOrder,
    unit: input.unit,
    availableStock: stock === null ? UNLIMITED : stock,
    specifications: input.specifications,
    origin: input.origin,
    certifications: input.certifications,
    shippingWeightGrams: input.shippingWeight ? weightToGrams(input.shippingWeight) : null,
    shippingDimensions: input.shippingDimensions.replace(/\s*[xX*]\s*/g, '×'),
    leadTimeDays: input.leadTime,
    paymentTerms: input.paymentTerms,
    tags: input.tags,
  };
}

async function assertImagesUsable(
  db: DbOrTx,
  auth: AuthContext,
  imageIds: string[],
  productId: string | null,
): Promise<void> {
  if (new Set(imageIds).size !== imageIds.length)
    throw new AppError('VALIDATION_ERROR', msg('catalog.imageListedTwice'), {
      fields: { imageIds: msg('catalog.imageListedTwice') },
    });
  const found = await repo.findImages(db, imageIds);
  for (const id of imageIds) {
    const img = found.find((f) => f.id === id);
    const usable = img && img.ownerId === auth.user.id && (img.productId === null || img.productId === productId);
    if (!usable)
      throw new AppError('VALIDATION_ERROR', msg('catalog.imageNotFound'), {
        fields: { imageIds: msg('catalog.imageNotFound') },
      });
  }
}

export async function createProduct(deps: Deps, auth: AuthContext, input: ProductInput): Promise<ProductDto> {
  return deps.db.transaction((tx) => createProductIn(tx, deps, auth, input));
}

/** Creates a product inside the caller's transaction (onboarding creates the first product with the application). */
export async function createProductIn(
  tx: DbOrTx,
  deps: Deps,
  auth: AuthContext,
  input: ProductInput,
): Promise<ProductDto> {
  const now = deps.clock.now();
  const identity = vendorIdentity(auth.user);
  await assertImagesUsable(tx, auth, input.imageIds, null);
  const cols = columnsFrom(input);
  const product = await repo.insertProduct(tx, {
    id: randomUUID(),
    vendorId: auth.user.id,
    ...identity,
    ...cols,
    status: cols.availableStock > 0 ? 'active' : 'inactive',
    ...repo.searchColumns({ ...cols, ...identity }),
    createdAt: now,
    updatedAt: now,
  });
  await repo.addSearchTerms(tx, { ...cols, ...identity });
  forgetVocabularyLookups();
  await repo.setProductImages(tx, product.id, input.imageIds);
  return (await toDtos(tx, [{ ...product, vendorKyc: auth.user.kycStatus }]))[0]!;
}

/** The product for its owner (or an admin): "Product not found" / "You can only edit your own products". */
async function ownedProduct(db: DbOrTx, auth: AuthContext, id: string): Promise<repo.ProductWithVendor> {
  const product = await repo.findProduct(db, id);
  if (!product || product.deletedAt) throw new AppError('NOT_FOUND', msg('catalog.notFound'));
  if (product.vendorId !== auth.user.id && !isAdmin(auth))
    throw new AppError('FORBIDDEN', msg('catalog.ownProductsOnly'));
  return product;
}

export async function getProductForEdit(deps: Deps, auth: AuthContext, id: string): Promise<ProductDto> {
  const product = await ownedProduct(deps.db, auth, id);
  return (await toDtos(deps.db, [product]))[0]!;
}

export async function updateProduct(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: ProductInput,
): Promise<ProductDto> {
  return deps.db.transaction(async (tx) => updateProductIn(tx, deps, auth, await ownedProduct(tx, auth, id), input));
}

/**
 * Updates the caller's own product inside the caller's transaction (an onboarding resubmission updates the product of
 * the first submission); null when it no longer exists or is not theirs.
 */
export async function updateOwnProductIn(
  tx: DbOrTx,
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: ProductInput,
): Promise<ProductDto | null> {
  const existing = await repo.findProduct(tx, id);
  if (!existing || existing.deletedAt || existing.vendorId !== auth.user.id) return null;
  return updateProductIn(tx, deps, auth, existing, input);
}

async function updateProductIn(
  tx: DbOrTx,
  deps: Deps,
  auth: AuthContext,
  existing: repo.ProductWithVendor,
  input: ProductInput,
): Promise<ProductDto> {
  const id = existing.id;
  await assertImagesUsable(tx, auth, input.imageIds, id);
  const cols = columnsFrom(input);
  // Editing sets the stock to what was entered (blank: unlimited); stock above 0 makes a sold-out product live again.
  const updated = await repo.updateProduct(tx, id, {
    ...cols,
    status: cols.availableStock > 0 ? 'active' : 'inactive',
    ...repo.searchColumns({ ...cols, vendorName: existing.vendorName }),
    updatedAt: deps.clock.now(),
  });
  if (!updated) throw new AppError('INTERNAL', msg('catalog.updateFailed'));
  await repo.addSearchTerms(tx, { ...cols, vendorName: existing.vendorName });
  forgetVocabularyLookups();
  await repo.setProductImages(tx, id, input.imageIds);
  return (await toDtos(tx, [{ ...updated, vendorKyc: existing.vendorKyc }]))[0]!;
}

/** Soft delete: the product disappears from the catalogue and the vendor's list but stays on existing orders. */
export async function deleteProduct(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  await ownedProduct(deps.db, auth, id);
  await repo.updateProduct(deps.db, id, { deletedAt: deps.clock.now(), status: 'inactive' });
}

export async function listVendorProducts(deps: Deps, auth: AuthContext): Promise<ProductDto[]> {
  return toDtos(deps.db, await repo.listByVendor(deps.db, auth.user.id));
}

export async function vendorStats(deps: Deps, auth: AuthContext): Promise<VendorStatsDto> {
  const counts = await repo.vendorCounts(deps.db, auth.user.id);
  // Orders and inquiries arrive with the checkout and trade work; until then there are none to count.
  return {
    totalProducts: counts.total,
    activeProducts: counts.active,
    pendingOrders: 0,
    activeInquiries: await activeInquiryCount(deps.db, auth.user.id),
    productViews: counts.views,
  };
}

export async function featuredProducts(deps: Deps): Promise<ProductDto[]> {
  const { items } = await browseProducts(deps, { limit: LIMITS.featuredProducts, count: false });
  return items;
}

/**
 * A product's page. Buyers see available products only; the owner and admins also see their inactive ones.
 * A view is counted once per visitor per day, never for the owner.
 */
export async function viewProduct(
  deps: Deps,
  id: string,
  viewer: { auth: AuthContext | null; visitorId: string },
): Promise<ProductDto> {
  const product = await repo.findProduct(deps.db, id);
  const isOwner = viewer.auth && (viewer.auth.user.id === product?.vendorId || isAdmin(viewer.auth));
  if (
    !product ||
    product.deletedAt ||
    (!isOwner && (product.status !== 'active' || product.moderatedAt !== null || product.availableStock <= 0))
  ) {
    throw new AppError('NOT_FOUND', msg('catalog.notFound'));
  }
  if (!isOwner) {
    const visitor = viewer.auth ? `u:${viewer.auth.user.id}` : `v:${viewer.visitorId}`;
    const counted = await repo.recordView(deps.db, id, visitor, deps.clock.now().toISOString().slice(0, 10));
    if (counted) product.views += 1;
  }
  return (await toDtos(deps.db, [product]))[0]!;
}

/**
 * For other modules (translation): the texts of a product the caller may see on its page (same rule as viewProduct),
 * without counting a view. NOT_FOUND otherwise.
 */
export async function readableProductTexts(
  db: DbOrTx,
  auth: AuthContext | null,
  id: string,
): Promise<{ id: string; name: string; description: string; specifications: string; updatedAt: Date }> {
  const product = await repo.findProduct(db, id);
  const isOwner = auth && (auth.user.id === product?.vendorId || isAdmin(auth));
  if (
    !product ||
    product.deletedAt ||
    (!isOwner && (product.status !== 'active' || product.moderatedAt !== null || product.availableStock <= 0))
  ) {
    throw new AppError('NOT_FOUND', msg('catalog.notFound'));
  }
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    specifications: product.specifications,
    updatedAt: product.updatedAt,
  };
}

/** Re-denormalises the vendor's name and country onto their products after a profile change. */
export async function refreshVendorOnProducts(db: DbOrTx, user: UserRow): Promise<void> {
  const { vendorName, vendorCountry } = vendorIdentity(user);
  await repo.refreshVendor(db, user.id, vendorName, vendorCountry);
}

/** For the order flow: take stock inside the caller's transaction. Returns false when not enough is available. */
export async function reserveStock(tx: DbOrTx, productId: string, qty: number): Promise<boolean> {
  if (!Number.isSafeInteger(qty) || qty <= 0) throw new AppError('VALIDATION_ERROR', msg('catalog.quantityPositive'));
  return (await repo.reserveStock(tx, productId, qty)) !== undefined;
}

/** For the order flow: give back stock taken by `reserveStock`, inside the caller's transaction. */
export async function releaseStock(tx: DbOrTx, productId: string, qty: number): Promise<void> {
  if (!Number.isSafeInteger(qty) || qty <= 0) throw new AppError('VALIDATION_ERROR', msg('catalog.quantityPositive'));
  await repo.releaseStock(tx, productId, qty);
}

export interface UploadFile {
  filename: string;
  data: Buffer;
}

export async function uploadProductImages(
  deps: Deps,
  files: FileStore,
  auth: AuthContext,
  uploads: UploadFile[],
): Promise<ProductImageDto[]> {
  if (uploads.length === 0)
    throw new AppError('VALIDATION_ERROR', msg('catalog.chooseImage'), {
      fields: { images: msg('catalog.chooseImage') },
    });
  if (uploads.length > LIMITS.maxProductImages) {
    throw tooManyImages();
  }
  // Validate every file before storing any, so a bad file in the batch stores nothing.
  const processed = [];
  for (const u of uploads) processed.push({ u, img: await processImage(u.data, u.filename) });
  const result: ProductImageDto[] = [];
  for (const { u, img } of processed) {
    const id = randomUUID();
    await files.put(`product-images/${id}/thumb.webp`, img.thumb, 'image/webp');
    await files.put(`product-images/${id}/display.webp`, img.display, 'image/webp');
    await repo.insertImage(deps.db, {
      id,
      ownerId: auth.user.id,
      mime: img.mime,
      bytes: u.data.length,
      width: img.width,
      height: img.height,
      createdAt: deps.clock.now(),
    });
    result.push(imageUrls(id));
  }
  return result;
}

export interface PricingProduct {
  id: string;
  name: string;
  vendorId: string;
  vendorName: string;
  origin: string;
  unit: string;
  currency: string;
  priceCents: number;
  minOrder: number;
  /** null: unlimited */
  stock: number | null;
  available: boolean;
  imageUrl: string | null;
}

/** What the cart and checkout need of products, in one query each for products and images. */
export async function productsForPricing(db: DbOrTx, ids: string[]): Promise<Map<string, PricingProduct>> {
  const rows = await repo.findManyByIds(db, ids);
  const images = await repo.imagesOf(
    db,
    rows.map((r) => r.id),
  );
  return new Map(
    rows.map((p) => {
      const first = images.find((i) => i.productId === p.id);
      return [
        p.id,
        {
          id: p.id,
          name: p.name,
          vendorId: p.vendorId,
          vendorName: p.vendorName,
          origin: p.origin,
          unit: p.unit,
          currency: p.currency,
          priceCents: p.priceCents,
          minOrder: p.minOrder,
          stock: p.availableStock === UNLIMITED ? null : p.availableStock,
          available: p.status === 'active' && p.deletedAt === null && p.moderatedAt === null && p.availableStock > 0,
          imageUrl: first ? imageUrls(first.id).thumbUrl : null,
        },
      ];
    }),
  );
}

/** Admin moderation: take a product down (or put it back) with a reason; the vendor is notified. */
export async function moderateProduct(
  deps: Deps,
  auth: AuthContext,
  id: string,
  action: 'deactivate' | 'reactivate',
  reason: string,
): Promise<ProductDto> {
  return deps.db.transaction(async (tx) => {
    const product = await repo.findProduct(tx, id);
    if (!product || product.deletedAt) throw new AppError('NOT_FOUND', msg('catalog.notFound'));
    const now = deps.clock.now();
    await repo.updateProduct(
      tx,
      id,
      action === 'deactivate'
        ? { moderatedAt: now, moderationReason: reason }
        : { moderatedAt: null, moderationReason: null },
    );
    await audit(tx, {
      actorId: auth.user.id,
      action: `admin.product_${action}d`,
      subjectType: 'product',
      subjectId: id,
      data: { reason },
    });
    await notify(
      deps,
      product.vendorId,
      action === 'deactivate' ? 'vendor.product_deactivated' : 'vendor.product_reactivated',
      { productName: product.name, reason, link: '/vendor/dashboard?tab=products' },
      tx,
    );
    const updated = (await repo.findProduct(tx, id))!;
    return (await toDtos(tx, [updated]))[0]!;
  });
}

export async function adminProducts(deps: Deps, q: string | undefined) {
  const rows = await repo.adminSearch(deps.db, q, 100);
  const dtos = await toDtos(deps.db, rows);
  return dtos.map((d, i) => ({
    ...d,
    moderated: rows[i]!.moderatedAt !== null,
    moderationReason: rows[i]!.moderationReason,
  }));
}

export const productCounts = (db: DbOrTx) => repo.countProducts(db);

/** Lead times (days) of products, by id: the vendor's promise to have the goods ready (dispute deadlines). */
export async function leadTimesOf(db: DbOrTx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await repo.findManyByIds(db, ids);
  return new Map(rows.map((p) => [p.id, p.leadTimeDays]));
}

/** The reviews module keeps a product's average rating and review count in step (cards and the detail page show them). */
export async function setProductRating(db: DbOrTx, productId: string, rating: number, reviews: number): Promise<void> {
  await repo.updateProduct(db, productId, { rating, reviews });
}

/** More pictures than a product may have. */
export function tooManyImages(): AppError {
  const maximum = LIMITS.maxProductImages;
  return new AppError('VALIDATION_ERROR', msg('catalog.tooManyImages', { maximum }), {
    fields: { images: msg('catalog.form.imagesMax', { maximum }) },
  });
}
