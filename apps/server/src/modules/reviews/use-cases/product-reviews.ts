import type { ReviewDto, RatingSummary } from '@app/shared/reviews';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { toDto } from '../review-dto.ts';
import * as repo from '../reviews.repository.ts';

export async function productReviews(
  deps: Deps,
  viewer: AuthContext | null,
  productId: string,
): Promise<{ summary: RatingSummary; items: ReviewDto[] }> {
  const [summary, rows] = await Promise.all([
    repo.productSummary(deps.db, productId),
    repo.reviewsOfProduct(deps.db, productId, 50),
  ]);
  return { summary, items: rows.map((r) => toDto(r, viewer?.user.id ?? null)) };
}
