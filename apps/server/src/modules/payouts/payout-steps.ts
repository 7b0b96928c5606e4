/** Helpers the payouts use cases share: DTOs, the schedule rule, retry backoff, the providers' names for people. */
import type { PayoutDto } from '@app/shared/payouts';
import { DISPLAY_CURRENCY_DIGITS } from '@app/shared/constants';
import type { PayoutAccountRow, PayoutRow } from './payouts.repository.ts';
import type { PayoutSchedule } from './payouts.schema.ts';

export const PROVIDER_NAMES: Record<string, string> = {
  paystack: 'Paystack',
  mpesa: 'M-Pesa',
  momo: 'MTN MoMo',
};

export const digitsOf = (currency: string) => (DISPLAY_CURRENCY_DIGITS as Record<string, number>)[currency] ?? 2;

export function toPayoutDto(p: PayoutRow): PayoutDto {
  return {
    id: p.id,
    provider: p.provider,
    method: p.method,
    currency: p.currency,
    amountMinor: p.amountMinor,
    state: p.state,
    providerReference: p.providerReference,
    failureReason: p.failureReason,
    attempts: p.attempts,
    inBalance: p.state === 'pending' && !p.ledgerPosted,
    createdAt: p.createdAt.toISOString(),
    settledAt: p.settledAt?.toISOString() ?? null,
  };
}

export function accountDto(a: PayoutAccountRow) {
  return {
    method: a.method,
    provider: a.provider,
    currency: a.currency,
    accountName: a.accountName,
    bankCode: a.bankCode,
    bankName: a.bankName,
    accountLast4: a.accountLast4,
    phone: a.phone,
    schedule: a.schedule,
    minimumMinor: a.minimumMinor,
    held: a.held,
  };
}

const DAY_MS = 86_400_000;

/**
 * Whether a vendor on this schedule may be paid now: on each release, any time there is money; daily, once per UTC
 * day; weekly, once per week starting Monday (UTC).
 */
export function scheduleDue(schedule: PayoutSchedule, last: Date | null, now: Date): boolean {
  if (schedule === 'release' || last === null) return true;
  const dayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  if (schedule === 'daily') return last.getTime() < dayStart;
  const weekday = (new Date(dayStart).getUTCDay() + 6) % 7; // Monday 0
  return last.getTime() < dayStart - weekday * DAY_MS;
}

/** When to try a pending payout again: 30 s, 1 min, 2 min... at most an hour. */
export function nextAttempt(now: Date, attempts: number): Date {
  const wait = Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
  return new Date(now.getTime() + wait);
}
