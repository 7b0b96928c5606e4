/**
 * Shipping at checkout (issue 17): each vendor's part is quoted for the buyer's address (the built-in rate tables by
 * weight and size, or the vendor's flat or free shipping), paid into escrow with the goods, released to the vendor
 * with them (the seller fee on the goods only), and the label bought through us is taken from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buyerFee, sellerFee } from '@app/shared/fees';
import { queryRows } from '../../db/client.ts';
import { createTestEnv, type ApiClient, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, signUp } from '../../../test/flows.ts';
import { confirmReceipt, deliver, listProduct, ship, signInAdmin, type Party } from '../../../test/trade-flows.ts';

let env: TestEnv;
let admin: ApiClient;
let vendor: Party;
let other: Party;
const product: Record<'parcel' | 'flat' | 'free' | 'freight' | 'noWeight', string> = {} as never;

const FRANCE = CHECKOUT_DETAILS.shipping;
const GHANA = { address: '4 Liberation Road', city: 'Accra', country: 'Ghana', postalCode: '' };

beforeAll(async () => {
  env = await createTestEnv();
  admin = await signInAdmin(env, 'ship-admin@example.com');
  vendor = await signUp(env, { role: 'vendor', name: 'Akosua Mensah' });
  other = await signUp(env, { role: 'vendor', name: 'Tunde Bello' });
  // Both vendors ship from Ghana (their account's country; no business address yet).
  await env.deps.db.execute(sql`update users set country = 'Ghana' where id in (${vendor.userId}, ${other.userId})`);
  // 12.5 kg and 40 x 30 x 20 cm a unit: billed by weight (the volumetric weight is 4.8 kg).
  product.parcel = (
    await listProduct(vendor, {
      price: '60.00',
      shippingMode: 'calculated',
      shippingWeight: '12.5',
      shippingDimensions: '40x30x20',
    })
  ).id;
  product.flat = (await listProduct(other, { price: '20.00', shippingMode: 'flat', flatShipping: '7.50' })).id;
  product.free = (await listProduct(other, { price: '15.00', shippingMode: 'free' })).id;
  product.freight = (await listProduct(vendor, { price: '90.00', shippingMode: 'quote' })).id;
  product.noWeight = (
    await listProduct(vendor, {
      price: '30.00',
      shippingMode: 'calculated',
      shippingWeight: '',
      shippingDimensions: '',
    })
  ).id;
}, 120_000);
afterAll(async () => {
  await env.close();
});

async function cartOf(buyer: Party, lines: [string, number][]) {
  for (const [productId, quantity] of lines)
    expect((await buyer.client.post('/api/cart/items', { productId, quantity })).status).toBeLessThan(300);
}

const ledger = async (account: string) => {
  const [row] = await queryRows<{ s: string }>(
    env.deps.db,
    sql`select coalesce(sum(amount_cents), 0)::text as s from ledger_entries where account = ${account}`,
  );
  return Number(row!.s);
};

describe('shipping at checkout', () => {
  it('prices each vendor’s shipping for the address: carrier tables by weight, flat per unit, free', async () => {
    const buyer = await signUp(env, { name: 'Claire Dubois' });
    await cartOf(buyer, [
      [product.parcel, 2],
      [product.flat, 4],
      [product.free, 1],
    ]);
    const toFrance = await buyer.client.post('/api/checkout/shipping', { shipping: FRANCE });
    expect(toFrance.status, JSON.stringify(toFrance.body)).toBe(200);
    const parts = Object.fromEntries(
      (toFrance.body.vendors as { vendorId: string }[]).map((p) => [p.vendorId, p]),
    ) as Record<string, Record<string, unknown>>;
    // 2 x 12.5 kg from Ghana to France: the table's cheapest courier is FedEx International Economy, Europe zone,
    // $41.00 for the first half kilogram and $6.00 for each of the 49 more: $335.00.
    expect(parts[vendor.userId]).toMatchObject({
      method: 'carrier',
      carrier: 'FedEx',
      service: 'International Economy',
      billableGrams: 25_000,
      amountCents: 33_500,
    });
    // Flat $7.50 a unit x 4, and a free line beside it.
    expect(parts[other.userId]).toMatchObject({ method: 'flat', carrier: null, amountCents: 3_000 });
    const subtotal = 2 * 6000 + 4 * 2000 + 1500;
    const fee = buyerFee(subtotal).feeCents; // the fee is on the goods, not on the shipping
    expect(toFrance.body).toMatchObject({
      subtotalCents: subtotal,
      shippingCents: 36_500,
      feeCents: fee,
      totalCents: subtotal + 36_500 + fee,
    });
    // Closer is cheaper: inside Ghana the same parcel is domestic.
    const toGhana = await buyer.client.post('/api/checkout/shipping', { shipping: GHANA });
    expect(toGhana.status).toBe(200);
    const local = (toGhana.body.vendors as { vendorId: string; amountCents: number }[]).find(
      (p) => p.vendorId === vendor.userId,
    )!;
    expect(local.amountCents).toBe(1200 + 49 * 110);
    // Nobody prices another's cart: the answer is the caller's own cart; signed out is refused.
    const anonymous = await new (buyer.client.constructor as new (app: unknown) => ApiClient)(env.app).post(
      '/api/checkout/shipping',
      { shipping: FRANCE },
    );
    expect(anonymous.status).toBe(401);
    // A country that is not one is refused by field.
    const bad = await buyer.client.post('/api/checkout/shipping', { shipping: { country: 'Atlantis' } });
    expect(bad.status).toBe(400);
  });

  it('charges the shipping with the goods, holds it in escrow, and releases it to the vendor minus the label', async () => {
    const buyer = await signUp(env, { name: 'Kwame Asante' });
    await cartOf(buyer, [[product.parcel, 2]]);
    const started = await buyer.client.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: 'ship-pay-1' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const subtotal = 12_000;
    const fee = buyerFee(subtotal).feeCents;
    expect(started.body).toMatchObject({
      subtotalCents: subtotal,
      shippingCents: 33_500,
      totalCents: subtotal + 33_500 + fee,
    });
    // What the provider is asked to charge is that total.
    const providerOrder = await buyer.client.get(`/api/payments/sandbox/orders/${started.body.providerOrderId}`);
    expect(providerOrder.body.amountCents).toBe(subtotal + 33_500 + fee);
    expect(
      (await buyer.client.post(`/api/payments/sandbox/orders/${started.body.providerOrderId}/approve`)).status,
    ).toBe(200);
    const captured = await buyer.client.post(`/api/checkout/${started.body.checkoutId}/capture`);
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
    const order = (await buyer.client.get(`/api/orders/${captured.body.orderId}`)).body;
    expect(order).toMatchObject({
      subtotalCents: subtotal,
      shippingCents: 33_500,
      totalCents: subtotal + 33_500 + fee,
    });
    const vo = order.vendorOrders[0];
    expect(vo).toMatchObject({
      shippingCents: 33_500,
      shippingMethod: 'carrier',
      shippingService: 'FedEx International Economy',
      labelCostCents: 0,
    });
    // goods + shipping + fee = what the buyer paid, all of it held
    expect(await ledger(`escrow:${vo.id}`)).toBe(subtotal + 33_500 + fee);

    // The vendor buys a label through us, ships; the buyer confirms receipt.
    const shipmentId = await ship(vendor, order.id, vo.id);
    // The buyer's order shows what the label cost (the rate the vendor chose).
    const label = (await buyer.client.get(`/api/orders/${order.id}`)).body.vendorOrders[0].labelCostCents as number;
    const [shipment] = await queryRows<{ c: number }>(
      env.deps.db,
      sql`select amount_cents as c from shipments where id = ${shipmentId}`,
    );
    expect(label).toBe(Number(shipment!.c));
    expect(label).toBeGreaterThan(0);
    await deliver(env, admin, shipmentId);
    const before = await ledger(`vendor_payable:${vendor.userId}`);
    expect((await confirmReceipt(buyer, vo.id)).status).toBe(200);
    // The seller fee is on the goods only; the shipping is the vendor's, minus the label we paid the carrier.
    expect((await ledger(`vendor_payable:${vendor.userId}`)) - before).toBe(
      subtotal - sellerFee(subtotal) + 33_500 - label,
    );
    expect(await ledger(`escrow:${vo.id}`)).toBe(0);
    const balance = (await vendor.client.get('/api/vendor/balance')).body;
    expect(balance.labelCostsCents).toBe(await ledger(`shipping_labels:${vendor.userId}`));
  });

  it('refuses lines that cannot be shipped as listed, and says why', async () => {
    const buyer = await signUp(env, { name: 'Fatou Diop' });
    await cartOf(buyer, [
      [product.noWeight, 1],
      [product.freight, 1],
    ]);
    const cart = (await buyer.client.get('/api/cart')).body;
    const problems = Object.fromEntries(
      (cart.lines as { productId: string; problem: string }[]).map((l) => [l.productId, l.problem]),
    );
    expect(problems).toEqual({ [product.noWeight]: 'NO_SHIPPING_WEIGHT', [product.freight]: 'SHIPPING_ON_REQUEST' });
    const refused = await buyer.client.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: 'ship-bad-1' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('CART_HAS_PROBLEMS');
    // Once the vendor gives the weight, the line can be bought.
    const current = (await vendor.client.get(`/api/products/${product.noWeight}`)).body;
    const fixed = await vendor.client.put(`/api/vendor/products/${product.noWeight}`, {
      ...current,
      price: current.price,
      stock: current.stock,
      leadTime: current.leadTime,
      shippingWeight: '2',
      shippingMode: 'calculated',
      flatShipping: '',
      imageIds: [],
    });
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    const after = (await buyer.client.get('/api/cart')).body.lines as { productId: string; problem: string | null }[];
    expect(after.find((l) => l.productId === product.noWeight)?.problem).toBeNull();
  });

  it('asks a flat price of a product set to flat shipping', async () => {
    const res = await vendor.client.post('/api/vendor/products', {
      ...(await import('../../../test/fixtures.ts')).productBody({ shippingMode: 'flat', flatShipping: '' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details.fields.flatShipping).toMatch(/flat shipping price/i);
  });
});
