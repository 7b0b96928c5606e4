// The public face of features/reviews: what other features may import (checked by scripts/check-imports.mjs).
// Route pages are not here: the router in app/ loads them lazily, straight from pages/.
export { ProductReviews } from './components/product-reviews';
export { ReviewOrderButton } from './components/review-order-button';
export { RatingInline } from './components/stars';
export { VendorReviewsTab } from './components/vendor-reviews-tab';
