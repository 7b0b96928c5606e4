import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { msg, type Message } from '@app/shared/error-messages';
import { postalCodeRequired, type createShipmentRequest } from '@app/shared/shipping';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { getUserById } from '../../auth/auth.service.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { agreedIncoterms } from '../../offers/offers.service.ts';
import { resolveCustoms } from '../customs.ts';
import { quoteDto, quoteRates } from '../rate-quote.ts';
import { billableGrams } from '../rates.ts';
import { shippableVendorOrder } from '../shipment-access.ts';
import {
  customsDefaults,
  recipientAddress,
  senderAddress,
  type RecipientAddress,
  type SenderAddress,
} from '../shipment-defaults.ts';
import * as repo from '../shipping.repository.ts';

type CreateInput = z.output<typeof createShipmentRequest>;

const SENDER_REQUIRED: Record<keyof Omit<SenderAddress, 'phone'>, Message> = {
  name: msg('shipping.form.senderNameRequired'),
  street1: msg('shipping.form.senderStreetRequired'),
  city: msg('shipping.form.senderCityRequired'),
  zip: msg('shipping.form.senderZipRequired'),
  country: msg('shipping.form.senderCountryRequired'),
};
const RECIPIENT_REQUIRED: Record<keyof Omit<RecipientAddress, 'phone' | 'state'>, Message> = {
  name: msg('shipping.form.recipientNameRequired'),
  street1: msg('shipping.form.recipientStreetRequired'),
  city: msg('shipping.form.recipientCityRequired'),
  zip: msg('shipping.form.recipientZipRequired'),
  country: msg('shipping.form.recipientCountryRequired'),
};

/** A required field left blank; the postal code only where the address's country has one (Ghana has none). */
const blank = (address: SenderAddress | RecipientAddress, key: string): boolean =>
  !(address[key as keyof SenderAddress] ?? '').trim() && (key !== 'zip' || postalCodeRequired(address.country));

/** Both addresses complete, or a validation error naming every blank field (the defaults may leave some). */
function assertComplete(from: SenderAddress, to: RecipientAddress): void {
  const fields: Record<string, Message> = {};
  for (const [key, message] of Object.entries(SENDER_REQUIRED))
    if (blank(from, key)) fields[`address_from.${key}`] = message;
  for (const [key, message] of Object.entries(RECIPIENT_REQUIRED))
    if (blank(to, key)) fields[`address_to.${key}`] = message;
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION_ERROR', first, { fields });
}

/**
 * POST /api/shipments: a draft shipment (PENDING_LABEL) with its rates stored, so its label can be bought now or later.
 * What the request leaves out is the order's: sender = the vendor's business address, recipient = the order's address,
 * customs = the goods' value in the order currency and the agreed Incoterm (else FCA).
 */
export async function createShipment(deps: Deps, auth: AuthContext, input: CreateInput) {
  const { vo, order, items: lines } = await shippableVendorOrder(deps.db, auth, input.orderId, input.vendorOrderId);
  const [seller, agreed] = await Promise.all([
    vo.vendorId === auth.user.id ? auth.user : getUserById(deps.db, vo.vendorId),
    agreedIncoterms(deps.db, [vo.orderId], vo.vendorId),
  ]);
  const sender = await senderAddress(deps.db, seller!);
  const recipient = recipientAddress(order);
  const from: SenderAddress = input.address_from
    ? { ...input.address_from, country: input.address_from.country ?? sender.country }
    : sender;
  const to: RecipientAddress = input.address_to
    ? { ...input.address_to, country: input.address_to.country ?? recipient.country }
    : recipient;
  assertComplete(from, to);
  const customs = resolveCustoms(input.customs, customsDefaults(order, lines, agreed.get(vo.orderId), from.country));

  const id = randomUUID();
  const rates = await quoteRates(deps, id, { from, to, parcel: input.parcel });
  const now = deps.clock.now();
  const shipment: repo.ShipmentRow = {
    id,
    orderId: vo.orderId,
    vendorOrderId: vo.id,
    sellerId: vo.vendorId,
    status: 'PENDING_LABEL',
    carrier: null,
    service: null,
    trackingNumber: null,
    rateId: null,
    amountCents: null,
    billableGrams: billableGrams(input.parcel),
    addressFrom: from,
    addressTo: to,
    parcel: input.parcel,
    customs: { ...customs },
    labelKey: null,
    createdAt: now,
    updatedAt: now,
    deliveredAt: null,
    lastEventAt: null,
  };
  await deps.db.transaction(async (tx) => {
    await repo.insertShipment(tx, shipment);
    await repo.insertRates(tx, rates);
  });
  return quoteDto(shipment, rates, now);
}
