/** The saved module's public use cases, one per file under use-cases/: the routes import them from here. */
export { followVendor } from './use-cases/follow-vendor.ts';
export { listSavedProducts } from './use-cases/list-saved-products.ts';
export { listSuppliers } from './use-cases/list-suppliers.ts';
export { savedIds } from './use-cases/saved-ids.ts';
export { saveProduct } from './use-cases/save-product.ts';
export { unfollowVendor } from './use-cases/unfollow-vendor.ts';
export { unsaveProduct } from './use-cases/unsave-product.ts';
