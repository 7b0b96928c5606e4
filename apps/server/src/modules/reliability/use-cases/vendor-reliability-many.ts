import type { VendorReliabilityDto } from '@app/shared/reliability';
import type { Deps } from '../../../deps.ts';
import { medianFirstResponseSeconds } from '../../messaging/use-cases/median-first-response-seconds.ts';
import { vendorRatings } from '../../reviews/reviews.service.ts';
import { ratio } from '../reliability-steps.ts';
import * as repo from '../reliability.repository.ts';

/** Vendor figures for many vendors: three grouped queries plus one median per vendor for the response time. */
export async function vendorReliabilityMany(
  deps: Pick<Deps, 'db' | 'clock'>,
  vendorIds: string[],
  opts: { responseTime?: boolean } = {},
): Promise<Map<string, VendorReliabilityDto>> {
  const ids = [...new Set(vendorIds)];
  const [counts, ratings] = await Promise.all([
    repo.vendorCounts(deps.db, ids, deps.clock.now()),
    vendorRatings(deps.db, ids),
  ]);
  const byId = new Map(counts.map((c) => [c.vendorId, c]));
  const result = new Map<string, VendorReliabilityDto>();
  for (const id of ids) {
    const c = byId.get(id) ?? { orders: 0, shipped: 0, delivered: 0, onTime: 0, due: 0, disputes: 0 };
    const r = ratings.get(id);
    // The response time is a median per vendor (messaging computes it): only asked for single profiles and short lists.
    const responseSeconds = opts.responseTime === false ? null : await medianFirstResponseSeconds(deps.db, id);
    result.set(id, {
      vendorId: id,
      orders: c.orders,
      onTimeRate: ratio(c.onTime, c.due),
      deliveryRate: ratio(c.delivered, c.shipped),
      disputeRate: ratio(c.disputes, c.orders),
      disputes: c.disputes,
      averageRating: r ? r.average : null,
      ratings: r?.count ?? 0,
      responseSeconds,
    });
  }
  return result;
}
