/** Query keys of the reviews feature: everything under one root so a new review or reply refreshes every view. */
export const reviewsRoot = ['reviews'] as const;
export const productReviewsKey = (productId: string) => ['reviews', 'product', productId] as const;
export const reviewOptionsKey = (vendorOrderId: string) => ['reviews', 'options', vendorOrderId] as const;
export const myReviewedKey = ['reviews', 'mine'] as const;
export const vendorReviewsKey = ['reviews', 'vendor'] as const;
