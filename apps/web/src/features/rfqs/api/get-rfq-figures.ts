import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RfqFiguresDto } from '@app/shared/rfqs';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../app/use-auth';
import { rfqKeys } from './rfq-keys';

/** GET /api/rfqs/figures: the vendor's request-to-quote and quote-to-order figures over the last 90 days. */
export function useRfqFigures() {
  const { user } = useAuth();
  return useQuery({
    ...queryOptions({
      queryKey: rfqKeys.figures(user?.id ?? ''),
      queryFn: ({ signal }) => apiFetch<RfqFiguresDto>('/api/rfqs/figures', { signal }),
    }),
    enabled: Boolean(user),
  });
}
