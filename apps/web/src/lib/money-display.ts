/** Display helpers for amounts in integer minor units (the server computes every figure; these only format). */
export { formatMoney, formatUsd } from './format';

/** Basis points as a percentage: 1000 -> "10%", 250 -> "2.5%". */
export function formatRateBps(bps: number, lang: string): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
  } catch {
    return `${bps / 100}%`;
  }
}

/** An exchange rate "units per USD" such as "1550.25" in the UI language's digits ("1,550.25"). */
export function formatRate(unitsPerUsd: string, lang: string): string {
  const value = Number(unitsPerUsd);
  if (!Number.isFinite(value)) return unitsPerUsd;
  try {
    return new Intl.NumberFormat(lang, { maximumFractionDigits: 6 }).format(value);
  } catch {
    return unitsPerUsd;
  }
}

/** The short order reference shown to people: the first 8 characters of the id, upper case. */
export function orderRef(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}
