/**
 * The translation module's use cases, one per file under use-cases/ (the shared steps, the translator, the listing
 * language and the translation cache, are in translation-steps.ts): routes import them from here.
 */
export { translatorFor } from './translation-steps.ts';
export { productLanguage } from './use-cases/product-language.ts';
export { translateMessage } from './use-cases/translate-message.ts';
export { translateProduct } from './use-cases/translate-product.ts';
export { translationConfig } from './use-cases/translation-config.ts';
