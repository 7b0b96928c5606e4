/**
 * The reviews module's public use cases, one per file under use-cases/ (the shared steps are in review-steps.ts and
 * the DTO mapping in review-dto.ts): routes, other modules and tests import them from here.
 */
export { publicAuthorName, toDto } from './review-dto.ts';
export { myReviewed } from './use-cases/my-reviewed.ts';
export { platformRating } from './use-cases/platform-rating.ts';
export { productReviews } from './use-cases/product-reviews.ts';
export { replyToReview } from './use-cases/reply-to-review.ts';
export { reviewOptions } from './use-cases/review-options.ts';
export { submitReviews } from './use-cases/submit-reviews.ts';
export { vendorRatings } from './use-cases/vendor-ratings.ts';
export { vendorReviews } from './use-cases/vendor-reviews.ts';
