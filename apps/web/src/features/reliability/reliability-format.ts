import { formatNumber } from '../../lib/format';

/** A 0..1 rate as a whole percentage ("83 %" by locale); null (nothing to divide by) stays null. */
export function formatRate(rate: number | null, lang: string): string | null {
  return rate === null ? null : formatNumber(rate, lang, { style: 'percent', maximumFractionDigits: 0 });
}

/** A response time as its largest sensible unit: minutes under 2 hours, hours under 2 days, else days. */
export function responseUnit(seconds: number): { unit: 'minutes' | 'hours' | 'days'; value: number } {
  if (seconds < 2 * 3600) return { unit: 'minutes', value: Math.max(1, Math.round(seconds / 60)) };
  if (seconds < 2 * 86_400) return { unit: 'hours', value: Math.round(seconds / 3600) };
  return { unit: 'days', value: Math.round(seconds / 86_400) };
}

/** Tone of a score or rate: good from 80 %, fair from 50 %. */
export function rateTone(rate: number | null): 'green' | 'amber' | 'red' | 'neutral' {
  if (rate === null) return 'neutral';
  return rate >= 0.8 ? 'green' : rate >= 0.5 ? 'amber' : 'red';
}
