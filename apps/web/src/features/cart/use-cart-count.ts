import { useSyncExternalStore } from 'react';
import { useAuth } from '../../app/use-auth';
import { useServerCart } from './api/get-cart';
import { readLocalCart, subscribeLocalCart } from './local-cart';

/**
 * The number of lines (distinct products) in a cart: what the header badge shows. One line of 250 kg is one item,
 * not 250; lines without a positive quantity do not count.
 */
export function cartLineCount(
  lines: ReadonlyArray<{ productId?: unknown; quantity?: unknown } | null | undefined>,
): number {
  const products = new Set<unknown>();
  lines.forEach((line, i) => {
    if (typeof line !== 'object' || line === null) return;
    const q = line.quantity;
    if (typeof q === 'number' && Number.isFinite(q) && q > 0) products.add(line.productId ?? i);
  });
  return products.size;
}

/** The line count of a stored cart array, ignoring anything malformed. */
export function countCartItems(raw: string | null): number {
  if (!raw) return 0;
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? cartLineCount(parsed as Array<{ productId?: unknown; quantity?: unknown }>) : 0;
  } catch {
    return 0;
  }
}

function readLocalCount(): number {
  return cartLineCount(readLocalCart());
}

/**
 * Lines in the cart for the header badge: the server cart when signed in (reading it also merges a guest cart left in
 * this browser), the browser cart otherwise.
 */
export function useCartCount(): number {
  const { user } = useAuth();
  const local = useSyncExternalStore(subscribeLocalCart, readLocalCount, () => 0);
  const server = useServerCart(user?.id);
  if (!user) return local;
  return server.data ? cartLineCount(server.data.lines) : local;
}
