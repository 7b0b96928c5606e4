import { ANALYTICS_MAX_DAYS } from '@app/shared/analytics';
import { AppError } from '../../lib/errors.ts';
import { msg } from '@app/shared/error-messages';

const DAY_MS = 86_400_000;

function parseDay(day: string, field: string): Date {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
    throw new AppError('VALIDATION_ERROR', msg('analytics.realDate'), {
      fields: { [field]: msg('analytics.realDate') },
    });
  }
  return date;
}

/**
 * The report period, whole UTC days, both ends included. Default: the 30 days up to today. At most
 * ANALYTICS_MAX_DAYS days; "from" after "to" is refused.
 */
export function resolveRange(
  now: Date,
  query: { from?: string | undefined; to?: string | undefined },
): { from: string; to: string; days: string[] } {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const to = query.to ? parseDay(query.to, 'to') : today;
  const from = query.from ? parseDay(query.from, 'from') : new Date(to.getTime() - 29 * DAY_MS);
  if (from > to)
    throw new AppError('VALIDATION_ERROR', msg('analytics.startAfterEnd'), {
      fields: { from: msg('analytics.startAfterEnd') },
    });
  const count = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  if (count > ANALYTICS_MAX_DAYS) {
    throw new AppError('VALIDATION_ERROR', msg('analytics.periodTooLong', { maximum: ANALYTICS_MAX_DAYS }), {
      fields: { from: msg('analytics.periodTooLongField', { maximum: ANALYTICS_MAX_DAYS }) },
    });
  }
  const days = Array.from({ length: count }, (_, i) =>
    new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10),
  );
  return { from: days[0]!, to: days[days.length - 1]!, days };
}

/** part per 100 of whole (orders per 100 views...), to one decimal; null when whole is zero. */
export function conversionPercent(part: number, whole: number): number | null {
  if (whole <= 0) return null;
  return Math.round((part * 1000) / whole) / 10;
}
