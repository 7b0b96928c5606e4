import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, payForCart, quickBuyer, signUp } from '../../../test/flows.ts';
import { productBody } from '../../../test/fixtures.ts';
import { unbalancedTransactions } from '../escrow/escrow.service.ts';
import { reconcileCheckouts } from './use-cases/reconcile-checkouts.ts';
import { releaseEscrow } from './orders.service.ts';

let env: TestEnv;
let vendorA: Awaited<ReturnType<typeof signUp>>;
let vendorB: Awaited<ReturnType<typeof signUp>>;

async function product(v: typeof vendorA, overrides: Record<string, unknown>): Promise<string> {
  const res = await v.client.post('/api/vendor/products', productBody(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function ledgerBalance(account: string): Promise<number> {
  const [row] = await queryRows<{ b: string | null }>(
    env.deps.db,
    sql`select sum(amount_cents)::text as b from ledger_entries where account = ${account}`,
  );
  return Number(row?.b ?? 0);
}

beforeAll(async () => {
  env = await createTestEnv();
  vendorA = await signUp(env, { role: 'vendor' });
  vendorB = await signUp(env, { role: 'vendor' });
});
afterAll(async () => {
  await env.close();
});

describe('checkout and order placement', () => {
  it('splits an order per vendor, holds each part in escrow, and shows it to the buyer and each vendor', async () => {
    const shea = await product(vendorA, {
      name: 'Shea Butter',
      price: '40.00',
      currency: 'USD',
      minOrder: 2,
      stock: 100,
    });
    const fabric = await product(vendorB, {
      name: 'Ankara Fabric',
      price: '4500.00',
      currency: 'NGN',
      minOrder: 10,
      stock: null,
    });
    const buyer = await signUp(env);
    await buyer.client.post('/api/cart/items', { productId: shea, quantity: 3 });
    await buyer.client.post('/api/cart/items', { productId: fabric, quantity: 10 });
    const pay = await payForCart(buyer.client);
    // 120.00 + 29.03 = 149.03 USD; fee 10% = 14.90 (14.903 -> 14.90); total 163.93
    expect(pay).toMatchObject({ subtotalCents: 14903, feeCents: 1490, totalCents: 16393 });

    const captured = await buyer.client.post(`/api/checkout/${pay.checkoutId}/capture`);
    expect(captured.status, JSON.stringify(captured.body)).toBe(200);
    const order = (await buyer.client.get(`/api/orders/${captured.body.orderId}`)).body;
    expect(order).toMatchObject({
      status: 'processing',
      currency: 'USD',
      subtotalCents: 14903,
      feeCents: 1490,
      totalCents: 16393,
      buyerInfo: CHECKOUT_DETAILS.contact,
      shippingAddress: CHECKOUT_DETAILS.shipping,
      transactionId: captured.body.transactionId,
    });
    expect(order.vendorOrders).toHaveLength(2);
    const fees = order.vendorOrders.map((v: { buyerFeeCents: number }) => v.buyerFeeCents);
    expect(fees.reduce((a: number, b: number) => a + b, 0)).toBe(1490);
    for (const vo of order.vendorOrders) {
      expect(vo.escrowStatus).toBe('HELD');
      expect(await ledgerBalance(`escrow:${vo.id}`)).toBe(vo.subtotalCents + vo.buyerFeeCents);
    }
    expect((await buyer.client.get('/api/cart')).body.lines).toHaveLength(0);
    expect((await vendorA.client.get(`/api/vendor/products/${shea}`)).body.availableStock).toBe(97);
    expect((await vendorB.client.get(`/api/vendor/products/${fabric}`)).body.availableStock).toBe(999999);

    const aOrders = (await vendorA.client.get('/api/vendor/orders')).body.items;
    expect(aOrders[0]).toMatchObject({
      orderId: order.id,
      status: 'PLACED',
      escrowStatus: 'HELD',
      subtotalCents: 12000,
      buyer: { name: 'Claire Dubois', country: 'France' },
    });
    expect(aOrders[0].items).toHaveLength(1);
    expect((await vendorB.client.get('/api/vendor/orders')).body.items[0].items[0].name).toBe('Ankara Fabric');
    expect((await vendorA.client.get('/api/vendor/stats')).body.pendingOrders).toBeGreaterThanOrEqual(1);

    await env.smtp.waitFor(buyer.email, (m) => m.subject.startsWith('Order confirmed'));
    await env.smtp.waitFor(vendorA.email, (m) => m.subject.startsWith('New order'));
    expect(await unbalancedTransactions(env.deps.db)).toEqual([]);
  });

  it('shows an order only to its buyer (and admins): "Order Not Found" otherwise', async () => {
    const p = await product(vendorA, { name: 'Private Order Item', price: '10.00', minOrder: 1, stock: 10 });
    const buyer = await signUp(env);
    await buyer.client.post('/api/cart/items', { productId: p, quantity: 1 });
    const pay = await payForCart(buyer.client);
    const { orderId } = (await buyer.client.post(`/api/checkout/${pay.checkoutId}/capture`)).body;
    const other = await signUp(env);
    const res = await other.client.get(`/api/orders/${orderId}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("The order you're looking for doesn't exist.");
    expect((await vendorA.client.get(`/api/orders/${orderId}`)).status).toBe(404);
    expect((await new ApiClient(env.app).get(`/api/orders/${orderId}`)).status).toBe(401);
    expect((await other.client.post(`/api/checkout/${pay.checkoutId}/capture`)).status).toBe(404);
  });

  it('does not capture before approval, and refuses an empty cart or one above the card maximum ($1,000)', async () => {
    const p = await product(vendorA, { name: 'Big Ticket Roaster', price: '600.00', minOrder: 1, stock: 10 });
    const buyer = await signUp(env);
    expect(
      (await buyer.client.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: 'empty-cart-1' })).body.error
        .code,
    ).toBe('CART_EMPTY');
    await buyer.client.post('/api/cart/items', { productId: p, quantity: 2 });
    const big = await buyer.client.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: 'big-cart-1' });
    expect(big.body.error.code).toBe('PAYMENT_METHOD_UNAVAILABLE');
    await buyer.client.put(`/api/cart/items/${p}`, { quantity: 1 });
    const started = await buyer.client.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: 'not-approved-1' });
    const early = await buyer.client.post(`/api/checkout/${started.body.checkoutId}/capture`);
    expect(early.body.error.code).toBe('PAYMENT_NOT_APPROVED');
    const invalid = await buyer.client.post('/api/checkout', {
      ...CHECKOUT_DETAILS,
      shipping: { ...CHECKOUT_DETAILS.shipping, postalCode: '' },
      idempotencyKey: 'bad-input-1',
    });
    expect(Object.keys(invalid.body.error.details.fields).sort()).toEqual(['shipping.postalCode']);
  });

  it('places exactly one order when the same capture is sent 10 times at once', async () => {
    const p = await product(vendorA, { name: 'Double Click Cashews', price: '25.00', minOrder: 1, stock: 50 });
    const buyer = await signUp(env);
    await buyer.client.post('/api/cart/items', { productId: p, quantity: 2 });
    const again = await payForCart(buyer.client, 'same-key-1');
    // a double click on "Pay" starts the same checkout
    const twice = await buyer.client.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: 'same-key-1' });
    expect(twice.body.checkoutId).toBe(again.checkoutId);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => buyer.client.post(`/api/checkout/${again.checkoutId}/capture`)),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(new Set(results.map((r) => r.body.orderId)).size).toBe(1);
    expect((await buyer.client.get('/api/orders')).body.items).toHaveLength(1);
    expect((await vendorA.client.get(`/api/vendor/products/${p}`)).body.availableStock).toBe(48);
  });

  it('200 simultaneous checkouts for stock 10: exactly 10 orders, stock 0, 190 refunded "out of stock" answers', async () => {
    const p = await product(vendorA, { name: 'Rare Tanzanite Lot', price: '50.00', minOrder: 1, stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 200 }, (_, i) => quickBuyer(env, i)));
    for (const b of buyers) expect((await b.post('/api/cart/items', { productId: p, quantity: 1 })).status).toBe(200);
    const pays = await Promise.all(buyers.map((b) => payForCart(b)));
    const results = await Promise.all(buyers.map((b, i) => b.post(`/api/checkout/${pays[i]!.checkoutId}/capture`)));
    const placed = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(190);
    for (const r of refused) {
      expect(r.body.error.code).toBe('OUT_OF_STOCK');
      expect(r.body.error.message).toMatch(
        /^Sorry, Rare Tanzanite Lot sold out while you were paying\. Your payment of \$55\.00 has been refunded in full/,
      );
    }
    const product_ = (await vendorA.client.get(`/api/vendor/products/${p}`)).body;
    expect(product_).toMatchObject({ availableStock: 0, status: 'inactive' });
    const [refunds] = await queryRows<{ n: number }>(
      env.deps.db,
      sql`select count(*)::int as n from sandbox_refunds r join checkouts c on c.capture_id = r.capture_id where c.status = 'REFUNDED'`,
    );
    expect(refunds!.n).toBeGreaterThanOrEqual(190);
    expect(await unbalancedTransactions(env.deps.db)).toEqual([]);
  }, 180_000);
});

describe('vendor actions and escrow', () => {
  async function placedOrder(v: typeof vendorA, price: string, qty: number) {
    const p = await product(v, { name: `Item ${price}`, price, minOrder: 1, stock: 100 });
    const buyer = await signUp(env);
    await buyer.client.post('/api/cart/items', { productId: p, quantity: qty });
    const pay = await payForCart(buyer.client);
    const { orderId } = (await buyer.client.post(`/api/checkout/${pay.checkoutId}/capture`)).body;
    const order = (await buyer.client.get(`/api/orders/${orderId}`)).body;
    return { buyer, order, vo: order.vendorOrders[0], productId: p };
  }

  it('lets the vendor accept, and cancel with a full refund before shipping; never another vendor', async () => {
    const { buyer, order, vo } = await placedOrder(vendorA, '30.00', 2);
    expect((await vendorB.client.post(`/api/vendor/orders/${vo.id}/accept`)).status).toBe(404);
    expect((await buyer.client.post(`/api/vendor/orders/${vo.id}/accept`)).status).toBe(403);
    expect((await vendorA.client.post(`/api/vendor/orders/${vo.id}/accept`)).status).toBe(200);
    expect((await vendorA.client.post(`/api/vendor/orders/${vo.id}/accept`)).body.error.code).toBe('CONFLICT');
    expect(
      (await vendorA.client.post(`/api/vendor/orders/${vo.id}/cancel`, { reason: 'no' })).body.error.details.fields
        .reason,
    ).toBeDefined();
    expect(
      (await vendorA.client.post(`/api/vendor/orders/${vo.id}/cancel`, { reason: 'Harvest failed this season' }))
        .status,
    ).toBe(200);
    const after = (await buyer.client.get(`/api/orders/${order.id}`)).body;
    expect(after.status).toBe('cancelled');
    expect(after.vendorOrders[0]).toMatchObject({ status: 'CANCELLED', escrowStatus: 'REFUNDED' });
    expect(await ledgerBalance(`escrow:${vo.id}`)).toBe(0);
    // refund paid by the provider: nothing left owed to the buyer
    const [{ id: buyerId }] = [(await buyer.client.get('/api/me')).body];
    expect(await ledgerBalance(`buyer_refunds:${buyerId}`)).toBe(0);
    await env.smtp.waitFor(buyer.email, (m) => m.subject.includes('cancelled'));
  });

  it('releases escrow exactly once under concurrent clicks: vendor gets the value minus 5%', async () => {
    const { vo } = await placedOrder(vendorB, '100.00', 2);
    const before = (await vendorB.client.get('/api/vendor/balance')).body;
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => releaseEscrow(env.deps, { id: null }, vo.id, 'test')),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const after = (await vendorB.client.get('/api/vendor/balance')).body;
    expect(after.availableCents - before.availableCents).toBe(20000 - 1000);
    // "in escrow" is the vendor's own share: goods value minus the 5% seller fee
    expect(before.heldCents - after.heldCents).toBe(20000 - 1000);
    expect(await ledgerBalance(`platform_fees:seller:${vendorB.userId}`)).toBeGreaterThanOrEqual(1000);
    expect(await ledgerBalance('platform_fees:buyer')).toBeGreaterThanOrEqual(vo.buyerFeeCents);
    // cancelling after release is refused by the state machines
    expect((await vendorB.client.post(`/api/vendor/orders/${vo.id}/cancel`, { reason: 'Too late now' })).status).toBe(
      409,
    );
    expect(await unbalancedTransactions(env.deps.db)).toEqual([]);
  });

  it('gives buyers real dashboard figures', async () => {
    const { buyer, order } = await placedOrder(vendorA, '12.50', 4);
    const stats = (await buyer.client.get('/api/orders/stats')).body;
    expect(stats).toEqual({
      totalOrders: 1,
      activeOrders: 1,
      totalSpentCents: order.totalCents,
      inEscrowCents: order.totalCents,
    });
  });
});

describe('reconciliation', () => {
  it('places an approved payment whose buyer closed the browser, and refunds one that could not be placed', async () => {
    const p = await product(vendorA, { name: 'Closed Browser Cloves', price: '20.00', minOrder: 1, stock: 1 });
    const b1 = await signUp(env);
    const b2 = await signUp(env);
    await b1.client.post('/api/cart/items', { productId: p, quantity: 1 });
    await b2.client.post('/api/cart/items', { productId: p, quantity: 1 });
    await payForCart(b1.client); // approved, never captured by the browser
    await payForCart(b2.client);
    env.clock.advance(5 * 60_000);
    const result = await reconcileCheckouts(env.deps);
    expect(result.placed).toBe(1);
    expect(result.refunded).toBe(1);
    const o1 = (await b1.client.get('/api/orders')).body.items.length;
    const o2 = (await b2.client.get('/api/orders')).body.items.length;
    expect(o1 + o2).toBe(1);
  });
});
