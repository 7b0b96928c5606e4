import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@app/shared/constants';
import type { KbArticle } from '@app/shared/concierge';
import { apiFetch } from '../../../lib/api-client';

export function fetchHelpArticle(slug: string, lang: Language, signal?: AbortSignal): Promise<KbArticle> {
  return apiFetch<KbArticle>(
    `/api/concierge/articles/${encodeURIComponent(slug)}?lang=${lang}`,
    signal ? { signal } : {},
  );
}

export const helpArticleOptions = (slug: string, lang: Language) =>
  queryOptions({
    queryKey: ['concierge', 'article', slug, lang] as const,
    queryFn: ({ signal }) => fetchHelpArticle(slug, lang, signal),
  });

/** GET /api/concierge/articles/:slug: a knowledge base article (the source shown under a concierge answer). */
export function useHelpArticle(slug: string, lang: Language) {
  return useQuery(helpArticleOptions(slug, lang));
}
