import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO, postJson } from './helpers';

/**
 * Orders of the demo vendor (Mensah Cocoa Cooperative) through the API, for specs that start from a paid or shipped
 * order: the demo buyer pays one product in the sandbox, and the vendor buys a label (the order ships, no carrier
 * delivery event).
 */

/**
 * The demo buyer's cart emptied, then one demo-vendor product between $50 and $1,000 (its minimum quantity: card
 * rails allowed).
 */
export async function demoCartOfOneProduct(api: APIRequestContext, token: string): Promise<{ id: string }> {
  const cart = await (await api.get('/api/cart')).json();
  for (const line of cart.lines ?? [])
    await api.delete(`/api/cart/items/${line.productId}`, { headers: { 'x-csrf-token': token } });
  const found = await (await api.get('/api/products?q=Mensah&limit=48')).json();
  const product = found.items.find(
    (p: { vendorName: string; currency: string; priceCents: number; minOrder: number }) =>
      p.vendorName === 'Mensah Cocoa Cooperative' &&
      p.currency === 'USD' &&
      p.priceCents * p.minOrder <= 100_000 &&
      p.priceCents * p.minOrder >= 5_000,
  );
  expect(product, 'a demo-vendor product between $50 and $1,000').toBeTruthy();
  await postJson(api, '/api/cart/items', token, { productId: product.id, quantity: product.minOrder });
  return product as { id: string };
}

/** A vendor order's money as the buyer's order lists it (USD cents). */
export interface VendorOrderMoney {
  id: string;
  subtotalCents: number;
  /** What the buyer paid for this part's shipping (issue 17). */
  shippingCents: number;
  /** The labels bought through the platform for it, taken from the vendor's share at release. */
  labelCostCents: number;
}

/**
 * What releasing `goodsCents` of a vendor order pays the vendor (issue 17): those goods less the 5% seller fee on
 * them (half up), plus the shipping the buyer paid, less the labels bought through the platform (never below nothing).
 */
export function vendorReleaseCents(vo: Pick<VendorOrderMoney, 'shippingCents' | 'labelCostCents'>, goodsCents: number) {
  const gross = goodsCents - Math.floor((goodsCents * 5 + 50) / 100) + vo.shippingCents;
  return gross - Math.min(vo.labelCostCents, gross);
}

/** A paid order of one demo-vendor product between $50 and $1,000 (its minimum quantity), by the demo buyer. */
export async function paidDemoOrder(
  api: APIRequestContext,
  token: string,
  keyPrefix: string,
): Promise<{ orderId: string; vo: VendorOrderMoney }> {
  await demoCartOfOneProduct(api, token);
  const checkout = await postJson(api, '/api/checkout', token, {
    contact: { name: 'Claire Dubois', email: DEMO.buyer, phone: '+33 1 44 55 66 77', company: 'Dubois Import SARL' },
    shipping: { address: '12 Rue de Rivoli', city: 'Paris', country: 'France', postalCode: '75001' },
    idempotencyKey: `${keyPrefix}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  });
  await postJson(api, `/api/payments/sandbox/orders/${checkout.providerOrderId}/approve`, token);
  const { orderId } = await postJson(api, `/api/checkout/${checkout.checkoutId}/capture`, token);
  const order = await (await api.get(`/api/orders/${orderId}`)).json();
  return { orderId, vo: order.vendorOrders[0] };
}

/**
 * The demo vendor (signed in on `api`) buys a label for a vendor order of the demo buyer's: the order ships, with no
 * carrier delivery event. `extra` adds to the shipment request (e.g. customs). Answers the shipment and the purchase.
 */
export async function demoLabelBought(
  api: APIRequestContext,
  token: string,
  orderId: string,
  vendorOrderId: string,
  extra: Record<string, unknown> = {},
): Promise<{ shipmentId: string; tracking_number: string }> {
  const created = await postJson(api, '/api/shipments', token, {
    orderId,
    vendorOrderId,
    address_from: {
      name: 'Mensah Cocoa Cooperative',
      street1: '4 Adum Market Road',
      city: 'Kumasi',
      zip: 'AK-039',
      country: 'GH',
      phone: '+233 20 000 0000',
    },
    address_to: {
      name: 'Claire Dubois',
      street1: '12 Rue de Rivoli',
      city: 'Paris',
      zip: '75001',
      country: 'FR',
      phone: '+33 1 44 55 66 77',
    },
    parcel: { length: 60, width: 40, height: 30, distance_unit: 'cm', weight: 12.5, mass_unit: 'kg' },
    ...extra,
  });
  const bought = await postJson(api, `/api/shipments/${created.shipment_id}/buy`, token, {
    rate_id: created.rates[0].rate_id,
    label_file_type: 'PDF',
  });
  return { shipmentId: created.shipment_id, ...bought };
}
