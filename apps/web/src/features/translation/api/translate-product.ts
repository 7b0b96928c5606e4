import { useMutation } from '@tanstack/react-query';
import type { Language } from '@app/shared/constants';
import type { ProductTranslationDto } from '@app/shared/translation';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/translation/products/:id: the listing's name, description and specifications in the target language. */
export function translateProduct(productId: string, target: Language): Promise<ProductTranslationDto> {
  return apiFetch<ProductTranslationDto>(`/api/translation/products/${encodeURIComponent(productId)}`, {
    method: 'POST',
    body: { target },
  });
}

export function useTranslateProduct(productId: string) {
  return useMutation({ mutationFn: (target: Language) => translateProduct(productId, target) });
}
