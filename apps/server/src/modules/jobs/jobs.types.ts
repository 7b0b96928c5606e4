import type { Deps } from '../../deps.ts';
import type { TaskQueue } from './task-queue.ts';

/** Something a runner runs and records: a periodic job, or one task with its data. */
export interface Runnable {
  name: string;
  run: (deps: Deps) => Promise<unknown>;
}

/** Work sent by a request (TaskQueue.send) and done after the answer; it must be safe to run twice (retries). */
export interface Task {
  name: string;
  run: (deps: Deps, data: Record<string, unknown>) => Promise<unknown>;
}

/** A job that runs every so many minutes, once per period over the whole deployment. */
export interface PeriodicJob {
  name: string;
  everyMinutes: number;
  run: (deps: Deps) => Promise<unknown>;
}

/** How failed runs are tried again: up to retryLimit more times, the delay doubling from retryDelaySeconds. */
export interface RetryPolicy {
  retryLimit: number;
  retryDelaySeconds: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retryLimit: 3, retryDelaySeconds: 30 };

/**
 * Runs the periodic jobs: pg-boss over PostgreSQL (each job once per period whatever the number of processes), or
 * in-process timers on the embedded database (one process).
 */
export interface JobRunner {
  readonly kind: 'local' | 'pg-boss';
  /** Where requests send their tasks: usable once start() has resolved. */
  readonly queue: TaskQueue;
  start(): Promise<void>;
  /** Asks for a run now (an operator, a test); the run is recorded like any other. */
  runNow(name: string): Promise<void>;
  /** Stops scheduling and taking tasks, and waits for the runs in progress to end. */
  stop(): Promise<void>;
}

/** The tasks requests may send (deps.queue.send), by name; their work is in tasks.ts. */
export const TASK_NAMES = { whatsappReply: 'whatsapp-reply' } as const;
