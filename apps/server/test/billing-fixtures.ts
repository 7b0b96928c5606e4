/**
 * An order and a vendor statement as the billing PDFs receive them, built in memory: the PDF tests render them in each
 * language without a database, with names and addresses written in the scripts our readers use.
 */
import type { StatementDto } from '@app/shared/billing';
import type { OrderDto } from '@app/shared/orders';

/** Who buys and who sells on a fixture order. */
export interface FixtureNames {
  buyer: string;
  company?: string;
  vendor: string;
  product: string;
  address?: string;
  city?: string;
}

/** A paid order of one vendor part with two lines (USD), as `getOrder` returns it. */
export function fixtureOrder(names: FixtureNames): OrderDto {
  const address = {
    address: names.address ?? '12 Rue de la Paix',
    city: names.city ?? 'Lagos',
    region: '',
    country: 'NG',
    postalCode: '100001',
  };
  const createdAt = '2026-03-04T10:00:00.000Z';
  return {
    id: '3f2a9c1e-0000-4000-8000-000000000001',
    createdAt,
    status: 'processing',
    currency: 'USD',
    subtotalCents: 48_000,
    shippingCents: 3_500,
    feeCents: 1_440,
    totalCents: 52_940,
    buyerInfo: { name: names.buyer, email: 'buyer@example.com', phone: '+2348012345678', company: names.company ?? '' },
    shippingAddress: address,
    transactionId: 'SBX-7K3M9Q2X',
    paymentProvider: 'sandbox',
    paidUnderLetterOfCredit: null,
    charged: { currency: 'NGN', amountMinor: 79_410_000 },
    refunds: [],
    vendorOrders: [
      {
        id: 'vo-1',
        orderId: '3f2a9c1e-0000-4000-8000-000000000001',
        vendorId: 'vendor-1',
        vendorName: names.vendor,
        status: 'PLACED',
        escrowStatus: 'HELD',
        subtotalCents: 48_000,
        buyerFeeCents: 1_440,
        shippingCents: 3_500,
        shippingMethod: 'carrier',
        shippingService: 'DHL Express Worldwide',
        labelCostCents: 0,
        items: [line(names.product, 'kg', 12_000, 3), line('Raw shea butter', 'kg', 6_000, 2)],
        createdAt,
        deliveredAt: null,
        inspectionEndsAt: null,
        shipBy: null,
        cancelledLate: false,
        plan: {
          id: 'escrow',
          depositPct: 100,
          depositKeptIfBalanceUnpaid: false,
          balanceStatus: 'NONE',
          depositCents: 48_000,
          balanceCents: 0,
          balance: { currency: 'USD', amountMinor: 0 },
          balanceRequestedAt: null,
          balancePaidAt: null,
          balanceOverdueAt: null,
          releasedAtShipment: 'NONE',
          releasedAt: null,
          depositAtProductionStart: false,
          productionStartedAt: null,
          productionPhotos: [],
          releasedCents: 0,
        },
        timeline: [{ step: 'PAID_IN_FULL', at: createdAt }],
        buyer: { name: names.buyer, company: names.company ?? '', country: 'NG' },
        shippingAddress: address,
        settlement: null,
      },
    ],
  };
}

function line(name: string, unit: string, unitPriceCents: number, quantity: number) {
  const total = unitPriceCents * quantity;
  return {
    productId: `p-${name.length}`,
    name,
    imageUrl: null,
    unit,
    currency: 'USD',
    unitPriceCents,
    quantity,
    lineTotalCents: total,
    lineTotalUsdCents: total,
  };
}

/** A March statement: one released sale and one payout, in USD. */
export function fixtureStatement(vendorName: string): StatementDto & { number: string } {
  const sale = {
    transactionId: 'tx-1',
    kind: 'RELEASE',
    at: '2026-03-10T09:00:00.000Z',
    orderId: '3f2a9c1e-0000-4000-8000-000000000001',
    orderRef: '3F2A9C1E',
    reference: null,
    goodsMinor: 48_000,
    sellerFeeMinor: 2_400,
    shippingMinor: 3_500,
    labelMinor: 2_100,
    refundedToBuyerMinor: 0,
    amountMinor: 47_000,
    balanceMinor: 47_000,
  };
  const payout = {
    ...sale,
    transactionId: 'tx-2',
    kind: 'PAYOUT',
    at: '2026-03-20T09:00:00.000Z',
    orderId: null,
    orderRef: null,
    reference: 'GTB-55120',
    goodsMinor: 0,
    sellerFeeMinor: 0,
    shippingMinor: 0,
    labelMinor: 0,
    amountMinor: -40_000,
    balanceMinor: 7_000,
  };
  return {
    vendorId: 'vendor-1',
    vendorName,
    month: '2026-03',
    from: '2026-03-01T00:00:00.000Z',
    to: '2026-04-01T00:00:00.000Z',
    complete: true,
    number: 'ST-000001',
    months: ['2026-03'],
    currencies: [
      {
        currency: 'USD',
        openingMinor: 0,
        closingMinor: 7_000,
        lines: [sale, payout],
        totals: {
          goodsMinor: 48_000,
          sellerFeesMinor: 2_400,
          shippingMinor: 3_500,
          labelsMinor: 2_100,
          refundedToBuyersMinor: 0,
          payoutsMinor: -40_000,
          reversalsMinor: 0,
          otherMinor: 0,
          netMinor: 7_000,
        },
      },
    ],
  };
}
