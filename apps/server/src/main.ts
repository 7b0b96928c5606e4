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
import { jobRunnerFor, periodicJobs, productTasks, QUEUE_NOT_STARTED } from './modules/jobs/jobs.service.ts';
import { BuiltinCarrier, ShippoCarrier } from './modules/shipping/carrier.ts';
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
    queue: QUEUE_NOT_STARTED,
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

  // The periodic jobs and the tasks requests hand over (issue 21): on PostgreSQL through pg-boss, each job once per
  // period over every process that takes part (BACKGROUND_JOBS), each task taken by one of them; a process without
  // jobs still sends tasks. On the embedded database, timers and tasks run in this process. The e-mail outbox is
  // claimed with SKIP LOCKED, so any number of processes may send it.
  const runner = jobRunnerFor(deps, jobs ? periodicJobs() : [], productTasks(), { work: jobs });
  await runner.start();
  deps.queue = runner.queue;
  if (jobs) mailer.start();
  const app = await buildApp(deps);
  await app.listen({ port: config.PORT, host: config.HOST });
  if (!jobs) logger.info(`server process ${process.pid} listening (no background jobs)`);
  else printBanner(deps, demoCreated);

  // Graceful shutdown: stop accepting (new requests on kept-alive connections get 503), let the requests and job runs
  // in progress end, then close the pools. A shutdown that hangs is cut after SHUTDOWN_TIMEOUT_MS.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info(`${signal}: shutting down`);
    setTimeout(() => {
      logger.error(`shutdown took more than ${config.SHUTDOWN_TIMEOUT_MS} ms: exiting`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS).unref();
    // Fastify closes the connections idle at this moment; a kept-alive one that turns idle later (its last answer
    // sent) would hold the close until the client hangs up, so idle connections are closed until the close ends.
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 250);
    await app.close();
    clearInterval(idleSweep);
    await runner.stop();
    await mailer.stop();
    await deps.counters.close();
    await database.close();
    logger.info('shut down cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
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
    `  Jobs: ${database.driver === 'postgres' ? 'pg-boss queue on PostgreSQL (each job once per period over all processes)' : 'timers in this process (embedded database)'}; last runs at ${config.publicUrl}/admin/monitor`,
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
