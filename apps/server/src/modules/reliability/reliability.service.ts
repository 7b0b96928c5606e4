import type {
  BuyerReliabilityDto,
  ProfileRowDto,
  ProfilingStatsDto,
  ReliabilityDto,
  VendorReliabilityDto,
} from '@app/shared/reliability';
import { reliabilityScore } from '@app/shared/reliability';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { medianFirstResponseSeconds } from '../messaging/use-cases/median-first-response-seconds.ts';
import { platformRating, vendorRatings } from '../reviews/reviews.service.ts';
import * as repo from './reliability.repository.ts';

function ratio(n: number, d: number): number | null {
  return d > 0 ? Math.min(1, n / d) : null;
}

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

export async function buyerReliabilityMany(db: DbOrTx, buyerIds: string[]): Promise<Map<string, BuyerReliabilityDto>> {
  const rows = await repo.buyerCounts(db, [...new Set(buyerIds)]);
  return new Map(
    rows.map((c) => [
      c.buyerId,
      {
        buyerId: c.buyerId,
        checkouts: c.checkouts,
        paymentRate: ratio(c.paid, c.checkouts),
        orders: c.orders,
        disputes: c.disputes,
        disputeRate: ratio(c.disputes, c.orders),
      },
    ]),
  );
}

/**
 * A user's reliability as vendor (when they sold anything or are a vendor) and as buyer: for other modules (the
 * dispute mediator, the fraud rules) and the product page.
 */
export async function reliabilityOf(deps: Pick<Deps, 'db' | 'clock'>, userId: string): Promise<ReliabilityDto> {
  const [vendor, buyer] = await Promise.all([
    vendorReliabilityMany(deps, [userId]),
    buyerReliabilityMany(deps.db, [userId]),
  ]);
  const v = vendor.get(userId)!;
  const b = buyer.get(userId) ?? null;
  return {
    userId,
    vendor: v.orders > 0 || v.ratings > 0 ? v : null,
    buyer: b && (b.checkouts > 0 || b.orders > 0) ? b : null,
  };
}

/** Public figures of a vendor (product page supplier card). */
export async function vendorReliability(deps: Deps, vendorId: string): Promise<VendorReliabilityDto> {
  return (await vendorReliabilityMany(deps, [vendorId])).get(vendorId)!;
}

/** Public figures of up to 60 vendors at once (a page of product cards), without the per-vendor response time. */
export async function vendorsReliability(deps: Deps, vendorIds: string[]): Promise<VendorReliabilityDto[]> {
  return [...(await vendorReliabilityMany(deps, vendorIds.slice(0, 60), { responseTime: false })).values()];
}

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

/** The admin profile list: the 50 most active vendors and buyers with their figures (a fixed number of queries). */
export async function profiles(deps: Deps): Promise<ProfileRowDto[]> {
  const traders = await repo.activeTraders(deps.db, 50);
  const vendorIds = traders.filter((t) => t.role === 'vendor').map((t) => t.userId);
  const buyerIds = traders.filter((t) => t.role === 'buyer').map((t) => t.userId);
  const [vendors, buyers] = await Promise.all([
    vendorReliabilityMany(deps, vendorIds, { responseTime: false }),
    buyerReliabilityMany(deps.db, buyerIds),
  ]);
  return traders.map((t) => {
    const vendor = t.role === 'vendor' ? (vendors.get(t.userId) ?? null) : null;
    const buyer = t.role === 'buyer' ? (buyers.get(t.userId) ?? null) : null;
    return {
      userId: t.userId,
      name: t.name,
      email: t.email,
      role: t.role,
      vendor,
      buyer,
      score: reliabilityScore({ vendor, buyer }),
    };
  });
}
