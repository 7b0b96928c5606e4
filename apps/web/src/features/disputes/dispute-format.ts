/** Small pure helpers of the disputes feature (unit-tested). */
import type { DisputeStatus } from '@app/shared/disputes';
import { formatCents, parseAmountToCents } from '@app/shared/money';
import type { BadgeTone } from '../../components/ui/badge';

export function usd(cents: number, lang: string): string {
  try {
    return formatCents(cents, 'USD', lang);
  } catch {
    return formatCents(cents);
  }
}

export const STATUS_TONES: Record<DisputeStatus, BadgeTone> = {
  OPEN: 'amber',
  OFFERED: 'blue',
  ESCALATED: 'purple',
  RESOLVED: 'green',
};

/** "60", "60.5", "60.00" -> cents; null when not an amount. */
export function amountToCents(input: string): number | null {
  const cents = parseAmountToCents(input.trim());
  return cents !== null && cents > 0 ? cents : null;
}

/** Whole days, hours and minutes left until `iso` (all zero once passed). */
export function timeLeft(iso: string, now: number): { days: number; hours: number; minutes: number; passed: boolean } {
  const ms = new Date(iso).getTime() - now;
  if (!(ms > 0)) return { days: 0, hours: 0, minutes: 0, passed: true };
  const minutes = Math.floor(ms / 60_000);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
    passed: false,
  };
}
