import {
  centsToPrice,
  gramsToWeight,
  type ProductCardDto,
  type ProductDto,
  type ProductImageDto,
} from '@app/shared/catalog';
import { LIMITS } from '@app/shared/constants';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './catalog.repository.ts';

const UNLIMITED = LIMITS.unlimitedStock;

/** What a buyer may order at most: null when the stock is unlimited. */
const stockOf = (availableStock: number) => (availableStock === UNLIMITED ? null : availableStock);

export function imageUrls(id: string): ProductImageDto {
  return { id, thumbUrl: `/media/product-images/${id}/thumb.webp`, url: `/media/product-images/${id}/display.webp` };
}

function toDto(p: repo.ProductWithVendor, images: repo.ImageRow[]): ProductDto {
  const imageIds = images.filter((i) => i.productId === p.id).map((i) => i.id);
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    description: p.description,
    price: centsToPrice(p.priceCents),
    priceCents: p.priceCents,
    currency: p.currency,
    minOrder: p.minOrder,
    unit: p.unit,
    stock: stockOf(p.availableStock),
    availableStock: p.availableStock,
    specifications: p.specifications,
    origin: p.origin,
    certifications: p.certifications,
    shippingWeight: p.shippingWeightGrams === null ? null : gramsToWeight(p.shippingWeightGrams),
    shippingDimensions: p.shippingDimensions,
    shippingMode: p.shippingMode,
    flatShipping: p.shippingMode === 'flat' ? centsToPrice(p.flatShippingCents ?? 0) : null,
    leadTime: p.leadTimeDays,
    paymentTerms: p.paymentTerms,
    priceTiers: p.priceTiers.map((t) => ({
      minQuantity: t.minQuantity,
      price: centsToPrice(t.priceCents),
      priceCents: t.priceCents,
    })),
    tags: p.tags,
    images: imageIds.map(imageUrls),
    vendorId: p.vendorId,
    vendorName: p.vendorName,
    vendorCountry: p.vendorCountry,
    isVerified: p.vendorKyc === 'VERIFIED',
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    views: p.views,
    rating: p.rating,
    reviews: p.reviews,
  };
}

/** DTOs for many products with one query for all their images (no N+1). */
export async function toDtos(db: DbOrTx, rows: repo.ProductWithVendor[]): Promise<ProductDto[]> {
  const images = rows.length
    ? await repo.imagesOf(
        db,
        rows.map((r) => r.id),
      )
    : [];
  return rows.map((r) => toDto(r, images));
}

/** A list's card (productCardDto) from a browse row: no query, the first picture's id came with the row. */
export function toCardDto(p: repo.CardRow): ProductCardDto {
  const deepest = p.priceTiers.at(-1);
  return {
    id: p.id,
    name: p.name,
    category: p.category,
    priceCents: p.priceCents,
    currency: p.currency,
    minOrder: p.minOrder,
    unit: p.unit,
    stock: stockOf(p.availableStock),
    vendorId: p.vendorId,
    vendorName: p.vendorName,
    vendorCountry: p.vendorCountry,
    isVerified: p.vendorKyc === 'VERIFIED',
    rating: p.rating,
    reviews: p.reviews,
    thumbUrl: p.thumbId === null ? null : imageUrls(p.thumbId).thumbUrl,
    // only for products with volume prices: a list pays no bytes for the others
    ...(deepest ? { volumePrice: { minQuantity: deepest.minQuantity, priceCents: deepest.priceCents } } : {}),
  };
}
