/** Test support: a vendor order as the API sends it (a 30-70 plan by default), with the fields a test changes. */
import type { VendorOrderDto } from '@app/shared/orders';

type PlanChanges = Partial<VendorOrderDto['plan']>;

export function vendorOrderFixture(
  changes: Partial<Omit<VendorOrderDto, 'plan'>> & { plan?: PlanChanges } = {},
): VendorOrderDto {
  const { plan, ...rest } = changes;
  return {
    id: '3f7a0c1e-0000-4000-8000-000000000001',
    orderId: 'a1b2c3d4-0000-4000-8000-000000000002',
    vendorId: 'vendor-1',
    vendorName: 'Kano Textiles',
    status: 'ACCEPTED',
    escrowStatus: 'HELD',
    subtotalCents: 100_000,
    buyerFeeCents: 5_000,
    shippingCents: 3_000,
    shippingMethod: 'carrier',
    shippingService: 'DHL Express Worldwide',
    labelCostCents: 0,
    items: [
      {
        productId: 'p-1',
        name: 'Adire fabric',
        imageUrl: null,
        unit: 'yard',
        currency: 'USD',
        unitPriceCents: 1_000,
        quantity: 100,
        lineTotalCents: 100_000,
        lineTotalUsdCents: 100_000,
      },
    ],
    createdAt: '2026-05-01T10:00:00.000Z',
    deliveredAt: null,
    inspectionEndsAt: null,
    shipBy: null,
    cancelledLate: false,
    plan: {
      id: '30-70',
      depositPct: 30,
      depositKeptIfBalanceUnpaid: true,
      balanceStatus: 'PENDING',
      depositCents: 30_000,
      balanceCents: 73_000,
      balance: { currency: 'USD', amountMinor: 73_000 },
      balanceRequestedAt: null,
      balancePaidAt: null,
      balanceOverdueAt: null,
      releasedAtShipment: 'DEPOSIT',
      releasedCents: 0,
      releasedAt: null,
      depositAtProductionStart: true,
      productionStartedAt: null,
      productionPhotos: [],
      ...plan,
    },
    timeline: [
      { step: 'DEPOSIT_PAID', at: '2026-05-01T10:00:00.000Z' },
      { step: 'ACCEPTED', at: '2026-05-02T09:00:00.000Z' },
    ],
    buyer: { name: 'Ada Obi', company: 'Obi Imports', country: 'NG' },
    shippingAddress: {
      address: '1 Marina',
      city: 'Lagos',
      region: 'Lagos',
      country: 'NG',
      postalCode: '101001',
    },
    settlement: null,
    ...rest,
  };
}
