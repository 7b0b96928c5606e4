/** Links to the carriers' own tracking pages (spec 2.15). */

const CARRIER_TRACKING_URLS = {
  fedex: 'https://www.fedex.com/fedextrack/?trknbr=',
  ups: 'https://www.ups.com/track?tracknum=',
  dhl: 'https://www.dhl.com/en/express/tracking.html?AWB=',
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
} as const;

export type KnownCarrier = keyof typeof CARRIER_TRACKING_URLS;

const WEB_SEARCH_URL = 'https://www.google.com/search?q=';

/** FedEx, UPS, DHL or USPS from a carrier name as carriers spell it ("FedEx", "DHL Express", "ups"), else null. */
export function knownCarrier(carrier: string | null | undefined): KnownCarrier | null {
  const name = (carrier ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (name.startsWith('usps') || name.includes('postalservice')) return 'usps';
  if (name.startsWith('fedex') || name.startsWith('federalexpress')) return 'fedex';
  if (name.startsWith('ups') || name.startsWith('unitedparcel')) return 'ups';
  if (name.startsWith('dhl')) return 'dhl';
  return null;
}

/**
 * Where to follow a parcel: the carrier's tracking page for FedEx, UPS, DHL and USPS, a web search for the tracking
 * number for any other carrier, and null while there is no tracking number.
 */
export function carrierTrackingUrl(
  carrier: string | null | undefined,
  trackingNumber: string | null | undefined,
): string | null {
  const number = (trackingNumber ?? '').trim();
  if (!number) return null;
  const known = knownCarrier(carrier);
  const encoded = encodeURIComponent(number);
  return known ? `${CARRIER_TRACKING_URLS[known]}${encoded}` : `${WEB_SEARCH_URL}${encoded}`;
}
