import type { AdminPaymentDto, AdminPaymentsDto } from '@app/shared/payments';
import type { z } from 'zod';
import type { adminPaymentsQuery } from '@app/shared/payments';
import type { Deps } from '../../../deps.ts';
import * as repo from '../orders.repository.ts';

const STATES = Object.keys(repo.PAYMENT_STATE_STATUSES) as repo.PaymentState[];

export function paymentStateOf(status: repo.CheckoutRow['status']): repo.PaymentState {
  return STATES.find((s) => repo.PAYMENT_STATE_STATUSES[s].includes(status)) ?? 'pending';
}

export function adminPaymentDto(c: repo.CheckoutRow): AdminPaymentDto {
  return {
    checkoutId: c.id,
    rail: c.provider,
    state: paymentStateOf(c.status),
    status: c.status,
    buyerName: c.contact.name,
    buyerEmail: c.contact.email,
    chargeCurrency: c.chargeCurrency,
    chargeMinor: c.chargeMinor ?? c.totalCents,
    totalCents: c.totalCents,
    providerOrderId: c.providerOrderId,
    captureId: c.captureId,
    refundId: c.refundId,
    orderId: c.orderId,
    failureReason: c.failureReason,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

/** Admin console, Payments: per rail and currency what was received, is pending, failed or refunded; the latest attempts. */
export async function adminPayments(deps: Deps, query: z.output<typeof adminPaymentsQuery>): Promise<AdminPaymentsDto> {
  const [totals, rows] = await Promise.all([
    repo.paymentTotals(deps.db),
    repo.paymentAttempts(deps.db, {
      provider: query.rail,
      statuses: query.state ? repo.PAYMENT_STATE_STATUSES[query.state] : undefined,
      limit: query.limit,
    }),
  ]);
  const summary = new Map<string, AdminPaymentsDto['summary'][number]>();
  for (const t of totals) {
    const key = `${t.provider}|${t.currency}`;
    const zero = { count: 0, amountMinor: 0 };
    const s = summary.get(key) ?? {
      rail: t.provider,
      currency: t.currency,
      testMode: deps.rails.find(t.provider)?.testMode ?? (t.provider === 'bank_transfer' && deps.config.bankTestMode),
      received: { ...zero },
      pending: { ...zero },
      failed: { ...zero },
      refunded: { ...zero },
    };
    const bucket = s[paymentStateOf(t.status)];
    bucket.count += t.count;
    bucket.amountMinor += t.amountMinor;
    summary.set(key, s);
  }
  return {
    summary: [...summary.values()].sort((a, b) => a.rail.localeCompare(b.rail) || a.currency.localeCompare(b.currency)),
    items: rows.map(adminPaymentDto),
  };
}
