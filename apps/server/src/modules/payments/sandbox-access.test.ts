import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, signUp } from '../../../test/flows.ts';
import { listProduct, signInAdmin, type Party } from '../../../test/trade-flows.ts';

let env: TestEnv;
let payer: Party;
let otherBuyer: Party;
let admin: ApiClient;
let token: string;
let checkoutId: string;

beforeAll(async () => {
  env = await createTestEnv();
  const vendor = await signUp(env, { role: 'vendor', name: 'Kofi Mensah' });
  payer = await signUp(env, { name: 'Claire Dubois' });
  otherBuyer = await signUp(env, { name: 'Nosy Parker' });
  admin = await signInAdmin(env, 'sandbox-admin@example.com');
  const product = await listProduct(vendor);
  expect((await payer.client.post('/api/cart/items', { productId: product.id, quantity: 2 })).status).toBeLessThan(300);
  const started = await payer.client.post('/api/checkout', { ...CHECKOUT_DETAILS, idempotencyKey: 'sandbox-access-1' });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  token = started.body.providerOrderId as string;
  checkoutId = started.body.checkoutId as string;
});
afterAll(async () => {
  await env.close();
});

describe('the TEST MODE approval page: a sandbox payment order belongs to its payer', () => {
  it('another buyer can neither read nor approve it, and cannot tell it from an order that does not exist', async () => {
    const read = await otherBuyer.client.get(`/api/payments/sandbox/orders/${token}`);
    expect(read.status).toBe(404);
    expect(read.body.error.code).toBe('NOT_FOUND');
    expect(JSON.stringify(read.body)).not.toContain(token);
    const unknown = await otherBuyer.client.get('/api/payments/sandbox/orders/SBX-0000000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.key).toBe(read.body.error.key);

    const approve = await otherBuyer.client.post(`/api/payments/sandbox/orders/${token}/approve`);
    expect(approve.status).toBe(404);
    expect((await new ApiClient(env.app).get(`/api/payments/sandbox/orders/${token}`)).status).toBe(401);
  });

  it('its payer reads it (with the checkout) and approves it; an admin may read it but not approve it', async () => {
    const mine = await payer.client.get(`/api/payments/sandbox/orders/${token}`);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body).toMatchObject({ token, status: 'CREATED', checkoutId });
    expect(mine.body.amountCents).toBeGreaterThan(0);

    const seenByAdmin = await admin.get(`/api/payments/sandbox/orders/${token}`);
    expect(seenByAdmin.status).toBe(200);
    expect(seenByAdmin.body).toMatchObject({ token, status: 'CREATED', checkoutId: null });
    expect((await admin.post(`/api/payments/sandbox/orders/${token}/approve`)).status).toBe(404);

    const approved = await payer.client.post(`/api/payments/sandbox/orders/${token}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body.status).toBe('APPROVED');
    expect((await otherBuyer.client.get(`/api/payments/sandbox/orders/${token}`)).status).toBe(404);
    expect((await payer.client.get(`/api/payments/sandbox/orders/${token}`)).body.status).toBe('APPROVED');
  });
});
