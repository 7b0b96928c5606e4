import type { PriceChangeKind, SavedAvailability } from '@app/shared/saved';

/** What decides whether a saved product can be bought now (the catalog's own rule of "available"). */
export interface ProductState {
  status: 'active' | 'inactive';
  deletedAt: Date | null;
  moderatedAt: Date | null;
  availableStock: number;
}

/**
 * Deleted or taken down (by the vendor or a moderator) -> 'unlisted'; no stock left -> 'out_of_stock' (a product is
 * made inactive when it sells out, so stock is checked before the status); otherwise 'in_stock'.
 */
export function availabilityOf(p: ProductState): SavedAvailability {
  if (p.deletedAt || p.moderatedAt) return 'unlisted';
  if (p.availableStock <= 0) return 'out_of_stock';
  if (p.status !== 'active') return 'unlisted';
  return 'in_stock';
}

/** How the price moved since it was saved; a different currency cannot be compared without a rate. */
export function priceChangeOf(
  saved: { priceCents: number; currency: string },
  now: { priceCents: number; currency: string },
): PriceChangeKind {
  if (saved.currency !== now.currency) return 'currency';
  if (now.priceCents < saved.priceCents) return 'down';
  if (now.priceCents > saved.priceCents) return 'up';
  return 'none';
}
