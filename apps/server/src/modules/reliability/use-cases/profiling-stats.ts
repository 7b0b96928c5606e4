import type { ProfilingStatsDto } from '@app/shared/reliability';
import type { Deps } from '../../../deps.ts';
import { platformRating } from '../../reviews/reviews.service.ts';
import { ratio } from '../reliability-steps.ts';
import * as repo from '../reliability.repository.ts';

/** The /ai Profiling tiles: platform-wide, public (no one's personal figures). */
export async function profilingStats(deps: Deps): Promise<ProfilingStatsDto> {
  const [c, rating] = await Promise.all([repo.platformCounts(deps.db), platformRating(deps.db)]);
  return {
    profiledUsers: c.profiled,
    averageRating: rating.count > 0 ? rating.average : null,
    ratings: rating.count,
    successRate: ratio(c.released, c.finished),
    disputeRate: ratio(c.disputes, c.vendorOrders),
    vendorOrders: c.vendorOrders,
  };
}
