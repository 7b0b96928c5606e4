/** Bounds of a cart line's quantity: at least the minimum order (and 1), at most the stock (null: unlimited). */
export function quantityBounds(line: { minOrder: number; stock: number | null }): { min: number; max: number } {
  const min = Math.max(1, line.minOrder);
  const max = line.stock === null ? Number.POSITIVE_INFINITY : Math.max(0, line.stock);
  return { min, max };
}

export type QuantityCheck = { ok: true } | { ok: false; reason: 'below-min' | 'above-stock'; limit: number };

/** Whether a quantity (above 0; 0 removes the line) can be bought for that line. */
export function checkQuantity(line: { minOrder: number; stock: number | null }, quantity: number): QuantityCheck {
  const { min, max } = quantityBounds(line);
  if (quantity < min) return { ok: false, reason: 'below-min', limit: min };
  if (quantity > max) return { ok: false, reason: 'above-stock', limit: max };
  return { ok: true };
}
