import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranslationConfigDto } from '@app/shared/translation';
import { apiFetch } from '../../../lib/api-client';
import { translationKeys } from './keys';

/** GET /api/translation/config: whether Translate buttons are shown (the server has a translation service). */
export function translationConfigOptions() {
  return queryOptions({
    queryKey: translationKeys.config,
    queryFn: ({ signal }) => apiFetch<TranslationConfigDto>('/api/translation/config', { signal }),
    staleTime: 10 * 60_000,
  });
}

export function useTranslationConfig() {
  return useQuery(translationConfigOptions());
}
