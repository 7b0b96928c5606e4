// The public face of features/catalog: what other features may import (checked by scripts/check-imports.mjs).
// Route pages are not here: the router in app/ loads them lazily, straight from pages/.
export { CategoryPicker } from './components/category-picker';
export { FeaturedProducts } from './components/featured-products';
export { ImageUploader, imageFromServer } from './components/image-uploader';
export type { WizardImage } from './components/image-uploader';
export { TagInput } from './components/tag-input';
export { VendorOverview } from './components/vendor-overview';
export { VendorProductsTab } from './components/vendor-products-tab';
export { EMPTY_PRODUCT_FORM, buildProductFormSchema, fromProduct, toProductInput } from './product-form';
export type { ProductFormValues, ValidationKey } from './product-form';
export { useVendorProducts } from './api/get-vendor-products';
