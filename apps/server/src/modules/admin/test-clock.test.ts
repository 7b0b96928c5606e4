import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../config.ts';
import { queryRows } from '../../db/client.ts';
import { createTestEnv, type ApiClient, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { signInAdmin } from '../../../test/trade-flows.ts';

/**
 * TEST MODE clock control (CLOCK_CONTROL=true): the browser tests move the server's clock past a promised date. Only
 * admins, only with the flag, never in production.
 */
let on: TestEnv;
let off: TestEnv;
let admin: ApiClient;

beforeAll(async () => {
  on = await createTestEnv({ CLOCK_CONTROL: 'true' });
  off = await createTestEnv();
  admin = await signInAdmin(on, 'clock-admin@example.com');
});
afterAll(async () => {
  await on.close();
  await off.close();
});

describe('the TEST MODE clock', () => {
  it('does not exist without CLOCK_CONTROL, and CLOCK_CONTROL is refused in production', async () => {
    const offAdmin = await signInAdmin(off, 'clock-admin-off@example.com');
    expect((await offAdmin.post('/api/admin/test-mode/clock', { advanceHours: 24 })).status).toBe(404);
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_CONTROL: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', CLOCK_CONTROL: 'true' })).toThrow(/CLOCK_CONTROL/);
  });

  it('moves forward for an admin only, is audited, and resets to the real time', async () => {
    const buyer = await signUp(on);
    expect((await buyer.client.post('/api/admin/test-mode/clock', { advanceHours: 24 })).status).toBe(403);
    expect((await admin.post('/api/admin/test-mode/clock', { advanceHours: 0 })).status).toBe(400);
    const start = on.clock.now().getTime();
    const moved = await admin.post('/api/admin/test-mode/clock', { advanceHours: 48 });
    expect(moved.status).toBe(200);
    expect(new Date(moved.body.now).getTime()).toBe(start + 48 * 3_600_000);
    expect(on.clock.now().getTime()).toBe(start + 48 * 3_600_000);
    const [row] = await queryRows<{ n: number }>(
      on.deps.db,
      sql`select count(*)::int as n from audit_log where action = 'admin.test_clock_moved'`,
    );
    expect(row?.n).toBe(1);
    const reset = await admin.post('/api/admin/test-mode/clock', { reset: true });
    expect(reset.status).toBe(200);
    expect(on.clock.now().getTime()).toBeLessThan(start + 48 * 3_600_000);
  });
});
