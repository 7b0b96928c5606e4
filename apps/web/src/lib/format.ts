/** Locale-aware date, time, number and money helpers (the UI language decides the format). */
import { formatCents } from '@app/shared/money';

/**
 * "$1,234.50", "₦4,500.00", "€34.00" in the UI language, from integer minor units; falls back to English formatting,
 * then to "12.34 XYZ" (integer arithmetic: never float maths on money).
 */
export function formatMoney(cents: number, currency: string, lang: string): string {
  try {
    return formatCents(cents, currency, lang);
  } catch {
    try {
      return formatCents(cents, currency, 'en-US');
    } catch {
      const abs = Math.abs(cents);
      return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} ${currency}`;
    }
  }
}

export function formatUsd(cents: number, lang: string): string {
  return formatMoney(cents, 'USD', lang);
}

export function formatDateTime(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  } catch {
    return date.toISOString();
  }
}

export function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(date);
  } catch {
    return date.toISOString().slice(0, 10);
  }
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

export function formatRelative(iso: string, lang: string, now: number = Date.now()): string {
  const then = new Date(iso).getTime();
  if (Number.isNaN(then)) return iso;
  const diffSeconds = Math.round((then - now) / 1000);
  const abs = Math.abs(diffSeconds);
  try {
    const rtf = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    for (const [unit, seconds] of UNITS) {
      if (abs >= seconds || unit === 'second') return rtf.format(Math.round(diffSeconds / seconds), unit);
    }
  } catch {
    // fall through
  }
  return formatDateTime(iso, lang);
}

export function formatNumber(value: number, lang: string, options?: Intl.NumberFormatOptions): string {
  try {
    return new Intl.NumberFormat(lang, options).format(value);
  } catch {
    return String(value);
  }
}

/** "1d 4h 12m" style duration from seconds, with localized units supplied by the caller. */
export function splitDuration(totalSeconds: number): { days: number; hours: number; minutes: number; seconds: number } {
  const s = Math.max(0, Math.floor(totalSeconds));
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
  };
}
