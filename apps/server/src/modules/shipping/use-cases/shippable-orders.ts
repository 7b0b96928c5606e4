import type { z } from 'zod';
import { centsToPrice } from '@app/shared/catalog';
import type { shippableOrdersResponse } from '@app/shared/shipping';
import type { Deps } from '../../../deps.ts';
import type { AuthContext } from '../../auth/auth.types.ts';
import { agreedIncoterms } from '../../offers/offers.service.ts';
import { orderRef } from '../../orders/order-ref.ts';
import { shippableVendorOrders } from '../../orders/use-cases/shippable-vendor-orders.ts';
import { quoteTimes, rateDto } from '../rate-quote.ts';
import { customsDefaults, recipientAddress, senderAddress } from '../shipment-defaults.ts';
import * as repo from '../shipping.repository.ts';

type Response = z.input<typeof shippableOrdersResponse>;

const SHIPPABLE = ['PLACED', 'ACCEPTED', 'SHIPPED', 'DELIVERED'] as const;

/** The draft part of a shipment still waiting for its label: its stored quote, cheapest rate and destination. */
function draftOf(
  s: repo.ShipmentRow,
  rates: repo.RateRow[],
  now: Date,
): Response['items'][number]['shipments'][number]['draft'] {
  if (s.status !== 'PENDING_LABEL') return null;
  const t = quoteTimes(s, rates, now);
  const cheapest = rates.reduce<repo.RateRow | null>(
    (min, r) => (!min || r.amountCents < min.amountCents ? r : min),
    null,
  );
  const weight = Number(s.parcel.weight);
  return {
    quoted_at: t.quotedAt.toISOString(),
    expires_at: t.expiresAt?.toISOString() ?? null,
    expired: t.expired,
    cheapest: cheapest ? rateDto(cheapest) : null,
    destination: { city: s.addressTo.city ?? '', country: s.addressTo.country ?? '' },
    weight_kg: Number.isFinite(weight) ? String(weight) : (s.billableGrams / 1000).toFixed(1),
  };
}

/**
 * GET /api/shipping/vendor-orders: the vendor's orders to ship, each with the shipment form's starting values (sender
 * = business address, recipient = the order's address, customs = goods value and agreed Incoterm, else FCA) and its
 * shipments; drafts carry their stored quote so the label can be bought later. Cancelled drafts are left out.
 */
export async function shippableOrders(deps: Deps, auth: AuthContext): Promise<Response> {
  const me = auth.user;
  const [shippable, shipFrom] = await Promise.all([
    shippableVendorOrders(deps.db, { vendorId: me.id, statuses: SHIPPABLE }),
    senderAddress(deps.db, me),
  ]);
  const orderIds = [...new Set(shippable.map((s) => s.order.id))];
  const [ships, agreed] = await Promise.all([
    repo.shipmentsOfVendorOrders(
      deps.db,
      shippable.map((s) => s.vo.id),
    ),
    agreedIncoterms(deps.db, orderIds, me.id),
  ]);
  const live = ships.filter((s) => s.status !== 'CANCELLED');
  const rates = await repo.ratesOfShipments(
    deps.db,
    live.filter((s) => s.status === 'PENDING_LABEL').map((s) => s.id),
  );
  const now = deps.clock.now();
  return {
    shipFrom,
    items: shippable.map(({ vo, order: o, items: lines }) => {
      const customs = customsDefaults(o, lines, agreed.get(o.id), shipFrom.country);
      return {
        orderId: o.id,
        vendorOrderId: vo.id,
        orderRef: orderRef(o.id),
        status: vo.status,
        createdAt: vo.createdAt.toISOString(),
        buyerName: o.buyerInfo.name,
        awaitingBalance: vo.balanceStatus === 'PENDING' || vo.balanceStatus === 'DUE',
        items: lines.map((i) => ({ name: i.productName, quantity: i.quantity, unit: i.unit })),
        addressFrom: shipFrom,
        addressTo: recipientAddress(o),
        customs: {
          description: customs.description,
          value_amount: centsToPrice(customs.valueCents),
          value_currency: customs.currency,
          origin_country: customs.originCountry,
          incoterms: customs.incoterm,
          incoterms_source: customs.incotermSource,
        },
        shipments: live
          .filter((s) => s.vendorOrderId === vo.id)
          .map((s) => ({
            id: s.id,
            status: s.status,
            carrier: s.carrier,
            tracking_number: s.trackingNumber,
            label_url: s.labelKey ? `/api/shipments/${s.id}/label.pdf` : null,
            created_at: s.createdAt.toISOString(),
            draft: draftOf(
              s,
              rates.filter((r) => r.shipmentId === s.id),
              now,
            ),
          })),
      };
    }),
  };
}
