import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MediatorViewDto } from '@app/shared/disputes';
import { apiFetch } from '../../../lib/api-client';
import { mediatorKey } from './dispute-keys';

export function fetchMediatorView(id: string, signal?: AbortSignal): Promise<MediatorViewDto> {
  return apiFetch<MediatorViewDto>(`/api/admin/disputes/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

/** GET /api/admin/disputes/:id: order, shipments, tracking, thread, evidence, both parties' figures, suggested outcome. */
export const mediatorViewOptions = (id: string) =>
  queryOptions({ queryKey: mediatorKey(id), queryFn: ({ signal }) => fetchMediatorView(id, signal) });

export function useMediatorView(id: string) {
  return useQuery(mediatorViewOptions(id));
}
