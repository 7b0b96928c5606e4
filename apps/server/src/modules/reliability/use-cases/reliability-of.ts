import type { ReliabilityDto } from '@app/shared/reliability';
import type { Deps } from '../../../deps.ts';
import { buyerReliabilityMany } from './buyer-reliability-many.ts';
import { vendorReliabilityMany } from './vendor-reliability-many.ts';

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
