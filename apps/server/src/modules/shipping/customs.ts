/**
 * The customs declaration of a shipment: what the vendor declared, completed from the order (goods value in the order
 * currency, the Incoterm agreed on the accepted quote, else FCA), and how it is read back for the commercial invoice.
 */
import type { z } from 'zod';
import { CURRENCIES, type Currency } from '@app/shared/constants';
import { msg } from '@app/shared/error-messages';
import { parseAmountToCents } from '@app/shared/money';
import { INCOTERMS, type Incoterm } from '@app/shared/offers';
import type { customsSchema } from '@app/shared/shipping';
import { fieldError } from '../../lib/errors.ts';

/** The platform's Incoterm when no quote agreed one: the seller hands the goods to the buyer's carrier, export-cleared. */
export const DEFAULT_INCOTERM: Incoterm = 'FCA';

/** As stored in shipments.customs. */
export interface CustomsDeclaration {
  description: string;
  hs_code: string;
  value_cents: number;
  value_currency: Currency;
  origin_country: string;
  incoterms: Incoterm;
  /** Samples without commercial value (declared at 0). */
  samples: boolean;
}

export interface CustomsDefaults {
  description: string;
  valueCents: number;
  currency: Currency;
  originCountry: string;
  incoterm: Incoterm;
}

type CustomsInput = z.output<typeof customsSchema>;

/** The declaration to store: what was declared, the order's values for what was not. A 0 value must be samples. */
export function resolveCustoms(input: CustomsInput | undefined, defaults: CustomsDefaults): CustomsDeclaration {
  const samples = input?.samples ?? false;
  const declared = input?.value_amount === undefined ? null : parseAmountToCents(input.value_amount);
  const valueCents = declared ?? defaults.valueCents;
  if (valueCents === 0 && !samples) throw fieldError('customs.value_amount', msg('shipping.form.valueZero'));
  return {
    description: input?.description || defaults.description,
    hs_code: input?.hs_code ?? '',
    value_cents: valueCents,
    value_currency: input?.value_currency ?? defaults.currency,
    origin_country: input?.origin_country ?? defaults.originCountry,
    incoterms: input?.incoterms ?? defaults.incoterm,
    samples,
  };
}

const isCurrency = (v: unknown): v is Currency => (CURRENCIES as readonly unknown[]).includes(v);
const isIncoterm = (v: unknown): v is Incoterm => (INCOTERMS as readonly unknown[]).includes(v);

/**
 * A stored declaration as printed. Shipments made before declarations were completed hold `value_amount` (a number)
 * or nothing: those read as declared, with no value (null), never as 0 or as DDP.
 */
export function readCustoms(
  stored: Record<string, unknown> | null,
): Omit<CustomsDeclaration, 'value_cents' | 'incoterms'> & { value_cents: number | null; incoterms: Incoterm | null } {
  const c = stored ?? {};
  const legacy =
    typeof c.value_amount === 'number' && Number.isFinite(c.value_amount) ? Math.round(c.value_amount * 100) : null;
  return {
    description: typeof c.description === 'string' ? c.description : '',
    hs_code: typeof c.hs_code === 'string' ? c.hs_code : '',
    value_cents: typeof c.value_cents === 'number' ? c.value_cents : legacy,
    value_currency: isCurrency(c.value_currency) ? c.value_currency : 'USD',
    origin_country: typeof c.origin_country === 'string' ? c.origin_country : '',
    incoterms: isIncoterm(c.incoterms) ? c.incoterms : null,
    samples: c.samples === true,
  };
}
