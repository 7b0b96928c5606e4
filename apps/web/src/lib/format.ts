/** Locale-aware date, time, number and money helpers (the UI language decides the format). */
export { formatMoney, formatUsd } from './money';
export { formatDate, formatDateTime, formatDayMonth, formatRelative, formatTime } from './dates';

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
