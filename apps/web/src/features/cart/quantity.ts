/** Quantity rules of the add-to-cart selector: start at the minimum order, never below 1, never above the stock. */

export function minQuantity(minOrder: number): number {
  return Number.isFinite(minOrder) ? Math.max(1, Math.floor(minOrder)) : 1;
}

/** The largest quantity that can be ordered: the stock when it is limited (null: unlimited). */
export function maxQuantity(stock: number | null): number | undefined {
  return stock === null ? undefined : Math.max(0, Math.floor(stock));
}

export function clampQuantity(value: number, min: number, max?: number): number {
  const low = Math.max(1, Math.floor(min));
  if (!Number.isFinite(value)) return low;
  let q = Math.floor(value);
  if (max !== undefined && max >= low) q = Math.min(q, max);
  return Math.max(low, q);
}

/** A typed quantity as a whole number, or undefined when it is not one. */
export function parseQuantity(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return undefined;
  return Number(trimmed);
}
