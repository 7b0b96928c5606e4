/**
 * Draft shipments (rates quoted, label not bought): their rates are kept so the vendor can come back and buy the label,
 * re-quoted once expired; the vendor can cancel a draft; buyers never see drafts; admins see them as drafts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { payForCart, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { ensureAdmin } from '../auth/auth.service.ts';
import { BUILTIN_QUOTE_VALIDITY_MS } from './carrier.ts';

let env: TestEnv;
let vendor: Awaited<ReturnType<typeof signUp>>;
let otherVendor: Awaited<ReturnType<typeof signUp>>;
let admin: ApiClient;

beforeAll(async () => {
  env = await createTestEnv();
  vendor = await signUp(env, { role: 'vendor', name: 'Kofi Drafts' });
  otherVendor = await signUp(env, { role: 'vendor' });
  await ensureAdmin(env.deps, 'drafts-admin@example.com', 'Drafts-Admin-Pass-1');
  admin = new ApiClient(env.app);
  await admin.post('/api/auth/login', { email: 'drafts-admin@example.com', password: 'Drafts-Admin-Pass-1' });
});
afterAll(async () => {
  await env.close();
});

async function placed() {
  const p = (
    await vendor.client.post(
      '/api/vendor/products',
      productBody({
        name: `Draft goods ${Math.random().toString(36).slice(2, 6)}`,
        price: '100.00',
        minOrder: 1,
        stock: 50,
      }),
    )
  ).body;
  const buyer = await signUp(env);
  await buyer.client.post('/api/cart/items', { productId: p.id, quantity: 2 });
  const pay = await payForCart(buyer.client);
  const { orderId } = (await buyer.client.post(`/api/checkout/${pay.checkoutId}/capture`)).body;
  const order = (await buyer.client.get(`/api/orders/${orderId}`)).body;
  return { buyer, order, vo: order.vendorOrders[0] as { id: string } };
}

const parcel = { length: 40, width: 30, height: 20, weight: 5 };
const from = { name: 'Kofi Drafts', street1: '12 Harbour Road', city: 'Tema', zip: 'GA-001', country: 'GH' };

async function draft(orderId: string, vendorOrderId: string) {
  const res = await vendor.client.post('/api/shipments', { orderId, vendorOrderId, address_from: from, parcel });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    shipment_id: string;
    quoted_at: string;
    expires_at: string | null;
    expired: boolean;
    rates: { rate_id: string; amount: string }[];
  };
}

async function draftsOf(client: ApiClient, vendorOrderId: string) {
  const item = (await client.get('/api/shipping/vendor-orders')).body.items.find(
    (i: { vendorOrderId: string }) => i.vendorOrderId === vendorOrderId,
  );
  return (item?.shipments ?? []) as {
    id: string;
    status: string;
    draft: {
      quoted_at: string;
      expires_at: string | null;
      expired: boolean;
      cheapest: { rate_id: string } | null;
      destination: { city: string; country: string };
    } | null;
  }[];
}

describe('draft shipments keep their rates', () => {
  it('stores the quote with its time and expiry; the label is bought days later from the stored rate', async () => {
    const { order, vo } = await placed();
    const created = await draft(order.id, vo.id);
    expect(created.quoted_at).toBe(env.clock.now().toISOString());
    expect(created.expires_at).toBe(new Date(env.clock.now().getTime() + BUILTIN_QUOTE_VALIDITY_MS).toISOString());
    expect(created.expired).toBe(false);

    // The vendor leaves; two days later the draft is listed with its stored quote and its cheapest rate.
    env.clock.advance(2 * 86_400_000);
    const [listed] = await draftsOf(vendor.client, vo.id);
    expect(listed).toMatchObject({
      id: created.shipment_id,
      status: 'PENDING_LABEL',
      draft: {
        quoted_at: created.quoted_at,
        expires_at: created.expires_at,
        expired: false,
        cheapest: { rate_id: created.rates[0]!.rate_id },
        destination: { city: 'Paris', country: 'FR' },
      },
    });
    const stored = (await vendor.client.get(`/api/shipments/${created.shipment_id}/rates`)).body;
    expect(stored.rates).toEqual(created.rates);
    expect(stored.quoted_at).toBe(created.quoted_at);

    const bought = await vendor.client.post(`/api/shipments/${created.shipment_id}/buy`, {
      rate_id: created.rates[0]!.rate_id,
    });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect((await draftsOf(vendor.client, vo.id))[0]).toMatchObject({ status: 'LABEL_READY', draft: null });
  });

  it('refuses an expired rate and re-quotes the draft; only its vendor may', async () => {
    const { order, vo } = await placed();
    const created = await draft(order.id, vo.id);
    env.clock.advance(BUILTIN_QUOTE_VALIDITY_MS + 60_000);
    const stale = (await vendor.client.get(`/api/shipments/${created.shipment_id}/rates`)).body;
    expect(stale).toMatchObject({ expired: true, rates: created.rates });
    expect((await draftsOf(vendor.client, vo.id))[0]!.draft!.expired).toBe(true);

    const refused = await vendor.client.post(`/api/shipments/${created.shipment_id}/buy`, {
      rate_id: created.rates[0]!.rate_id,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      key: 'shipping.ratesExpired',
      message: 'The rates of this shipment have expired. Get new rates to buy its label.',
    });

    expect((await otherVendor.client.post(`/api/shipments/${created.shipment_id}/requote`)).status).toBe(404);
    const fresh = await vendor.client.post(`/api/shipments/${created.shipment_id}/requote`);
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    expect(fresh.body).toMatchObject({
      shipment_id: created.shipment_id,
      quoted_at: env.clock.now().toISOString(),
      expired: false,
    });
    expect(fresh.body.rates.map((r: { amount: string }) => r.amount)).toEqual(created.rates.map((r) => r.amount));
    expect(fresh.body.rates.map((r: { rate_id: string }) => r.rate_id)).not.toContain(created.rates[0]!.rate_id);
    // the old rate is gone; the new one buys the label
    expect(
      (await vendor.client.post(`/api/shipments/${created.shipment_id}/buy`, { rate_id: created.rates[0]!.rate_id }))
        .status,
    ).toBe(400);
    expect(
      (await vendor.client.post(`/api/shipments/${created.shipment_id}/buy`, { rate_id: fresh.body.rates[0].rate_id }))
        .status,
    ).toBe(200);
    expect((await vendor.client.post(`/api/shipments/${created.shipment_id}/requote`)).status).toBe(409);
  });
});

describe('cancelling a draft', () => {
  it('lets only its vendor cancel a draft, with an audit row; a cancelled draft cannot be bought', async () => {
    const { buyer, order, vo } = await placed();
    const created = await draft(order.id, vo.id);
    expect((await otherVendor.client.post(`/api/shipments/${created.shipment_id}/cancel`)).status).toBe(404);
    expect((await buyer.client.post(`/api/shipments/${created.shipment_id}/cancel`)).status).toBe(403);
    expect((await new ApiClient(env.app).post(`/api/shipments/${created.shipment_id}/cancel`)).status).toBe(401);
    expect((await draftsOf(vendor.client, vo.id)).map((s) => s.status)).toEqual(['PENDING_LABEL']);

    const cancelled = await vendor.client.post(`/api/shipments/${created.shipment_id}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toEqual({ shipment_id: created.shipment_id, status: 'CANCELLED' });
    const audit = await queryRows<{ actor_id: string; action: string; data: { from: string; to: string } }>(
      env.deps.db,
      sql`select actor_id, action, data from audit_log where subject_type = 'shipment' and subject_id = ${created.shipment_id}`,
    );
    expect(audit).toEqual([
      {
        actor_id: vendor.userId,
        action: 'shipment.cancelled',
        data: expect.objectContaining({ from: 'PENDING_LABEL', to: 'CANCELLED', vendorOrderId: vo.id }),
      },
    ]);

    expect(await draftsOf(vendor.client, vo.id)).toEqual([]);
    expect(
      (await vendor.client.post(`/api/shipments/${created.shipment_id}/buy`, { rate_id: created.rates[0]!.rate_id }))
        .body.error.message,
    ).toBe('This shipment was cancelled');
    expect((await vendor.client.get(`/api/shipments/${created.shipment_id}/rates`)).status).toBe(409);
    expect((await vendor.client.post(`/api/shipments/${created.shipment_id}/cancel`)).body.error.message).toBe(
      'This shipment was already cancelled',
    );
    // the order was never shipped by the draft
    expect((await buyer.client.get(`/api/orders/${order.id}`)).body.vendorOrders[0].status).toBe('PLACED');
    const adminRow = (await admin.get('/api/admin/shipments?filter=CANCELLED')).body.items.find(
      (s: { id: string }) => s.id === created.shipment_id,
    );
    expect(adminRow).toMatchObject({ status: 'CANCELLED', tracking_number: null });
  });

  it('refuses to cancel once the label is bought', async () => {
    const { order, vo } = await placed();
    const created = await draft(order.id, vo.id);
    await vendor.client.post(`/api/shipments/${created.shipment_id}/buy`, { rate_id: created.rates[0]!.rate_id });
    const refused = await vendor.client.post(`/api/shipments/${created.shipment_id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'The label of this shipment was already bought, so it can no longer be cancelled',
    );
  });
});

describe('who sees drafts', () => {
  it('never shows a draft to the buyer or on the public tracking page; the admin sees it as a draft', async () => {
    const { buyer, order, vo } = await placed();
    const first = await draft(order.id, vo.id);
    const second = await draft(order.id, vo.id);
    await vendor.client.post(`/api/shipments/${first.shipment_id}/buy`, { rate_id: first.rates[0]!.rate_id });

    for (const client of [buyer.client, new ApiClient(env.app)]) {
      const tracking = (await client.get(`/api/tracking/order/${order.id}`)).body;
      expect(tracking.shipments.map((s: { shipment: { id: string } }) => s.shipment.id)).toEqual([first.shipment_id]);
      expect(JSON.stringify(tracking)).not.toContain(second.shipment_id);
    }
    expect((await buyer.client.get(`/api/tracking/${second.shipment_id}`)).status).toBe(404);
    expect((await buyer.client.raw(`/api/shipments/${second.shipment_id}/commercial-invoice.pdf`)).statusCode).toBe(
      404,
    );
    expect((await buyer.client.get(`/api/tracking/${first.shipment_id}`)).status).toBe(200);
    // the vendor and the admin still read the draft
    expect((await vendor.client.get(`/api/tracking/${second.shipment_id}`)).body.tracking.status).toBe('PENDING_LABEL');
    expect((await admin.get(`/api/tracking/${second.shipment_id}`)).status).toBe(200);
    const drafts = (await admin.get('/api/admin/shipments?filter=PENDING_LABEL')).body.items;
    expect(drafts.find((s: { id: string }) => s.id === second.shipment_id)).toMatchObject({
      status: 'PENDING_LABEL',
      tracking_number: null,
      label_url: null,
    });
    expect(drafts.some((s: { id: string }) => s.id === first.shipment_id)).toBe(false);
  });
});
