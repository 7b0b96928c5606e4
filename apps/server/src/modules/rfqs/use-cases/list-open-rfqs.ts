import { RFQ_LIMITS, type VendorRfqListDto } from '@app/shared/rfqs';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { vendorCategories } from '../../catalog/catalog.service.ts';
import { liveQuoteCounts, rfqQuotaUsed, toOfferDto, vendorRfqQuotes } from '../../offers/offers.service.ts';
import { dayOf, filesOf, toRfqDto } from '../rfq-steps.ts';
import * as repo from '../rfqs.repository.ts';

/**
 * The vendor's "Buying requests" tab: open requests in the categories they have available products in (those asking
 * for verified suppliers only when the vendor is verified), newest first, with their own live quote and the month's
 * quota.
 */
export async function listOpenRfqs(deps: Deps, auth: AuthContext): Promise<VendorRfqListDto> {
  const now = deps.clock.now();
  const categories = await vendorCategories(deps.db, auth.user.id);
  const verified = auth.user.kycStatus === 'VERIFIED';
  const rows = (await repo.openInCategories(deps.db, categories, dayOf(now), 100)).filter(
    (r) => r.buyerId !== auth.user.id && (verified || !r.verifiedOnly),
  );
  const ids = rows.map((r) => r.id);
  const [mine, counts, used, files] = await Promise.all([
    vendorRfqQuotes(deps.db, auth.user.id, ids),
    liveQuoteCounts(deps.db, ids),
    rfqQuotaUsed(deps.db, auth.user.id, now),
    filesOf(deps.db, ids),
  ]);
  return {
    items: rows.map((r) => {
      const quote = mine.get(r.id);
      return { ...toRfqDto(r, counts.get(r.id) ?? 0, now, files.get(r.id)), myQuote: quote ? toOfferDto(quote) : null };
    }),
    quota: { used, limit: RFQ_LIMITS.quotesPerVendorPerMonth },
  };
}
