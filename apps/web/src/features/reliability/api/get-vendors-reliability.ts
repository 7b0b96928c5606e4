import { useQuery } from '@tanstack/react-query';
import type { VendorReliabilityDto } from '@app/shared/reliability';
import { apiFetch } from '../../../lib/api-client';

/**
 * GET /api/reliability/vendors?ids=...: the figures of many suppliers in one request. Product cards ask one by one;
 * the asks of one render (a page of cards) are gathered for a tick and sent together, at most 60 ids per request,
 * so a page costs one request, never one per card.
 */
type Waiter = { resolve: (v: VendorReliabilityDto | null) => void; reject: (e: unknown) => void };
let pending = new Map<string, Waiter[]>();
let scheduled = false;

function flush(): void {
  scheduled = false;
  const batch = pending;
  pending = new Map();
  const ids = [...batch.keys()];
  for (let i = 0; i < ids.length; i += 60) {
    const chunk = ids.slice(i, i + 60);
    apiFetch<{ items: VendorReliabilityDto[] }>(
      `/api/reliability/vendors?ids=${chunk.map(encodeURIComponent).join(',')}`,
    )
      .then(({ items }) => {
        const byId = new Map(items.map((r) => [r.vendorId, r]));
        for (const id of chunk) for (const w of batch.get(id) ?? []) w.resolve(byId.get(id) ?? null);
      })
      .catch((err: unknown) => {
        for (const id of chunk) for (const w of batch.get(id) ?? []) w.reject(err);
      });
  }
}

export function loadVendorReliability(vendorId: string): Promise<VendorReliabilityDto | null> {
  return new Promise((resolve, reject) => {
    pending.set(vendorId, [...(pending.get(vendorId) ?? []), { resolve, reject }]);
    if (!scheduled) {
      scheduled = true;
      setTimeout(flush, 10);
    }
  });
}

export function useBatchedVendorReliability(vendorId: string) {
  return useQuery({
    queryKey: ['reliability', 'card', vendorId] as const,
    queryFn: () => loadVendorReliability(vendorId),
    staleTime: 5 * 60_000,
  });
}
