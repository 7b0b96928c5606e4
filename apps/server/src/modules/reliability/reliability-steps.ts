/** n / d capped at 1, or null when there is nothing to divide by. */
export function ratio(n: number, d: number): number | null {
  return d > 0 ? Math.min(1, n / d) : null;
}
