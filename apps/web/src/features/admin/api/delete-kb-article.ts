import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** DELETE /api/admin/kb/articles/:id */
export function deleteKbArticle(id: string) {
  return apiFetch<{ ok: true }>(`/api/admin/kb/articles/${id}`, { method: 'DELETE' });
}

export function useDeleteKbArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKbArticle,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'kb-articles'] }),
  });
}
