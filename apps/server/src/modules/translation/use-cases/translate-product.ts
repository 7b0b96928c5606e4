import type { Language } from '@app/shared/constants';
import type { ProductTranslationDto } from '@app/shared/translation';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { readableProductTexts } from '../../catalog/catalog.service.ts';
import { listingLanguage, requireTranslator, translateTexts } from '../translation-steps.ts';

/** A product's name, description and specifications in the reader's language; the original stays on the page. */
export async function translateProduct(
  deps: Deps,
  auth: AuthContext | null,
  productId: string,
  target: Language,
): Promise<ProductTranslationDto> {
  const translator = requireTranslator(deps);
  const product = await readableProductTexts(deps.db, auth, productId);
  const source = listingLanguage(product);
  if (source === target) {
    return {
      productId: product.id,
      source,
      target,
      name: product.name,
      description: product.description,
      specifications: product.specifications,
      sameLanguage: true,
    };
  }
  const { texts, detected } = await translateTexts(
    deps,
    translator,
    [product.name, product.description, product.specifications],
    source,
    target,
  );
  const [name = '', description = '', specifications = ''] = texts;
  return {
    productId: product.id,
    source: source ?? detected,
    target,
    name,
    description,
    specifications,
    sameLanguage: false,
  };
}
