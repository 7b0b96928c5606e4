import { DISPLAY_CURRENCY_DIGITS, isDisplayCurrency, type DisplayCurrency } from '@app/shared/constants';
import type { ExchangeRateDto } from '@app/shared/cart';
import { convertMinorUnits, parseRateToMicros, RATE_SCALE } from '@app/shared/money';
import { formatMinorMoney } from './minor-money';

export interface Converted {
  minor: number;
  currency: DisplayCurrency;
  /** The rate shown with it (the display currency's; the price currency's when showing USD) and its day. */
  rate: { currency: string; unitsPerUsd: string; effectiveDate: string };
}

function micros(rates: readonly ExchangeRateDto[], currency: string): number | null {
  if (currency === 'USD') return RATE_SCALE;
  const rate = rates.find((r) => r.currency === currency);
  return rate ? parseRateToMicros(rate.unitsPerUsd) : null;
}

/**
 * An amount in a price currency's minor units, in the display currency at the rate table's rates (one half-up
 * rounding, in the shared helper); null when the two are the same or a rate is missing.
 */
export function convertForDisplay(
  rates: readonly ExchangeRateDto[],
  amountMinor: number,
  currency: string,
  display: DisplayCurrency,
): Converted | null {
  if (currency === display || !isDisplayCurrency(currency) || amountMinor < 0) return null;
  const fromMicros = micros(rates, currency);
  const toMicros = micros(rates, display);
  if (fromMicros === null || toMicros === null) return null;
  const rate = rates.find((r) => r.currency === (display === 'USD' ? currency : display));
  try {
    return {
      minor: convertMinorUnits(
        amountMinor,
        { digits: DISPLAY_CURRENCY_DIGITS[currency], unitsPerUsdMicros: fromMicros },
        { digits: DISPLAY_CURRENCY_DIGITS[display], unitsPerUsdMicros: toMicros },
      ),
      currency: display,
      rate: {
        currency: rate?.currency ?? display,
        unitsPerUsd: rate?.unitsPerUsd ?? '1',
        effectiveDate: rate?.effectiveDate ?? '',
      },
    };
  } catch {
    return null;
  }
}

/**
 * "₦46,500.00", "18 090 F CFA" (fr), "UGX 111,000": a display-currency amount from its minor units, with that
 * currency's own digits (none for XOF and UGX), in the page language with Latin digits; isolated left-to-right in
 * Arabic like every other amount.
 */
export function formatDisplayMoney(minor: number, currency: DisplayCurrency, lang: string): string {
  return formatMinorMoney(minor, currency, lang);
}
