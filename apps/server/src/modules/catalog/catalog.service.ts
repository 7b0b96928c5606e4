/**
 * The catalogue's public use cases, one per file under use-cases/ (the shared steps of the product forms are in
 * product-steps.ts): routes, the seed and other modules import them from here.
 */
export { imageUrls } from './product-dto.ts';
export { tooManyImages } from './product-steps.ts';
export { vendorIdentity } from './vendor-identity.ts';
export { adminProducts } from './use-cases/admin-products.ts';
export { browseProducts, type BrowseQuery } from './use-cases/browse-products.ts';
export { createProduct } from './use-cases/create-product.ts';
export { createProductIn } from './use-cases/create-product-in.ts';
export { deleteProduct } from './use-cases/delete-product.ts';
export { featuredProducts } from './use-cases/featured-products.ts';
export { followCatalogWrites } from './use-cases/follow-catalog-writes.ts';
export { getProductForEdit } from './use-cases/get-product-for-edit.ts';
export { categoriesOf } from './use-cases/categories-of.ts';
export { leadTimesOf } from './use-cases/lead-times-of.ts';
export { listVendorProducts } from './use-cases/list-vendor-products.ts';
export { moderateProduct } from './use-cases/moderate-product.ts';
export { productCounts } from './use-cases/product-counts.ts';
export { productImageFile } from './use-cases/product-image-file.ts';
export { productsForPricing, type PricingProduct } from './use-cases/products-for-pricing.ts';
export { readableProductTexts } from './use-cases/readable-product-texts.ts';
export { refreshVendorOnProducts } from './use-cases/refresh-vendor-on-products.ts';
export { releaseStock } from './use-cases/release-stock.ts';
export { reserveStock } from './use-cases/reserve-stock.ts';
export { setProductRating } from './use-cases/set-product-rating.ts';
export { updateOwnProductIn } from './use-cases/update-own-product-in.ts';
export { updateProduct } from './use-cases/update-product.ts';
export { uploadProductImages, type UploadFile } from './use-cases/upload-product-images.ts';
export { vendorCategories } from './use-cases/vendor-categories.ts';
export { vendorStats } from './use-cases/vendor-stats.ts';
export { vendorsInCategory } from './use-cases/vendors-in-category.ts';
export { viewProduct } from './use-cases/view-product.ts';
