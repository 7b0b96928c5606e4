import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WhatsappLink } from '@app/shared/concierge';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/concierge/whatsapp-link: stores the number unverified and returns the code to send from WhatsApp. */
export function linkWhatsapp(phone: string): Promise<WhatsappLink> {
  return apiFetch<WhatsappLink>('/api/concierge/whatsapp-link', { method: 'POST', body: { phone } });
}

export function useLinkWhatsapp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkWhatsapp,
    onSuccess: (data) => queryClient.setQueryData(['settings', 'whatsapp-link'], data),
  });
}
