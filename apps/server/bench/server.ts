/**
 * The API server of the browse benchmark, in its own process so the load generator (autocannon, in the parent)
 * does not share an event loop with it. Opens the database named by BENCH_DB_URL (PostgreSQL) or BENCH_DB_DIR
 * (PGlite), listens on a free loopback port and reports it to the parent over IPC.
 */
import { QUEUE_NOT_STARTED } from '../src/modules/jobs/jobs.service.ts';
import { databaseCounters } from '../src/modules/limits/counters.ts';
import { PayoutRails } from '../src/modules/payouts/payout-rails.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import type { Deps } from '../src/deps.ts';
import { systemClock } from '../src/lib/clock.ts';
import { Mailer } from '../src/modules/mail/mail.service.ts';
import { LocalFileStore } from '../src/modules/media/file-store.ts';
import { SandboxPaymentProvider } from '../src/modules/payments/sandbox-provider.ts';
import { PaymentRails } from '../src/modules/payments/payment-rails.ts';
import { BuiltinCarrier } from '../src/modules/shipping/carrier.ts';

async function main(): Promise<void> {
  const url = process.env.BENCH_DB_URL;
  const dir = process.env.BENCH_DB_DIR;
  const logger = pino({ level: 'silent' });
  const config = loadConfig({
    NODE_ENV: 'production',
    WEB_DIST_DIR: '/nonexistent',
    LOG_LEVEL: 'silent',
    BROWSE_CACHE_MS: process.env.BROWSE_CACHE_MS,
    DB_POOL_MAX: process.env.DB_POOL_MAX,
    PGLITE_SHARED_BUFFERS: process.env.PGLITE_SHARED_BUFFERS,
  });
  const database = await openDatabase(
    url ? { url, poolMax: config.DB_POOL_MAX } : { dataDir: dir ?? '', sharedBuffers: config.PGLITE_SHARED_BUFFERS },
  );
  const mailer = new Mailer(database, { from: 'x', pollMs: 60_000, logger, clock: systemClock });
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'afb-bench-files-'));
  const deps: Deps = {
    config,
    database,
    db: database.db,
    clock: systemClock,
    mailer,
    files: new LocalFileStore(filesDir),
    rails: new PaymentRails([new SandboxPaymentProvider(database.db, systemClock)]),
    carrier: new BuiltinCarrier(),
    payouts: new PayoutRails([]),
    counters: databaseCounters(database.db, systemClock),
    queue: QUEUE_NOT_STARTED,
    logger,
    startedAt: new Date(),
  };
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.send?.({ port });
  const stop = () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => {
        fs.rmSync(filesDir, { recursive: true, force: true });
        process.exit(0);
      });
  };
  process.on('message', (m) => m === 'stop' && stop());
  // Standalone (for profiling with --cpu-prof, which writes its file on a clean exit): Ctrl-C stops it cleanly.
  process.on('SIGINT', stop);
  if (!process.send) console.log(`listening on ${port}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
