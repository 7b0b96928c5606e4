/** Orders taken through payment, shipping, delivery and release, for the reviews, reliability and fraud tests. */
import { expect } from 'vitest';
import { ApiClient, type TestEnv } from './harness.ts';
import type { signUp } from './flows.ts';
import { payForCart } from './flows.ts';
import { productBody } from './fixtures.ts';

export type Party = Awaited<ReturnType<typeof signUp>>;

export async function signInAdmin(env: TestEnv, email: string): Promise<ApiClient> {
  const { ensureAdmin } = await import('../src/modules/auth/auth.service.ts');
  await ensureAdmin(env.deps, email, 'Trade-Admin-Pass-1');
  const admin = new ApiClient(env.app);
  expect((await admin.post('/api/auth/login', { email, password: 'Trade-Admin-Pass-1' })).status).toBe(200);
  return admin;
}

export async function listProduct(
  vendor: Party,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; name: string }> {
  const res = await vendor.client.post(
    '/api/vendor/products',
    productBody({
      name: `Shea butter ${Math.random().toString(36).slice(2, 7)}`,
      price: '100.00',
      minOrder: 1,
      stock: 500,
      leadTime: 10,
      ...overrides,
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A paid order of the given products (qty 1 each unless given); returns the order and its first vendor order. */
export async function buy(buyer: Party, productIds: string[], qty = 1) {
  for (const id of productIds)
    expect((await buyer.client.post('/api/cart/items', { productId: id, quantity: qty })).status).toBeLessThan(300);
  const pay = await payForCart(buyer.client);
  const captured = await buyer.client.post(`/api/checkout/${pay.checkoutId}/capture`);
  expect(captured.status, JSON.stringify(captured.body)).toBe(200);
  const order = (await buyer.client.get(`/api/orders/${captured.body.orderId}`)).body;
  return {
    orderId: captured.body.orderId as string,
    order,
    vo: order.vendorOrders[0] as { id: string; vendorId: string },
  };
}

/** The vendor buys a label (the order ships). */
export async function ship(vendor: Party, orderId: string, vendorOrderId: string): Promise<string> {
  const created = await vendor.client.post('/api/shipments', {
    orderId,
    vendorOrderId,
    address_from: {
      name: 'Kofi',
      street1: '12 Harbour Road',
      city: 'Tema',
      zip: 'GA-001',
      country: 'GH',
      phone: '+233 20 000 0000',
    },
    address_to: { name: 'Claire Dubois', street1: '12 Rue de la Paix', city: 'Paris', zip: '75002', country: 'FR' },
    parcel: { length: 40, width: 30, height: 20, weight: 5 },
  });
  expect(created.status, JSON.stringify(created.body)).toBeLessThan(300);
  const bought = await vendor.client.post(`/api/shipments/${created.body.shipment_id}/buy`, {
    rate_id: created.body.rates[0].rate_id,
  });
  expect(bought.status, JSON.stringify(bought.body)).toBeLessThan(300);
  return created.body.shipment_id as string;
}

export async function deliver(env: TestEnv, admin: ApiClient, shipmentId: string): Promise<void> {
  const ev = await admin.post(`/api/admin/shipments/${shipmentId}/events`, {
    status: 'DELIVERED',
    description: 'Delivered to reception',
    city: 'Paris',
    country: 'FR',
    occurredAt: env.clock.now().toISOString(),
  });
  expect(ev.body.applied, JSON.stringify(ev.body)).toBe(true);
}

export async function confirmReceipt(buyer: Party, vendorOrderId: string) {
  return buyer.client.post(`/api/orders/vendor-orders/${vendorOrderId}/confirm-receipt`);
}

/** Paid, shipped, delivered and released by the buyer's confirmation. */
export async function releasedOrder(env: TestEnv, admin: ApiClient, vendor: Party, buyer: Party, productIds: string[]) {
  const o = await buy(buyer, productIds);
  const shipmentId = await ship(vendor, o.orderId, o.vo.id);
  await deliver(env, admin, shipmentId);
  const confirmed = await confirmReceipt(buyer, o.vo.id);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return o;
}

/** What the labels bought through us for a vendor order cost (taken from the vendor's share at release). */
export async function labelCostOf(env: TestEnv, vendorOrderId: string): Promise<number> {
  const { sql } = await import('drizzle-orm');
  const { queryRows } = await import('../src/db/client.ts');
  const [row] = await queryRows<{ c: number }>(
    env.deps.db,
    sql`select label_cost_cents as c from vendor_orders where id = ${vendorOrderId}`,
  );
  return Number(row!.c);
}
