import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierDto } from '@app/shared/saved';
import { apiFetch } from '../../../lib/api-client';
import { useAuth } from '../../../app/use-auth';
import { savedKeys } from './saved-keys';

export function fetchSuppliers(signal?: AbortSignal): Promise<{ items: SupplierDto[] }> {
  return apiFetch<{ items: SupplierDto[] }>('/api/suppliers', signal ? { signal } : {});
}

/** GET /api/suppliers: vendors the buyer ordered from or follows, with reliability figures. */
export function useSuppliers() {
  const { user } = useAuth();
  return useQuery({
    ...queryOptions({ queryKey: savedKeys.suppliers(user?.id ?? ''), queryFn: ({ signal }) => fetchSuppliers(signal) }),
    enabled: Boolean(user),
  });
}
