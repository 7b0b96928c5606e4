import type { ReviewDto } from '@app/shared/reviews';
import type { submitReviewsRequest } from '@app/shared/reviews';
import type { z } from 'zod';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { audit } from '../../audit/audit.service.ts';
import { getUserById } from '../../auth/auth.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { setProductRating } from '../../catalog/catalog.service.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { orderRef } from '../../orders/order-ref.ts';
import { publicAuthorName, toDto } from '../review-dto.ts';
import { buyersVendorOrder, REVIEWABLE_ESCROW } from '../review-steps.ts';
import * as repo from '../reviews.repository.ts';
import { msg } from '@app/shared/error-messages';

type SubmitInput = z.output<typeof submitReviewsRequest>;

/**
 * The buyer rates the supplier and/or products of a released vendor order, once each. All in one transaction: the
 * reviews, the products' average rating and count (through the catalogue), the vendor's notification and the audit row.
 * Anything already reviewed (or reviewed by a concurrent request) refuses the whole submission with CONFLICT.
 */
export async function submitReviews(deps: Deps, auth: AuthContext, input: SubmitInput): Promise<ReviewDto[]> {
  const { vo, order, products } = await buyersVendorOrder(deps.db, auth, input.vendorOrderId);
  if (!REVIEWABLE_ESCROW.has(vo.escrowStatus)) throw new AppError('CONFLICT', msg('reviews.notReleased'));
  for (const p of input.products) {
    if (!products.has(p.productId))
      throw new AppError('VALIDATION_ERROR', msg('reviews.productNotInOrder'), {
        fields: { products: msg('reviews.productNotInOrder') },
      });
  }
  if (new Set(input.products.map((p) => p.productId)).size !== input.products.length) {
    throw new AppError('VALIDATION_ERROR', msg('reviews.productRatedTwice'), {
      fields: { products: msg('reviews.productRatedTwice') },
    });
  }
  const user = await getUserById(deps.db, auth.user.id);
  const authorName = publicAuthorName(user?.firstName, user?.lastName);
  const authorCountry = order.shippingAddress.country || user?.country || null;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const base = {
      vendorOrderId: vo.id,
      orderId: order.id,
      buyerId: auth.user.id,
      vendorId: vo.vendorId,
      vendorName: vo.vendorName,
      authorName,
      authorCountry,
      createdAt: now,
    };
    const written: repo.ReviewRow[] = [];
    const entries = [
      ...(input.vendor ? [{ productId: null, productName: null, ...input.vendor }] : []),
      ...input.products.map((p) => ({ ...p, productName: products.get(p.productId)!.name })),
    ];
    for (const e of entries) {
      const row = await repo.insertReview(tx, {
        ...base,
        productId: e.productId,
        productName: e.productName,
        rating: e.rating,
        body: e.body,
      });
      if (!row)
        throw new AppError(
          'CONFLICT',
          e.productId
            ? msg('reviews.alreadyReviewedProduct', { product: e.productName ?? '' })
            : msg('reviews.alreadyReviewedSupplier'),
        );
      written.push(row);
    }
    for (const r of written) {
      if (!r.productId) continue;
      const s = await repo.productSummary(tx, r.productId);
      await setProductRating(tx, r.productId, s.average, s.count);
    }
    const first = written[0]!;
    const productLink = written.find((r) => r.productId)?.productId;
    const average = Math.round((written.reduce((s, r) => s + r.rating, 0) / written.length) * 10) / 10;
    await notify(
      deps,
      vo.vendorId,
      'review.received',
      {
        orderId: order.id,
        orderRef: orderRef(order.id),
        authorName,
        rating: average,
        count: written.length,
        subject: first.productName ?? vo.vendorName,
        link: productLink ? `/products/${productLink}#reviews` : '/vendor/dashboard?tab=reviews',
      },
      tx,
    );
    await audit(tx, {
      actorId: auth.user.id,
      action: 'review.created',
      subjectType: 'vendor_order',
      subjectId: vo.id,
      data: { reviews: written.map((r) => ({ id: r.id, productId: r.productId, rating: r.rating })) },
    });
    return written.map((r) => toDto(r, auth.user.id));
  });
}
