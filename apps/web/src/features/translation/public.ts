// The public face of features/translation: what other features may import (checked by scripts/check-imports.mjs).
// Route pages are not here: the router in app/ loads them lazily, straight from pages/.
export { MessageTranslation } from './components/message-translation';
export { ProductTranslation } from './components/product-translation';
