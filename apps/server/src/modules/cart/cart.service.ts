/**
 * The cart module's public use cases, one per file under use-cases/ (the shared checks are in cart-steps.ts, the
 * CartItem type in cart.types.ts): routes, orders and offers import them from here.
 */
export type { CartItem } from './cart.types.ts';
export { addItem } from './use-cases/add-item.ts';
export { cartItemsOf } from './use-cases/cart-items-of.ts';
export { clearCart } from './use-cases/clear-cart.ts';
export { getCart } from './use-cases/get-cart.ts';
export { mergeGuestCart } from './use-cases/merge-guest-cart.ts';
export { priceItems, type PricingContext } from './use-cases/price-items.ts';
export { putOfferLine } from './use-cases/put-offer-line.ts';
export { removeItem } from './use-cases/remove-item.ts';
export { removeItemsFromCart } from './use-cases/remove-items-from-cart.ts';
export { restoreCartLines } from './use-cases/restore-cart-lines.ts';
export { setQuantity } from './use-cases/set-quantity.ts';
