/**
 * Public platform figures for the home and about pages, computed from the database (GET /api/platform/stats): never
 * invented, and a page shows a figure only when it says something (see `shownFigure`).
 */
import { z } from 'zod';

/** An average rating is shown only over at least this many reviews. */
export const MIN_REVIEWS_FOR_RATING = 5;

export const platformStatsDto = z.object({
  /** Verified, active vendors with at least one product on sale. */
  verifiedVendors: z.number().int(),
  /** Products on sale (active, in stock, not taken down). */
  liveProducts: z.number().int(),
  /** Countries of the vendors with products on sale. */
  supplierCountries: z.number().int(),
  /** Countries orders were shipped to. */
  buyerCountries: z.number().int(),
  /** Published reviews, and their average (1 to 5, one decimal; null under MIN_REVIEWS_FOR_RATING reviews). */
  reviews: z.number().int(),
  averageRating: z.number().nullable(),
  /** When the figures were computed (ISO). */
  computedAt: z.string(),
});
export type PlatformStatsDto = z.infer<typeof platformStatsDto>;

/** A count worth showing: above zero (a "0 vendors" banner says nothing), otherwise null. */
export function shownFigure(n: number | null | undefined): number | null {
  return typeof n === 'number' && n > 0 ? n : null;
}
