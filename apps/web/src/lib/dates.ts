/**
 * Dates and times in the UI language. Intl does the work where the runtime knows the language; where it does not
 * (Chromium ships no Hausa or Yoruba date data and would answer in English), the month names, patterns and "x minutes
 * ago" phrases come from the `common` catalogue (`dates.*`) instead, with numbers from Intl. The catalogue is plugged
 * in by i18n/i18n.ts (setDateCatalogue); without it the helpers use Intl alone.
 */
import type { TFunction } from '../i18n/translator';

type Catalogue = (lang: string) => TFunction | undefined;
let catalogue: Catalogue = () => undefined;

/** Where to read `common:dates.*` for a language (i18n/i18n.ts passes i18next's fixed t). */
export function setDateCatalogue(lookup: Catalogue): void {
  catalogue = lookup;
}

export interface DateOptions {
  /** e.g. 'UTC' for calendar days stored as midnight UTC; the browser's zone otherwise */
  timeZone?: string;
}

function supported(kind: 'date' | 'relative', lang: string): boolean {
  try {
    const list =
      kind === 'date'
        ? Intl.DateTimeFormat.supportedLocalesOf([lang])
        : Intl.RelativeTimeFormat.supportedLocalesOf([lang]);
    return list.length > 0;
  } catch {
    return false;
  }
}

/** Whether this runtime formats dates in `lang` itself (false: the catalogue's names are used). */
export function hasNativeDates(lang: string): boolean {
  return supported('date', lang);
}

function toDate(value: string | Date): Date | undefined {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function tz(options?: DateOptions): { timeZone?: string } {
  return options?.timeZone ? { timeZone: options.timeZone } : {};
}

/** Day, month, year, hour and minute of a date as numbers (in the given time zone). */
function parts(date: Date, options?: DateOptions) {
  const fmt = new Intl.DateTimeFormat('en-US', {
    ...tz(options),
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(fmt.formatToParts(date).find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour') % 24, minute: get('minute') };
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** The catalogue's version of a date ("5 Mar, 2026" in Hausa), or undefined when no catalogue is plugged in. */
function fromCatalogue(
  kind: 'date' | 'dateTime' | 'dayMonth' | 'time',
  date: Date,
  lang: string,
  options?: DateOptions,
): string | undefined {
  const t = catalogue(lang);
  if (!t) return undefined;
  const p = parts(date, options);
  const time = `${pad(p.hour)}:${pad(p.minute)}`;
  if (kind === 'time') return time;
  const month = t(`common:dates.monthsShort.${p.month}`);
  if (kind === 'dayMonth') return t('common:dates.dayMonth', { day: p.day, month });
  const day = t('common:dates.date', { day: p.day, month, year: p.year });
  return kind === 'date' ? day : t('common:dates.dateTime', { date: day, time });
}

function format(
  kind: 'date' | 'dateTime' | 'dayMonth' | 'time',
  value: string | Date,
  lang: string,
  options?: DateOptions,
): string {
  const date = toDate(value);
  if (!date) return String(value);
  if (!supported('date', lang)) {
    const text = fromCatalogue(kind, date, lang, options);
    if (text !== undefined) return text;
  }
  const style: Intl.DateTimeFormatOptions =
    kind === 'date'
      ? { dateStyle: 'medium' }
      : kind === 'dateTime'
        ? { dateStyle: 'medium', timeStyle: 'short' }
        : kind === 'dayMonth'
          ? { day: 'numeric', month: 'short' }
          : { hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { ...style, ...tz(options) }).format(date);
  } catch {
    return kind === 'date' ? date.toISOString().slice(0, 10) : date.toISOString();
  }
}

/** "Mar 5, 2026", "5 mars 2026", "5 Mar, 2026" (ha). */
export function formatDate(value: string | Date, lang: string, options?: DateOptions): string {
  return format('date', value, lang, options);
}

/** "Mar 5, 2026, 2:07 PM", "5 Mar, 2026, 14:07" (ha). */
export function formatDateTime(value: string | Date, lang: string, options?: DateOptions): string {
  return format('dateTime', value, lang, options);
}

/** "Mar 5", "5 mars", "5 Mar" (ha): chart axes and short lists. */
export function formatDayMonth(value: string | Date, lang: string, options?: DateOptions): string {
  return format('dayMonth', value, lang, options);
}

/** "2:07 PM", "14:07". */
export function formatTime(value: string | Date, lang: string, options?: DateOptions): string {
  return format('time', value, lang, options);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 hours ago", "yesterday", "il y a 2 jours", "awanni 3 da suka gabata" (ha, from the catalogue). */
export function formatRelative(value: string | Date, lang: string, now: number = Date.now()): string {
  const date = toDate(value);
  if (!date) return String(value);
  const diffSeconds = Math.round((date.getTime() - now) / 1000);
  const abs = Math.abs(diffSeconds);
  if (!supported('relative', lang)) {
    const t = catalogue(lang);
    if (t) {
      // The catalogue speaks of the past; a future moment, or one more than a week ago, is shown as a date.
      if (abs < 60) return t('common:dates.justNow');
      if (diffSeconds < 0 && abs < 3600) return t('common:dates.minutesAgo', { count: Math.round(abs / 60) });
      if (diffSeconds < 0 && abs < 86_400) return t('common:dates.hoursAgo', { count: Math.round(abs / 3600) });
      if (diffSeconds < 0 && abs < 7 * 86_400) return t('common:dates.daysAgo', { count: Math.round(abs / 86_400) });
      return formatDateTime(date, lang);
    }
  }
  try {
    const rtf = new Intl.RelativeTimeFormat(`${lang}-u-nu-latn`, { numeric: 'auto' });
    for (const [unit, seconds] of UNITS) {
      if (abs >= seconds || unit === 'second') return rtf.format(Math.round(diffSeconds / seconds), unit);
    }
  } catch {
    // fall through
  }
  return formatDateTime(date, lang);
}
