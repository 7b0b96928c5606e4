import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatementDto } from '@app/shared/billing';
import { apiFetch } from '../../../lib/api-client';

export const statementQueryKey = (month: string | null) => ['billing', 'statement', month ?? 'current'] as const;

export function fetchStatement(month: string | null, signal?: AbortSignal): Promise<StatementDto> {
  const query = month ? `?month=${encodeURIComponent(month)}` : '';
  return apiFetch<StatementDto>(`/api/vendor/statements${query}`, signal ? { signal } : {});
}

/** GET /api/vendor/statements?month=YYYY-MM: the vendor's statement of a month (null: this month). */
export const statementQueryOptions = (month: string | null) =>
  queryOptions({
    queryKey: statementQueryKey(month),
    queryFn: ({ signal }) => fetchStatement(month, signal),
    placeholderData: keepPreviousData,
  });

export function useStatement(month: string | null) {
  return useQuery(statementQueryOptions(month));
}

/** The statement document of a month, in the page language. */
export function statementUrl(month: string, format: 'pdf' | 'csv', lang: string): string {
  return `/api/vendor/statements/${encodeURIComponent(month)}.${format}?lang=${encodeURIComponent(lang)}`;
}
