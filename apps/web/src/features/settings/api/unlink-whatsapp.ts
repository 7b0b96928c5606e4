import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** DELETE /api/concierge/whatsapp-link */
export function unlinkWhatsapp() {
  return apiFetch<{ ok: true }>('/api/concierge/whatsapp-link', { method: 'DELETE' });
}

export function useUnlinkWhatsapp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkWhatsapp,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['settings', 'whatsapp-link'] }),
  });
}
