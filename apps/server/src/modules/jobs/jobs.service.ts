/** The periodic jobs and the tasks requests hand over (issue 21): what main.ts, routes and the admin monitor use. */
import type { Deps } from '../../deps.ts';
import type { JobsReport } from '@app/shared/auth';
import { JOB_SCHEDULE } from './job-schedule.ts';
import { lastRuns } from './jobs.repository.ts';
import type { JobRunner, PeriodicJob, Task } from './jobs.types.ts';
import { localRunner } from './local-runner.ts';
import { pgBossRunner, type PgBossRunnerOptions } from './pg-boss-runner.ts';

export { periodicJobs } from './periodic-jobs.ts';
export { productTasks } from './tasks.ts';
export { localRunner, type LocalRunner } from './local-runner.ts';
export { pgBossRunner } from './pg-boss-runner.ts';
export { QUEUE_NOT_STARTED, type TaskQueue } from './task-queue.ts';
export { TASK_NAMES, type JobRunner, type PeriodicJob, type RetryPolicy, type Task } from './jobs.types.ts';

/** pg-boss on PostgreSQL (any number of processes), timers and in-process tasks on the embedded database. */
export function jobRunnerFor(
  deps: Deps,
  jobs: readonly PeriodicJob[],
  tasks: readonly Task[],
  options: Omit<PgBossRunnerOptions, 'url'> = {},
): JobRunner {
  const url = deps.config.DATABASE_URL;
  return deps.database.driver === 'postgres' && url
    ? pgBossRunner(deps, jobs, tasks, { ...options, url })
    : localRunner(deps, jobs, tasks, options);
}

const toIso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** Each periodic job's last run and its failures in the last 24 hours, for the admin monitor. */
export async function jobsReport(deps: Deps): Promise<JobsReport> {
  const since = new Date(deps.clock.now().getTime() - 86_400_000);
  const rows = await lastRuns(
    deps.db,
    JOB_SCHEDULE.map((j) => j.name),
    since,
  );
  const byName = new Map(rows.map((r) => [r.name, r]));
  const runner =
    deps.database.driver === 'postgres' ? 'pg-boss' : deps.config.BACKGROUND_JOBS ? 'local' : ('off' as const);
  return {
    runner,
    list: JOB_SCHEDULE.map(({ name, everyMinutes }) => {
      const r = byName.get(name);
      return {
        name,
        everyMinutes,
        lastRun:
          r && r.started_at !== null
            ? {
                startedAt: toIso(r.started_at)!,
                finishedAt: toIso(r.finished_at),
                ok: r.ok,
                error: r.error,
                attempt: r.attempt ?? 1,
                runBy: r.run_by ?? '',
              }
            : null,
        runs24h: r?.runs ?? 0,
        failures24h: r?.failures ?? 0,
      };
    }),
  };
}
