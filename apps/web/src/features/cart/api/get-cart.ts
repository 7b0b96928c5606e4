import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartDto } from '@app/shared/cart';
import { apiFetch } from '../../../lib/api-client';
import { clearLocalCart, readLocalCart } from '../local-cart';
import { mergeCart } from './merge-cart';

/** Every cart query starts with this key (invalidate it after an order is placed). */
export const cartQueryRoot = ['cart'] as const;

export function serverCartQueryKey(userId: string) {
  return ['cart', 'server', userId] as const;
}

export function fetchCart(signal?: AbortSignal): Promise<CartDto> {
  return apiFetch<CartDto>('/api/cart', signal ? { signal } : {});
}

/**
 * The signed-in user's cart. When this browser still holds a guest cart (the user just signed in), it is merged
 * into the server cart first (POST /api/cart/merge) and the local copy is cleared, so every reader of the cart sees
 * the merged result and never an unmerged one.
 */
export function fetchCartMergingGuest(signal?: AbortSignal): Promise<CartDto> {
  // A merge already under way (e.g. a refetch cancelled the first reader) is shared: never merge twice.
  if (mergeInFlight) return mergeInFlight;
  const local = readLocalCart();
  if (local.length === 0) return fetchCart(signal);
  mergeInFlight = mergeCart(local)
    .then((merged) => {
      clearLocalCart();
      return merged;
    })
    .finally(() => {
      mergeInFlight = undefined;
    });
  return mergeInFlight;
}

let mergeInFlight: Promise<CartDto> | undefined;

export function serverCartQueryOptions(userId: string) {
  return queryOptions({
    queryKey: serverCartQueryKey(userId),
    queryFn: ({ signal }) => fetchCartMergingGuest(signal),
    staleTime: 15_000,
  });
}

export function useServerCart(userId: string | undefined) {
  return useQuery({ ...serverCartQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
