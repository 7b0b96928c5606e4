import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { createTestEnv, type ApiClient, type TestEnv } from '../../../test/harness.ts';
import { signUp } from '../../../test/flows.ts';
import { buy, deliver, listProduct, ship, signInAdmin, type Party } from '../../../test/trade-flows.ts';
import { autoReleaseDue } from '../orders/orders.service.ts';
import { cronEvery } from './job-schedule.ts';
import { localRunner, pgBossRunner, type PeriodicJob, type Task } from './jobs.service.ts';
import { until } from '../../../test/until.ts';

interface Run {
  name: string;
  attempt: number;
  ok: boolean | null;
  error: string | null;
  finished_at: Date | null;
}

const runsOf = (deps: Deps, name: string) =>
  queryRows<Run>(
    deps.db,
    sql`select name, attempt, ok, error, finished_at from job_runs where name = ${name} order by id`,
  );

/** A job that fails its first `failures` attempts, then succeeds. */
function flaky(name: string, failures: number): PeriodicJob & { calls: number } {
  const job = {
    name,
    everyMinutes: 60,
    calls: 0,
    run: async () => {
      job.calls += 1;
      if (job.calls <= failures) throw new Error(`provider timed out (call ${job.calls})`);
    },
  };
  return job;
}

describe('periodic jobs: the in-process runner (embedded database) and the admin monitor', () => {
  let env: TestEnv;
  let admin: ApiClient;

  beforeAll(async () => {
    env = await createTestEnv();
    admin = await signInAdmin(env, 'jobs-admin@example.com');
  });
  afterAll(() => env.close());

  it('retries a failed run with a growing delay, records each attempt, and the monitor shows the last run', async () => {
    const job = flaky('fraud-scan', 2);
    const runner = localRunner(env.deps, [job], [], { retryLimit: 3, retryDelaySeconds: 0.1 });
    await runner.start();
    await runner.runNow('fraud-scan');
    const runs = await until(
      'the third attempt',
      async () => {
        const r = await runsOf(env.deps, 'fraud-scan');
        return r.some((x) => x.ok) && r;
      },
      10_000,
    );
    await runner.stop();
    expect(runs.map((r) => [r.attempt, r.ok])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(runs[0]!.error).toBe('Error: provider timed out (call 1)');

    const monitor = await admin.get('/api/admin/monitor');
    expect(monitor.status).toBe(200);
    expect(monitor.body.jobs.runner).toBe(env.deps.database.driver === 'postgres' ? 'pg-boss' : 'local');
    const scan = monitor.body.jobs.list.find((j: { name: string }) => j.name === 'fraud-scan');
    expect(scan).toMatchObject({
      everyMinutes: 15,
      runs24h: 3,
      failures24h: 2,
      lastRun: { ok: true, attempt: 3, error: null },
    });
    // a job that never ran is listed as such
    expect(monitor.body.jobs.list.find((j: { name: string }) => j.name === 'quote-expiry').lastRun).toBeNull();
    expect(monitor.body.status).toBe('ok');
  });

  it('gives up after the retry limit, and the monitor says the service is degraded', async () => {
    const job = flaky('quote-expiry', 99);
    const runner = localRunner(env.deps, [job], [], { retryLimit: 1, retryDelaySeconds: 0.05 });
    await runner.start();
    await runner.runNow('quote-expiry');
    await until('the retry', async () => (await runsOf(env.deps, 'quote-expiry')).length === 2, 5_000);
    await sleep(300);
    await runner.stop();
    expect((await runsOf(env.deps, 'quote-expiry')).map((r) => r.ok)).toEqual([false, false]);
    const monitor = await admin.get('/api/admin/monitor');
    expect(monitor.body.status).toBe('degraded');
    expect(monitor.body.jobs.list.find((j: { name: string }) => j.name === 'quote-expiry').lastRun.ok).toBe(false);
  });

  it('never runs a job over itself, and stop() waits for the run in progress', async () => {
    let active = 0;
    let most = 0;
    const slow: PeriodicJob = {
      name: 'slow-job',
      everyMinutes: 60,
      run: async () => {
        active += 1;
        most = Math.max(most, active);
        await sleep(300);
        active -= 1;
      },
    };
    const runner = localRunner(env.deps, [slow]);
    await runner.start();
    void runner.runNow('slow-job');
    void runner.runNow('slow-job');
    await sleep(50);
    await runner.stop();
    expect(most).toBe(1);
    const runs = await runsOf(env.deps, 'slow-job');
    expect(runs.map((r) => r.ok)).toEqual([true]);
    expect(runs[0]!.finished_at).not.toBeNull();
  });

  it('runs a task sent by a request in this process, and retries it when it fails', async () => {
    const seen: unknown[] = [];
    const task: Task = {
      name: 'test-task',
      run: async (_deps, data) => {
        seen.push(data);
        if (seen.length === 1) throw new Error('Graph API timed out');
      },
    };
    const runner = localRunner(env.deps, [], [task], { retryLimit: 2, retryDelaySeconds: 0.05 });
    await runner.start();
    await runner.queue.send('test-task', { to: '2348030000001', text: 'hello' });
    await runner.idle();
    expect(seen).toEqual([
      { to: '2348030000001', text: 'hello' },
      { to: '2348030000001', text: 'hello' },
    ]);
    expect((await runsOf(env.deps, 'test-task')).map((r) => [r.attempt, r.ok])).toEqual([
      [1, false],
      [2, true],
    ]);
    await expect(runner.queue.send('no-such-task', {})).rejects.toThrow(/no task named/);
    await runner.stop();
    await expect(runner.queue.send('test-task', {})).rejects.toThrow(/stopping/);
  });

  it('schedules by cron to the minute, and refuses a period that does not divide an hour', () => {
    expect(cronEvery(1)).toBe('* * * * *');
    expect(cronEvery(5)).toBe('*/5 * * * *');
    expect(cronEvery(60)).toBe('0 * * * *');
    expect(() => cronEvery(7)).toThrow(/divide an hour/);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('periodic jobs through pg-boss: two instances, one database', () => {
  let env: TestEnv;
  let other: Deps;
  let closeOther: () => Promise<void>;
  let url: string;

  beforeAll(async () => {
    env = await createTestEnv();
    url = (await queryRows<{ db: string }>(env.deps.db, sql`select current_database() as db`)).map((r) => {
      const u = new URL(process.env.TEST_DATABASE_URL!);
      u.pathname = `/${r.db}`;
      return u.toString();
    })[0]!;
    // the second instance: its own pool on the same database, as another process would have
    const database = await openDatabase({ url });
    other = { ...env.deps, database, db: database.db };
    closeOther = () => database.close();
  });
  afterAll(async () => {
    await closeOther();
    await env.close();
  });

  it('runs each periodic job once per period over both instances, and escrow is released once', async () => {
    const admin = await signInAdmin(env, 'boss-admin@example.com');
    const vendor: Party = await signUp(env, { role: 'vendor', name: 'Kofi Mensah' });
    const buyer: Party = await signUp(env, { name: 'Claire Dubois' });
    const product = await listProduct(vendor);
    const { orderId, vo } = await buy(buyer, [product.id]);
    await deliver(env, admin, await ship(vendor, orderId, vo.id));
    env.clock.advance(8 * 86_400_000); // the buyer's inspection window has ended without a dispute

    let ticks = 0;
    const jobs = (deps: Deps): PeriodicJob[] => [
      { name: 'escrow-auto-release', everyMinutes: 1, run: () => autoReleaseDue(deps) },
      { name: 'test-tick', everyMinutes: 1, run: async () => void (ticks += 1) },
    ];
    const options = { url, cronMonitorIntervalSeconds: 1, pollingIntervalSeconds: 0.5 };
    // Start early in a minute, so that the run of this minute and the checks below end before the next one begins.
    while (new Date().getUTCSeconds() < 2 || new Date().getUTCSeconds() > 30) await sleep(250);
    const a = pgBossRunner(env.deps, jobs(env.deps), [], options);
    const b = pgBossRunner(other, jobs(other), [], options);
    await Promise.all([a.start(), b.start()]);
    try {
      // the next minute's cron tick: both instances watch the schedule, one job is sent, one worker takes it
      await until(
        'the first scheduled runs',
        async () =>
          (await runsOf(env.deps, 'escrow-auto-release')).some((r) => r.ok) &&
          (await runsOf(env.deps, 'test-tick')).some((r) => r.ok),
        80_000,
      );
      await sleep(4000);
      expect((await runsOf(env.deps, 'escrow-auto-release')).length).toBe(1);
      expect((await runsOf(env.deps, 'test-tick')).length).toBe(1);
      expect(ticks).toBe(1);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const [row] = await queryRows<{ status: string; escrow_status: string; releases: number }>(
      env.deps.db,
      sql`select v.status, v.escrow_status,
                 (select count(*)::int from ledger_transactions t where t.vendor_order_id = v.id and t.kind = 'RELEASE') as releases
            from vendor_orders v where v.id = ${vo.id}`,
    );
    expect(row).toEqual({ status: 'COMPLETED', escrow_status: 'RELEASED', releases: 1 });
  }, 120_000);

  it('hands a task sent by a process without jobs to a process with them, once, retried after a failure', async () => {
    const seen: { data: unknown; by: string }[] = [];
    const task = (by: string): Task => ({
      name: 'test-echo',
      run: async (_deps, data) => {
        seen.push({ data, by });
        if (seen.length === 1) throw new Error('Graph API timed out');
      },
    });
    const worker = pgBossRunner(env.deps, [], [task('worker')], {
      url,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
    });
    // the same settings on both, as the processes of one deployment have (the last to start sets the queue's)
    const web = pgBossRunner(other, [], [task('web')], { url, work: false, retryDelaySeconds: 1 });
    await Promise.all([worker.start(), web.start()]);
    try {
      await web.queue.send('test-echo', { to: '2348030000001', text: 'hello' });
      await until('the retried task', async () => seen.length === 2, 20_000);
      await sleep(1500);
      expect(seen).toEqual([
        { data: { to: '2348030000001', text: 'hello' }, by: 'worker' },
        { data: { to: '2348030000001', text: 'hello' }, by: 'worker' },
      ]);
      expect((await runsOf(env.deps, 'test-echo')).map((r) => [r.attempt, r.ok])).toEqual([
        [1, false],
        [2, true],
      ]);
    } finally {
      await Promise.all([worker.stop(), web.stop()]);
    }
  }, 60_000);

  it('retries a failed job with backoff and lets a run in progress end on stop', async () => {
    const job = flaky('test-flaky', 2);
    let slowEnded = false;
    const slow: PeriodicJob = {
      name: 'test-slow',
      everyMinutes: 60,
      run: async () => {
        await sleep(1500);
        slowEnded = true;
      },
    };
    const runner = pgBossRunner(env.deps, [job, slow], [], {
      url,
      retryLimit: 3,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
    });
    await runner.start();
    await runner.runNow('test-flaky');
    const runs = await until(
      'the third attempt',
      async () => {
        const r = await runsOf(env.deps, 'test-flaky');
        return r.some((x) => x.ok) && r;
      },
      30_000,
    );
    expect(runs.map((r) => [r.attempt, r.ok])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);

    await runner.runNow('test-slow');
    await until('the slow run to start', async () => (await runsOf(env.deps, 'test-slow')).length === 1, 10_000);
    await runner.stop();
    expect(slowEnded).toBe(true);
    expect((await runsOf(env.deps, 'test-slow')).map((r) => r.ok)).toEqual([true]);
  }, 60_000);
});
