/** Small pure helpers of the disputes feature (unit-tested). */
import type { TFunction } from '../../i18n/translator';
import type { DisputeReason, DisputeStatus, SuggestionDto } from '@app/shared/disputes';
import { parseAmountToCents } from '@app/shared/money';
import type { BadgeTone } from '../../components/ui/badge';
import { formatDate } from '../../lib/dates';
import { formatUsd } from '../../lib/format';

export function usd(cents: number, lang: string): string {
  return formatUsd(cents, lang);
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

/** The mediator suggestion's reasoning in the reader's language, from its rule, the dispute's reason and the promised day. */
export function suggestionExplanation(t: TFunction, s: SuggestionDto, reason: DisputeReason, lang: string): string {
  switch (s.rule) {
    case 'NO_TRACKING_AFTER_PROMISED': {
      const date = s.promisedDeliveryDate
        ? formatDate(new Date(`${s.promisedDeliveryDate}T00:00:00Z`), lang, { timeZone: 'UTC' })
        : '—';
      return t('disputes:admin.explanations.noTracking', { date });
    }
    case 'CARRIER_DELIVERED_NO_BUYER_EVIDENCE':
      return t('disputes:admin.explanations.carrierDelivered');
    case 'EVIDENCE_UNANSWERED_BY_VENDOR':
      return t(
        s.outcome === 'PARTIAL_REFUND'
          ? 'disputes:admin.explanations.evidencePartial'
          : 'disputes:admin.explanations.evidenceFull',
        {
          reason: t(`disputes:reasons.${reason}`),
        },
      );
    case 'NONE':
      return t('disputes:admin.explanations.none');
  }
}
