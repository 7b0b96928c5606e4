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
  if (!Number.isSafeInteger(amountCents) || !Number.isSafeInteger(bps))
    throw new RangeError('percentOf needs safe integers');
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
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 }).format(cents / 100);
}

/** Exchange rates are "units of the currency per 1 USD", held as integers scaled by 1e6 (micros). */
export const RATE_SCALE = 1_000_000;

/**
 * Converts an amount in a currency's minor units to USD cents, half-up: cents * 1e6 / unitsPerUsdMicros.
 * All the currencies here have 2 decimals, so minor units convert 1:1 through the rate.
 */
export function toUsdCents(amountMinor: number, unitsPerUsdMicros: number): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new RangeError('amount must be a non-negative integer');
  if (!Number.isSafeInteger(unitsPerUsdMicros) || unitsPerUsdMicros <= 0)
    throw new RangeError('rate must be a positive integer');
  const usd = Number(bigHalfUp(BigInt(amountMinor) * BigInt(RATE_SCALE), BigInt(unitsPerUsdMicros)));
  if (!Number.isSafeInteger(usd)) throw new RangeError('converted amount out of range');
  return usd;
}

/**
 * Converts an amount between two currencies through their rates against USD, in one half-up rounding:
 * amountMinor / 10^fromDigits / fromRate * toRate * 10^toDigits, all in BigInt. Rates are micros (units per USD x 1e6);
 * digits are each currency's minor-unit digits (2 for cents, 0 for XOF and UGX). USD is { digits: 2, micros: 1e6 }.
 */
export function convertMinorUnits(
  amountMinor: number,
  from: { digits: number; unitsPerUsdMicros: number },
  to: { digits: number; unitsPerUsdMicros: number },
): number {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0)
    throw new RangeError('amount must be a non-negative integer');
  for (const side of [from, to]) {
    if (!Number.isSafeInteger(side.unitsPerUsdMicros) || side.unitsPerUsdMicros <= 0)
      throw new RangeError('rate must be a positive integer');
    if (!Number.isInteger(side.digits) || side.digits < 0 || side.digits > 4)
      throw new RangeError('digits must be an integer from 0 to 4');
  }
  const n = BigInt(amountMinor) * 10n ** BigInt(to.digits) * BigInt(to.unitsPerUsdMicros);
  const d = 10n ** BigInt(from.digits) * BigInt(from.unitsPerUsdMicros);
  const result = Number(bigHalfUp(n, d));
  if (!Number.isSafeInteger(result)) throw new RangeError('converted amount out of range');
  return result;
}

function bigHalfUp(n: bigint, d: bigint): bigint {
  return (n * 2n + d) / (2n * d);
}

/** "1538.46" -> 1538460000 micros; at most 6 decimals, must be positive. */
export function parseRateToMicros(input: string): number | null {
  const m = /^\s*(\d{1,9})(?:\.(\d{1,6}))?\s*$/.exec(input);
  if (!m) return null;
  const micros = Number(m[1]) * RATE_SCALE + Number((m[2] ?? '').padEnd(6, '0'));
  return micros > 0 ? micros : null;
}

export function formatRate(micros: number): string {
  const whole = Math.floor(micros / RATE_SCALE);
  const frac = String(micros % RATE_SCALE)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

/**
 * Splits `total` into integer parts proportional to `weights` (largest remainder), so the parts always sum to
 * `total` exactly. Used to allocate a buyer fee across vendor orders.
 */
export function allocate(total: number, weights: number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError('total must be a non-negative integer');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum === 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const base = exact.map((e) => e / BigInt(sum));
  let rest = total - Number(base.reduce((a, b) => a + b, 0n));
  const order = exact
    .map((e, i) => ({ i, r: e % BigInt(sum) }))
    .sort((a, b) => (b.r > a.r ? 1 : b.r < a.r ? -1 : a.i - b.i));
  const parts = base.map(Number);
  for (const { i } of order) {
    if (rest <= 0) break;
    parts[i]! += 1;
    rest -= 1;
  }
  return parts;
}
