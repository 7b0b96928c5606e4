import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConciergeConfig } from '@app/shared/concierge';
import { apiFetch } from '../../../lib/api-client';

export function fetchConciergeConfig(signal?: AbortSignal): Promise<ConciergeConfig> {
  return apiFetch<ConciergeConfig>('/api/concierge/config', signal ? { signal } : {});
}

export const conciergeConfigOptions = () =>
  queryOptions({
    queryKey: ['concierge', 'config'] as const,
    queryFn: ({ signal }) => fetchConciergeConfig(signal),
    staleTime: 10 * 60_000,
  });

/** GET /api/concierge/config: the WhatsApp number (when configured) and whether a chat model answers. */
export function useConciergeConfig() {
  return useQuery(conciergeConfigOptions());
}
