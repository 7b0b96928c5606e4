import type { ProductDto } from '@app/shared/catalog';

/**
 * A product's volume prices, none for a product page saved offline by an earlier build (the service worker's API
 * copies outlive a deployment; they had no `priceTiers`).
 */
export function priceTiersOf(product: ProductDto): ProductDto['priceTiers'] {
  return product.priceTiers ?? []; // absent in copies saved before issue 22
}
