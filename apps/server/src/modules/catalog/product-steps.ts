/**
 * The steps the catalogue's product use cases (use-cases/*.ts) share: the columns a product form sets, the checks on
 * its images, who may edit or see a product, and the update of an existing product.
 */
import { priceToCents, weightToGrams, type ProductDto, type productInput } from '@app/shared/catalog';
import { LIMITS } from '@app/shared/constants';
import { msg } from '@app/shared/error-messages';
import { MAX_PRICE_TIERS, tierProblem, type PriceTier } from '@app/shared/price-tiers';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import * as repo from './catalog.repository.ts';
import { toDtos } from './product-dto.ts';
import { forgetVocabularyLookups } from './search-plan.ts';

export type ProductInput = z.output<typeof productInput>;
export const UNLIMITED = LIMITS.unlimitedStock;

/** A flat shipping mode needs its price (0 is allowed: say "free" instead, but it is not wrong). */
export function assertShippingComplete(input: ProductInput): void {
  if (input.shippingMode === 'flat' && input.flatShipping === '')
    throw new AppError('VALIDATION_ERROR', msg('catalog.form.flatShippingRequired'), {
      fields: { flatShipping: msg('catalog.form.flatShippingRequired') },
    });
}

/**
 * The volume price breaks in minor units, in the order given, refused unless quantities rise above the minimum order
 * and prices fall below the base price (issue 22).
 */
export function priceTiersFrom(input: ProductInput): PriceTier[] {
  const priceCents = priceToCents(input.price);
  const tiers = input.priceTiers.map((t) => ({ minQuantity: t.minQuantity, priceCents: priceToCents(t.price) }));
  const wrong = tierProblem(priceCents, input.minOrder, tiers);
  if (wrong) {
    const message = msg(
      `catalog.form.${wrong.problem}`,
      wrong.problem === 'tiersMax' ? { maximum: MAX_PRICE_TIERS } : {},
    );
    throw new AppError('VALIDATION_ERROR', message, { fields: { priceTiers: message } });
  }
  return tiers;
}

export function columnsFrom(input: ProductInput) {
  assertShippingComplete(input);
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
    shippingMode: input.shippingMode,
    flatShippingCents: input.shippingMode === 'flat' ? priceToCents(input.flatShipping || '0') : null,
    leadTimeDays: input.leadTime,
    paymentTerms: input.paymentTerms,
    priceTiers: priceTiersFrom(input),
    tags: input.tags,
  };
}

export async function assertImagesUsable(
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

/** More pictures than a product may have. */
export function tooManyImages(): AppError {
  const maximum = LIMITS.maxProductImages;
  return new AppError('VALIDATION_ERROR', msg('catalog.tooManyImages', { maximum }), {
    fields: { images: msg('catalog.form.imagesMax', { maximum }) },
  });
}

/** The product for its owner (or an admin): "Product not found" / "You can only edit your own products". */
export async function ownedProduct(db: DbOrTx, auth: AuthContext, id: string): Promise<repo.ProductWithVendor> {
  const product = await repo.findProduct(db, id);
  if (!product || product.deletedAt) throw new AppError('NOT_FOUND', msg('catalog.notFound'));
  if (product.vendorId !== auth.user.id && !isAdmin(auth))
    throw new AppError('FORBIDDEN', msg('catalog.ownProductsOnly'));
  return product;
}

/**
 * A product whose page the caller may see: buyers see available products only; the owner and admins also see their
 * inactive ones. NOT_FOUND otherwise.
 */
export async function visibleProduct(
  db: DbOrTx,
  auth: AuthContext | null,
  id: string,
): Promise<{ product: repo.ProductWithVendor; isOwner: boolean }> {
  const product = await repo.findProduct(db, id);
  const isOwner = auth && (auth.user.id === product?.vendorId || isAdmin(auth));
  if (
    !product ||
    product.deletedAt ||
    (!isOwner && (product.status !== 'active' || product.moderatedAt !== null || product.availableStock <= 0))
  ) {
    throw new AppError('NOT_FOUND', msg('catalog.notFound'));
  }
  return { product, isOwner: Boolean(isOwner) };
}

/** Writes the form over an existing product, in the caller's transaction. */
export async function updateProductIn(
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
