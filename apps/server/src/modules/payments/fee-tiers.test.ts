import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_FEE_TIERS } from '@app/shared/fees';
import { queryRows } from '../../db/client.ts';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { CHECKOUT_DETAILS, signUp } from '../../../test/flows.ts';
import { listProduct, signInAdmin, type Party } from '../../../test/trade-flows.ts';

/** The buyer fee tier table (issue 25): seeded, read and replaced by admins only, validated, audited, used by carts. */
let env: TestEnv;
let admin: ApiClient;
let buyer: Party;
let productId: string;

beforeAll(async () => {
  env = await createTestEnv();
  admin = await signInAdmin(env, 'fee-admin@example.com');
  const vendor = await signUp(env, { role: 'vendor' });
  buyer = await signUp(env);
  productId = (await listProduct(vendor, { price: '2500.00', minOrder: 1, stock: 10 })).id;
});
afterAll(async () => {
  await env.close();
});

const SEEDED = DEFAULT_FEE_TIERS.map((t) => ({ ...t }));

describe('buyer fee tiers', () => {
  it('starts with the seeded table: 10% to $500, 5% to $1,000, 3% to $10,000, 2% to $50,000, 1.5% above', async () => {
    const res = await admin.get('/api/admin/fee-tiers');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ tiers: SEEDED, updatedAt: null, cardPaymentMaxCents: 100_000 });
  });

  it('is for admins only: anonymous 401, buyer 403, for reading and for replacing', async () => {
    const anon = new ApiClient(env.app);
    expect((await anon.get('/api/admin/fee-tiers')).status).toBe(401);
    expect((await buyer.client.get('/api/admin/fee-tiers')).status).toBe(403);
    expect((await buyer.client.put('/api/admin/fee-tiers', { tiers: [{ upToCents: null, rateBps: 0 }] })).status).toBe(
      403,
    );
    expect((await admin.get('/api/admin/fee-tiers')).body.tiers).toEqual(SEEDED);
  });

  it('refuses an unusable table and names the tier and field at fault', async () => {
    const notAscending = await admin.put('/api/admin/fee-tiers', {
      tiers: [
        { upToCents: 100_000, rateBps: 500 },
        { upToCents: 50_000, rateBps: 300 },
        { upToCents: null, rateBps: 100 },
      ],
    });
    expect(notAscending.status).toBe(400);
    expect(notAscending.body.error.details.fields).toEqual({
      'tiers.1.upToCents': 'Tier 2 must end above the tier before it ($1,000.00)',
    });
    const lastClosed = await admin.put('/api/admin/fee-tiers', { tiers: [{ upToCents: 50_000, rateBps: 500 }] });
    expect(lastClosed.body.error.details.fields['tiers.0.upToCents']).toMatch(/last tier must have no upper bound/);
    const openInMiddle = await admin.put('/api/admin/fee-tiers', {
      tiers: [
        { upToCents: null, rateBps: 500 },
        { upToCents: null, rateBps: 100 },
      ],
    });
    expect(openInMiddle.body.error.details.fields['tiers.0.upToCents']).toMatch(/only the last tier/);
    const rate = await admin.put('/api/admin/fee-tiers', { tiers: [{ upToCents: null, rateBps: 10_001 }] });
    expect(rate.status).toBe(400);
    expect(JSON.stringify(rate.body.error.details)).toContain('tiers');
    const empty = await admin.put('/api/admin/fee-tiers', { tiers: [] });
    expect(empty.status).toBe(400);
    admin.setHeader('accept-language', 'fr');
    const french = await admin.put('/api/admin/fee-tiers', {
      tiers: [
        { upToCents: 0, rateBps: 100 },
        { upToCents: null, rateBps: 100 },
      ],
    });
    admin.setHeader('accept-language', undefined);
    expect(french.body.error.details.fields['tiers.0.upToCents']).toBe(
      'Tranche 1 : le plafond doit être supérieur à 0,00 $',
    );
    // nothing changed
    expect((await admin.get('/api/admin/fee-tiers')).body.tiers).toEqual(SEEDED);
  });

  it('replaces the table: carts are priced with it at once, and the change is audited with the table before it', async () => {
    await buyer.client.post('/api/cart/items', { productId, quantity: 1 });
    expect((await buyer.client.get('/api/cart')).body.fee).toEqual({
      kind: 'fixed',
      rateBps: 300,
      feeCents: 7_500,
      totalCents: 257_500,
      capped: false,
    });

    const tiers = [
      { upToCents: 200_000, rateBps: 800 },
      { upToCents: null, rateBps: 250 },
    ];
    const saved = await admin.put('/api/admin/fee-tiers', { tiers });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.tiers).toEqual(tiers);
    expect(saved.body.updatedAt).toBe(env.clock.now().toISOString());
    expect((await buyer.client.get('/api/cart')).body.fee).toEqual({
      kind: 'fixed',
      rateBps: 250,
      feeCents: 6_250,
      totalCents: 256_250,
      capped: false,
    });

    const [row] = await queryRows<{ action: string; data: { before: unknown; after: unknown } }>(
      env.deps.db,
      sql`select action, data from audit_log where action = 'admin.fee_tiers_replaced' order by created_at desc limit 1`,
    );
    expect(row!.data.before).toEqual(SEEDED);
    expect(row!.data.after).toEqual(tiers);

    // back to the seeded table for the other tests
    expect((await admin.put('/api/admin/fee-tiers', { tiers: SEEDED })).status).toBe(200);
    expect((await buyer.client.get('/api/cart')).body.fee.rateBps).toBe(300);
  });

  it('a pro-forma already issued keeps its fee when the table changes; new carts get the new one', async () => {
    const other = await signUp(env);
    await other.client.post('/api/cart/items', { productId, quantity: 1 });
    const issued = await other.client.post('/api/checkout/bank-transfer', {
      ...CHECKOUT_DETAILS,
      idempotencyKey: 'fee-tiers-kept-1',
    });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body).toMatchObject({ rateBps: 300, feeCents: 7_500, totalCents: 257_500 });
    expect(
      (
        await admin.put('/api/admin/fee-tiers', {
          tiers: [
            { upToCents: 200_000, rateBps: 800 },
            { upToCents: null, rateBps: 250 },
          ],
        })
      ).status,
    ).toBe(200);
    expect((await other.client.get(`/api/checkout/${issued.body.checkoutId}/proforma`)).body).toMatchObject({
      rateBps: 300,
      feeCents: 7_500,
      totalCents: 257_500,
    });
    await other.client.post('/api/cart/items', { productId, quantity: 1 });
    expect((await other.client.get('/api/cart')).body.fee).toMatchObject({ rateBps: 250, feeCents: 6_250 });
    await admin.put('/api/admin/fee-tiers', { tiers: SEEDED });
  });

  it('two admins replacing the table at once leave one whole table, never a mix', async () => {
    const other = await signInAdmin(env, 'fee-admin-2@example.com');
    const a = [
      { upToCents: 100_000, rateBps: 700 },
      { upToCents: null, rateBps: 200 },
    ];
    const b = [
      { upToCents: 50_000, rateBps: 900 },
      { upToCents: 300_000, rateBps: 400 },
      { upToCents: null, rateBps: 100 },
    ];
    const [ra, rb] = await Promise.all([
      admin.put('/api/admin/fee-tiers', { tiers: a }),
      other.put('/api/admin/fee-tiers', { tiers: b }),
    ]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const final = (await admin.get('/api/admin/fee-tiers')).body.tiers;
    expect([JSON.stringify(a), JSON.stringify(b)]).toContain(JSON.stringify(final));
    await admin.put('/api/admin/fee-tiers', { tiers: SEEDED });
  });

  it('six replacements at once all succeed and leave one of them whole (found by the API fuzz on PostgreSQL)', async () => {
    // with row locks only, the third writer found no row to wait on and inserted a position already taken: 500
    const tables = Array.from({ length: 6 }, (_, i) => [
      { upToCents: 100_000 + i * 1_000, rateBps: 500 + i },
      { upToCents: null, rateBps: 100 + i },
    ]);
    const answers = await Promise.all(tables.map((tiers) => admin.put('/api/admin/fee-tiers', { tiers })));
    expect(answers.map((r) => r.status)).toEqual(tables.map(() => 200));
    const final = (await admin.get('/api/admin/fee-tiers')).body.tiers;
    expect(tables.map((t) => JSON.stringify(t))).toContain(JSON.stringify(final));
    await admin.put('/api/admin/fee-tiers', { tiers: SEEDED });
  });
});
