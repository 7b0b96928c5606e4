import type { ProductLanguageDto } from '@app/shared/translation';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { readableProductTexts } from '../../catalog/catalog.service.ts';
import { listingLanguage, translatorFor } from '../translation-steps.ts';

/** The detected language of a product listing the caller may read, and whether translation is available. */
export async function productLanguage(
  deps: Deps,
  auth: AuthContext | null,
  productId: string,
): Promise<ProductLanguageDto> {
  const product = await readableProductTexts(deps.db, auth, productId);
  return { productId: product.id, enabled: translatorFor(deps.config) !== null, language: listingLanguage(product) };
}
