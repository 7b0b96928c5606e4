import type { ReviewDto, RatingSummary } from '@app/shared/reviews';
import type { Deps } from '../../../deps.ts';
import { isAdmin } from '../../../http/access.ts';
import { AppError } from '../../../lib/errors.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { toDto } from '../review-dto.ts';
import * as repo from '../reviews.repository.ts';
import { msg } from '@app/shared/error-messages';

/** The vendor's own reviews (supplier and products), to reply to; admins may read any vendor's. */
export async function vendorReviews(
  deps: Deps,
  auth: AuthContext,
  vendorId: string,
): Promise<{ summary: RatingSummary; items: ReviewDto[] }> {
  if (vendorId !== auth.user.id && !isAdmin(auth)) throw new AppError('NOT_FOUND', msg('common.notFound'));
  const [summary, rows] = await Promise.all([
    repo.vendorSummary(deps.db, vendorId),
    repo.reviewsOfVendor(deps.db, vendorId, 200),
  ]);
  return { summary, items: rows.map((r) => toDto(r, auth.user.id)) };
}
