/**
 * Shipping at checkout (issue 17): each vendor's part of the cart is quoted for the buyer's address, the buyer pays it
 * into escrow with the goods, and it is released to the vendor with them. A product ships one of four ways:
 * - `calculated`: the carrier port quotes the parcel (the items' weight and size, the vendor's origin, the address);
 * - `flat`: the vendor's own price per unit ordered, in the product's currency;
 * - `free`: the vendor pays it from the sale;
 * - `quote`: freight priced case by case: bought through an accepted quote (its shipping estimate), never from the cart.
 */
import { z } from 'zod';
import { COUNTRY_NAMES } from './countries.ts';
import { contractMessage } from './error-messages.ts';
import { singleLineText } from './text.ts';

export const SHIPPING_MODES = ['calculated', 'flat', 'free', 'quote'] as const;
export type ShippingMode = (typeof SHIPPING_MODES)[number];

/**
 * Where the cart goes, as far as the buyer has typed it: the country is enough for the built-in rate tables; the rest
 * helps a carrier that quotes by address (Shippo). The checkout itself is priced again from the full address.
 */
export const shippingDestinationSchema = z.object({
  country: z.enum(COUNTRY_NAMES, contractMessage('orders.form.countryRequired')),
  city: singleLineText().max(100).optional().default(''),
  region: singleLineText().max(100).optional().default(''),
  postalCode: singleLineText().max(20).optional().default(''),
  address: singleLineText().max(200).optional().default(''),
});
export type ShippingDestination = z.output<typeof shippingDestinationSchema>;

/** POST /api/checkout/shipping: the cart's shipping for an address, per vendor, and the totals with it. */
export const checkoutShippingRequest = z.object({ shipping: shippingDestinationSchema });

/** How one vendor's part ships: a carrier service, the vendor's flat prices, free, a quote's estimate, or a mix. */
export const VENDOR_SHIPPING_METHODS = ['carrier', 'flat', 'free', 'quoted', 'mixed'] as const;
export type VendorShippingMethod = (typeof VENDOR_SHIPPING_METHODS)[number];

export const vendorShippingDto = z.object({
  vendorId: z.string(),
  vendorName: z.string(),
  method: z.enum(VENDOR_SHIPPING_METHODS),
  /** The carrier service quoted for the calculated part (null when nothing is carrier-quoted). */
  carrier: z.string().nullable(),
  service: z.string().nullable(),
  estimatedDays: z.number().int().nullable(),
  /** Billable weight of the carrier-quoted parcel, in grams (null when nothing is carrier-quoted). */
  billableGrams: z.number().int().nullable(),
  /** USD cents: what the buyer pays for this vendor's shipping. */
  amountCents: z.number().int(),
});
export type VendorShippingDto = z.infer<typeof vendorShippingDto>;

export const checkoutShippingDto = z.object({
  vendors: z.array(vendorShippingDto),
  subtotalCents: z.number().int(),
  shippingCents: z.number().int(),
  feeCents: z.number().int(),
  totalCents: z.number().int(),
});
export type CheckoutShippingDto = z.infer<typeof checkoutShippingDto>;

/** "DHL Express Worldwide"; a service already named after its carrier ("Sea Freight LCL") once. */
export function carrierService(carrier: string, service: string | null): string {
  if (!service) return carrier;
  return service.toLowerCase().startsWith(carrier.toLowerCase()) ? service : `${carrier} ${service}`;
}
