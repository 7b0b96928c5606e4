import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KbArticle, KbArticleInput } from '@app/shared/concierge';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/admin/kb/articles (new) or PUT /api/admin/kb/articles/:id (edit). */
export function saveKbArticle({ id, ...body }: KbArticleInput & { id?: string | undefined }): Promise<KbArticle> {
  return id
    ? apiFetch<KbArticle>(`/api/admin/kb/articles/${id}`, { method: 'PUT', body })
    : apiFetch<KbArticle>('/api/admin/kb/articles', { method: 'POST', body });
}

export function useSaveKbArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveKbArticle,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'kb-articles'] }),
  });
}
