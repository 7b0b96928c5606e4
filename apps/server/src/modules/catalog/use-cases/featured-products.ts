import type { ProductCardDto } from '@app/shared/catalog';
import { LIMITS } from '@app/shared/constants';
import type { Deps } from '../../../deps.ts';
import { browseProducts } from './browse-products.ts';

/** The home page's products: the first of the catalogue, without a total. */
export async function featuredProducts(deps: Deps): Promise<ProductCardDto[]> {
  const { items } = await browseProducts(deps, { limit: LIMITS.featuredProducts, count: false });
  return items;
}
