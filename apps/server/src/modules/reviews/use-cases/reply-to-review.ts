import type { ReviewDto } from '@app/shared/reviews';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { toDto } from '../review-dto.ts';
import * as repo from '../reviews.repository.ts';
import { msg } from '@app/shared/error-messages';

/** The vendor of the reviewed order replies, once. */
export async function replyToReview(deps: Deps, auth: AuthContext, reviewId: string, body: string): Promise<ReviewDto> {
  return deps.db.transaction(async (tx) => {
    const review = await repo.findReview(tx, reviewId);
    if (!review || review.vendorId !== auth.user.id) throw new AppError('NOT_FOUND', msg('reviews.notFound'));
    const now = deps.clock.now();
    if (!(await repo.setReplyOnce(tx, review.id, body, now)))
      throw new AppError('CONFLICT', msg('reviews.alreadyReplied'));
    await notify(
      deps,
      review.buyerId,
      'review.replied',
      {
        vendorName: review.vendorName,
        subject: review.productName ?? review.vendorName,
        link: review.productId ? `/products/${review.productId}#reviews` : '/buyer/dashboard',
      },
      tx,
    );
    await audit(tx, { actorId: auth.user.id, action: 'review.replied', subjectType: 'review', subjectId: review.id });
    return toDto({ ...review, reply: body, repliedAt: now }, auth.user.id);
  });
}
