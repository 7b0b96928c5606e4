/** Test support: buying requests and quotes as the API sends them. */
import type { OfferDto } from '@app/shared/offers';
import { landedUnitCents, type RfqDetailDto, type RfqDto, type RfqQuoteDto } from '@app/shared/rfqs';

export function rfqFixture(changes: Partial<RfqDto> = {}): RfqDto {
  return {
    id: 'rfq-1',
    buyerId: 'buyer-1',
    product: 'Dried split ginger, grade A',
    category: 'agriculture-farming',
    quantity: 1000,
    unit: 'KG',
    targetUnitPriceCents: 250,
    currency: 'USD',
    destinationCountry: 'Germany',
    incoterm: 'CIF',
    neededBy: null,
    certifications: ['Organic'],
    verifiedOnly: false,
    details: '',
    attachments: [],
    closesOn: '2099-12-31',
    status: 'OPEN',
    awardedOfferId: null,
    quoteCount: 2,
    createdAt: '2026-11-20T10:00:00.000Z',
    closedAt: null,
    ...changes,
  };
}

export function quoteOfferFixture(changes: Partial<OfferDto> = {}): OfferDto {
  return {
    id: 'offer-1',
    conversationId: 'conv-1',
    rfqId: 'rfq-1',
    productId: 'product-1',
    productName: 'Ginger',
    vendorId: 'vendor-1',
    buyerId: 'buyer-1',
    unit: 'KG',
    unitPrice: '2.00',
    unitPriceCents: 200,
    currency: 'USD',
    quantity: 1000,
    totalCents: 200_000,
    leadTimeDays: 14,
    incoterm: 'CIF',
    paymentTerms: 'escrow',
    shippingEstimateCents: null,
    validUntil: '2099-12-31',
    note: '',
    status: 'SENT',
    orderId: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    decidedAt: null,
    ...changes,
  };
}

export function quoteFixture(offer: Partial<OfferDto> = {}, changes: Partial<RfqQuoteDto> = {}): RfqQuoteDto {
  const o = quoteOfferFixture(offer);
  const landed = landedUnitCents(o.unitPriceCents, o.quantity, o.shippingEstimateCents);
  return {
    offer: o,
    vendorName: 'Kaduna Spice Co.',
    vendorCountry: 'Nigeria',
    vendorVerified: true,
    shortlisted: false,
    reliability: {
      vendorId: o.vendorId,
      orders: 12,
      onTimeRate: 0.92,
      deliveryRate: 1,
      disputeRate: 0,
      disputes: 0,
      averageRating: 4.6,
      ratings: 9,
      responseSeconds: 3600,
    },
    landedUnitCents: landed,
    // USD quotes only here, unless a test says otherwise
    landedUnitUsdCents: landed,
    ...changes,
  };
}

export function detailFixture(changes: Partial<RfqDetailDto> = {}): RfqDetailDto {
  return { rfq: rfqFixture(), role: 'buyer', quotes: [], ...changes };
}
