import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Deps } from '../../deps.ts';
import { isDatabaseUnavailable } from '../../lib/db-errors.ts';
import { cronEvery } from './job-schedule.ts';
import { DEFAULT_RETRY, type JobRunner, type PeriodicJob, type RetryPolicy } from './jobs.types.ts';
import { runRecorded } from './use-cases/run-recorded.ts';

export interface PgBossRunnerOptions extends Partial<RetryPolicy> {
  /** PostgreSQL, the application's own database: pg-boss keeps its tables in the `pgboss` schema. */
  url: string;
  /** How often an idle worker asks for a job (seconds; pg-boss's default is 2). */
  pollingIntervalSeconds?: number;
  /** How often an instance checks the schedules (seconds; one instance of the cluster does it each time). */
  cronMonitorIntervalSeconds?: number;
  /** How long stop() waits for runs in progress (ms). */
  stopTimeoutMs?: number;
}

/**
 * The runner of a PostgreSQL deployment (issue 21), through pg-boss 10: each job has a queue with the "stately" policy
 * (at most one waiting and one running) and a cron schedule. pg-boss's clock sends one job per schedule per minute for
 * the whole cluster, whatever the number of processes, and one worker of one process takes it (SKIP LOCKED). A failed
 * run is retried by pg-boss with an exponential backoff. Database outages are pg-boss 'error' events: logged, and its
 * loops carry on once the database is back.
 */
export function pgBossRunner(deps: Deps, jobs: readonly PeriodicJob[], options: PgBossRunnerOptions): JobRunner {
  const retry = { ...DEFAULT_RETRY, ...options };
  const boss = new PgBoss({
    connectionString: options.url,
    schema: 'pgboss',
    application_name: 'afribridge-jobs',
    max: 3,
    ...(options.cronMonitorIntervalSeconds
      ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds, cronWorkerIntervalSeconds: 1 }
      : {}),
  });
  boss.on('error', (err) => {
    if (isDatabaseUnavailable(err)) deps.logger.warn({ err }, 'job queue: database unavailable');
    else deps.logger.error({ err }, 'job queue error');
  });
  return {
    kind: 'pg-boss',
    async start() {
      await boss.start();
      const queue = {
        policy: 'stately' as const,
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 15 * 60,
      };
      // Processes of a deployment start together: creating the same queues at once deadlocks in PostgreSQL (each
      // queue is a partition), so one process at a time sets the queues and schedules up, under an advisory lock.
      await oneAtATime(options.url, async () => {
        const known = new Set(jobs.map((j) => j.name));
        for (const s of await boss.getSchedules()) if (!known.has(s.name)) await boss.unschedule(s.name);
        for (const job of jobs) {
          await boss.createQueue(job.name, { name: job.name, ...queue });
          await boss.updateQueue(job.name, { name: job.name, ...queue });
          await boss.schedule(job.name, cronEvery(job.everyMinutes), {}, { tz: 'UTC' });
        }
      });
      for (const job of jobs) {
        await boss.work(
          job.name,
          {
            includeMetadata: true,
            batchSize: 1,
            ...(options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {}),
          },
          async ([taken]) => {
            const attempt = (taken?.retryCount ?? 0) + 1;
            try {
              await runRecorded(deps, job, attempt);
            } catch (err) {
              deps.logger.error({ err, job: job.name, attempt }, `job ${job.name} failed`);
              throw err;
            }
          },
        );
      }
    },
    async runNow(name) {
      if (!known(name)) throw new Error(`no job named ${name}`);
      await boss.send(name, {});
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: true, timeout: options.stopTimeoutMs ?? 30_000 });
    },
  };
  function known(name: string): boolean {
    return jobs.some((j) => j.name === name);
  }
}

/** An arbitrary key for the advisory lock of the queues' setup. */
const SETUP_LOCK = 7_212_021;

async function oneAtATime(url: string, work: () => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'afribridge-jobs-setup' });
  client.on('error', () => {}); // a lost connection fails the query below, which is what we report
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
    await work();
  } finally {
    await client.end().catch(() => {});
  }
}
