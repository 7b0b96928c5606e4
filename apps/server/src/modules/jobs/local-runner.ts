import type { Deps } from '../../deps.ts';
import { DEFAULT_RETRY, type JobRunner, type PeriodicJob, type RetryPolicy } from './jobs.types.ts';
import { runRecorded } from './use-cases/run-recorded.ts';

/**
 * The runner of the embedded database (one process): a timer per job. A job never overlaps itself; a failed run is
 * tried again after retryDelaySeconds, then twice that, up to retryLimit more times, unless the runner stops.
 */
export function localRunner(deps: Deps, jobs: readonly PeriodicJob[], options: Partial<RetryPolicy> = {}): JobRunner {
  const retry: RetryPolicy = { ...DEFAULT_RETRY, ...options };
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Map<string, Promise<void>>();
  let stopped = false;

  const attempt = (job: PeriodicJob, n: number): Promise<void> => {
    const running = inFlight.get(job.name);
    if (running) return running;
    if (stopped) return Promise.resolve();
    const run = runRecorded(deps, job, n)
      .catch((err: unknown) => {
        deps.logger.error({ err, job: job.name, attempt: n }, `job ${job.name} failed`);
        if (n > retry.retryLimit || stopped) return;
        const timer = setTimeout(
          () => {
            timers.delete(timer);
            void attempt(job, n + 1);
          },
          retry.retryDelaySeconds * 1000 * 2 ** (n - 1),
        );
        timer.unref();
        timers.add(timer);
      })
      .finally(() => inFlight.delete(job.name));
    inFlight.set(job.name, run);
    return run;
  };

  return {
    kind: 'local',
    async start() {
      for (const job of jobs) {
        const timer = setInterval(() => void attempt(job, 1), job.everyMinutes * 60_000);
        timer.unref();
        timers.add(timer);
      }
    },
    async runNow(name) {
      const job = jobs.find((j) => j.name === name);
      if (!job) throw new Error(`no job named ${name}`);
      await attempt(job, 1);
    },
    async stop() {
      stopped = true;
      for (const t of timers) {
        clearTimeout(t);
        clearInterval(t);
      }
      timers.clear();
      await Promise.allSettled([...inFlight.values()]);
    },
  };
}
