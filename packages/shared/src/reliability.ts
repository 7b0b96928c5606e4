/** Reliability profiles (issue 7): figures computed from orders, shipments, disputes, reviews and messages. */
import { z } from 'zod';

/** Rates are 0..1 (null when there is nothing to divide by yet: "no data", never a made-up 0). */
const rate = z.number().min(0).max(1).nullable();

export const vendorReliabilityDto = z.object({
  vendorId: z.string(),
  /** Vendor orders, cancelled ones excluded. */
  orders: z.number().int(),
  /** Label bought (order shipped) within the products' lead time after payment, over orders shipped or overdue. */
  onTimeRate: rate,
  /** Delivered (not refunded in full) over shipped orders that reached an outcome; orders in transit are left out. */
  deliveryRate: rate,
  disputeRate: rate,
  disputes: z.number().int(),
  averageRating: z.number().nullable(),
  ratings: z.number().int(),
  /** Median time to the first reply to a buyer's message, in seconds (null: no conversation answered). */
  responseSeconds: z.number().int().nullable(),
});
export type VendorReliabilityDto = z.infer<typeof vendorReliabilityDto>;

export const buyerReliabilityDto = z.object({
  buyerId: z.string(),
  checkouts: z.number().int(),
  /** Paid checkouts over started ones. */
  paymentRate: rate,
  orders: z.number().int(),
  disputes: z.number().int(),
  disputeRate: rate,
});
export type BuyerReliabilityDto = z.infer<typeof buyerReliabilityDto>;

export const reliabilityDto = z.object({
  userId: z.string(),
  vendor: vendorReliabilityDto.nullable(),
  buyer: buyerReliabilityDto.nullable(),
});
export type ReliabilityDto = z.infer<typeof reliabilityDto>;

/** Public aggregate tiles of the /ai Profiling tab. */
export const profilingStatsDto = z.object({
  profiledUsers: z.number().int(),
  averageRating: z.number().nullable(),
  ratings: z.number().int(),
  /** Finished vendor orders paid out in full to the vendor, over all finished ones (released or refunded). */
  successRate: rate,
  disputeRate: rate,
  vendorOrders: z.number().int(),
});
export type ProfilingStatsDto = z.infer<typeof profilingStatsDto>;

export const profileRowDto = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['vendor', 'buyer']),
  /** 0..100 from the available rates (null: not enough data). */
  score: z.number().int().nullable(),
  vendor: vendorReliabilityDto.nullable(),
  buyer: buyerReliabilityDto.nullable(),
});
export type ProfileRowDto = z.infer<typeof profileRowDto>;
export const profilesResponse = z.object({ items: z.array(profileRowDto) });
export const vendorReliabilityResponse = z.object({ items: z.array(vendorReliabilityDto) });

/** A 0..100 score: the mean of the rates a profile has (on time, delivered, no dispute, rating / 5, payment). */
export function reliabilityScore(p: {
  vendor: VendorReliabilityDto | null;
  buyer: BuyerReliabilityDto | null;
}): number | null {
  const parts: number[] = [];
  if (p.vendor) {
    if (p.vendor.onTimeRate !== null) parts.push(p.vendor.onTimeRate);
    if (p.vendor.deliveryRate !== null) parts.push(p.vendor.deliveryRate);
    if (p.vendor.disputeRate !== null) parts.push(1 - p.vendor.disputeRate);
    if (p.vendor.averageRating !== null) parts.push(p.vendor.averageRating / 5);
  }
  if (p.buyer) {
    if (p.buyer.paymentRate !== null) parts.push(p.buyer.paymentRate);
    if (p.buyer.disputeRate !== null) parts.push(1 - p.buyer.disputeRate);
  }
  if (parts.length === 0) return null;
  return Math.round((parts.reduce((s, x) => s + x, 0) / parts.length) * 100);
}
