/** A shipment's quote: the carrier's rates stored with the time they were quoted and their expiry, and as answered. */
import { randomBytes } from 'node:crypto';
import { centsToPrice } from '@app/shared/catalog';
import type { Deps } from '../../deps.ts';
import type { ParcelIn } from './rates.ts';
import type { RateRow, ShipmentRow } from './shipping.repository.ts';

/** Asks the carrier (outside any database transaction) and returns the rows to store for the shipment. */
export async function quoteRates(
  deps: Deps,
  shipmentId: string,
  input: { from: Record<string, string>; to: Record<string, string>; parcel: ParcelIn },
): Promise<RateRow[]> {
  const at = deps.clock.now();
  const quotes = await deps.carrier.rates({ ...input, at });
  return quotes.map((q) => ({
    id: `rate_${randomBytes(8).toString('hex')}`,
    shipmentId,
    externalRateId: q.externalRateId,
    carrier: q.carrier,
    servicelevel: q.servicelevel,
    service: q.service,
    amountCents: q.amountCents,
    estimatedDays: q.estimatedDays,
    quotedAt: at,
    expiresAt: q.expiresAt,
  }));
}

export function rateDto(r: RateRow) {
  return {
    rate_id: r.id,
    carrier: r.carrier,
    service: r.service,
    eta: `${r.estimatedDays} days`,
    estimated_days: r.estimatedDays,
    currency: 'USD',
    amount: centsToPrice(r.amountCents),
  };
}

/** When the stored rates were quoted and the first moment one of them lapses (null: the carrier gave no end). */
export function quoteTimes(
  shipment: ShipmentRow,
  rates: readonly RateRow[],
  now: Date,
): { quotedAt: Date; expiresAt: Date | null; expired: boolean } {
  // No rate at all (the carrier offered none): the last quote is the shipment's last change.
  const quotedAt =
    rates.reduce<Date | null>((t, r) => (t && t < r.quotedAt ? t : r.quotedAt), null) ?? shipment.updatedAt;
  const expiresAt = rates.reduce<Date | null>(
    (t, r) => (r.expiresAt && (!t || r.expiresAt < t) ? r.expiresAt : t),
    null,
  );
  return { quotedAt, expiresAt, expired: expiresAt !== null && now > expiresAt };
}

/** The stored quote as the API answers it (POST /shipments, GET /shipments/:id/rates, POST /shipments/:id/requote). */
export function quoteDto(shipment: ShipmentRow, rates: readonly RateRow[], now: Date) {
  const t = quoteTimes(shipment, rates, now);
  return {
    shipment_id: shipment.id,
    quoted_at: t.quotedAt.toISOString(),
    expires_at: t.expiresAt?.toISOString() ?? null,
    expired: t.expired,
    rates: rates.map(rateDto),
  };
}
