import { QUEUE_NOT_STARTED } from '../modules/jobs/jobs.service.ts';
import { databaseCounters } from '../modules/limits/counters.ts';
import fs from 'node:fs';
import { PayoutRails } from '../modules/payouts/payout-rails.ts';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Deps } from '../deps.ts';
import { TestClock } from '../lib/clock.ts';
import { Mailer } from '../modules/mail/mail.service.ts';
import { LocalFileStore } from '../modules/media/file-store.ts';
import { SandboxPaymentProvider } from '../modules/payments/sandbox-provider.ts';
import { PaymentRails } from '../modules/payments/payment-rails.ts';
import { BuiltinCarrier } from '../modules/shipping/carrier.ts';
import { freePort } from '../../test/private-postgres.ts';
import { openDatabase } from './client.ts';

describe('a database that refuses connections answers 503 + Retry-After (in process)', () => {
  let deps: Deps;
  let filesDir: string;
  beforeAll(async () => {
    const url = `postgres://x@127.0.0.1:${await freePort(40_000, 10_000)}/x`;
    const database = await openDatabase({ url, connectionTimeoutMillis: 1000 });
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', DATABASE_URL: url });
    const clock = new TestClock(new Date('2026-11-21T10:00:00Z'));
    const logger = pino({ level: 'silent' });
    const mailer = new Mailer(database, { from: config.MAIL_FROM, pollMs: 1000, logger, clock });
    filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afb-files-'));
    const payments = new SandboxPaymentProvider(database.db, clock);
    deps = {
      config,
      database,
      db: database.db,
      clock,
      mailer,
      files: new LocalFileStore(filesDir),
      rails: new PaymentRails([payments]),
      carrier: new BuiltinCarrier(),
      payouts: new PayoutRails([]),
      counters: databaseCounters(database.db, clock),
      queue: QUEUE_NOT_STARTED,
      logger,
      startedAt: clock.now(),
    };
  });
  afterAll(async () => {
    await deps.database.close();
    fs.rmSync(filesDir, { recursive: true, force: true });
  });

  it('never 500: every route that reads the database says "try again shortly", in the caller language', async () => {
    const app = await buildApp(deps);
    try {
      for (const url of ['/api/products', '/api/products/featured', '/api/health']) {
        const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'fr' } });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        if (url !== '/api/health') {
          const body = res.json();
          expect(body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', key: 'common.serviceUnavailable' });
          expect(body.error.message).toMatch(/indisponible/);
        }
      }
      // The session is read in the request hook: that failure is a 503 too, not a 500.
      const signedIn = await app.inject({
        method: 'GET',
        url: '/api/cart',
        headers: { cookie: 'sid=abcdefabcdefabcdefabcdef' },
      });
      expect(signedIn.statusCode).toBe(503);
      expect(signedIn.json().error.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await app.close();
    }
  });
});
