// The public face of features/cart: what other features may import (checked by scripts/check-imports.mjs).
// Route pages are not here: the router in app/ loads them lazily, straight from pages/.
export { cartQueryRoot } from './api/get-cart';
export { AddToCart } from './components/add-to-cart';
export { CartTotals, type ShippingFigure } from './components/cart-totals';
export { PayNowLater } from './components/pay-now-later';
export { cartPlanSplit, splitOfCart, type PlanSplit } from './payment-split';
export { useCart } from './use-cart';
