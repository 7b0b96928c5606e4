/** Review contracts (issue 7): a buyer rates the vendor and each product of a released vendor order once; the vendor replies once. */
import { z } from 'zod';
import { contractMessage } from './error-messages.ts';
import { multiLineText } from './text.ts';
import { REVIEW_BODY_MAX } from './constants.ts';

export { REVIEW_BODY_MAX } from './constants.ts';

const rating = z
  .number(contractMessage('reviews.form.stars'))
  .int(contractMessage('reviews.form.stars'))
  .min(1, contractMessage('reviews.form.stars'))
  .max(5, contractMessage('reviews.form.stars'));
const body = multiLineText().max(REVIEW_BODY_MAX, contractMessage('reviews.form.bodyMax')).default('');

export const reviewEntry = z.object({ rating, body });

export const submitReviewsRequest = z
  .object({
    vendorOrderId: z.uuid(contractMessage('reviews.form.chooseOrder')),
    /** The supplier as a whole (communication, packing, reliability). */
    vendor: reviewEntry.nullable().default(null),
    products: z
      .array(reviewEntry.extend({ productId: z.uuid() }))
      .max(50)
      .default([]),
  })
  .refine((r) => r.vendor !== null || r.products.length > 0, {
    ...contractMessage('reviews.form.rateSomething'),
    path: ['vendor'],
  });
export type SubmitReviewsRequest = z.input<typeof submitReviewsRequest>;

export const replyRequest = z.object({
  body: multiLineText()
    .min(2, contractMessage('reviews.form.replyMin'))
    .max(REVIEW_BODY_MAX, contractMessage('reviews.form.bodyMax')),
});

export const reviewDto = z.object({
  id: z.string(),
  vendorOrderId: z.string(),
  vendorId: z.string(),
  vendorName: z.string(),
  /** null: a review of the supplier, not of one product. */
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  /** The buyer's display name, shortened ("Claire D."): reviews are public. */
  authorName: z.string(),
  authorCountry: z.string().nullable(),
  rating: z.number().int(),
  body: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The signed-in viewer is the vendor and has not replied yet. */
  canReply: z.boolean(),
});
export type ReviewDto = z.infer<typeof reviewDto>;

export const ratingSummary = z.object({
  average: z.number(),
  count: z.number().int(),
  /** Reviews with 1..5 stars, index 0 = 1 star. */
  distribution: z.array(z.number().int()).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

export const productReviewsResponse = z.object({ summary: ratingSummary, items: z.array(reviewDto) });
export type ProductReviewsResponse = z.infer<typeof productReviewsResponse>;

export const REVIEW_BLOCKERS = ['NOT_RELEASED', 'ALL_REVIEWED'] as const;
export type ReviewBlocker = (typeof REVIEW_BLOCKERS)[number];

/** What the buyer may still review on one vendor order. */
export const reviewOptionsDto = z.object({
  vendorOrderId: z.string(),
  vendorName: z.string(),
  canReview: z.boolean(),
  blockedBy: z.enum(REVIEW_BLOCKERS).nullable(),
  vendor: reviewDto.nullable(),
  products: z.array(
    z.object({
      productId: z.string(),
      name: z.string(),
      imageUrl: z.string().nullable(),
      review: reviewDto.nullable(),
    }),
  ),
});
export type ReviewOptionsDto = z.infer<typeof reviewOptionsDto>;

/** Vendor orders the buyer reviewed fully or in part (one request for the whole order list). */
export const myReviewedResponse = z.object({
  items: z.array(z.object({ vendorOrderId: z.string(), reviewed: z.number().int() })),
});
export type MyReviewed = z.infer<typeof myReviewedResponse>;

export const vendorReviewsResponse = z.object({ summary: ratingSummary, items: z.array(reviewDto) });
