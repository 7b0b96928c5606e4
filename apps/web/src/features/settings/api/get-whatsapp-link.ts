import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WhatsappLink } from '@app/shared/concierge';
import { apiFetch } from '../../../lib/api-client';

export const whatsappLinkOptions = () =>
  queryOptions({
    queryKey: ['settings', 'whatsapp-link'] as const,
    queryFn: ({ signal }) => apiFetch<WhatsappLink>('/api/concierge/whatsapp-link', { signal }),
  });

/** GET /api/concierge/whatsapp-link: the WhatsApp number linked to this account. */
export function useWhatsappLink() {
  return useQuery(whatsappLinkOptions());
}
