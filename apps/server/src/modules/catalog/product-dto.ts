import { centsToPrice, gramsToWeight, type ProductDto, type ProductImageDto } from '@app/shared/catalog';
import { LIMITS } from '@app/shared/constants';
import type { DbOrTx } from '../../db/client.ts';
import * as repo from './catalog.repository.ts';

const UNLIMITED = LIMITS.unlimitedStock;

export function imageUrls(id: string): ProductImageDto {
  return { id, thumbUrl: `/media/product-images/${id}/thumb.webp`, url: `/media/product-images/${id}/display.webp` };
}

function toDto(p: repo.ProductWithVendor, images: repo.ImageRow[]): ProductDto {
  const imageIds = p.imageIds ?? images.filter((i) => i.productId === p.id).map((i) => i.id);
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
    stock: p.availableStock === UNLIMITED ? null : p.availableStock,
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
  const missing = rows.filter((r) => !r.imageIds).map((r) => r.id);
  const images = missing.length ? await repo.imagesOf(db, missing) : [];
  return rows.map((r) => toDto(r, images));
}
