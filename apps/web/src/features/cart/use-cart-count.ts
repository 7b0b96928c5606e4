import { useSyncExternalStore } from 'react';

/** localStorage key of the cart (the cart feature owns its content; the header only counts it). */
export const CART_STORAGE_KEY = 'cart';
/** Dispatched on window by same-tab writers, since `storage` events only fire in other tabs. */
export const CART_CHANGE_EVENT = 'cart-change';

/** Sums `quantity` over the stored array, ignoring anything malformed. */
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

function read(): number {
  try {
    return countCartItems(localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGE_EVENT, onChange);
  };
}

export function useCartCount(): number {
  return useSyncExternalStore(subscribe, read, () => 0);
}
