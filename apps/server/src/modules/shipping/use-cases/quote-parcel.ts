/**
 * Shipping at checkout (issue 17): the carrier port's cheapest service for one vendor's parcel, from the vendor's
 * sender address to the buyer's address, before the order exists. The same port, tables and sender address as the
 * vendor's label later, so what the buyer pays and what the label costs come from one place.
 */
import { countryCode } from '@app/shared/countries';
import { msg } from '@app/shared/error-messages';
import type { ShippingDestination } from '@app/shared/checkout-shipping';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { getUserById } from '../../auth/auth.service.ts';
import { billableGrams, type ParcelIn } from '../rates.ts';
import { senderAddress } from '../shipment-defaults.ts';

export interface ParcelQuote {
  carrier: string;
  service: string;
  amountCents: number;
  estimatedDays: number;
  billableGrams: number;
}

/** "120×100×90" (cm) as a volume in cm³; 0 when the vendor gave no size. */
export function volumeOf(dimensions: string): number {
  const parts = dimensions.split(/\s*[x×X*]\s*/).map(Number);
  if (parts.length !== 3 || parts.some((n) => !Number.isFinite(n) || n <= 0)) return 0;
  return parts[0]! * parts[1]! * parts[2]!;
}

/**
 * A parcel of `grams` and `volumeCm3` as the carrier port takes it: a cube of that volume (the rate tables bill the
 * larger of the weight and the volumetric weight, so only the volume matters), at least 1 cm a side.
 */
export function parcelOf(grams: number, volumeCm3: number): ParcelIn {
  const side = Math.max(1, Math.ceil(Math.cbrt(volumeCm3) * 10) / 10);
  return { length: side, width: side, height: side, distance_unit: 'cm', weight: grams / 1000, mass_unit: 'kg' };
}

/**
 * The cheapest service the carrier offers for a vendor's parcel to the destination. Refused with
 * SHIPPING_UNAVAILABLE when it offers none; a carrier that cannot be reached answers 503 with Retry-After.
 */
export async function quoteParcel(
  deps: Deps,
  input: { vendorId: string; vendorName: string; to: ShippingDestination; grams: number; volumeCm3: number },
): Promise<ParcelQuote> {
  const seller = await getUserById(deps.db, input.vendorId);
  const from = seller
    ? await senderAddress(deps.db, seller)
    : { name: input.vendorName, street1: '', city: '', zip: '', country: '', phone: '' };
  const parcel = parcelOf(input.grams, input.volumeCm3);
  const to = {
    name: '',
    street1: input.to.address,
    city: input.to.city,
    state: input.to.region,
    zip: input.to.postalCode,
    country: countryCode(input.to.country) ?? '',
    phone: '',
  };
  let rates;
  try {
    rates = await deps.carrier.rates({ from: { ...from }, to, parcel, at: deps.clock.now() });
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('SERVICE_UNAVAILABLE', msg('orders.shippingQuoteUnavailable'), { retryAfterSeconds: 30 });
  }
  const cheapest = rates.reduce<(typeof rates)[number] | null>(
    (best, r) => (!best || r.amountCents < best.amountCents ? r : best),
    null,
  );
  if (!cheapest)
    throw new AppError(
      'SHIPPING_UNAVAILABLE',
      msg('orders.shippingUnavailable', { vendor: input.vendorName, country: input.to.country }),
      { vendorId: input.vendorId },
    );
  return {
    carrier: cheapest.carrier,
    service: cheapest.service,
    amountCents: cheapest.amountCents,
    estimatedDays: cheapest.estimatedDays,
    billableGrams: billableGrams(parcel),
  };
}
