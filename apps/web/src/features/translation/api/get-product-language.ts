import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductLanguageDto } from '@app/shared/translation';
import { apiFetch } from '../../../lib/api-client';
import { translationKeys } from './keys';

/** GET /api/translation/products/:id: the listing's detected language. */
export function productLanguageOptions(productId: string) {
  return queryOptions({
    queryKey: translationKeys.productLanguage(productId),
    queryFn: ({ signal }) =>
      apiFetch<ProductLanguageDto>(`/api/translation/products/${encodeURIComponent(productId)}`, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useProductLanguage(productId: string, enabled: boolean) {
  return useQuery({ ...productLanguageOptions(productId), enabled });
}
