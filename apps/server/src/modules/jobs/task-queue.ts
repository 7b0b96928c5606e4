/**
 * Work a request hands over instead of doing it while the caller waits (issue 21): a WhatsApp answer from a slow
 * model, say. On PostgreSQL the task is a pg-boss job (kept in the database, taken by one process, retried with
 * backoff); on the embedded database it runs in this process right after the answer. This file imports nothing, so
 * that deps.ts can name the type.
 */
export interface TaskQueue {
  send(name: string, data: Record<string, unknown>): Promise<void>;
}

/** The queue of a process before its runner is built: sending is a programming error. */
export const QUEUE_NOT_STARTED: TaskQueue = {
  send: (name) => Promise.reject(new Error(`task ${name} sent before the task queue was started`)),
};
