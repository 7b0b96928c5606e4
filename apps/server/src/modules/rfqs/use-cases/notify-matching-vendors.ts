import { RFQ_LIMITS } from '@app/shared/rfqs';
import type { Deps } from '../../../deps.ts';
import { usersByIds } from '../../auth/auth.service.ts';
import { vendorsInCategory } from '../../catalog/catalog.service.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { vendorReliabilityMany } from '../../reliability/reliability.service.ts';
import type { RfqRow } from '../rfqs.repository.ts';

/**
 * The vendors a new request is sent to: an available product in its category, an active vendor account (verified
 * only, when the buyer asked), verified first, then by on-time rate and rating. Answers their ids, best first.
 */
export async function matchingVendors(deps: Pick<Deps, 'db' | 'clock'>, rfq: RfqRow): Promise<string[]> {
  const ids = (await vendorsInCategory(deps.db, rfq.category)).filter((id) => id !== rfq.buyerId);
  const users = (await usersByIds(deps.db, ids)).filter(
    (u) => u.status === 'active' && u.roles.includes('vendor') && (!rfq.verifiedOnly || u.kycStatus === 'VERIFIED'),
  );
  const figures = await vendorReliabilityMany(
    deps,
    users.map((u) => u.id),
    { responseTime: false },
  );
  const score = (id: string) => {
    const f = figures.get(id);
    return [f?.onTimeRate ?? -1, f?.averageRating ?? -1, f?.orders ?? 0];
  };
  return users
    .sort((a, b) => {
      const verified = Number(b.kycStatus === 'VERIFIED') - Number(a.kycStatus === 'VERIFIED');
      if (verified !== 0) return verified;
      const [sa, sb] = [score(a.id), score(b.id)];
      for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sb[i]! - sa[i]!;
      return a.id < b.id ? -1 : 1;
    })
    .map((u) => u.id);
}

/**
 * Tells the best matching vendors (at most 50) of a new request, in the app and by e-mail. After the request is
 * committed: a failure here is logged and does not undo the post (the vendors' tab lists it anyway).
 */
export async function notifyMatchingVendors(deps: Deps, rfq: RfqRow): Promise<number> {
  try {
    const vendors = (await matchingVendors(deps, rfq)).slice(0, RFQ_LIMITS.vendorsNotified);
    for (const vendorId of vendors)
      await notify(deps, vendorId, 'rfq.matched', {
        rfqId: rfq.id,
        product: rfq.product,
        quantity: `${rfq.quantity} ${rfq.unit}`,
        destination: rfq.destinationCountry,
        closesOn: rfq.closesOn,
        link: `/rfqs/${rfq.id}`,
      });
    return vendors.length;
  } catch (err) {
    deps.logger.error({ err, rfqId: rfq.id }, 'buying request: notifying matching vendors failed');
    return 0;
  }
}
