import { hostname } from 'node:os';
import type { Deps } from '../../../deps.ts';
import { finishRun, insertRun } from '../jobs.repository.ts';
import type { Runnable } from '../jobs.types.ts';

/** Which instance ran a job, as the admin monitor shows it. */
export const RUN_BY = `${hostname()}:${process.pid}`;

const MAX_ERROR_CHARS = 500;

/**
 * Runs one attempt of a job (or of a task) and records it in job_runs (started, then finished with its outcome). A failure is
 * recorded and rethrown, so that the runner retries it.
 */
export async function runRecorded(deps: Deps, job: Runnable, attempt: number): Promise<void> {
  const id = await insertRun(deps.db, { name: job.name, attempt, runBy: RUN_BY, startedAt: deps.clock.now() });
  try {
    await job.run(deps);
  } catch (err) {
    const text = (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, MAX_ERROR_CHARS);
    await finishRun(deps.db, id, deps.clock.now(), text).catch((e: unknown) =>
      deps.logger.warn({ err: e, job: job.name }, 'could not record a failed job run'),
    );
    throw err;
  }
  await finishRun(deps.db, id, deps.clock.now(), null);
}
