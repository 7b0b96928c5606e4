/** The shipping port: rates and labels from the built-in tables, or from Shippo when SHIPPO_API_KEY is set. */
import { parseAmountToCents } from '@app/shared/money';
import { AppError } from '../../lib/errors.ts';
import { renderLabel, type LabelData } from './label.ts';
import { quote, type ParcelIn } from './rates.ts';
import { msg } from '@app/shared/error-messages';

export interface CarrierRate {
  externalRateId: string | null;
  carrier: string;
  servicelevel: string;
  service: string;
  amountCents: number;
  estimatedDays: number;
  /** Until when the carrier honours the rate, when it says (null: no end given). */
  expiresAt: Date | null;
}

/** What is quoted: the addresses and parcel, and when (the built-in tables' quotes run from that time). */
export interface RateRequest {
  from: Record<string, string>;
  to: Record<string, string>;
  parcel: ParcelIn;
  at?: Date;
}

/** The built-in tables honour a quote for 7 days; after that the shipment is quoted again before its label is bought. */
export const BUILTIN_QUOTE_VALIDITY_MS = 7 * 86_400_000;

export interface CarrierLabel {
  trackingNumber: string;
  pdf: Buffer;
}

export interface ShippingCarrier {
  readonly name: 'builtin' | 'shippo';
  rates(input: RateRequest): Promise<CarrierRate[]>;
  buy(
    rate: CarrierRate,
    label: Omit<LabelData, 'trackingNumber' | 'carrier' | 'service'>,
    trackingNumber: () => string,
  ): Promise<CarrierLabel>;
}

export class BuiltinCarrier implements ShippingCarrier {
  readonly name = 'builtin' as const;
  rates(input: RateRequest): Promise<CarrierRate[]> {
    const expiresAt = new Date((input.at ?? new Date()).getTime() + BUILTIN_QUOTE_VALIDITY_MS);
    return Promise.resolve(
      quote(input.from.country ?? '', input.to.country ?? '', input.parcel).map((q) => ({
        externalRateId: null,
        ...q,
        expiresAt,
      })),
    );
  }
  async buy(
    rate: CarrierRate,
    label: Omit<LabelData, 'trackingNumber' | 'carrier' | 'service'>,
    trackingNumber: () => string,
  ): Promise<CarrierLabel> {
    const tn = trackingNumber();
    return {
      trackingNumber: tn,
      pdf: await renderLabel({ ...label, trackingNumber: tn, carrier: rate.carrier, service: rate.service }),
    };
  }
}

interface ShippoRate {
  object_id: string;
  provider: string;
  servicelevel: { name: string; token: string };
  amount: string;
  currency: string;
  estimated_days: number | null;
}

/** Shippo's REST API (api.goshippo.com): POST /shipments for rates, POST /transactions for the label. */
export class ShippoCarrier implements ShippingCarrier {
  readonly name = 'shippo' as const;
  constructor(
    private readonly apiKey: string,
    private readonly apiBase = 'https://api.goshippo.com',
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.fetchImpl(`${this.apiBase}${path}`, {
      method,
      headers: { authorization: `ShippoToken ${this.apiKey}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok)
      throw new AppError(
        'VALIDATION_ERROR',
        msg('shipping.carrierRefused', { status: res.status, detail: (await res.text()).slice(0, 200) }),
      );
    return (await res.json()) as T;
  }

  /** Shippo's rate objects carry no expiry of their own: stored with none, they are re-quoted only on request. */
  async rates(input: RateRequest): Promise<CarrierRate[]> {
    const address = (a: Record<string, string>) => ({
      name: a.name,
      street1: a.street1,
      city: a.city,
      state: a.state ?? '',
      zip: a.zip,
      country: a.country,
      phone: a.phone ?? '',
    });
    const shipment = await this.call<{ rates: ShippoRate[] }>('POST', '/shipments/', {
      address_from: address(input.from),
      address_to: address(input.to),
      parcels: [
        {
          length: String(input.parcel.length),
          width: String(input.parcel.width),
          height: String(input.parcel.height),
          distance_unit: input.parcel.distance_unit,
          weight: String(input.parcel.weight),
          mass_unit: input.parcel.mass_unit,
        },
      ],
      async: false,
    });
    return shipment.rates
      .map((r) => ({ r, cents: r.currency === 'USD' ? parseAmountToCents(r.amount) : null }))
      .filter((x): x is { r: ShippoRate; cents: number } => x.cents !== null)
      .map(({ r, cents }) => ({
        externalRateId: r.object_id,
        carrier: r.provider,
        servicelevel: r.servicelevel.token,
        service: r.servicelevel.name,
        amountCents: cents,
        estimatedDays: r.estimated_days ?? 0,
        expiresAt: null,
      }))
      .sort((a, b) => a.amountCents - b.amountCents);
  }

  async buy(rate: CarrierRate): Promise<CarrierLabel> {
    if (!rate.externalRateId) throw new AppError('VALIDATION_ERROR', msg('shipping.rateNotBuyable'));
    const tx = await this.call<{
      status: string;
      tracking_number: string;
      label_url: string;
      messages?: { text: string }[];
    }>('POST', '/transactions/', { rate: rate.externalRateId, label_file_type: 'PDF', async: false });
    if (tx.status !== 'SUCCESS')
      throw new AppError(
        'VALIDATION_ERROR',
        msg('shipping.labelFailed', { reason: tx.messages?.[0]?.text ?? tx.status }),
      );
    const pdf = await this.fetchImpl(tx.label_url);
    if (!pdf.ok) throw new AppError('INTERNAL', msg('shipping.labelDownloadFailed'));
    return { trackingNumber: tx.tracking_number, pdf: Buffer.from(await pdf.arrayBuffer()) };
  }
}
