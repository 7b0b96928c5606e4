import type { ProfileRowDto } from '@app/shared/reliability';
import { reliabilityScore } from '@app/shared/reliability';
import type { Deps } from '../../../deps.ts';
import * as repo from '../reliability.repository.ts';
import { buyerReliabilityMany } from './buyer-reliability-many.ts';
import { vendorReliabilityMany } from './vendor-reliability-many.ts';

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
