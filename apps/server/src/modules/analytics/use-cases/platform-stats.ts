import { MIN_REVIEWS_FOR_RATING, type PlatformStatsDto } from '@app/shared/platform-stats';
import type { Deps } from '../../../deps.ts';
import { platformFigures } from '../analytics.repository.ts';

/** The public figures of the home and about pages, from the database as it is now. */
export async function platformStats(deps: Deps): Promise<PlatformStatsDto> {
  const f = await platformFigures(deps.db);
  const reviews = Number(f.reviews);
  return {
    verifiedVendors: Number(f.vendors),
    liveProducts: Number(f.products),
    supplierCountries: Number(f.supplier_countries),
    buyerCountries: Number(f.buyer_countries),
    reviews,
    averageRating: reviews >= MIN_REVIEWS_FOR_RATING && f.average !== null ? Number(f.average) : null,
    computedAt: deps.clock.now().toISOString(),
  };
}
