/**
 * How invoices and statements write amounts, dates and text for their reader. PDFs are written in the reader's own
 * language, Arabic included, with the Unicode fonts bundled with the server (Noto Sans and Noto Naskh Arabic, see
 * lib/pdf-fonts.ts) and drawn by lib/pdf-text.ts, which joins Arabic letters, lays right-to-left lines out in their
 * visual order and keeps every mark of Yoruba (ẹ ọ ṣ with their tones) and Hausa (ɓ ɗ ƙ ƴ). Text from users (names,
 * addresses, references) loses only its control and format characters (`pdfSafe` in lib/pdf-text.ts); a character no
 * bundled font has is drawn as "?". Amounts keep Latin digits and stay one left-to-right unit inside Arabic lines (`pdfMinor`); dates keep
 * the marks CLDR gives them, so an Arabic date reads right to left. CSVs and JSON keep every character as it is.
 */
import { DISPLAY_CURRENCY_DIGITS, type Language } from '@app/shared/constants';

/** Left-to-right isolate (U+2066 ... U+2069): the amount is one left-to-right unit wherever it is printed. */
const LTR_ISOLATE = (text: string) => `\u2066${text}\u2069`;

function digitsOf(currency: string): number {
  return (DISPLAY_CURRENCY_DIGITS as Record<string, number>)[currency] ?? 2;
}

/** An amount in minor units for the reader: "$1,234.50", "1 234,50 $US", "NGN 4,500.00" (Latin digits). */
export function formatMinor(minor: number, currency: string, lang: Language): string {
  const digits = digitsOf(currency);
  const value = minor / 10 ** digits;
  const options = {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  } as const;
  try {
    return new Intl.NumberFormat(`${lang}-u-nu-latn`, options).format(value);
  } catch {
    return new Intl.NumberFormat('en', options).format(value);
  }
}

/**
 * For a PDF: the amount as the reader writes it, with Latin digits ("₦4,500.00", "1 234,50 $US", "-1,234.50 US$"),
 * as one left-to-right unit that lines never break, so that in an Arabic line its sign, digits and currency stay
 * together and in their order.
 */
export function pdfMinor(minor: number, currency: string, lang: Language): string {
  return LTR_ISOLATE(
    formatMinor(minor, currency, lang)
      .replace(/\p{Cf}/gu, '')
      .replace(/ /g, '\u00a0'),
  );
}

/**
 * A text with amounts from `pdfMinor`: a sign the catalogue writes just before an amount ("fee: -{{amount}}") is moved
 * into the amount's left-to-right unit, or an Arabic line would show it on the far side of the currency.
 */
export function signsIntoAmounts(text: string): string {
  return text.replace(/([-+\u2212])\u2066/g, '\u2066$1');
}

/** A plain decimal for a CSV cell ("-1234.50", "4500" for currencies without minor units): exact, from integers. */
export function csvDecimal(minor: number, currency: string): string {
  const digits = digitsOf(currency);
  const abs = Math.abs(minor);
  const sign = minor < 0 ? '-' : '';
  if (digits === 0) return `${sign}${abs}`;
  const unit = 10 ** digits;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(digits, '0')}`;
}

/** A calendar day (UTC) in the reader's language. */
export function formatDay(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** "November 2026" in the reader's language. */
export function formatMonth(month: string, lang: Language): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, 1)),
  );
}

/** A CSV cell: quoted when needed; text a spreadsheet would run as a formula is neutralised (numbers are kept). */
export function csvCell(v: string | number | null): string {
  let s = v === null ? '' : String(v);
  if (/^[=+\-@]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
