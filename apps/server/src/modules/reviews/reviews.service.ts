import type { ReviewDto, ReviewOptionsDto, RatingSummary } from '@app/shared/reviews';
import type { submitReviewsRequest } from '@app/shared/reviews';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { isAdmin } from '../../http/access.ts';
import { AppError } from '../../lib/errors.ts';
import { audit } from '../audit/audit.service.ts';
import { getUserById } from '../auth/auth.service.ts';
import type { AuthContext } from '../auth/auth.types.ts';
import { setProductRating } from '../catalog/catalog.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { orderRef } from '../orders/order-ref.ts';
import { vendorOrderDetails } from '../orders/orders.service.ts';
import * as repo from './reviews.repository.ts';
import { msg } from '@app/shared/error-messages';

type SubmitInput = z.output<typeof submitReviewsRequest>;

/** Escrow states after which the buyer has the goods and the vendor was paid: reviews open. */
const REVIEWABLE_ESCROW = new Set(['RELEASED', 'PARTIALLY_REFUNDED']);

/** "Claire Dubois" -> "Claire D.": reviews are public, the full name is not. */
export function publicAuthorName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  const first = firstName?.trim() || 'Buyer';
  const initial = lastName?.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

export function toDto(r: repo.ReviewRow, viewerId: string | null): ReviewDto {
  return {
    id: r.id,
    vendorOrderId: r.vendorOrderId,
    vendorId: r.vendorId,
    vendorName: r.vendorName,
    productId: r.productId,
    productName: r.productName,
    authorName: r.authorName,
    authorCountry: r.authorCountry,
    rating: r.rating,
    body: r.body,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    canReply: viewerId !== null && viewerId === r.vendorId && r.reply === null,
  };
}

/** The buyer's vendor order (anyone else: not found), with its distinct products. */
async function buyersVendorOrder(db: DbOrTx, auth: AuthContext, vendorOrderId: string) {
  const details = await vendorOrderDetails(db, vendorOrderId);
  if (!details || details.order.buyerId !== auth.user.id) throw new AppError('NOT_FOUND', msg('orders.notFound'));
  const products = new Map<string, { productId: string; name: string; imageUrl: string | null }>();
  for (const i of details.items)
    if (!products.has(i.productId))
      products.set(i.productId, { productId: i.productId, name: i.productName, imageUrl: i.imageUrl });
  return { ...details, products };
}

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

export async function myReviewed(deps: Deps, auth: AuthContext) {
  return { items: await repo.reviewedCountsOfBuyer(deps.db, auth.user.id) };
}

/** For the reliability profiles: average rating and count per vendor, one query. */
export const vendorRatings = repo.vendorRatings;
export const platformRating = repo.platformRating;
