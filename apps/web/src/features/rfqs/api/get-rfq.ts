import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RfqDetailDto } from '@app/shared/rfqs';
import { apiFetch } from '../../../lib/api-client';
import { rfqKeys } from './rfq-keys';

export function fetchRfq(id: string, signal?: AbortSignal): Promise<RfqDetailDto> {
  return apiFetch<RfqDetailDto>(`/api/rfqs/${encodeURIComponent(id)}`, signal ? { signal } : {});
}

export function rfqOptions(id: string) {
  return queryOptions({ queryKey: rfqKeys.detail(id), queryFn: ({ signal }) => fetchRfq(id, signal) });
}

/** GET /api/rfqs/:id: the request with the quotes the caller may see (the owner: all; a vendor: their own). */
export function useRfq(id: string) {
  return useQuery(rfqOptions(id));
}
