/** Kept for the cart's and orders' imports; the helpers live in lib/bidi. */
export { isolate } from '../../lib/bidi';
