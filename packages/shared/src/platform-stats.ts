/**
 * Public platform figures for the home and about pages, computed from the database (GET /api/platform/stats): never
 * invented, and a page shows a figure only when it says something (see `shownFigure`).
 */
import { z } from 'zod';

export { MIN_REVIEWS_FOR_RATING, shownFigure } from './platform-figures.ts';

export const platformStatsDto = z.object({
  /** Verified, active vendors with at least one product on sale. */
  verifiedVendors: z.number().int(),
  /** Products on sale (active, in stock, not taken down). */
  liveProducts: z.number().int(),
  /** Countries of the vendors with products on sale. */
  supplierCountries: z.number().int(),
  /** Countries orders were shipped to. */
  buyerCountries: z.number().int(),
  /** Published reviews, and their average (1 to 5, one decimal; null under MIN_REVIEWS_FOR_RATING reviews, platform-figures.ts). */
  reviews: z.number().int(),
  averageRating: z.number().nullable(),
  /** When the figures were computed (ISO). */
  computedAt: z.string(),
});
export type PlatformStatsDto = z.infer<typeof platformStatsDto>;
