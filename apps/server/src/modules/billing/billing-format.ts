/**
 * How invoices and statements write amounts, dates and text for their reader. PDFs are drawn with pdfkit's built-in
 * Helvetica, which has only the Windows-1252 (WinAnsi) characters and no Arabic shaping (no Unicode font is bundled,
 * and nothing is downloaded at run time): Arabic readers get their PDFs in English, and Yoruba and Hausa letters
 * outside WinAnsi are written without their marks (ẹ -> e, ṣ -> s, ɗ -> d, ƙ -> k). CSVs and JSON keep every character.
 */
import { DISPLAY_CURRENCY_DIGITS, type Language } from '@app/shared/constants';

/** The language a PDF is written in for a reader of `lang`. */
export function pdfLanguage(lang: Language): Language {
  return lang === 'ar' ? 'en' : lang;
}

const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const LETTERS: Record<string, string> = { ɓ: 'b', Ɓ: 'B', ɗ: 'd', Ɗ: 'D', ƙ: 'k', Ƙ: 'K', ƴ: 'y', Ƴ: 'Y', '−': '-' };

function winAnsi(c: string): boolean {
  const code = c.codePointAt(0)!;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(c);
}

/** Text the PDF's font can draw: WinAnsi characters kept, others folded to their base letter, spaces to spaces. */
export function pdfSafe(text: string): string {
  let out = '';
  for (const c of text.normalize('NFC')) {
    if (winAnsi(c)) out += c;
    else if (/\s/u.test(c)) out += ' ';
    else if (LETTERS[c] !== undefined) out += LETTERS[c];
    else if (/[\p{M}\p{Cf}]/u.test(c)) continue;
    else {
      const base = c.normalize('NFD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every(winAnsi) ? base : '?';
    }
  }
  return out;
}

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

/** For a PDF: the amount with a symbol the font has ($, €, £), else with the currency's code. */
export function pdfMinor(minor: number, currency: string, lang: Language): string {
  const text = formatMinor(minor, currency, lang);
  if ([...text.normalize('NFC')].every((c) => winAnsi(c) || /\s|\p{Cf}/u.test(c))) return pdfSafe(text);
  const digits = digitsOf(currency);
  const number = new Intl.NumberFormat(`${lang}-u-nu-latn`, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / 10 ** digits);
  return pdfSafe(`${currency} ${number}`);
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
