import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@app/shared/constants';
import type { KbArticle } from '@app/shared/concierge';
import { apiFetch } from '../../../lib/api-client';

export function fetchKbArticles(language: Language | '', signal?: AbortSignal) {
  const qs = language ? `?language=${language}` : '';
  return apiFetch<{ items: KbArticle[] }>(`/api/admin/kb/articles${qs}`, signal ? { signal } : {});
}

export const kbArticlesOptions = (language: Language | '') =>
  queryOptions({
    queryKey: ['admin', 'kb-articles', language] as const,
    queryFn: ({ signal }) => fetchKbArticles(language, signal),
  });

/** GET /api/admin/kb/articles: the concierge's knowledge base. */
export function useKbArticles(language: Language | '') {
  return useQuery({ ...kbArticlesOptions(language), placeholderData: keepPreviousData });
}
