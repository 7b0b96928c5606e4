/** Pure helpers of the admin console: money, dates, identifiers and chart scaling. */
import { formatDayMonth } from '../../../lib/dates';

/** US dollars from integer cents, in the UI language's number style (e.g. "$1,234.50"); see lib/money. */
export { formatUsd } from '../../../lib/money';

/** Integer cents as a plain decimal string for an input or an API body ("1500.00"). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A decimal amount such as "250" or "250.5" is valid when it has at most two decimals and is above zero. */
export function isPositiveAmount(input: string): boolean {
  const m = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(input);
  if (!m) return false;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) > 0;
}

/** YYYY-MM-DD of a date in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The default report period: the last 30 days, today included. */
export function lastDays(days: number, now: Date = new Date()): { from: string; to: string } {
  const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const from = new Date(to.getTime() - (days - 1) * 86_400_000);
  return { from: isoDay(from), to: isoDay(to) };
}

/** A YYYY-MM-DD day formatted short ("12 Mar") in the UI language, read as a UTC date. */
export function formatDay(day: string, lang: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return formatDayMonth(date, lang, { timeZone: 'UTC' });
}

/** The first 8 characters of an identifier (uuids are long). */
export function shortId(id: string | null | undefined): string {
  return id ? id.slice(0, 8) : '';
}

/** A one-line summary of an audit row's data: "key: value, key: value", truncated. */
export function summarizeData(data: unknown, max = 120): string {
  if (data === null || data === undefined) return '';
  let text: string;
  if (typeof data === 'object' && !Array.isArray(data)) {
    text = Object.entries(data as Record<string, unknown>)
      .map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v)}`)
      .join(', ');
  } else {
    text = typeof data === 'string' ? data : JSON.stringify(data);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** A "nice" upper bound for a chart axis: 1, 2, 2.5, 4 or 5 times a power of ten, at least the maximum value. */
export function niceMax(max: number): number {
  if (!Number.isFinite(max) || max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 2.5, 4, 5, 10]) {
    if (step * power >= max) return step * power;
  }
  return 10 * power;
}

/** Evenly spaced axis ticks from 0 to the nice maximum (count intervals); minTop keeps small or empty series readable. */
export function axisTicks(max: number, count = 4, minTop = 0): number[] {
  const top = niceMax(Math.max(max, minTop));
  return Array.from({ length: count + 1 }, (_, i) => (top * i) / count);
}

/** Bar heights in pixels for values scaled to a chart height against the nice maximum of the values. */
export function barHeights(values: readonly number[], height: number, minTop = 0): number[] {
  const top = niceMax(Math.max(minTop, ...values));
  return values.map((v) => (v <= 0 ? 0 : Math.max(1, Math.round((v / top) * height))));
}

/** Fills the days of a period with zero rows so a chart has one bar per day (inclusive, YYYY-MM-DD, oldest first). */
export function fillDays<T extends { day: string }>(
  rows: readonly T[],
  from: string,
  to: string,
  empty: (day: string) => T,
): T[] {
  const byDay = new Map(rows.map((r) => [r.day.slice(0, 10), r]));
  const out: T[] = [];
  const end = new Date(`${to}T00:00:00Z`).getTime();
  for (let t = new Date(`${from}T00:00:00Z`).getTime(); t <= end && out.length < 400; t += 86_400_000) {
    const day = isoDay(new Date(t));
    out.push(byDay.get(day) ?? empty(day));
  }
  return out;
}
