import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EscalatedSuggestionDto } from '@app/shared/disputes';
import { apiFetch } from '../../../lib/api-client';
import { escalatedSuggestionsKey } from './dispute-keys';

export function fetchEscalatedSuggestions(signal?: AbortSignal) {
  return apiFetch<{ items: EscalatedSuggestionDto[] }>('/api/admin/disputes/suggestions', signal ? { signal } : {});
}

/** GET /api/admin/disputes/suggestions: the oldest escalated disputes with their suggested outcome (admins only). */
export const escalatedSuggestionsQuery = () =>
  queryOptions({ queryKey: escalatedSuggestionsKey, queryFn: ({ signal }) => fetchEscalatedSuggestions(signal) });

export function useEscalatedSuggestions(enabled: boolean) {
  return useQuery({ ...escalatedSuggestionsQuery(), enabled });
}
