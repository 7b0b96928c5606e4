/** Money helpers: integer minor units only, half-up rounding in one place. */

/** Divides a non-negative integer by a positive integer, rounding half up. */
export function divRoundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('divRoundHalfUp needs safe integers and a positive denominator');
  }
  return bigDivRoundHalfUp(BigInt(numerator), BigInt(denominator));
}

/** Half-up (away from zero on ties) division in BigInt, returned as a safe integer. */
function bigDivRoundHalfUp(n: bigint, d: bigint): number {
  const sign = n < 0n ? -1n : 1n;
  const abs = n < 0n ? -n : n;
  const q = sign * ((abs * 2n + d) / (2n * d));
  const result = Number(q);
  if (!Number.isSafeInteger(result)) throw new RangeError('amount out of range');
  return result;
}

/** bps: basis points (1% = 100). Multiplies in BigInt so large amounts never lose precision. */
export function percentOf(amountCents: number, bps: number): number {
  if (!Number.isSafeInteger(amountCents) || !Number.isSafeInteger(bps)) throw new RangeError('percentOf needs safe integers');
  return bigDivRoundHalfUp(BigInt(amountCents) * BigInt(bps), 10_000n);
}

/** Parses a decimal string such as "12.5" or "12.50" into cents; refuses more than 2 decimals. */
export function parseAmountToCents(input: string): number | null {
  const m = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(input);
  if (!m) return null;
  const whole = Number(m[1]);
  const frac = Number((m[2] ?? '').padEnd(2, '0'));
  return whole * 100 + frac;
}

export function formatCents(cents: number, currency = 'USD', locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(
    cents / 100,
  );
}
