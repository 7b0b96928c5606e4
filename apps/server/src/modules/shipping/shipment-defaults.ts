/**
 * What a shipment of an order starts from, never a fixed country or Incoterm: the sender is the vendor's business
 * address (onboarding), the recipient the order's shipping address, the customs value the goods' value of the order
 * lines shipped in the order currency, and the Incoterm the one agreed on the accepted quote, else FCA.
 */
import { CURRENCIES, type Currency } from '@app/shared/constants';
import { countryCode } from '@app/shared/countries';
import type { Incoterm } from '@app/shared/offers';
import type { ShipmentAddressDto } from '@app/shared/shipping';
import type { DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../auth/auth.types.ts';
import type { OrderItemRow, OrderRow } from './order-rows.ts';
import { latestBusinessAddress } from '../verification/verification.service.ts';
import { DEFAULT_INCOTERM, type CustomsDefaults } from './customs.ts';
import * as repo from './shipping.repository.ts';

export type SenderAddress = Omit<ShipmentAddressDto, 'state'>;
export type RecipientAddress = ShipmentAddressDto;

const oneLine = (text: string, max = 200) =>
  text
    .replace(/\s*[\r\n]+\s*/g, ', ')
    .trim()
    .slice(0, max);

/**
 * The vendor's sender address: the business profile given at onboarding (address, "City, Country" location, contact
 * phone), else the account's company and country; blanks are filled from the vendor's last shipment from the same
 * country (the postal code is asked nowhere else). The country stays '' when nothing names it.
 */
export async function senderAddress(db: DbOrTx, seller: UserRow): Promise<SenderAddress> {
  const [business, last] = await Promise.all([
    latestBusinessAddress(db, seller.id),
    repo.latestShipmentOfSeller(db, seller.id),
  ]);
  const locationCountry = business
    ? (countryCode(business.country) ?? countryCode(business.location.split(',').at(-1)?.trim()))
    : undefined;
  const from: SenderAddress = {
    name: oneLine(seller.company || `${seller.firstName} ${seller.lastName}`),
    street1: oneLine(business?.street1 ?? ''),
    city: oneLine(business?.city ?? ''),
    zip: '',
    country: locationCountry ?? countryCode(seller.country) ?? '',
    phone: oneLine(business?.phone || seller.phone || '', 40),
  };
  const previous = last?.addressFrom;
  if (previous && (!from.country || previous.country === from.country)) {
    for (const key of Object.keys(from) as (keyof SenderAddress)[]) {
      const value = previous[key];
      if (!from[key] && typeof value === 'string') from[key] = value;
    }
  }
  return from;
}

/** The order's shipping address as the recipient. */
export function recipientAddress(order: OrderRow): RecipientAddress {
  const a = order.shippingAddress;
  return {
    name: order.buyerInfo.name,
    street1: a.address,
    city: a.city,
    state: a.region ?? '',
    zip: a.postalCode,
    country: countryCode(a.country) ?? '',
    phone: order.buyerInfo.phone,
  };
}

const isCurrency = (v: string): v is Currency => (CURRENCIES as readonly string[]).includes(v);

/**
 * The goods' value of the order lines shipped, in the order currency: the lines' own totals when they are priced in
 * it, else their totals in USD (what the order was charged in).
 */
export function goodsValue(order: OrderRow, items: readonly OrderItemRow[]): { cents: number; currency: Currency } {
  if (isCurrency(order.currency) && items.every((i) => i.currency === order.currency)) {
    return { cents: items.reduce((s, i) => s + i.lineTotalCents, 0), currency: order.currency };
  }
  return { cents: items.reduce((s, i) => s + i.lineTotalUsdCents, 0), currency: 'USD' };
}

export interface OrderCustomsDefaults extends CustomsDefaults {
  incotermSource: 'quote' | 'default';
}

export function customsDefaults(
  order: OrderRow,
  items: readonly OrderItemRow[],
  agreed: Incoterm | undefined,
  originCountry: string,
): OrderCustomsDefaults {
  const value = goodsValue(order, items);
  return {
    description: items
      .map((i) => i.productName)
      .join(', ')
      .slice(0, 300),
    valueCents: value.cents,
    currency: value.currency,
    originCountry,
    incoterm: agreed ?? DEFAULT_INCOTERM,
    incotermSource: agreed ? 'quote' : 'default',
  };
}
