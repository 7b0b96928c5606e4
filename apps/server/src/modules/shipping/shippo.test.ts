import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { payForCart, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { ShippoLoopback } from '../../../test/shippo-loopback.ts';
import { buildApp } from '../../app.ts';
import { ShippoCarrier } from './carrier.ts';

let env: TestEnv;
let shippo: ShippoLoopback;

beforeAll(async () => {
  shippo = new ShippoLoopback();
  const base = await shippo.start();
  env = await createTestEnv({ SHIPPO_WEBHOOK_TOKEN: 'shippo-webhook-token-123' });
  (env.deps as { carrier: unknown }).carrier = new ShippoCarrier('shippo_test_key', base);
  await env.app.close();
  env.app = await buildApp(env.deps);
});
afterAll(async () => {
  await env.close();
  await shippo.stop();
});

describe('Shippo adapter (loopback server of the documented API)', () => {
  it('gets rates, buys the label, stores the PDF, and follows track_updated webhooks', async () => {
    const vendor = await signUp(env, { role: 'vendor' });
    const p = (
      await vendor.client.post(
        '/api/vendor/products',
        productBody({ name: 'Shippo goods', price: '80.00', minOrder: 1, stock: 5 }),
      )
    ).body;
    const buyer = await signUp(env);
    await buyer.client.post('/api/cart/items', { productId: p.id, quantity: 1 });
    const pay = await payForCart(buyer.client);
    const { orderId } = (await buyer.client.post(`/api/checkout/${pay.checkoutId}/capture`)).body;
    const vo = (await buyer.client.get(`/api/orders/${orderId}`)).body.vendorOrders[0];

    const created = await vendor.client.post('/api/shipments', {
      orderId,
      vendorOrderId: vo.id,
      address_from: { name: 'Vendor', street1: '1 Marina', city: 'Lagos', zip: '101001', country: 'NG' },
      address_to: { name: 'Buyer', street1: '5 Main St', city: 'Austin', state: 'TX', zip: '73301', country: 'US' },
      parcel: { length: 30, width: 20, height: 10, weight: 2 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.rates.map((r: { carrier: string; amount: string }) => [r.carrier, r.amount])).toEqual([
      ['USPS', '38.00'],
      ['DHL Express', '57.00'],
    ]);
    const dhl = created.body.rates[1];
    const bought = await vendor.client.post(`/api/shipments/${created.body.shipment_id}/buy`, { rate_id: dhl.rate_id });
    expect(bought.status, JSON.stringify(bought.body)).toBe(200);
    expect(shippo.transactions).toHaveLength(1);
    expect(bought.body.tracking_number).toBe(shippo.transactions[0]!.tracking_number);
    expect(pdfText((await vendor.client.raw(bought.body.label_url)).rawPayload)).toContain(
      `Shippo label ${bought.body.tracking_number}`,
    );

    const hook = (token: string, status: string, id: string, date: string) =>
      env.app.inject({
        method: 'POST',
        url: `/api/shipping/shippo-webhook?token=${token}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          event: 'track_updated',
          test: false,
          data: {
            carrier: 'dhl_express',
            tracking_number: bought.body.tracking_number,
            tracking_status: {
              object_id: id,
              status,
              status_details: `${status} update`,
              status_date: date,
              location: { city: 'Memphis', country: 'US' },
            },
          },
        }),
      });
    expect((await hook('wrong-token-wrong-token', 'TRANSIT', 'ts1', env.clock.now().toISOString())).statusCode).toBe(
      403,
    );
    expect(
      (
        await hook(
          'shippo-webhook-token-123',
          'TRANSIT',
          'ts1',
          new Date(env.clock.now().getTime() + 3600_000).toISOString(),
        )
      ).json(),
    ).toEqual({ applied: true, duplicate: false });
    expect(
      (
        await hook(
          'shippo-webhook-token-123',
          'TRANSIT',
          'ts1',
          new Date(env.clock.now().getTime() + 3600_000).toISOString(),
        )
      ).json(),
    ).toEqual({ applied: false, duplicate: true });
    // A status_date that is no date is refused clearly (400 naming the field, not 500) and records nothing: the same
    // event delivered again with a real date still applies, and so do the events after it.
    for (const bad of ['not-a-date', '2026-02-30T10:00:00Z', '', '+275760-09-13T00:00:00Z']) {
      const refused = await hook('shippo-webhook-token-123', 'TRANSIT', 'ts-bad', bad);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'VALIDATION_ERROR', key: 'shipping.eventDateInvalid' });
      expect(refused.json().error.details.fields).toHaveProperty(['data.tracking_status.status_date']);
    }
    expect(
      (
        await hook(
          'shippo-webhook-token-123',
          'TRANSIT',
          'ts-bad',
          new Date(env.clock.now().getTime() + 7200_000).toISOString(),
        )
      ).json(),
    ).toEqual({ applied: true, duplicate: false });
    expect(
      (
        await hook(
          'shippo-webhook-token-123',
          'DELIVERED',
          'ts2',
          new Date(env.clock.now().getTime() + 86_400_000).toISOString(),
        )
      ).json(),
    ).toEqual({ applied: true, duplicate: false });
    const tracking = (await buyer.client.get(`/api/tracking/order/${orderId}`)).body.shipments[0];
    expect(tracking.shipment.status).toBe('DELIVERED');
    expect(tracking.events[0].location).toEqual({ city: 'Memphis', country: 'US' });
  });
});
