import { ANALYTICS_MAX_DAYS } from '@app/shared/analytics';
import { formatDate } from '../../lib/dates';

export type RangePreset = '7' | '30' | '90' | 'custom';
export const PRESETS = ['7', '30', '90'] as const;

const DAY_MS = 86_400_000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last n days up to today (UTC, like the server's days), today included. */
export function presetRange(days: number, now: Date = new Date()): { from: string; to: string } {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { from: isoDay(new Date(today.getTime() - (days - 1) * DAY_MS)), to: isoDay(today) };
}

export type RangeProblem = 'missing' | 'reversed' | 'tooLong' | null;

/** Checks a custom period before asking the server (which checks the same). */
export function customRangeProblem(from: string, to: string): RangeProblem {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return 'missing';
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b)) return 'missing';
  if (a > b) return 'reversed';
  if (Math.round((b - a) / DAY_MS) + 1 > ANALYTICS_MAX_DAYS) return 'tooLong';
  return null;
}

/** Bar heights of a funnel (views -> inquiries -> orders) as percentages of the first step. */
export function funnelWidths(steps: number[]): number[] {
  const first = steps[0] ?? 0;
  if (first <= 0) return steps.map(() => 0);
  return steps.map((s) => Math.max(0, Math.min(100, Math.round((s * 100) / first))));
}

/** A YYYY-MM-DD day as a medium date in the UI language, read as a UTC date (no shift by the browser's zone). */
export function formatIsoDay(day: string, lang: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return formatDate(date, lang, { timeZone: 'UTC' });
}

/**
 * A long series (over 45 days) shown per week: each bucket starts on its first day and sums up to 7 days, so a
 * 90-day chart keeps readable bars. Shorter series are returned as they are.
 */
export function chartBuckets(days: string[], values: number[]): { days: string[]; values: number[]; weekly: boolean } {
  if (days.length <= 45) return { days, values, weekly: false };
  const outDays: string[] = [];
  const outValues: number[] = [];
  for (let i = 0; i < days.length; i += 7) {
    outDays.push(days[i] ?? '');
    outValues.push(values.slice(i, i + 7).reduce((a, b) => a + b, 0));
  }
  return { days: outDays, values: outValues, weekly: true };
}
