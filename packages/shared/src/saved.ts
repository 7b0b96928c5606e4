import { z } from 'zod';

/** Whether a saved product can be bought now. */
export const savedAvailability = z.enum(['in_stock', 'out_of_stock', 'unlisted']);
export type SavedAvailability = z.infer<typeof savedAvailability>;

/**
 * How the price moved since the buyer saved the product: 'none' (same price), 'down', 'up', or 'currency' when the
 * vendor changed the currency (the two prices cannot be compared without a rate).
 */
export const priceChangeKind = z.enum(['none', 'down', 'up', 'currency']);
export type PriceChangeKind = z.infer<typeof priceChangeKind>;

export const savedProductDto = z.object({
  productId: z.string(),
  name: z.string(),
  category: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  vendorCountry: z.string(),
  isVerified: z.boolean(),
  imageUrl: z.string().nullable(),
  unit: z.string(),
  minOrder: z.number().int(),
  /** null: unlimited */
  stock: z.number().int().nullable(),
  availability: savedAvailability,
  currency: z.string(),
  priceCents: z.number().int(),
  savedCurrency: z.string(),
  savedPriceCents: z.number().int(),
  priceChange: priceChangeKind,
  savedAt: z.string(),
});
export type SavedProductDto = z.infer<typeof savedProductDto>;

export const savedProductsResponse = z.object({ items: z.array(savedProductDto) });
export const savedIdsResponse = z.object({ productIds: z.array(z.string()), vendorIds: z.array(z.string()) });
export type SavedIds = z.infer<typeof savedIdsResponse>;

/** Figures about a vendor computed from every order they received (not only this buyer's). */
export const supplierReliabilityDto = z.object({
  /** Vendor orders received, all buyers. */
  totalOrders: z.number().int(),
  /** Vendor orders with a delivery date. */
  deliveredOrders: z.number().int(),
  /** Of those, delivered within the products' lead time plus the chosen shipping estimate. */
  deliveredOnTime: z.number().int(),
  /** Vendor orders the vendor cancelled. */
  cancelledOrders: z.number().int(),
  /** Disputes buyers opened on the vendor's orders. */
  disputes: z.number().int(),
  /** Median time to the first reply to an inquiry, in seconds; null before any reply. */
  medianResponseSeconds: z.number().int().nullable(),
});
export type SupplierReliabilityDto = z.infer<typeof supplierReliabilityDto>;

export const supplierDto = z.object({
  vendorId: z.string(),
  name: z.string(),
  country: z.string(),
  isVerified: z.boolean(),
  following: z.boolean(),
  /** This buyer's orders with this vendor. */
  orderCount: z.number().int(),
  lastOrder: z.object({ orderId: z.string(), reference: z.string(), createdAt: z.string() }).nullable(),
  /** A live product of the vendor (the place to contact them from), if any. */
  productId: z.string().nullable(),
  /** The buyer's latest conversation with the vendor, if any ("Message" opens it). */
  conversationId: z.string().nullable(),
  reliability: supplierReliabilityDto,
});
export type SupplierDto = z.infer<typeof supplierDto>;

export const suppliersResponse = z.object({ items: z.array(supplierDto) });
