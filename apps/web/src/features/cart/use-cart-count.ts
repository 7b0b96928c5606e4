import { useSyncExternalStore } from 'react';
import { useAuth } from '../auth/use-auth';
import { useServerCart } from './api/get-cart';
import { readLocalCart, subscribeLocalCart, totalQuantity } from './local-cart';

/** Sums `quantity` over a stored cart array, ignoring anything malformed. */
export function countCartItems(raw: string | null): number {
  if (!raw) return 0;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return 0;
    let total = 0;
    for (const line of parsed) {
      const q = typeof line === 'object' && line !== null ? (line as { quantity?: unknown }).quantity : undefined;
      if (typeof q === 'number' && Number.isFinite(q) && q > 0) total += q;
    }
    return total;
  } catch {
    return 0;
  }
}

function readLocalCount(): number {
  return totalQuantity(readLocalCart());
}

/**
 * Total quantity in the cart for the header badge: the server cart when signed in (reading it also merges a
 * guest cart left in this browser), the browser cart otherwise.
 */
export function useCartCount(): number {
  const { user } = useAuth();
  const local = useSyncExternalStore(subscribeLocalCart, readLocalCount, () => 0);
  const server = useServerCart(user?.id);
  if (!user) return local;
  return server.data?.itemCount ?? local;
}
