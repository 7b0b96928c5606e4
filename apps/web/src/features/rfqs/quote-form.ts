/** The vendor's quote on a buying request: fields as typed, defaults from the request, the contract it makes. */
import type { ProductDto } from '@app/shared/catalog';
import { rfqQuoteInput, type RfqDto } from '@app/shared/rfqs';
import { isoDaysFrom } from './rfq-form';

export interface QuoteFormValues {
  productId: string;
  unitPrice: string;
  currency: string;
  quantity: string;
  leadTimeDays: string;
  incoterm: string;
  shippingEstimate: string;
  validUntil: string;
  note: string;
}

/** The vendor's active products in the request's category, the ones they may quote with. */
export function quotableProducts(products: readonly ProductDto[], category: string): ProductDto[] {
  return products.filter((p) => p.status === 'active' && p.category === category);
}

/**
 * Defaults: the first quotable product (its price and currency when the request names no target), the request's
 * quantity, Incoterm and currency, a lead time of the product's, valid until the request closes (at least a week).
 */
export function quoteDefaults(rfq: RfqDto, product: ProductDto | undefined, now: Date = new Date()): QuoteFormValues {
  const weekAhead = isoDaysFrom(7, now);
  return {
    productId: product?.id ?? '',
    unitPrice: product && product.currency === rfq.currency ? product.price : '',
    currency: rfq.currency,
    quantity: String(rfq.quantity),
    leadTimeDays: String(product?.leadTime ?? 14),
    incoterm: rfq.incoterm,
    shippingEstimate: '',
    validUntil: rfq.closesOn > weekAhead ? rfq.closesOn : weekAhead,
    note: '',
  };
}

export function parseQuoteForm(values: QuoteFormValues) {
  return rfqQuoteInput.safeParse(values);
}
