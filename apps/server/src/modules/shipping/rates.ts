/**
 * The built-in carrier rate tables: price by origin/destination zone and billable weight, the larger of the actual
 * and the volumetric weight (L x W x H / 5000 in cm and kg), rounded up to the next half kilogram. Amounts in USD cents.
 * Heavy parcels (over 70 kg billable) are quoted as sea and air freight instead of courier services.
 */
import { VOLUMETRIC_DIVISOR } from '@app/shared/shipping';

export type Zone = 'DOMESTIC' | 'AFRICA' | 'EUROPE' | 'AMERICAS' | 'REST';

const AFRICA = new Set(['NG', 'GH', 'ZA', 'KE', 'MA', 'EG', 'TZ', 'UG', 'CI', 'SN', 'ET', 'RW', 'CM']);
const EUROPE = new Set(['GB', 'DE', 'FR', 'NL', 'BE', 'IT', 'ES', 'PT', 'IE', 'SE', 'DK', 'PL', 'AT', 'CH']);
const AMERICAS = new Set(['US', 'CA', 'MX', 'BR']);

export function zoneOf(from: string, to: string): Zone {
  if (from === to) return 'DOMESTIC';
  if (AFRICA.has(to)) return 'AFRICA';
  if (EUROPE.has(to)) return 'EUROPE';
  if (AMERICAS.has(to)) return 'AMERICAS';
  return 'REST';
}

export interface ParcelIn {
  length: number;
  width: number;
  height: number;
  distance_unit: 'cm' | 'in';
  weight: number;
  mass_unit: 'kg' | 'lb';
}

/** Billable weight in grams: max(actual, volumetric), rounded up to 500 g. */
export function billableGrams(p: ParcelIn): number {
  const cm = p.distance_unit === 'in' ? 2.54 : 1;
  const actual = Math.ceil(p.weight * (p.mass_unit === 'lb' ? 453.59237 : 1000));
  const volumetric = Math.ceil(((p.length * cm * p.width * cm * p.height * cm) / VOLUMETRIC_DIVISOR) * 1000);
  const billable = Math.max(actual, volumetric);
  return Math.ceil(billable / 500) * 500;
}

interface Service {
  carrier: 'DHL' | 'FedEx' | 'UPS' | 'USPS' | 'Sea Freight' | 'Air Freight';
  token: string;
  name: string;
  /** base cents + cents per extra 500 g, per zone; days per zone */
  base: Record<Zone, number>;
  perHalfKg: Record<Zone, number>;
  days: Record<Zone, number>;
  /** USPS only ships from or to the US. */
  onlyUs?: boolean;
}

const z = (d: number, a: number, e: number, am: number, r: number): Record<Zone, number> => ({
  DOMESTIC: d,
  AFRICA: a,
  EUROPE: e,
  AMERICAS: am,
  REST: r,
});

const COURIER: Service[] = [
  {
    carrier: 'DHL',
    token: 'dhl_express_worldwide',
    name: 'Express Worldwide',
    base: z(1500, 4200, 5600, 6200, 7400),
    perHalfKg: z(150, 650, 850, 950, 1150),
    days: z(2, 4, 4, 5, 6),
  },
  {
    carrier: 'FedEx',
    token: 'fedex_international_priority',
    name: 'International Priority',
    base: z(1700, 4500, 5900, 6000, 7600),
    perHalfKg: z(160, 700, 880, 900, 1200),
    days: z(2, 4, 4, 4, 6),
  },
  {
    carrier: 'FedEx',
    token: 'fedex_international_economy',
    name: 'International Economy',
    base: z(1200, 3300, 4100, 4300, 5400),
    perHalfKg: z(110, 480, 600, 640, 820),
    days: z(4, 7, 7, 8, 10),
  },
  {
    carrier: 'UPS',
    token: 'ups_worldwide_saver',
    name: 'Worldwide Saver',
    base: z(1600, 4300, 5500, 5700, 7100),
    perHalfKg: z(150, 660, 820, 860, 1100),
    days: z(2, 5, 5, 5, 7),
  },
  {
    carrier: 'USPS',
    token: 'usps_priority_mail_international',
    name: 'Priority Mail International',
    base: z(900, 3900, 4200, 3600, 4800),
    perHalfKg: z(90, 520, 560, 480, 640),
    days: z(3, 10, 9, 8, 12),
    onlyUs: true,
  },
];

const FREIGHT: Service[] = [
  {
    carrier: 'Air Freight',
    token: 'air_freight_standard',
    name: 'Air Freight (airport to door)',
    base: z(8000, 15000, 22000, 26000, 30000),
    perHalfKg: z(60, 180, 240, 260, 300),
    days: z(3, 6, 7, 8, 10),
  },
  {
    carrier: 'Sea Freight',
    token: 'sea_freight_lcl',
    name: 'Sea Freight LCL (port to door)',
    base: z(12000, 45000, 60000, 70000, 85000),
    perHalfKg: z(8, 18, 22, 24, 30),
    days: z(7, 21, 30, 35, 42),
  },
];

export const FREIGHT_THRESHOLD_GRAMS = 70_000;

export interface Quote {
  carrier: string;
  servicelevel: string;
  service: string;
  amountCents: number;
  estimatedDays: number;
}

export function quote(from: string, to: string, parcel: ParcelIn, opts: { freight?: boolean } = {}): Quote[] {
  const zone = zoneOf(from, to);
  const grams = billableGrams(parcel);
  const halfKgs = grams / 500;
  const freight = opts.freight || grams > FREIGHT_THRESHOLD_GRAMS;
  const services = freight ? FREIGHT : COURIER.filter((s) => !s.onlyUs || from === 'US' || to === 'US');
  return services
    .map((s) => ({
      carrier: s.carrier,
      servicelevel: s.token,
      service: s.name,
      amountCents: s.base[zone] + (halfKgs - 1) * s.perHalfKg[zone],
      estimatedDays: s.days[zone],
    }))
    .sort((a, b) => a.amountCents - b.amountCents);
}
