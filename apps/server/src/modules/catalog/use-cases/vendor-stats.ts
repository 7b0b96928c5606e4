import type { VendorStatsDto } from '@app/shared/catalog';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { activeInquiryCount } from '../../messaging/use-cases/active-inquiry-count.ts';
import * as repo from '../catalog.repository.ts';

/** The figures of the vendor Overview the catalogue knows (the route adds the pending orders). */
export async function vendorStats(deps: Deps, auth: AuthContext): Promise<VendorStatsDto> {
  const counts = await repo.vendorCounts(deps.db, auth.user.id);
  // Orders and inquiries arrive with the checkout and trade work; until then there are none to count.
  return {
    totalProducts: counts.total,
    activeProducts: counts.active,
    pendingOrders: 0,
    activeInquiries: await activeInquiryCount(deps.db, auth.user.id),
    productViews: counts.views,
  };
}
