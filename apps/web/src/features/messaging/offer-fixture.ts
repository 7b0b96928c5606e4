/** Test support: a quote as the API sends it. */
import type { OfferDto } from '@app/shared/offers';

/** A quote as the API sends it (30-70 on 1,000 kg at $1.00), with the given changes. */
export function offerFixture(changes: Partial<OfferDto> = {}): OfferDto {
  return {
    id: 'offer-1',
    conversationId: 'conv-1',
    rfqId: null,
    productId: 'product-1',
    productName: 'Shea butter',
    vendorId: 'vendor-1',
    buyerId: 'buyer-1',
    unit: 'Kilograms',
    unitPrice: '1.00',
    unitPriceCents: 100,
    currency: 'USD',
    quantity: 1000,
    totalCents: 100_000,
    leadTimeDays: 14,
    incoterm: 'FOB',
    paymentTerms: 'escrow',
    shippingEstimateCents: null,
    validUntil: '2026-12-31',
    note: '',
    status: 'SENT',
    orderId: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    decidedAt: null,
    ...changes,
  };
}
