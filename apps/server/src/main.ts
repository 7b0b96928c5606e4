import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './db/seed/demo.ts';
import type { Deps } from './deps.ts';
import { ShiftedClock, systemClock, type Clock } from './lib/clock.ts';
import { isDatabaseUnavailable } from './lib/db-errors.ts';
import { consoleDestination, createLogger } from './logger.ts';
import { ensureAdmin } from './modules/auth/auth.service.ts';
import { ensureDefaultRates } from './modules/fx/fx.service.ts';
import { ensureKnowledgeBase } from './modules/concierge/knowledge-base.service.ts';
import { Mailer } from './modules/mail/mail.service.ts';
import { S3FileStore } from './modules/media/s3-file-store.ts';
import { LocalFileStore } from './modules/media/file-store.ts';
import { buildPaymentRails } from './modules/payments/build-payment-rails.ts';
import { buildCounters } from './modules/limits/limits.service.ts';
import { buildPayoutRails } from './modules/payouts/build-payout-rails.ts';
import { runPayouts } from './modules/payouts/use-cases/run-payouts.ts';
import { remindBalances } from './modules/orders/use-cases/remind-balance.ts';
import { remindShipBy } from './modules/orders/use-cases/remind-ship-by.ts';
import { BuiltinCarrier, ShippoCarrier } from './modules/shipping/carrier.ts';
import { reconcileCheckouts } from './modules/orders/use-cases/reconcile-checkouts.ts';
import { expireUnpaidProformas } from './modules/orders/use-cases/expire-proformas.ts';
import { autoReleaseDue } from './modules/orders/orders.service.ts';
import { expireDueOffers } from './modules/offers/offers.service.ts';
import { scanAccounts } from './modules/fraud/fraud.service.ts';
import { escalateOverdueDisputes } from './modules/disputes/disputes.service.ts';
import path from 'node:path';
import cluster from 'node:cluster';
import { superviseProcesses } from './processes.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.LOG_LEVEL, consoleDestination(config.isProduction));
  // SERVER_PROCESSES > 1: this process only starts and watches the server processes (processes.ts).
  if (config.SERVER_PROCESSES > 1 && cluster.isPrimary) {
    superviseProcesses(config, logger);
    return;
  }
  // The process that runs the periodic jobs and the e-mail outbox (every process unless told otherwise).
  const jobs = config.BACKGROUND_JOBS;
  // Last line of defence: every database client has its own 'error' handler, but a lost database must never kill the
  // process from a place we did not foresee. Anything else is logged loudly; a thrown exception still ends the process.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) logger.warn({ err: reason }, 'unhandled rejection: database unavailable');
    else logger.error({ err: reason }, 'unhandled rejection');
  });
  process.on('uncaughtException', (err) => {
    if (isDatabaseUnavailable(err)) {
      logger.error({ err }, 'uncaught exception: database unavailable (process kept running)');
      return;
    }
    logger.fatal({ err }, 'uncaught exception');
    process.exit(1);
  });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.dataDir,
    poolMax: config.DB_POOL_MAX,
    sharedBuffers: config.PGLITE_SHARED_BUFFERS,
    logger,
  });
  await migrateDatabase(database);
  const clock: Clock = config.clockControl ? new ShiftedClock() : systemClock;
  if (config.clockControl)
    logger.warn('TEST MODE: CLOCK_CONTROL is on, admins may move the clock (POST /api/admin/test-mode/clock)');
  const mailer = new Mailer(database, {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    pollMs: config.MAIL_POLL_MS,
    logger,
    clock,
  });
  const files =
    config.S3_BUCKET && config.S3_ENDPOINT && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
      ? new S3FileStore({
          endpoint: config.S3_ENDPOINT,
          bucket: config.S3_BUCKET,
          region: config.S3_REGION,
          accessKeyId: config.S3_ACCESS_KEY_ID,
          secretAccessKey: config.S3_SECRET_ACCESS_KEY,
        })
      : new LocalFileStore(path.join(config.dataDir, 'files'));
  const rails = buildPaymentRails(config, database.db, clock);
  const carrier = config.SHIPPO_API_KEY
    ? new ShippoCarrier(config.SHIPPO_API_KEY, config.SHIPPO_API_BASE)
    : new BuiltinCarrier();
  const deps: Deps = {
    config,
    database,
    db: database.db,
    clock,
    mailer,
    files,
    rails,
    carrier,
    payouts: buildPayoutRails(config),
    counters: await buildCounters(config, database, clock),
    logger,
    startedAt: new Date(),
  };

  let demoCreated: string[] = [];
  if (jobs) {
    await ensureDefaultRates(deps);
    await ensureKnowledgeBase(deps);
    if (config.ADMIN_EMAIL && config.ADMIN_PASSWORD) {
      const result = await ensureAdmin(deps, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
      logger.info(`Admin account ${config.ADMIN_EMAIL}: ${result}`);
    }
    if (config.seedDemo) demoCreated = await seedDemo(deps);
  }

  const app = await buildApp(deps);
  if (jobs) startJobs(deps);
  await app.listen({ port: config.PORT, host: config.HOST });
  if (!jobs) logger.info(`server process ${process.pid} listening (no background jobs)`);
  else printBanner(deps, demoCreated);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal}: shutting down`);
    await app.close();
    await mailer.stop();
    await deps.counters.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** The periodic jobs and the e-mail outbox: one process of a deployment runs them (BACKGROUND_JOBS). */
function startJobs(deps: Deps): void {
  const { logger, mailer } = deps;
  mailer.start();
  const reconcile = setInterval(() => {
    reconcileCheckouts(deps).catch((err: unknown) => logger.error({ err }, 'checkout reconciliation failed'));
  }, 60_000);
  reconcile.unref();
  // Unpaid pro-forma invoices expire after PROFORMA_EXPIRY_DAYS and give their reserved stock back (issue 25).
  const proformaExpiry = setInterval(() => {
    expireUnpaidProformas(deps).catch((err: unknown) => logger.error({ err }, 'pro-forma expiry failed'));
  }, 10 * 60_000);
  proformaExpiry.unref();
  const release = setInterval(() => {
    autoReleaseDue(deps).catch((err: unknown) => logger.error({ err }, 'escrow auto-release failed'));
  }, 5 * 60_000);
  release.unref();
  const escalate = setInterval(() => {
    escalateOverdueDisputes(deps).catch((err: unknown) => logger.error({ err }, 'dispute escalation failed'));
  }, 5 * 60_000);
  escalate.unref();
  const fraudScan = setInterval(() => {
    scanAccounts(deps).catch((err: unknown) => logger.error({ err }, 'fraud account scan failed'));
  }, 15 * 60_000);
  fraudScan.unref();
  const offerExpiry = setInterval(() => {
    expireDueOffers(deps).catch((err: unknown) => logger.error({ err }, 'quote expiry failed'));
  }, 10 * 60_000);
  offerExpiry.unref();
  // Automatic payouts (issue 17): pays vendors whose destination is due, retries and asks about pending transfers.
  const payoutRun = setInterval(() => {
    runPayouts(deps).catch((err: unknown) => logger.error({ err }, 'payout run failed'));
  }, 60_000);
  payoutRun.unref();
  // Ship-by guarantee (issue 18): reminders to vendors before the date, a notice to the buyer after it.
  const shipBy = setInterval(() => {
    remindShipBy(deps).catch((err: unknown) => logger.error({ err }, 'ship-by reminders failed'));
    // Payment plans (issue 18): a buyer whose balance's days are ending is reminded once.
    remindBalances(deps).catch((err: unknown) => logger.error({ err }, 'balance reminders failed'));
  }, 10 * 60_000);
  shipBy.unref();
  // Rate-limit windows that have ended (the database's counters; Redis expires its own keys).
  const sweepCounters = setInterval(() => {
    deps.counters.sweep().catch((err: unknown) => logger.error({ err }, 'rate counter sweep failed'));
  }, 60 * 60_000);
  sweepCounters.unref();
}

/** What a newcomer needs on the console: where the app is, what is real and what is TEST MODE, the demo accounts. */
function printBanner(deps: Deps, demoCreated: string[]): void {
  const { config, database, rails, carrier, mailer } = deps;
  const lines = [
    '',
    `  AfriBridge Trade is running at ${config.publicUrl}`,
    `  Database: ${database.driver === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Payments: ${rails.list.map((r) => `${r.name}${r.testMode ? ' (TEST MODE, no real money)' : ''}`).join(', ')}`,
    `  Payouts: manual${deps.payouts.list.map((p) => `, ${p.name}${p.testMode ? ' (TEST MODE, no real money)' : ''}`).join('')}`,
    `  Shipping: ${carrier.name === 'shippo' ? 'Shippo' : 'built-in rate tables and labels'}`,
    `  E-mail: ${mailer.transportKind === 'smtp' ? 'SMTP (SMTP_URL)' : `kept in the outbox; read it at ${config.publicUrl}/dev/mailbox`}`,
    ...(config.SERVER_PROCESSES > 1
      ? [`  Processes: ${config.SERVER_PROCESSES} sharing the port (SERVER_PROCESSES); this one runs the jobs`]
      : []),
  ];
  if (config.seedDemo) {
    lines.push(`  Demo accounts (password "${DEMO_PASSWORD}")${demoCreated.length ? '' : ' (already present)'}:`);
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.active.padEnd(7)} ${a.email}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
