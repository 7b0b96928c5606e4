/* Zod-free, so a page can convert prices without loading the contracts (issue 19); catalog.ts re-exports them. */

/** "12.50" -> 1250, for prices already validated by priceString. */
export function priceToCents(price: string): number {
  const [whole = '0', frac = ''] = price.trim().split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

export function centsToPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
