import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Deps } from '../../deps.ts';
import { isDatabaseUnavailable } from '../../lib/db-errors.ts';
import { cronEvery } from './job-schedule.ts';
import {
  DEFAULT_RETRY,
  type JobRunner,
  type PeriodicJob,
  type RetryPolicy,
  type Runnable,
  type Task,
} from './jobs.types.ts';
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
  /**
   * false: this process only sends tasks (BACKGROUND_JOBS=false): no schedules watched, no job or task taken. The
   * queues are still set up, so that a task sent from here has somewhere to go.
   */
  work?: boolean;
}

/**
 * The runner of a PostgreSQL deployment (issue 21), through pg-boss 10: each job has a queue with the "stately" policy
 * (at most one waiting and one running) and a cron schedule. pg-boss's clock sends one job per schedule per minute for
 * the whole cluster, whatever the number of processes, and one worker of one process takes it (SKIP LOCKED). A failed
 * run is retried by pg-boss with an exponential backoff. Database outages are pg-boss 'error' events: logged, and its
 * loops carry on once the database is back.
 */
export function pgBossRunner(
  deps: Deps,
  jobs: readonly PeriodicJob[],
  tasks: readonly Task[],
  options: PgBossRunnerOptions,
): JobRunner {
  const retry = { ...DEFAULT_RETRY, ...options };
  const work = options.work ?? true;
  const boss = new PgBoss({
    connectionString: options.url,
    schema: 'pgboss',
    application_name: 'afribridge-jobs',
    max: work ? 3 : 1,
    ...(work ? {} : { supervise: false, schedule: false }),
    ...(options.cronMonitorIntervalSeconds
      ? { cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds, cronWorkerIntervalSeconds: 1 }
      : {}),
  });
  boss.on('error', (err) => {
    if (isDatabaseUnavailable(err)) deps.logger.warn({ err }, 'job queue: database unavailable');
    else deps.logger.error({ err }, 'job queue error');
  });
  // Jobs and tasks alike are queues: a job's has a schedule and the "stately" policy (at most one waiting and one
  // running, so a slow run never piles up the next periods); a task's carries the data it was sent with.
  const queues = [
    ...jobs.map((job) => ({
      name: job.name,
      policy: 'stately' as const,
      cron: cronEvery(job.everyMinutes),
      runnable: (): Runnable => job,
    })),
    ...tasks.map((task) => ({
      name: task.name,
      policy: 'standard' as const,
      cron: null,
      runnable: (data: Record<string, unknown>): Runnable => ({ name: task.name, run: (d) => task.run(d, data) }),
    })),
  ];
  let started = false;
  return {
    kind: 'pg-boss',
    queue: {
      async send(name, data) {
        if (!started) throw new Error(`task ${name} sent before the job queue started`);
        if (!tasks.some((t) => t.name === name)) throw new Error(`no task named ${name}`);
        await boss.send(name, data);
      },
    },
    async start() {
      await boss.start();
      const retries = {
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: 15 * 60,
      };
      // Processes of a deployment start together: creating the same queues at once deadlocks in PostgreSQL (each
      // queue is a partition), so one process at a time sets the queues and schedules up, under an advisory lock.
      await oneAtATime(options.url, async () => {
        const known = new Set(jobs.map((j) => j.name));
        if (work) for (const s of await boss.getSchedules()) if (!known.has(s.name)) await boss.unschedule(s.name);
        for (const q of queues) {
          const settings = { name: q.name, policy: q.policy, ...retries };
          await boss.createQueue(q.name, settings);
          await boss.updateQueue(q.name, settings);
          if (q.cron) await boss.schedule(q.name, q.cron, {}, { tz: 'UTC' });
        }
      });
      started = true;
      if (!work) return;
      const polling = options.pollingIntervalSeconds ? { pollingIntervalSeconds: options.pollingIntervalSeconds } : {};
      for (const q of queues) {
        await boss.work<Record<string, unknown>>(
          q.name,
          { includeMetadata: true, batchSize: 1, ...polling },
          async ([taken]) => {
            if (!taken) return;
            const attempt = taken.retryCount + 1;
            try {
              await runRecorded(deps, q.runnable(taken.data), attempt);
            } catch (err) {
              deps.logger.error({ err, job: q.name, attempt }, `${q.name} failed (attempt ${attempt})`);
              throw err;
            }
          },
        );
      }
    },
    async runNow(name) {
      if (!jobs.some((j) => j.name === name)) throw new Error(`no job named ${name}`);
      await boss.send(name, {});
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, close: true, timeout: options.stopTimeoutMs ?? 30_000 });
    },
  };
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
