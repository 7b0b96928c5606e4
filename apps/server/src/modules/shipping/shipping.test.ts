import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { labelCostOf } from '../../../test/trade-flows.ts';
import { payForCart, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { pdfBarcodes, pdfText } from '../../../test/pdf-text.ts';
import { ensureAdmin } from '../auth/auth.service.ts';
import { autoReleaseDue } from '../orders/orders.service.ts';
import { signCarrierWebhook } from './shipping.routes.ts';

const SECRET = 'carrier-webhook-secret-for-tests';
let env: TestEnv;
let vendor: Awaited<ReturnType<typeof signUp>>;
let otherVendor: Awaited<ReturnType<typeof signUp>>;
let admin: ApiClient;

beforeAll(async () => {
  env = await createTestEnv({ SHIPPING_WEBHOOK_SECRET: SECRET });
  vendor = await signUp(env, { role: 'vendor', name: 'Kofi Shipper' });
  otherVendor = await signUp(env, { role: 'vendor' });
  await ensureAdmin(env.deps, 'ship-admin@example.com', 'Ship-Admin-Pass-1');
  admin = new ApiClient(env.app);
  await admin.post('/api/auth/login', { email: 'ship-admin@example.com', password: 'Ship-Admin-Pass-1' });
});
afterAll(async () => {
  await env.close();
});

async function placed(price = '100.00', qty = 2) {
  const p = (
    await vendor.client.post(
      '/api/vendor/products',
      productBody({ name: `Shipped goods ${Math.random().toString(36).slice(2, 6)}`, price, minOrder: 1, stock: 50 }),
    )
  ).body;
  const buyer = await signUp(env);
  await buyer.client.post('/api/cart/items', { productId: p.id, quantity: qty });
  const pay = await payForCart(buyer.client);
  const { orderId } = (await buyer.client.post(`/api/checkout/${pay.checkoutId}/capture`)).body;
  const order = (await buyer.client.get(`/api/orders/${orderId}`)).body;
  return { buyer, order, vo: order.vendorOrders[0] };
}

function shipmentBody(orderId: string, vendorOrderId: string) {
  return {
    orderId,
    vendorOrderId,
    address_from: {
      name: 'Kofi Shipper',
      street1: '12 Harbour Road',
      city: 'Tema',
      zip: 'GA-001',
      country: 'GH',
      phone: '+233 20 000 0000',
    },
    address_to: { name: 'Claire Dubois', street1: '12 Rue de la Paix', city: 'Paris', zip: '75002', country: 'FR' },
    parcel: { length: 40, width: 30, height: 20, weight: 5 },
    customs: {
      description: 'Cocoa beans',
      hs_code: '180100',
      value_amount: 200,
      value_currency: 'USD',
      origin_country: 'GH',
      incoterms: 'DDP',
    },
  };
}

async function webhook(body: Record<string, unknown>, opts: { secret?: string; at?: Date } = {}) {
  const raw = JSON.stringify(body);
  const ts = String(Math.floor((opts.at ?? env.clock.now()).getTime() / 1000));
  return env.app.inject({
    method: 'POST',
    url: '/api/shipping/carrier-webhook',
    headers: {
      'content-type': 'application/json',
      'x-afb-timestamp': ts,
      'x-afb-signature': signCarrierWebhook(opts.secret ?? SECRET, ts, raw),
    },
    payload: raw,
  });
}

describe('shipments, labels and tracking', () => {
  it('only the vendor of the order (or an admin) creates a shipment and buys its label, once', async () => {
    const { buyer, order, vo } = await placed();
    expect((await otherVendor.client.post('/api/shipments', shipmentBody(order.id, vo.id))).status).toBe(404);
    expect((await buyer.client.post('/api/shipments', shipmentBody(order.id, vo.id))).status).toBe(403);
    expect((await new ApiClient(env.app).post('/api/shipments', shipmentBody(order.id, vo.id))).status).toBe(401);
    const invalid = await vendor.client.post('/api/shipments', {
      ...shipmentBody(order.id, vo.id),
      parcel: { length: 0, width: 30, height: 20, weight: 5 },
    });
    expect(invalid.body.error.details.fields['parcel.length']).toBe('Length must be greater than 0');

    const created = await vendor.client.post('/api/shipments', shipmentBody(order.id, vo.id));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.rates.map((r: { carrier: string }) => r.carrier)).toEqual(
      expect.arrayContaining(['DHL', 'FedEx', 'UPS']),
    );
    const rate = created.body.rates[0];
    expect(rate.amount).toMatch(/^\d+\.\d{2}$/);
    // after a reload, the same rates can be fetched again
    expect((await vendor.client.get(`/api/shipments/${created.body.shipment_id}/rates`)).body.rates).toEqual(
      created.body.rates,
    );
    expect((await otherVendor.client.get(`/api/shipments/${created.body.shipment_id}/rates`)).status).toBe(404);

    expect(
      (await otherVendor.client.post(`/api/shipments/${created.body.shipment_id}/buy`, { rate_id: rate.rate_id }))
        .status,
    ).toBe(404);
    const bought = await vendor.client.post(`/api/shipments/${created.body.shipment_id}/buy`, {
      rate_id: rate.rate_id,
      label_file_type: 'PDF',
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(bought.body.carrier).toBe(rate.carrier);
    const twice = await vendor.client.post(`/api/shipments/${created.body.shipment_id}/buy`, { rate_id: rate.rate_id });
    expect(twice.status).toBe(409);

    const label = await vendor.client.raw(bought.body.label_url);
    expect(label.headers['content-type']).toBe('application/pdf');
    const text = pdfText(label.rawPayload);
    expect(text).toContain('Claire Dubois');
    expect(text).toContain('12 Harbour Road');
    expect(text).toContain(bought.body.tracking_number);
    expect(pdfBarcodes(label.rawPayload)).toContain(bought.body.tracking_number);
    expect((await otherVendor.client.raw(bought.body.label_url)).statusCode).toBe(404);

    const after = (await buyer.client.get(`/api/orders/${order.id}`)).body;
    expect(after.status).toBe('shipped');

    const invoice = await buyer.client.raw(`/api/shipments/${created.body.shipment_id}/commercial-invoice.pdf`);
    expect(invoice.statusCode).toBe(200);
    const invoiceText = pdfText(invoice.rawPayload);
    expect(invoiceText).toContain('Commercial Invoice');
    expect(invoiceText).toContain('HS code: 180100');
    expect(invoiceText).toContain('Incoterms: DDP');
    expect(invoiceText).toContain('Order value (USD): 200.00 USD');
    expect(invoiceText).toContain('Declared customs value: 200.00 USD');
    const packing = pdfText(
      (await vendor.client.raw(`/api/shipments/${created.body.shipment_id}/packing-list.pdf`)).rawPayload,
    );
    expect(packing).toContain('Packing List');
    expect(packing).not.toContain('100.00');
    expect(
      (await otherVendor.client.raw(`/api/shipments/${created.body.shipment_id}/packing-list.pdf`)).statusCode,
    ).toBe(404);

    const picker = (await vendor.client.get('/api/shipping/vendor-orders')).body.items.find(
      (i: { vendorOrderId: string }) => i.vendorOrderId === vo.id,
    );
    expect(picker).toMatchObject({
      orderId: order.id,
      addressTo: { street1: '12 Rue de la Paix', city: 'Paris', zip: '75002', country: 'FR' },
      shipments: [{ id: created.body.shipment_id, status: 'LABEL_READY' }],
    });
    expect(
      (await otherVendor.client.get('/api/shipping/vendor-orders')).body.items.some(
        (i: { vendorOrderId: string }) => i.vendorOrderId === vo.id,
      ),
    ).toBe(false);
    await env.smtp.waitFor(buyer.email, (m) => m.subject.includes('is being shipped'));
  });

  it('takes signed carrier events once, in any order, and opens the inspection window on delivery', async () => {
    const { buyer, order, vo } = await placed();
    const created = await vendor.client.post('/api/shipments', shipmentBody(order.id, vo.id));
    const bought = (
      await vendor.client.post(`/api/shipments/${created.body.shipment_id}/buy`, {
        rate_id: created.body.rates[0].rate_id,
      })
    ).body;
    const t0 = env.clock.now();
    const transit = {
      event_id: 'evt-1',
      tracking_number: bought.tracking_number,
      status: 'TRANSIT',
      description: 'Departed Accra hub',
      city: 'Accra',
      country: 'GH',
      occurred_at: new Date(t0.getTime() + 3600_000).toISOString(),
    };

    expect((await webhook(transit, { secret: 'wrong-secret-wrong-secret' })).statusCode).toBe(403);
    expect((await webhook(transit, { at: new Date(t0.getTime() - 10 * 60_000) })).statusCode).toBe(403);
    expect((await webhook(transit)).json()).toEqual({ applied: true, duplicate: false });
    expect((await webhook(transit)).json()).toEqual({ applied: false, duplicate: true });

    const delivered = {
      event_id: 'evt-3',
      tracking_number: bought.tracking_number,
      status: 'DELIVERED',
      description: 'Delivered, signed by C. Dubois',
      city: 'Paris',
      country: 'FR',
      occurred_at: new Date(t0.getTime() + 3 * 86_400_000).toISOString(),
    };
    expect((await webhook(delivered)).json()).toEqual({ applied: true, duplicate: false });
    // a late event from before the delivery is kept in the history but does not move the status back
    const late = {
      event_id: 'evt-2',
      tracking_number: bought.tracking_number,
      status: 'TRANSIT',
      description: 'Arrived Paris CDG',
      city: 'Paris',
      country: 'FR',
      occurred_at: new Date(t0.getTime() + 2 * 86_400_000).toISOString(),
    };
    expect((await webhook(late)).json()).toEqual({ applied: false, duplicate: false });
    // a carrier event without text of its own: the platform words it (flagged, so each reader sees their language)
    const quiet = {
      event_id: 'evt-0',
      tracking_number: bought.tracking_number,
      status: 'TRANSIT',
      city: 'Accra',
      country: 'GH',
      occurred_at: new Date(t0.getTime() + 1800_000).toISOString(),
    };
    expect((await webhook(quiet)).json()).toEqual({ applied: false, duplicate: false });

    const pub = await new ApiClient(env.app).get(`/api/tracking/order/${order.id}`);
    expect(pub.status).toBe(200);
    const s = pub.body.shipments[0];
    expect(s.shipment.status).toBe('DELIVERED');
    expect(s.events.map((e: { event_desc: string }) => e.event_desc)).toEqual([
      'Delivered, signed by C. Dubois',
      'Arrived Paris CDG',
      'Departed Accra hub',
      'In transit',
      expect.stringContaining('Label created'),
    ]);
    expect(s.events.map((e: { generated: boolean }) => e.generated)).toEqual([false, false, false, true, true]);
    expect(JSON.stringify(pub.body)).not.toContain('Rue de la Paix');
    expect(JSON.stringify(pub.body)).not.toContain('amount');
    expect((await new ApiClient(env.app).get('/api/tracking/order/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );

    const [row] = await queryRows<{ status: string; inspection_ends_at: Date }>(
      env.deps.db,
      sql`select status, inspection_ends_at from vendor_orders where id = ${vo.id}`,
    );
    expect(row!.status).toBe('DELIVERED');
    expect(new Date(row!.inspection_ends_at).toISOString()).toBe(
      new Date(t0.getTime() + 10 * 86_400_000).toISOString(),
    );
    await env.smtp.waitFor(buyer.email, (m) => m.subject.includes('was delivered'));
  });

  it('releases escrow automatically after the 7-day window, never while a dispute is open', async () => {
    const { vo, order } = await placed('200.00', 1);
    const created = await vendor.client.post('/api/shipments', shipmentBody(order.id, vo.id));
    const bought = (
      await vendor.client.post(`/api/shipments/${created.body.shipment_id}/buy`, {
        rate_id: created.body.rates[0].rate_id,
      })
    ).body;
    await webhook({
      event_id: `d-${vo.id}`,
      tracking_number: bought.tracking_number,
      status: 'DELIVERED',
      occurred_at: env.clock.now().toISOString(),
    });
    const before = (await vendor.client.get('/api/vendor/balance')).body.availableCents;
    env.clock.advance(6 * 86_400_000);
    await autoReleaseDue(env.deps);
    expect((await vendor.client.get('/api/vendor/balance')).body.availableCents).toBe(before);
    await env.deps.db.execute(sql`update vendor_orders set dispute_open = true where id = ${vo.id}`);
    env.clock.advance(2 * 86_400_000);
    await autoReleaseDue(env.deps);
    expect((await vendor.client.get('/api/vendor/balance')).body.availableCents).toBe(before);
    expect((await admin.post(`/api/admin/vendor-orders/${vo.id}/release`)).status).toBe(409);
    await env.deps.db.execute(sql`update vendor_orders set dispute_open = false where id = ${vo.id}`);
    await autoReleaseDue(env.deps);
    // the goods minus the 5% fee, minus the label bought through us (the product ships free: no shipping collected)
    expect((await vendor.client.get('/api/vendor/balance')).body.availableCents).toBe(
      before + 20000 - 1000 - Math.min(await labelCostOf(env, vo.id), 20000 - 1000),
    );
    const [row] = await queryRows<{ status: string; escrow_status: string }>(
      env.deps.db,
      sql`select status, escrow_status from vendor_orders where id = ${vo.id}`,
    );
    expect(row).toEqual({ status: 'COMPLETED', escrow_status: 'RELEASED' });
  });

  it('lets the buyer confirm receipt to release at once; nobody else can', async () => {
    const { buyer, vo, order } = await placed('50.00', 2);
    const created = await vendor.client.post('/api/shipments', shipmentBody(order.id, vo.id));
    await vendor.client.post(`/api/shipments/${created.body.shipment_id}/buy`, {
      rate_id: created.body.rates[0].rate_id,
    });
    const stranger = await signUp(env);
    expect((await stranger.client.post(`/api/orders/vendor-orders/${vo.id}/confirm-receipt`)).status).toBe(404);
    expect((await vendor.client.post(`/api/orders/vendor-orders/${vo.id}/confirm-receipt`)).status).toBe(404);
    const before = (await vendor.client.get('/api/vendor/balance')).body.availableCents;
    // no carrier delivery event yet: the buyer states the goods are in hand (orders/confirm-receipt.test.ts)
    expect(
      (await buyer.client.post(`/api/orders/vendor-orders/${vo.id}/confirm-receipt`, { goodsInHand: true })).status,
    ).toBe(200);
    expect((await vendor.client.get('/api/vendor/balance')).body.availableCents).toBe(
      before + 10000 - 500 - Math.min(await labelCostOf(env, vo.id), 10000 - 500),
    );
    expect((await buyer.client.post(`/api/orders/vendor-orders/${vo.id}/confirm-receipt`)).status).toBe(409);
  });

  it('lists shipments for admins with the spec filters, and admins can post tracking events', async () => {
    const { order, vo } = await placed('30.00', 1);
    const created = await vendor.client.post('/api/shipments', shipmentBody(order.id, vo.id));
    expect((await vendor.client.get('/api/admin/shipments')).status).toBe(403);
    const pending = (await admin.get('/api/admin/shipments?filter=PENDING_LABEL')).body.items;
    expect(pending.map((s: { id: string }) => s.id)).toContain(created.body.shipment_id);
    const bought = (
      await vendor.client.post(`/api/shipments/${created.body.shipment_id}/buy`, {
        rate_id: created.body.rates[0].rate_id,
      })
    ).body;
    const ev = await admin.post(`/api/admin/shipments/${created.body.shipment_id}/events`, {
      status: 'DELIVERED',
      description: 'Delivered to reception',
      city: 'Lyon',
      country: 'FR',
      occurredAt: env.clock.now().toISOString(),
    });
    expect(ev.body.applied).toBe(true);
    // an admin's action: audited with who posted it
    const adminId = (await admin.get('/api/auth/session')).body.user.id;
    const audited = await queryRows<{ actor_id: string; action: string; data: { status: string } }>(
      env.deps.db,
      sql`select actor_id, action, data from audit_log where subject_type = 'shipment' and subject_id = ${created.body.shipment_id} and action like 'admin.%'`,
    );
    expect(audited).toEqual([
      {
        actor_id: adminId,
        action: 'admin.tracking_event_recorded',
        data: expect.objectContaining({ status: 'DELIVERED' }),
      },
    ]);
    const needs = (await admin.get('/api/admin/shipments?filter=needs_release')).body.items;
    const row = needs.find((s: { id: string }) => s.id === created.body.shipment_id);
    expect(row).toMatchObject({
      status: 'DELIVERED',
      escrow_status: 'HELD',
      tracking_number: bought.tracking_number,
      label_url: bought.label_url,
    });
    const page1 = await admin.get('/api/admin/shipments?limit=2');
    expect(page1.body.items).toHaveLength(2);
    const page2 = await admin.get(`/api/admin/shipments?limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body.items[0].id).not.toBe(page1.body.items[1].id);
  });
});

describe('vendor API keys for the shipping API', () => {
  it('lets an integration create and buy with a key, only on the shipping API, until it is revoked', async () => {
    const { order, vo, buyer } = await placed('40.00', 1);
    expect((await buyer.client.post('/api/me/api-keys', { name: 'nope' })).status).toBe(403);
    const created = await vendor.client.post('/api/me/api-keys', { name: 'Warehouse system' });
    expect(created.status).toBe(201);
    const key = created.body.key as string;
    expect((await vendor.client.get('/api/me/api-keys')).body.items.map((k: { prefix: string }) => k.prefix)).toContain(
      key.slice(0, 12),
    );

    const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      env.app.inject({
        method,
        url,
        headers: { 'x-api-key': key, ...(payload ? { 'content-type': 'application/json' } : {}) },
        payload: payload ? JSON.stringify(payload) : undefined,
      });
    const shipment = await call('POST', '/api/shipments', shipmentBody(order.id, vo.id));
    expect(shipment.statusCode, shipment.body).toBe(200);
    const bought = await call('POST', `/api/shipments/${shipment.json().shipment_id}/buy`, {
      rate_id: shipment.json().rates[0].rate_id,
    });
    expect(bought.statusCode).toBe(200);
    expect((await call('GET', `/api/tracking/${shipment.json().shipment_id}`)).json().tracking.tracking_number).toBe(
      bought.json().tracking_number,
    );
    // not a general login
    expect((await call('GET', '/api/me')).statusCode).toBe(401);
    expect((await call('GET', '/api/vendor/orders')).statusCode).toBe(401);
    // another vendor's key cannot touch this vendor's orders
    const otherKey = (await otherVendor.client.post('/api/me/api-keys', { name: 'other' })).body.key;
    const stolen = await env.app.inject({
      method: 'POST',
      url: '/api/shipments',
      headers: { 'x-api-key': otherKey, 'content-type': 'application/json' },
      payload: JSON.stringify(shipmentBody(order.id, vo.id)),
    });
    expect(stolen.statusCode).toBe(404);

    expect((await vendor.client.delete(`/api/me/api-keys/${created.body.id}`)).status).toBe(200);
    expect((await call('GET', `/api/tracking/${shipment.json().shipment_id}`)).statusCode).toBe(401);
    expect(
      (
        await env.app.inject({
          method: 'GET',
          url: `/api/tracking/${shipment.json().shipment_id}`,
          headers: { 'x-api-key': 'afb_made_up_key' },
        })
      ).statusCode,
    ).toBe(401);
  });
});
