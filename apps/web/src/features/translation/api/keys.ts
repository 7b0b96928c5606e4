/** Query keys of the translation feature. */
export const translationKeys = {
  config: ['translation', 'config'] as const,
  productLanguage: (productId: string) => ['translation', 'product-language', productId] as const,
};
