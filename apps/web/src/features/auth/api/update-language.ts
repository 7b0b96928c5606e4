import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language } from '@app/shared/constants';
import { apiFetch } from '../../../lib/api-client';
import { sessionQueryKey, type SessionAnswer } from '../../../app/get-session';

export function updateLanguage(language: Language): Promise<{ ok: true }> {
  return apiFetch('/api/me/language', { method: 'PUT', body: { language } });
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: (_answer, language) => {
      queryClient.setQueryData<SessionAnswer>(sessionQueryKey, (prev) =>
        prev?.user ? { ...prev, user: { ...prev.user, language } } : prev,
      );
    },
  });
}
