import type { Deps } from '../../deps.ts';
import {
  DEFAULT_RETRY,
  type JobRunner,
  type PeriodicJob,
  type RetryPolicy,
  type Runnable,
  type Task,
} from './jobs.types.ts';
import { runRecorded } from './use-cases/run-recorded.ts';

export interface LocalRunner extends JobRunner {
  /** Resolves once no run is in progress and no retry is waiting (tests wait for the tasks they caused). */
  idle(): Promise<void>;
}

/**
 * The runner of the embedded database (one process): a timer per job, and tasks run in this process as soon as they
 * are sent. A job never overlaps itself; a failed run (job or task) is tried again after retryDelaySeconds, then twice
 * that, up to retryLimit more times, unless the runner stops. A task waiting for its retry when the process ends is
 * lost: on the embedded database there is no other process to take it.
 */
export function localRunner(
  deps: Deps,
  jobs: readonly PeriodicJob[],
  tasks: readonly Task[] = [],
  options: Partial<RetryPolicy> = {},
): LocalRunner {
  const retry: RetryPolicy = { ...DEFAULT_RETRY, ...options };
  const intervals = new Set<NodeJS.Timeout>();
  const retries = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const jobRuns = new Map<string, Promise<void>>();
  let stopped = false;

  /** One attempt; after a failure, `again(n + 1)` later (the delay doubling), until the retries are used up. */
  const attempt = (what: Runnable, n: number, again: (next: number) => void): Promise<void> => {
    const p = runRecorded(deps, what, n)
      .catch((err: unknown) => {
        deps.logger.error({ err, job: what.name, attempt: n }, `${what.name} failed (attempt ${n})`);
        if (n > retry.retryLimit || stopped) return;
        const timer = setTimeout(
          () => {
            retries.delete(timer);
            if (!stopped) again(n + 1);
          },
          retry.retryDelaySeconds * 1000 * 2 ** (n - 1),
        );
        timer.unref();
        retries.add(timer);
      })
      .finally(() => running.delete(p));
    running.add(p);
    return p;
  };

  /** A job's attempt, unless a run of that job is in progress (then that run's promise). */
  const runJob = (job: PeriodicJob, n = 1): Promise<void> => {
    const current = jobRuns.get(job.name);
    if (current) return current;
    if (stopped) return Promise.resolve();
    const p = attempt(job, n, (next) => void runJob(job, next)).finally(() => jobRuns.delete(job.name));
    jobRuns.set(job.name, p);
    return p;
  };

  const runTask = (what: Runnable, n = 1): void => {
    void attempt(what, n, (next) => runTask(what, next));
  };

  return {
    kind: 'local',
    queue: {
      async send(name, data) {
        const task = tasks.find((t) => t.name === name);
        if (!task) throw new Error(`no task named ${name}`);
        if (stopped) throw new Error(`task ${name} sent while the process is stopping`);
        runTask({ name, run: (d) => task.run(d, data) });
      },
    },
    async start() {
      for (const job of jobs) {
        const timer = setInterval(() => void runJob(job), job.everyMinutes * 60_000);
        timer.unref();
        intervals.add(timer);
      }
    },
    async runNow(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`no job named ${name}`);
      await runJob(job);
    },
    async idle() {
      while (running.size > 0 || retries.size > 0) {
        await Promise.allSettled([...running]);
        if (running.size === 0 && retries.size > 0) await new Promise((r) => setTimeout(r, 10));
      }
    },
    async stop() {
      stopped = true;
      for (const t of intervals) clearInterval(t);
      for (const t of retries) clearTimeout(t);
      intervals.clear();
      retries.clear();
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
