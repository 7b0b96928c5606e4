import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { DISPLAY_CURRENCIES } from '@app/shared/constants';
import { ApiClient, createTestEnv, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { ensureAdmin } from '../auth/auth.service.ts';
import { ensureDefaultRates } from './fx.service.ts';
import { exchangeRates } from './fx.schema.ts';

let env: TestEnv;
let admin: ApiClient;

beforeAll(async () => {
  env = await createTestEnv();
  await ensureAdmin(env.deps, 'fx-rates-admin@example.com', 'Fx-Rates-Admin-Password-1');
  admin = new ApiClient(env.app);
  await admin.post('/api/auth/login', { email: 'fx-rates-admin@example.com', password: 'Fx-Rates-Admin-Password-1' });
});

afterAll(async () => {
  await env.close();
});

interface Rate {
  currency: string;
  unitsPerUsd: string;
  effectiveDate: string;
  updatedAt: string;
}

describe('display currencies in the rate table', () => {
  it('are all listed publicly with their rate, effective date and time', async () => {
    const res = await new ApiClient(env.app).get('/api/exchange-rates');
    expect(res.status).toBe(200);
    const items = res.body.items as Rate[];
    expect(items.map((r) => r.currency).sort()).toEqual([...DISPLAY_CURRENCIES].sort());
    const byCode = new Map(items.map((r) => [r.currency, r]));
    expect(byCode.get('XOF')).toMatchObject({ unitsPerUsd: '603', effectiveDate: '2026-11-01' });
    expect(byCode.get('UGX')).toMatchObject({ unitsPerUsd: '3700' });
    expect(byCode.get('EGP')).toMatchObject({ unitsPerUsd: '48.5' });
    expect(byCode.get('MAD')).toMatchObject({ unitsPerUsd: '9.95' });
    for (const r of items) expect(Number.isNaN(Date.parse(r.updatedAt))).toBe(false);
  });

  it('are editable by admins only, like the others, and refuse unknown codes', async () => {
    const buyer = await signUp(env);
    expect(
      (await buyer.client.put('/api/admin/exchange-rates/XOF', { unitsPerUsd: '610', effectiveDate: '2026-11-22' }))
        .status,
    ).toBe(403);
    expect(
      (await admin.put('/api/admin/exchange-rates/XYZ', { unitsPerUsd: '1', effectiveDate: '2026-11-22' })).status,
    ).toBe(400);
    const set = await admin.put('/api/admin/exchange-rates/XOF', { unitsPerUsd: '610.5', effectiveDate: '2026-11-22' });
    expect(set.status).toBe(200);
    expect((set.body.items as Rate[]).find((r) => r.currency === 'XOF')).toMatchObject({
      unitsPerUsd: '610.5',
      effectiveDate: '2026-11-22',
    });
    const mad = await admin.put('/api/admin/exchange-rates/MAD', { unitsPerUsd: '10', effectiveDate: '2026-11-22' });
    expect((mad.body.items as Rate[]).find((r) => r.currency === 'MAD')?.unitsPerUsd).toBe('10');
    const pub = (await new ApiClient(env.app).get('/api/exchange-rates')).body.items as Rate[];
    expect(pub.find((r) => r.currency === 'XOF')?.unitsPerUsd).toBe('610.5');
    expect(pub).toHaveLength(DISPLAY_CURRENCIES.length);
  });

  it('are added to an older database that lacks them, once, without touching the rates already set', async () => {
    await env.deps.db.delete(exchangeRates).where(inArray(exchangeRates.currency, ['UGX', 'EGP']));
    const before = (await new ApiClient(env.app).get('/api/exchange-rates')).body.items as Rate[];
    expect(before.map((r) => r.currency)).not.toContain('UGX');
    await ensureDefaultRates(env.deps);
    await ensureDefaultRates(env.deps);
    const after = (await new ApiClient(env.app).get('/api/exchange-rates')).body.items as Rate[];
    expect(after).toHaveLength(DISPLAY_CURRENCIES.length);
    expect(after.find((r) => r.currency === 'UGX')?.unitsPerUsd).toBe('3700');
    expect(after.find((r) => r.currency === 'XOF')?.unitsPerUsd).toBe('610.5');
    const ugxRows = await env.deps.db
      .select()
      .from(exchangeRates)
      .where(inArray(exchangeRates.currency, ['UGX']));
    expect(ugxRows).toHaveLength(1);
  });
});
