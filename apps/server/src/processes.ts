import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import type { Logger } from 'pino';

/** How long to wait before starting a process again after one ended unexpectedly. */
const RESTART_DELAY_MS = 1000;

/**
 * SERVER_PROCESSES > 1 (PostgreSQL only, checked by the config): this process starts that many server processes on
 * the same port (node:cluster hands each new connection to the next process) and watches them. The first runs the
 * database migrations and the background jobs (unless BACKGROUND_JOBS=false); the others start once it is listening,
 * so they find the database migrated, and never run jobs. A process that ends unexpectedly is started again after a second, with the
 * same role. SIGINT and SIGTERM are passed on; each process finishes its requests, and this one exits after the last.
 */
export function superviseProcesses(config: Config, logger: Logger): void {
  let stopping = false;
  let othersStarted = false;
  const start = (jobs: boolean, first = false): Worker => {
    const worker = cluster.fork({ BACKGROUND_JOBS: String(jobs) });
    worker.on('listening', () => {
      if (first && !othersStarted) {
        othersStarted = true;
        for (let i = 1; i < config.SERVER_PROCESSES; i++) start(false);
      }
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      logger.error({ pid: worker.process.pid, code, signal, jobs }, 'a server process ended; starting another');
      setTimeout(() => start(jobs, first), RESTART_DELAY_MS);
    });
    return worker;
  };
  // BACKGROUND_JOBS=false here too when the jobs run elsewhere (another machine): then no process of this one runs them
  start(config.BACKGROUND_JOBS, true);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {});
      if (workers.length === 0) process.exit(0);
      for (const w of workers) w?.process.kill(signal);
    });
  }
  cluster.on('exit', () => {
    if (stopping && Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
}
