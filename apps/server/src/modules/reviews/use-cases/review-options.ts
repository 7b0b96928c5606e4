import type { ReviewOptionsDto } from '@app/shared/reviews';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { toDto } from '../review-dto.ts';
import { buyersVendorOrder, REVIEWABLE_ESCROW } from '../review-steps.ts';
import * as repo from '../reviews.repository.ts';

/** What the buyer may still review on one of their vendor orders. */
export async function reviewOptions(deps: Deps, auth: AuthContext, vendorOrderId: string): Promise<ReviewOptionsDto> {
  const { vo, products } = await buyersVendorOrder(deps.db, auth, vendorOrderId);
  const existing = await repo.reviewsOfVendorOrder(deps.db, vo.id);
  const vendorReview = existing.find((r) => r.productId === null) ?? null;
  const items = [...products.values()].map((p) => {
    const review = existing.find((r) => r.productId === p.productId);
    return { ...p, review: review ? toDto(review, auth.user.id) : null };
  });
  const released = REVIEWABLE_ESCROW.has(vo.escrowStatus);
  const allDone = vendorReview !== null && items.every((i) => i.review !== null);
  return {
    vendorOrderId: vo.id,
    vendorName: vo.vendorName,
    canReview: released && !allDone,
    blockedBy: !released ? 'NOT_RELEASED' : allDone ? 'ALL_REVIEWED' : null,
    vendor: vendorReview ? toDto(vendorReview, auth.user.id) : null,
    products: items,
  };
}
