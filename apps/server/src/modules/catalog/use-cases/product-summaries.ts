import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { kycStatusColumn } from '../../auth/use-cases/kyc-status-column.ts';
import { products } from '../catalog.schema.ts';
import { imageUrls } from '../product-dto.ts';

/** A product as a list of another module shows it (saved products): its current price, stock and listing state. */
export interface ProductSummary {
  id: string;
  name: string;
  category: string;
  vendorId: string;
  vendorName: string;
  vendorCountry: string;
  /** The vendor's KYC status (a "verified" badge when 'VERIFIED'); null if the vendor is unknown. */
  vendorKyc: string | null;
  unit: string;
  minOrder: number;
  /** 999999 means unlimited. */
  availableStock: number;
  status: 'active' | 'inactive';
  deletedAt: Date | null;
  moderatedAt: Date | null;
  priceCents: number;
  currency: string;
  /** The first image's thumbnail, or null. */
  imageUrl: string | null;
}

/**
 * Products by id, whatever their state (deleted and taken-down ones too, so a list can say so), each with its vendor's
 * KYC status and first image: one query whatever the count. Ids that name no product are left out.
 */
export async function productSummaries(db: DbOrTx, ids: readonly string[]): Promise<Map<string, ProductSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      category: products.category,
      vendorId: products.vendorId,
      vendorName: products.vendorName,
      vendorCountry: products.vendorCountry,
      vendorKyc: kycStatusColumn(products.vendorId),
      unit: products.unit,
      minOrder: products.minOrder,
      availableStock: products.availableStock,
      status: products.status,
      deletedAt: products.deletedAt,
      moderatedAt: products.moderatedAt,
      priceCents: products.priceCents,
      currency: products.currency,
      imageId: sql<
        string | null
      >`(select pi.id from product_images pi where pi.product_id = ${products.id} order by pi.position limit 1)`,
    })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return new Map(
    rows.map(({ imageId, ...p }) => [p.id, { ...p, imageUrl: imageId ? imageUrls(imageId).thumbUrl : null }]),
  );
}
