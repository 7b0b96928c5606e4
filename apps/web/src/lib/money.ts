/**
 * Money for display, from integer minor units, in the UI language: one format everywhere (Intl.NumberFormat with the
 * narrow currency symbol: "$1,234.50", "1 234,50 $", "₦4,500.00") and Latin digits in every language. In a
 * right-to-left language the amount is wrapped in a left-to-right isolate so it reads "180.00 US$" inside Arabic text
 * instead of the bidi algorithm's "$US 180.00"; in JSX it can also be put in <bdi> (see components/ui/bdi.tsx).
 */
import { isolateLtr, isRtl, stripBidi } from './bidi';

/** The locale for figures: the UI language with Latin digits ("ar-u-nu-latn"). */
export function numberLocale(lang: string): string {
  return `${lang}-u-nu-latn`;
}

function currencyFormat(lang: string, currency: string): Intl.NumberFormat {
  return new Intl.NumberFormat(numberLocale(lang), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

function plain(cents: number, currency: string): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} ${currency}`;
}

/**
 * "$1,234.50" (en), "1 234,50 $" (fr), "⁦180.00 US$⁩" (ar, isolated) from integer cents; an unknown language falls back
 * to English formatting, an unknown currency to "12.34 XYZ" (integer arithmetic, never float maths on money).
 */
export function formatMoney(cents: number, currency: string, lang: string): string {
  let text: string;
  try {
    text = currencyFormat(lang, currency).format(cents / 100);
  } catch {
    try {
      text = currencyFormat('en', currency).format(cents / 100);
    } catch {
      text = plain(cents, currency);
    }
  }
  return isRtl(lang) ? isolateLtr(stripBidi(text)) : text;
}

export function formatUsd(cents: number, lang: string): string {
  return formatMoney(cents, 'USD', lang);
}
